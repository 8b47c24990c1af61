import CSDL2
import Foundation
import Testing
@testable import SwipeDocument
@testable import SwipePlayer

/// A window on SDL's offscreen driver (asked for by name) showing one document, driven event by
/// event with explicit times; the document screen's state reads through it.
@dynamicMemberLookup
struct DocumentWindow {
    let window: PlayerWindow
    let screen: DocumentScreen

    init(json: String, size: Point = Point(400, 300), rotation: ScreenRotation = .none) throws {
        setenv("SDL_VIDEODRIVER", "offscreen", 1)
        let doc = try #require(DocumentLoader.load(bytes: Array(json.utf8), name: "input.swipe", baseURL: nil).document)
        var options = PlayerWindow.Options(size: size, fullscreen: false)
        options.rotation = rotation
        window = try PlayerWindow(title: "input-test", options: options)
        window.push { DocumentScreen(document: doc, title: "input-test", page: 0, language: "en", context: $0, report: { _ in }) }
        screen = try #require(window.top as? DocumentScreen)
    }

    func handle(_ event: SDL_Event, at t: Double) { window.handle(event, at: t) }
    func step(at t: Double) { window.step(at: t) }

    subscript<T>(dynamicMember path: KeyPath<DocumentScreen, T>) -> T { screen[keyPath: path] }
}
