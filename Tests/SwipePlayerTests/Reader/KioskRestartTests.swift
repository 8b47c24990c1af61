import CSDL2
import Foundation
import Testing
@testable import SwipeDocument
@testable import SwipePlayer

extension SDLSerialTests {
    /// An idle kiosk's reset, step by step on SDL's offscreen driver: back to the first page, whose
    /// play starts over as when the document opened.
    struct KioskRestartTests {
        static let json = #"{ "dimension": [400, 300], "pages": [ { "duration": 4, "elements": [ { "w": 100, "h": 100, "bc": "red", "opacity": 0, "to": { "opacity": 1 } } ] }, {}, {}, {} ] }"#

        @Test func resetToStartShowsTheFirstPagePlayingFromItsStart() throws {
            let w = try DocumentWindow(json: Self.json)
            var pages: [Int] = []
            w.screen.onPositionChanged = { page, _ in pages.append(page) }
            w.window.showFirstFrame()
            var t = 2.0
            for _ in 0..<3 { t = SyntheticEvents.play(w.window, [SyntheticEvents.key(SDLK_RIGHT)], start: t) }
            #expect(w.currentPage == 4)
            #expect(!w.screen.isAnimating(at: t + 5), "everything has come to rest")
            w.window.resetToStart(at: t + 5)
            #expect(w.currentPage == 1)
            #expect(pages.last == 0, "the first page is reported current again")
            #expect(w.screen.isAnimating(at: t + 8), "its play starts over (the page indicator is gone by then)")
            #expect(!w.screen.isAnimating(at: t + 9.5), "and ends after its duration")
        }
    }
}
