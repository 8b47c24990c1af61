import CSDL2
import Foundation
import Testing
@testable import SwipeDocument
@testable import SwipeReader
@testable import SwipePlayer

extension SDLSerialTests {
    /// Highlights in the window: Shift+drag over a text highlights what it covered, the bar changes
    /// its colour and note or deletes it, a tap on a highlight opens its bar, and they are there
    /// when the document is opened again.
    struct HighlightWindowTests {
        static let json = #"{ "dimension": [400, 300], "pages": [ { "elements": [ { "x": 0, "y": 100, "w": 400, "h": 60, "text": "The quick brown fox jumps", "fontSize": 30 } ] }, {} ] }"#

        func opened(_ dir: URL) throws -> DocumentWindow {
            let w = try DocumentWindow(json: Self.json)
            w.screen.annotations = ReaderAnnotations(href: "input.swipe", store: AnnotationStore(documentPath: "input.swipe", directory: dir, warn: { _ in }))
            w.window.showFirstFrame()
            w.screen.draw(at: 0.5)
            return w
        }

        static func key(_ sym: SDL_KeyCode) -> SDL_Event { SyntheticEvents.key(sym) }

        @Test func aShiftDragHighlightsAndTheBarEditsIt() throws {
            let dir = FileManager.default.temporaryDirectory.appendingPathComponent("highlights-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: dir) }
            let w = try opened(dir)
            SDL_SetModState(KMOD_LSHIFT)
            var t = SyntheticEvents.play(w.window, [SyntheticEvents.mouse(SDL_MOUSEBUTTONDOWN, 20, 130), SyntheticEvents.mouse(SDL_MOUSEMOTION, 150, 130),
                                                    SyntheticEvents.mouse(SDL_MOUSEMOTION, 390, 130), SyntheticEvents.mouse(SDL_MOUSEBUTTONUP, 390, 130)], start: 1)
            SDL_SetModState(KMOD_NONE)
            let made = try #require(w.screen.annotations?.highlights.items.first)
            #expect(w.screen.annotations?.highlights.items.count == 1)
            #expect(made.locator.text?.highlight == "The quick brown fox jumps", "the whole line was dragged over")
            #expect(w.currentPage == 1, "a selecting drag does not turn the page")
            #expect(w.screen.session.highlighter.open == made.id)
            t = SyntheticEvents.play(w.window, [Self.key(SDLK_2), Self.key(SDLK_n), SearchWindowTests.text("nice"), Self.key(SDLK_RETURN), Self.key(SDLK_ESCAPE)], start: t)
            #expect(w.screen.annotations?.highlights.items.first?.colour == .green)
            #expect(w.screen.annotations?.highlights.items.first?.note == "nice")
            #expect(w.screen.session.highlighter.open == nil)
            // A tap on the highlight opens its bar again; X deletes it.
            w.screen.draw(at: t)
            _ = SyntheticEvents.play(w.window, [SyntheticEvents.mouse(SDL_MOUSEBUTTONDOWN, 200, 130), SyntheticEvents.mouse(SDL_MOUSEBUTTONUP, 200, 130)], start: t)
            #expect(w.screen.session.highlighter.open == made.id)
            let reopened = try opened(dir)
            #expect(reopened.screen.annotations?.highlights.items.first?.note == "nice", "kept across openings")
            _ = SyntheticEvents.play(w.window, [Self.key(SDLK_x)], start: t + 1)
            #expect(w.screen.annotations?.highlights.items.isEmpty == true)
        }

        @Test func theBarsControlsAreWhereItIsDrawn() {
            let viewport = Point(800, 600)
            let controls = HighlightBar.controls(viewport: viewport, style: .standard())
            #expect(controls.map(\.control) == [.colour(.yellow), .colour(.green), .colour(.blue), .colour(.pink), .note, .delete])
            for (control, frame) in controls {
                #expect(HighlightBar.control(at: Point(frame.x + frame.width / 2, frame.y + frame.height / 2), viewport: viewport, style: .standard()) == control)
                #expect(frame.y + frame.height < viewport.y && frame.x >= 0 && frame.x + frame.width <= viewport.x)
            }
            let items = HighlightBar.items(viewport: viewport, style: .standard(), colour: .blue, note: "a note", typing: true)
            let texts = items.compactMap { item -> String? in if case .text(let s, _) = item.content { return s }; return nil }
            #expect(texts == ["a note|", "Save", "Delete"])
        }
    }
}
