import CSDL2
import SwipeDocument
import SwipeReader

/// The search field of a document in the window: `search` (Ctrl+F or /) opens it and takes typed
/// text (SDL text input, so input methods and dead keys compose), Enter searches the whole
/// document, then Enter and Shift+Enter (or `search next`, N, and Shift+N once the field is left
/// with Tab) go to the next and previous match across pages; Escape closes it and takes the
/// highlights away.
final class SearchController {
    private(set) var session = SearchSession()
    /// Whether the field is shown.
    private(set) var isOpen = false
    /// Whether typed text goes into the field.
    private(set) var typing = false
    /// The character of the key that just opened the field (`/`), whose own text input (SDL sends
    /// one for the key) is not typed.
    private var openedWith: String?
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
    func handle(_ input: ReaderInput, run: (inout SearchSession) -> Void) -> Outcome {
        let opener = openedWith
        openedWith = nil
        if case .text(let text) = input.event, typing {
            if text != opener { session.query += text }
            return .handled
        }
        guard input.isKeyDown else { return .ignored }
        let backwards = input.chord?.modifiers.contains(.shift) == true
        if !typing, input.command(.reader) == .search {
            open()
            if let chord = input.chord, chord.key.count == 1, chord.modifiers.isDisjoint(with: [.ctrl, .alt, .gui]) { openedWith = chord.key }
            return .handled
        }
        guard isOpen else { return .ignored }
        switch TypingKey(input.event) {
        case .escape?:
            close()
            return .moved
        case .enter?:
            if session.searched == session.query, session.current != nil {
                session.move(backwards: backwards)
            } else {
                run(&session)
            }
            generation += 1
            return .moved
        case .tab?:
            setTyping(!typing)
            return .handled
        case .backspace? where typing:
            if !session.query.isEmpty { session.query.removeLast() }
            return .handled
        default:
            break
        }
        // While typing, keys are text (`InputEvent.text` brings them), not commands; a menu's row is no key.
        if typing, !input.isChosen { return .handled }
        guard input.command(.reader) == .searchNext, session.current != nil else { return .ignored }
        session.move(backwards: backwards)
        generation += 1
        return .moved
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

    /// Where the words being typed are, in window pixels (nil: nothing is typed).
    func typingFrame(viewport: Point, style: PlayerStyle) -> Rect? {
        typing ? SearchBar.frame(viewport: viewport, style: style) : nil
    }

    /// The bar's items, when it is open.
    func items(viewport: Point, style: PlayerStyle) -> [DisplayItem] {
        isOpen ? SearchBar.items(viewport: viewport, style: style, query: session.query, typing: typing, count: session.count) : []
    }
}

/// What search reaches: the screen's text to search, and the matches shown.
protocol SearchHost: AnyObject {
    var text: any ReaderText { get }
    func searchMoved(at t: Double)
}

extension SearchController: ReaderFeature {
    /// `search` opens the field; while open, typing, Enter and `search next` move between matches,
    /// which the screen shows.
    func handle(_ input: ReaderInput, in session: any SearchHost) -> ReaderOutcome {
        switch handle(input, run: { session.text.runSearch(&$0) }) {
        case .ignored: return .ignored
        case .handled: return .handled
        case .moved:
            session.searchMoved(at: input.time)
            return .handled
        }
    }
}
