import Foundation
import Testing
import SwipeDocument
@testable import SwipeRender

extension SDLSerialTests {
    /// Switching the language redraws the same page with the other language's texts.
    struct RenderEngineLanguageTests {
        @Test func textsFollowTheLanguageAtOnce() throws {
            let json = #"{ "dimension": [320, 240], "languages": [ { "id": "en" }, { "id": "de" } ], "pages": [ { "elements": [ { "text": { "en": "Good morning", "de": "Guten Morgen" } } ] } ] }"#
            let doc = try #require(DocumentLoader.load(bytes: Array(json.utf8), name: "l.swipe", baseURL: nil).document)
            let viewport = Point(320, 240)
            let canvas = try #require(OffscreenCanvas(width: 320, height: 240))
            let engine = RenderEngine(document: doc, device: canvas.device, owner: canvas, viewport: viewport, language: "en", report: { _ in })
            func shownTexts() -> [String] {
                engine.draw(position: 0, clock: { _ in 1 }, viewport: viewport)
                return engine.lastFrame.compactMap { if case .text(let s, _) = $0.content { return s } else { return nil } }
            }
            #expect(shownTexts() == ["Good morning"])
            let english = canvas.image()
            engine.setLanguage("de", viewport: viewport)
            #expect(shownTexts() == ["Guten Morgen"])
            #expect(canvas.image() != english)
        }
    }
}
