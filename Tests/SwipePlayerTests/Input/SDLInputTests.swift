import CSDL2
import Foundation
import Testing
@testable import SwipeDocument
@testable import SwipeReader
@testable import SwipePlayer

extension SDLSerialTests {
    /// Synthetic SDL event sequences fed to the player's window (on SDL's offscreen video driver, asked
    /// for by name), with explicit times, checking where the pages end up.
    struct SDLInputTests {
        static let json = #"{ "title": "input-test", "dimension": [400, 300], "pages": [ {}, {}, {}, {} ] }"#

        func window(paging: String = "vertical") throws -> DocumentWindow {
            let text = Self.json.replacingOccurrences(of: #""pages""#, with: #""paging": "\#(paging)", "pages""#)
            return try DocumentWindow(json: text)
        }

        /// Feeds events at times `start`, `start + dt`, … then lets the page settle.
        func play(_ w: DocumentWindow, _ events: [SDL_Event], start: Double, dt: Double = 0.016) -> Double {
            SyntheticEvents.play(w.window, events, start: start, dt: dt)
        }

        /// A drag from (x, y0) to (x, y1) in `steps` moves.
        func drag(_ x: Int32, from y0: Int32, to y1: Int32, steps: Int) -> [SDL_Event] {
            [SyntheticEvents.mouse(SDL_MOUSEBUTTONDOWN, x, y0)]
                + (1...steps).map { SyntheticEvents.mouse(SDL_MOUSEMOTION, x, y0 + (y1 - y0) * Int32($0) / Int32(steps)) }
                + [SyntheticEvents.mouse(SDL_MOUSEBUTTONUP, x, y1)]
        }

        /// A press on an `action: "play"` button holds it (drawn at half opacity) until it is let
        /// go; a release on it plays the page, a press that becomes a drag does not.
        @Test func aPlayButtonIsHeldWhilePressedAndPlaysOnRelease() throws {
            let json = #"{ "dimension": [400, 300], "pages": [ { "play": "pause", "duration": 1, "elements": [ { "x": 0, "y": 0, "w": 100, "h": 100, "bc": "red", "action": "play" } ] }, {} ] }"#
            let w = try DocumentWindow(json: json)
            w.window.showFirstFrame()
            w.handle(SyntheticEvents.mouse(SDL_MOUSEBUTTONDOWN, 50, 50), at: 1)
            #expect(w.pressedButton == PlayButtonID(page: 0, path: [0]))
            w.handle(SyntheticEvents.mouse(SDL_MOUSEBUTTONUP, 50, 50), at: 1.1)
            #expect(w.pressedButton == nil)
            #expect(w.screen.isAnimating(at: 1.2), "the page plays")
            let other = try DocumentWindow(json: json)
            other.window.showFirstFrame()
            other.handle(SyntheticEvents.mouse(SDL_MOUSEBUTTONDOWN, 50, 50), at: 1)
            other.handle(SyntheticEvents.mouse(SDL_MOUSEMOTION, 50, 80), at: 1.05)
            #expect(other.pressedButton == nil, "a drag lets go")
        }

        @Test func eachPageThatBecomesCurrentIsReported() throws {
            let w = try window()
            var pages: [Int] = []
            w.screen.onPositionChanged = { page, _ in pages.append(page) }
            var t = play(w, [SyntheticEvents.key(SDLK_RIGHT)], start: 1)
            t = play(w, [SyntheticEvents.key(SDLK_RIGHT)], start: t)
            _ = play(w, [SyntheticEvents.key(SDLK_LEFT)], start: t)
            #expect(pages == [1, 2, 1])
        }

        @Test func lCyclesThroughTheDocumentsLanguagesAndReportsThem() throws {
            let w = try DocumentWindow(json: #"{ "title": "input-test", "dimension": [400, 300], "languages": [ { "id": "en" }, { "id": "ja" } ], "pages": [ { "elements": [ { "text": { "en": "Hello", "ja": "こんにちは" } } ] }, {} ] }"#)
            var positions: [String] = []
            w.screen.onPositionChanged = { page, language in positions.append("\(page) \(language)") }
            var t = play(w, [SyntheticEvents.key(SDLK_l)], start: 1)
            #expect(w.language == "ja")
            t = play(w, [SyntheticEvents.key(SDLK_RIGHT)], start: t)
            _ = play(w, [SyntheticEvents.key(SDLK_l)], start: t)
            #expect(w.language == "en")
            #expect(positions == ["0 ja", "1 ja", "1 en"])
        }

        @Test func aTapOnTheLanguageButtonSwitchesLanguage() throws {
            let w = try DocumentWindow(json: #"{ "title": "input-test", "dimension": [400, 300], "languages": [ { "id": "en", "title": "English" }, { "id": "ja", "title": "日本語" } ], "pages": [ {}, {} ] }"#)
            // Turning the page shows the indicator and the language button for a moment.
            var t = 1.0
            w.handle(SyntheticEvents.key(SDLK_RIGHT), at: t)
            while t < 1.6 { w.step(at: t); t += 0.016 }
            let button = PlayerChrome.languageButton(viewport: Point(400, 300), title: "English")
            let x = Int32(button.x + button.width / 2), y = Int32(button.y + button.height / 2)
            w.handle(SyntheticEvents.mouse(SDL_MOUSEBUTTONDOWN, x, y), at: t)
            w.handle(SyntheticEvents.mouse(SDL_MOUSEBUTTONUP, x, y), at: t + 0.05)
            #expect(w.language == "ja")
            #expect(w.currentPage == 2, "the tap did not turn the page")
        }

        @Test func dragsFlingsAndSnapBacks() throws {
            let w = try window()
            var t = play(w, drag(200, from: 250, to: 60, steps: 20), start: 1, dt: 0.03)
            #expect(w.currentPage == 2 && !w.isMoving && w.position == 1, "a long slow drag up turns the page")
            t = play(w, drag(200, from: 200, to: 180, steps: 5) , start: t, dt: 0.05)
            #expect(w.currentPage == 2 && w.position == 1, "a short slow drag snaps back")
            t = play(w, drag(200, from: 200, to: 170, steps: 3), start: t, dt: 0.01)
            #expect(w.currentPage == 3, "a quick flick turns the page")
            t = play(w, drag(200, from: 60, to: 280, steps: 10), start: t, dt: 0.03)
            #expect(w.currentPage == 2, "dragging down goes back")
        }

        @Test func horizontalPagingFollowsTheDirection() throws {
            let ltr = try window(paging: "leftToRight")
            _ = play(ltr, [SyntheticEvents.mouse(SDL_MOUSEBUTTONDOWN, 350, 150)] + (1...20).map { SyntheticEvents.mouse(SDL_MOUSEMOTION, 350 - Int32($0) * 15, 150) } + [SyntheticEvents.mouse(SDL_MOUSEBUTTONUP, 50, 150)], start: 1, dt: 0.03)
            #expect(ltr.currentPage == 2)
            let rtl = try window(paging: "rightToLeft")
            _ = play(rtl, [SyntheticEvents.mouse(SDL_MOUSEBUTTONDOWN, 50, 150)] + (1...20).map { SyntheticEvents.mouse(SDL_MOUSEMOTION, 50 + Int32($0) * 15, 150) } + [SyntheticEvents.mouse(SDL_MOUSEBUTTONUP, 350, 150)], start: 1, dt: 0.03)
            #expect(rtl.currentPage == 2)
        }

        @Test func keysAndWheel() throws {
            let w = try window()
            var t = play(w, [SyntheticEvents.key(SDLK_RIGHT)], start: 1)
            #expect(w.currentPage == 2)
            t = play(w, [SyntheticEvents.key(SDLK_PAGEDOWN), SyntheticEvents.key(SDLK_SPACE)], start: t, dt: 0.05)
            #expect(w.currentPage == 4, "two quick keys go two pages")
            t = play(w, [SyntheticEvents.key(SDLK_SPACE, shift: true)], start: t)
            #expect(w.currentPage == 3, "Shift-Space goes back")
            t = play(w, [SyntheticEvents.key(SDLK_HOME)], start: t)
            #expect(w.currentPage == 1)
            t = play(w, [SyntheticEvents.key(SDLK_END)], start: t)
            #expect(w.currentPage == 4)
            t = play(w, [SyntheticEvents.wheel(1)], start: t)
            #expect(w.currentPage == 3, "one wheel notch up goes back a page")
            t = play(w, [SyntheticEvents.wheel(-1)], start: t)
            #expect(w.currentPage == 4)
        }

        @Test func rubberBandAtTheLastPage() throws {
            let w = try window()
            var t = play(w, [SyntheticEvents.key(SDLK_END)], start: 1)
            w.handle(SyntheticEvents.mouse(SDL_MOUSEBUTTONDOWN, 200, 280), at: t)
            for k in 1...20 {
                t += 0.02
                w.handle(SyntheticEvents.mouse(SDL_MOUSEMOTION, 200, 280 - Int32(k) * 12), at: t)
                w.step(at: t)
            }
            #expect(w.position > 3 && w.position < 3.35, "the drag meets resistance past the end")
            _ = play(w, [SyntheticEvents.mouse(SDL_MOUSEBUTTONUP, 200, 40)], start: t + 0.2)
            #expect(w.position == 3)
        }
    }
}
