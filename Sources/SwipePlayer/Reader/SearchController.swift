import CSDL2
import SwipeCore

/// The search field of a document in the window: Ctrl+F or / opens it and takes typed text (SDL
/// text input, so input methods and dead keys compose), Enter searches the whole document, then
/// Enter and Shift+Enter (or n and N once the field is left with Tab) go to the next and previous
/// match across pages; Escape closes it and takes the highlights away.
final class SearchController {
    private(set) var session = SearchSession()
    /// Whether the field is shown.
    private(set) var isOpen = false
    /// Whether typed text goes into the field.
    private(set) var typing = false
    /// The field was just opened with `/`, whose own text input (SDL sends one for the key) is not typed.
    private var openedWithSlash = false
    /// Bumped when the matches or the current one change: the screen applies the decorations
    /// and goes to the current match's page.
    private(set) var generation = 0

    /// What an event did to the search.
    enum Outcome {
        /// Not the search's: the screen handles it.
        case ignored
        case handled
        /// The matches or the current one changed: show them (and the current one's page).
        case moved
    }

    /// Offers an event to the search; `run` searches the document for the typed words.
    func handle(_ event: SDL_Event, run: (inout SearchSession) -> Void) -> Outcome {
        let slash = openedWithSlash
        openedWithSlash = false
        switch SDL_EventType(event.type) {
        case SDL_TEXTINPUT where typing:
            let text = event.text.string
            if !(slash && text == "/") { session.query += text }
            return .handled
        case SDL_KEYDOWN:
            return key(event.key.keysym, run: run)
        default:
            return .ignored
        }
    }

    private func key(_ sym: SDL_Keysym, run: (inout SearchSession) -> Void) -> Outcome {
        let mods = UInt32(sym.mod)
        let ctrl = mods & KMOD_CTRL.rawValue != 0, shift = mods & KMOD_SHIFT.rawValue != 0
        let code = Int(sym.sym)
        if (ctrl && code == Int(SDLK_f.rawValue)) || (!isOpen && code == Int(SDLK_SLASH.rawValue) && !shift) {
            open()
            openedWithSlash = !ctrl
            return .handled
        }
        guard isOpen else { return .ignored }
        switch code {
        case Int(SDLK_ESCAPE.rawValue):
            close()
            return .moved
        case Int(SDLK_RETURN.rawValue), Int(SDLK_KP_ENTER.rawValue):
            if session.searched == session.query, session.current != nil {
                session.move(backwards: shift)
            } else {
                run(&session)
            }
            generation += 1
            return .moved
        case Int(SDLK_n.rawValue) where !typing && session.current != nil:
            session.move(backwards: shift)
            generation += 1
            return .moved
        case Int(SDLK_TAB.rawValue):
            setTyping(!typing)
            return .handled
        case Int(SDLK_BACKSPACE.rawValue) where typing:
            if !session.query.isEmpty { session.query.removeLast() }
            return .handled
        default:
            // While typing, keys are text (SDL_TEXTINPUT brings them), not commands.
            return typing ? .handled : .ignored
        }
    }

    /// Searches again for the words last searched (the language changed); true when there were some.
    func refresh(run: (inout SearchSession) -> Void) -> Bool {
        guard let searched = session.searched else { return false }
        let typed = session.query
        session.query = searched
        run(&session)
        session.query = typed
        generation += 1
        return true
    }

    /// Makes a tap on a match drawn through `decorator` make it the current one.
    func observeTaps(on decorator: inout Decorator) {
        decorator.observe(SearchSession.group) { [self] in select(match: Int($0.decoration.id)) }
    }

    /// Makes match `index` the current one (a tap on it); false when there is no such match.
    func select(match index: Int?) -> Bool {
        guard let index, session.select(index) else { return false }
        generation += 1
        return true
    }

    func open() {
        isOpen = true
        setTyping(true)
    }

    func close() {
        isOpen = false
        setTyping(false)
        session.clear()
        generation += 1
    }

    private func setTyping(_ on: Bool) {
        guard on != typing else { return }
        typing = on
        if on { SDL_StartTextInput() } else { SDL_StopTextInput() }
    }

    /// The bar's items, when it is open.
    func items(viewport: Point, style: PlayerStyle) -> [DisplayItem] {
        isOpen ? SearchBar.items(viewport: viewport, style: style, query: session.query, typing: typing, count: session.count) : []
    }
}
