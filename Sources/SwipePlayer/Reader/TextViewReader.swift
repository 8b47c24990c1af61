import SwipeDocument
import SwipeReader
import SwipeRender

/// What the text view reaches of a reader: the player's own buttons a tap may be on, and the
/// decorations a tap activates (a search match moves the search).
protocol TextViewHost: AnyObject {
    var text: any ReaderText { get }
    func tapOwnButton(at p: Point, at t: Double) -> ScreenAction?
    func searchMoved(at t: Double)
}

/// The text view's side of a reader screen (a document's, a story's): the layout of what it
/// shows, kept while the blocks, the type and the window stay the same (back at its top on another
/// page or scene), its scrolling (to a search match or a bookmark's words once their page shows,
/// to the word read aloud), the decorations drawn last and the word read aloud marked, and what
/// keys, the wheel and the pointer do to it. The screen gives the blocks and the decorations, draws,
/// and carries out a tap and a turn.
final class TextViewReader {
    /// The page (scene) laid out last, and its layout.
    private(set) var shown: (page: Int, layout: TextViewLayout)?
    private(set) var scroller = TextViewScroller()
    /// The word read aloud being heard (in the shown layout's `words`).
    private(set) var marked: Int?
    /// The least base size, for a kiosk's viewing distance (`ViewingDistance`).
    var minimumBase = 0.0
    /// Words to scroll to when their page is laid out, at the window's top or just into it.
    private var pending: (place: ResolvedLocator, atTop: Bool)?
    /// The decorations drawn last, where taps find them.
    private var decorations = TextViewDecorations()

    /// Scrolls to `place`'s words when its page shows (now, if it does): to the window's top
    /// (`atTop`: a bookmark's), else into the window (a search match).
    func reveal(_ place: ResolvedLocator, atTop: Bool) {
        pending = (place, atTop)
        if let kept = shown { revealPending(page: kept.page, in: kept.layout) }
    }

    private func revealPending(page: Int, in layout: TextViewLayout) {
        guard let (place, atTop) = pending, place.page == page else { return }
        pending = nil
        if let box = layout.boxes(of: place).first { scroller.reveal(box, atTop: atTop, in: layout) }
    }

    /// The first words in the window of page `page`'s text view (what a bookmark made now
    /// records); nil when it shows another page or no text there.
    func wordsAtTop(page: Int) -> (element: [Int], characters: Range<Int>)? {
        guard let kept = shown, kept.page == page else { return nil }
        return kept.layout.place(atTop: scroller.offset)
    }

    /// Page (or scene) `page`'s `blocks` laid out in `style` for a window of `viewport` pixels.
    func layout(page: Int, blocks: [TextViewBlock], style: TextViewStyle, viewport: Point, compositor: Compositor) -> TextViewLayout {
        if let kept = shown, kept.page == page, kept.layout.blocks == blocks, kept.layout.style == style, kept.layout.viewport == viewport {
            return kept.layout
        }
        let layout = compositor.textView(blocks, style: style, viewport: viewport, baseSize: TextViewLayout.baseSize(viewport: viewport, minimum: minimumBase))
        if shown?.page != page {
            scroller.reset()
            marked = nil
        }
        scroller.scroll(by: 0, in: layout)
        shown = (page, layout)
        revealPending(page: page, in: layout)
        return layout
    }

    /// Draws `layout` scrolled, with `decorations`, the word read aloud filled in `look`.
    func draw(_ layout: TextViewLayout, decorations: TextViewDecorations, with compositor: Compositor, mark look: DecorationDefaults.Look) {
        self.decorations = decorations
        compositor.draw(layout, scroll: scroller.offset, decorations: decorations,
                        marks: marked.map { [TextViewMark(word: $0, tint: look.tint, opacity: look.opacity)] } ?? [])
    }

    /// Marks `word` of `layout` (nil: none) as the word heard, scrolling to keep it in the window.
    func mark(_ word: Int?, in layout: TextViewLayout) {
        marked = word
        if let word, let frame = layout.frames(ofWord: word).first { scroller.reveal(frame, atTop: false, in: layout) }
    }

    /// When a press on the column becomes a long press, if it stays still.
    var longPressDeadline: Double? { scroller.longPressDeadline }

    /// A press held still on the column by `t`: `select` selects the word under it (the
    /// highlighter's, as a long press on the fixed page), the press then the selection's.
    func longPress(at t: Double, select: (Point) -> Bool) {
        if let p = scroller.longPress(at: t) { _ = select(p) }
    }

    /// Up, Down, Page Up, Page Down, Home and End (the menus' keys) scroll it.
    func keys(_ input: ReaderInput, in layout: () -> TextViewLayout) -> ReaderOutcome {
        guard input.isKeyDown, case .menu(let key)? = input.command(.menu) else { return .ignored }
        return scroller.key(key, in: layout()) ? .handled : .ignored
    }

    /// The pointer on the text view: the wheel and drags scroll it; a tap runs the player's own
    /// button under it (`session`'s), else activates the decorations under it (a search match, a
    /// highlight), else `act`s on the text view's button's action; a sideways swipe `turn`s to
    /// the next (true) or the previous page.
    func pointerInput(_ input: ReaderInput, in layout: TextViewLayout, session: any TextViewHost, act: (AccessibleAction) -> ReaderOutcome,
                      turn: (Bool) -> ReaderOutcome) -> ReaderOutcome {
        switch pointer(input, in: layout) {
        case .tap(let p)?:
            if let own = session.tapOwnButton(at: p, at: input.time) { return .action(own) }
            let drawn = layout.items(scroll: scroller.offset, decorations: decorations).decorations(at: p)
            if session.text.decorator.activate(drawn: drawn, point: p) {
                session.searchMoved(at: input.time)
                return .handled
            }
            if let action = layout.action(at: p, scroll: scroller.offset) { return act(action) }
        case .turn(let next)?: return turn(next)
        case .none?: break
        case nil: if input.pointer == nil { return .ignored }
        }
        return .handled
    }

    /// The wheel and drags scroll it; what a press came to when it lifted (nil while it is down,
    /// or for what is not the pointer's).
    private func pointer(_ input: ReaderInput, in layout: TextViewLayout) -> TextViewScroller.Gesture? {
        if case .wheel(let wheel) = input.event {
            scroller.wheel(wheel.y, in: layout)
            return TextViewScroller.Gesture.none
        }
        switch input.pointer {
        case .pointerDown(let p, _)?: scroller.pointerDown(p, at: input.time)
        case .pointerMoved(let p, _)?: scroller.pointerMoved(p, in: layout)
        case .pointerUp(let p, _)?: return scroller.pointerUp(p, in: layout)
        default: break
        }
        return nil
    }
}
