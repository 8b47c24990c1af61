import SwipeDocument

/// A document as it shows in the window, for a screen reader: the document node (named by its
/// title) holding the pages visible at a page position (both pages of a spread; the leaving and
/// the coming page during a turn), each built as `SceneComposer.frame` draws it: animated at its
/// clock, as its events changed it. Pure.
public struct DocumentAccessibility {
    public let composer: SceneComposer
    public let screen: AccessibleScreen

    public init(composer: SceneComposer, screen: AccessibleScreen) {
        self.composer = composer
        self.screen = screen
    }

    /// The document at `position` (as `SceneComposer.frame` takes it), each page with its clocks
    /// and its `interaction` at `time` (its focus, fields and lists, what its events changed);
    /// named `title`, else the document's `title`, else "Document".
    public func node(title: String? = nil, position: Double, clock: (Int) -> Double = { _ in 0 }, repeatClock: (Int) -> Double? = { _ in nil },
                     playing: (Int) -> Bool = { _ in false }, interaction: (Int) -> PageInteraction? = { _ in nil }, time: Double = 0,
                     in parent: AccessibleID = .window) -> AccessibleNode {
        let id = parent.appending("document")
        let pages = PageAccessibility(builder: composer.builder, screen: screen)
        let children = composer.placements(at: position).filter { $0.alpha > 0 }.map { p -> AccessibleNode in
            let live = interaction(p.index)
            let shown = PageAnimation.apply(live?.page(at: time) ?? composer.document.pages[p.index], clock: clock(p.index),
                                            repeatClock: repeatClock(p.index), playing: playing(p.index))
            return pages.node(shown, index: p.index, offset: p.offset, interaction: live, in: id)
        }
        let frame = screen.rect(size: composer.pageSize, transform: .identity)
        return AccessibleNode(id: id, role: .document, name: title ?? composer.document.title ?? "Document",
                              states: screen.shows(frame) ? [.enabled, .showing] : [.enabled], frame: frame, children: children)
    }
}
