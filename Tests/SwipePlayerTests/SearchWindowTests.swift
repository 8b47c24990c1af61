import CSDL2
import Foundation
import Testing
@testable import SwipeCore
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
            #expect(w.screen.search.session.query == "SCHOOL")
            #expect(w.screen.search.session.count == "1 of 3")
            #expect(w.currentPage == 1)
            t = SyntheticEvents.play(w.window, [Self.key(SDLK_RETURN)], start: t)
            #expect(w.screen.search.session.count == "2 of 3")
            #expect(w.currentPage == 3)
            // Tab leaves the field: n and N move, other keys are the page's again.
            t = SyntheticEvents.play(w.window, [Self.key(SDLK_TAB), Self.key(SDLK_n), Self.key(SDLK_n, mod: KMOD_LSHIFT), Self.key(SDLK_n, mod: KMOD_LSHIFT)],
                                     start: t)
            #expect(w.screen.search.session.count == "1 of 3")
            #expect(w.currentPage == 1)
            // In French the same search finds "école" and "École" (accents and case ignored).
            t = SyntheticEvents.play(w.window, [Self.key(SDLK_l)], start: t)
            #expect(w.language == "fr")
            #expect(w.screen.search.session.count == "no matches")
            t = SyntheticEvents.play(w.window, [Self.key(SDLK_TAB), Self.key(SDLK_BACKSPACE), Self.key(SDLK_BACKSPACE), Self.key(SDLK_BACKSPACE),
                                                Self.key(SDLK_BACKSPACE), Self.key(SDLK_BACKSPACE), Self.key(SDLK_BACKSPACE), Self.text("ecole"),
                                                Self.key(SDLK_RETURN)], start: t)
            #expect(w.screen.search.session.matches.map(\.locator.page) == [0, 2])
            _ = SyntheticEvents.play(w.window, [Self.key(SDLK_ESCAPE)], start: t)
            #expect(!w.screen.search.isOpen)
            #expect(w.screen.search.session.matches.isEmpty)
        }

        @Test func theBarIsDrawnWithTheCountAndTheHitsHighlighted() throws {
            let w = try DocumentWindow(json: Self.json)
            w.window.showFirstFrame()
            _ = SyntheticEvents.play(w.window, [Self.key(SDLK_SLASH), Self.text("bus"), Self.key(SDLK_RETURN)], start: 1)
            let items = w.screen.search.items(viewport: Point(400, 300), style: .standard())
            let texts = items.compactMap { item -> String? in if case .text(let s, _) = item.content { return s }; return nil }
            #expect(texts == ["Find: bus|", "1 of 1"])
        }
    }
}
