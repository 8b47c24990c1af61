import Foundation
import SwipeCore

/// A document's bookmarks in the window: toggled and followed by keys, saved as they change, and
/// shown as the `bookmarks` decoration group (a ribbon on each bookmarked page).
public final class ReaderBookmarks {
    public private(set) var bookmarks: Bookmarks
    private let store: AnnotationStore
    private let href: String

    /// The bookmarks of the document at `href`, read from `store`.
    public init(href: String, store: AnnotationStore) {
        self.href = href
        self.store = store
        bookmarks = store.loadBookmarks()
    }

    /// B: bookmarks page `page` or removes its bookmark, and saves; true when it is now bookmarked.
    @discardableResult
    public func toggle(page: Int) -> Bool {
        let on = bookmarks.toggle(page: page, href: href, title: "Page \(page + 1)", now: Date().timeIntervalSince1970)
        store.save(bookmarks)
        return on
    }

    /// Shows the bookmarks through `decorator`.
    public func decorate(_ decorator: inout Decorator) {
        decorator.apply(bookmarks.decorations, in: Bookmarks.group)
    }
}
