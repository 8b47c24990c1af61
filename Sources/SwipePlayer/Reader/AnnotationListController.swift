import Foundation
import SwipeDocument
import SwipeReader

/// The annotations list over a document in the window (`annotations`): built from the reader's
/// bookmarks and highlights, scrolled by the list scroller (drag, fling, wheel, keys), its menu commands and taps carried
/// out as `AnnotationList` says. A removed row is saved and gone at once; showing a page is left to
/// the screen.
final class AnnotationListController {
    private(set) var list: AnnotationList?
    private(set) var scroller = ListScroller()

    /// What an event did.
    enum Outcome: Equatable {
        case ignored
        case handled
        /// A bookmark or a highlight was removed: draw the decorations again.
        case changed
        /// The list closed to show `page` and, with an id, that highlight's bar (typing its note when `note`).
        case show(page: Int, highlight: String?, note: Bool)
    }

    /// What the list is made of.
    struct Source {
        let annotations: ReaderAnnotations
        let document: Document
        let language: String
        let viewport: Point
        let style: PlayerStyle
    }

    var isOpen: Bool { list != nil }
    var isMoving: Bool { scroller.isMoving }

    /// Opens the list, its first row chosen.
    func open(_ source: Source, at t: Double) {
        scroller = ListScroller()
        rebuild(source)
        if let list, list.rowCount > 0 { scroller.select(0, scrollingTo: nil, layout: list, at: t) }
    }

    func close() { list = nil }

    /// Builds the open list again (the window's size or the language changed), keeping its scroll and selection.
    func refresh(_ source: Source) {
        if isOpen { rebuild(source) }
    }

    private func rebuild(_ source: Source) {
        let rows = AnnotationRow.rows(bookmarks: source.annotations.bookmarks, highlights: source.annotations.highlights, document: source.document,
                                      language: source.language, timeZone: .current)
        let built = AnnotationList(bookmarks: rows.bookmarks, highlights: rows.highlights, viewport: source.viewport, style: source.style)
        scroller.fit(built)
        list = built
    }

    func advance(to t: Double) { scroller.advance(to: t) }

    /// Offers an event to the list while it is open: it takes them all (`annotations` again closes it).
    func handle(_ input: ReaderInput, source: Source) -> Outcome {
        guard let list else { return .ignored }
        let t = input.time
        if let input = input.pointer.flatMap(ListScreen.scrollerInput) {
            guard case .tap(let p)? = scroller.handle(input, layout: list), let hit = list.hit(p, scroll: scroller.offset) else { return .handled }
            return perform(list.action(for: hit), source: source, at: t)
        }
        if input.command(.reader) == .annotations { return perform(.close, source: source, at: t) }
        guard case .menu(let menu)? = input.command(.menu), let key = AnnotationList.Key(menu) else { return .handled }
        return perform(list.action(for: key, selection: scroller.selection), source: source, at: t)
    }

    /// A screen reader's action on `hit` (a row, its Delete button, Close): what a tap on it does.
    func tap(_ hit: AnnotationList.Hit, source: Source, at t: Double) -> Outcome {
        guard let list else { return .ignored }
        switch hit {
        case .row(let i), .delete(let i): guard list.rows.indices.contains(i) else { return .handled }
        case .close: break
        }
        return perform(list.action(for: hit), source: source, at: t)
    }

    private func perform(_ action: AnnotationList.Action, source: Source, at t: Double) -> Outcome {
        switch action {
        case .move(let key):
            if let list { scroller.handle(.key(key, time: t), layout: list) }
            return .handled
        case .jump(let row), .editNote(let row):
            close()
            guard case .highlight(let id) = row.target else { return .show(page: row.page, highlight: nil, note: false) }
            return .show(page: row.page, highlight: id, note: action == .editNote(row))
        case .remove(.bookmark(let page)):
            source.annotations.removeBookmark(page: page)
        case .remove(.highlight(let id)):
            source.annotations.change(id) { $0.remove($1) }
        case .close:
            close()
            return .handled
        case .nothing:
            return .handled
        }
        rebuild(source)
        return .changed
    }

    /// The list's display items (none while closed).
    func items() -> [DisplayItem] {
        list?.items(scroll: scroller.offset, selected: scroller.selection, pressed: scroller.pressedRow) ?? []
    }
}

/// What the annotation list reaches: what it lists, the decorations drawn again, the page shown
/// (scrolled to the annotation's words where the view scrolls) and the highlight's bar opened there.
protocol AnnotationListHost: AnyObject {
    var annotationListSource: AnnotationListController.Source? { get }
    func annotationsChanged()
    func jump(to page: Int, at t: Double)
    func revealAnnotation(page: Int, highlight id: String?)
    var highlighter: HighlightController { get }
}

extension AnnotationListController: ReaderFeature {
    /// While open, the list takes every event; a row chosen shows its page (and its highlight's bar).
    func handle(_ input: ReaderInput, in session: any AnnotationListHost) -> ReaderOutcome {
        guard let source = session.annotationListSource else { return .ignored }
        return carry(handle(input, source: source), in: session, source: source, at: input.time)
    }

    /// Carries out what an event did: the decorations drawn again, or a row's page shown (and its highlight's bar).
    @discardableResult
    func carry(_ outcome: Outcome, in session: any AnnotationListHost, source: Source, at t: Double) -> ReaderOutcome {
        switch outcome {
        case .ignored: return .ignored
        case .handled: break
        case .changed: session.annotationsChanged()
        case .show(let page, let id, let note):
            session.jump(to: page, at: t)
            session.revealAnnotation(page: page, highlight: id)
            if let id, note { session.highlighter.editNote(id, annotations: source.annotations) } else { _ = session.highlighter.show(id) }
        }
        return .handled
    }
}
