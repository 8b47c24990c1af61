import CSDL2
import Foundation
import Testing
@testable import SwipeDocument
@testable import SwipePlayer

extension SDLSerialTests {
    /// The search field in the window: typed words found on every page, Enter and Shift+Enter (and
    /// n and N) moving across pages, the count, the language followed, Escape taking it all away.
    struct SearchWindowTests {
        static let json = """
        { "dimension": [400, 300], "languages": [ { "id": "en" }, { "id": "fr" } ], "pages": [
            { "elements": [ { "text": { "en": "A school bus", "fr": "Le bus de l'école" } } ] },
            { "elements": [ { "text": "nothing here" } ] },
            { "elements": [ { "text": { "en": "School is out, school is fun", "fr": "L'École est finie" } } ] } ] }
        """

        static func text(_ s: String) -> SDL_Event {
            var e = SDL_Event()
            e.type = SDL_TEXTINPUT.rawValue
            withUnsafeMutableBytes(of: &e.text.text) { buffer in
                for (i, b) in s.utf8.enumerated() { buffer[i] = b }
            }
            return e
        }

        static func key(_ sym: SDL_KeyCode, mod: SDL_Keymod = KMOD_NONE) -> SDL_Event {
            var e = SyntheticEvents.key(sym)
            e.key.keysym.mod = UInt16(mod.rawValue)
            return e
        }

        @Test func typedWordsAreFoundAcrossPagesAndFollowedWithEnterAndN() throws {
            let w = try DocumentWindow(json: Self.json)
            w.window.showFirstFrame()
            var t = SyntheticEvents.play(w.window, [Self.key(SDLK_f, mod: KMOD_LCTRL), Self.text("SCHO"), Self.text("OLx"),
                                                    Self.key(SDLK_BACKSPACE), Self.key(SDLK_RETURN)], start: 1)
            #expect(w.screen.session.search.session.query == "SCHOOL")
            #expect(w.screen.session.search.session.count == "1 of 3")
            #expect(w.currentPage == 1)
            t = SyntheticEvents.play(w.window, [Self.key(SDLK_RETURN)], start: t)
            #expect(w.screen.session.search.session.count == "2 of 3")
            #expect(w.currentPage == 3)
            // Tab leaves the field: n and N move, other keys are the page's again.
            t = SyntheticEvents.play(w.window, [Self.key(SDLK_TAB), Self.key(SDLK_n), Self.key(SDLK_n, mod: KMOD_LSHIFT), Self.key(SDLK_n, mod: KMOD_LSHIFT)],
                                     start: t)
            #expect(w.screen.session.search.session.count == "1 of 3")
            #expect(w.currentPage == 1)
            // In French the same search finds "école" and "École" (accents and case ignored).
            t = SyntheticEvents.play(w.window, [Self.key(SDLK_l)], start: t)
            #expect(w.language == "fr")
            #expect(w.screen.session.search.session.count == "no matches")
            t = SyntheticEvents.play(w.window, [Self.key(SDLK_TAB), Self.key(SDLK_BACKSPACE), Self.key(SDLK_BACKSPACE), Self.key(SDLK_BACKSPACE),
                                                Self.key(SDLK_BACKSPACE), Self.key(SDLK_BACKSPACE), Self.key(SDLK_BACKSPACE), Self.text("ecole"),
                                                Self.key(SDLK_RETURN)], start: t)
            #expect(w.screen.session.search.session.matches.map(\.locator.page) == [0, 2])
            _ = SyntheticEvents.play(w.window, [Self.key(SDLK_ESCAPE)], start: t)
            #expect(!w.screen.session.search.isOpen)
            #expect(w.screen.session.search.session.matches.isEmpty)
        }

        /// A tap on a match makes it the current one and is not the page's; a tap beside it is.
        @Test func aTapOnAMatchSelectsItAndATapBesideItPlaysThePage() throws {
            let json = #"{ "dimension": [400, 300], "pages": [ { "play": "pause", "duration": 1, "elements": [ { "x": 0, "y": 0, "w": 400, "h": 300, "bc": "white", "action": "play", "elements": [ { "x": 0, "y": 100, "w": 400, "h": 100, "text": "cat and cat and cat", "fontSize": 30 } ] } ] } ] }"#
            let w = try DocumentWindow(json: json)
            w.window.showFirstFrame()
            let t = SyntheticEvents.play(w.window, [Self.text("x"), Self.key(SDLK_SLASH), Self.text("cat"), Self.key(SDLK_RETURN)], start: 1)
            #expect(w.screen.session.search.session.count == "1 of 3")
            w.screen.draw(at: t)
            let viewport = Point(400, 300)
            let third = (0..<100).lazy.flatMap { i in (0..<75).lazy.map { j in Point(Double(i * 4), Double(j * 4)) } }
                .first { p in w.screen.engine.decorations(atPixel: p, viewport: viewport).contains { $0.key == DecorationKey(group: "search", id: "2") } }
            let p = try #require(third, "the third match is drawn somewhere")
            w.handle(SyntheticEvents.mouse(SDL_MOUSEBUTTONDOWN, Int32(p.x), Int32(p.y)), at: t + 0.1)
            w.handle(SyntheticEvents.mouse(SDL_MOUSEBUTTONUP, Int32(p.x), Int32(p.y)), at: t + 0.15)
            #expect(w.screen.session.search.session.count == "3 of 3")
            #expect(!w.screen.isAnimating(at: t + 0.2), "the tap was the match's, not the play button's")
            w.handle(SyntheticEvents.mouse(SDL_MOUSEBUTTONDOWN, 200, 40), at: t + 0.3)
            w.handle(SyntheticEvents.mouse(SDL_MOUSEBUTTONUP, 200, 40), at: t + 0.35)
            #expect(w.screen.isAnimating(at: t + 0.4), "a tap beside the matches plays the page")
        }

        @Test func theBarIsDrawnWithTheCountAndTheHitsHighlighted() throws {
            let w = try DocumentWindow(json: Self.json)
            w.window.showFirstFrame()
            _ = SyntheticEvents.play(w.window, [Self.key(SDLK_SLASH), Self.text("bus"), Self.key(SDLK_RETURN)], start: 1)
            let items = w.screen.session.search.items(viewport: Point(400, 300), style: .standard())
            let texts = items.compactMap { item -> String? in if case .text(let s, _) = item.content { return s }; return nil }
            #expect(texts == ["Find: bus|", "1 of 1"])
        }
    }
}
