import Foundation
import SwipeDocument
import SwipeReader

/// A document's (or a Boken story's) bookmarks and highlights in the window: changed by the reader, saved as they
/// change, and shown as the `bookmarks` and `highlights` decoration groups.
public final class ReaderAnnotations {
    public private(set) var bookmarks: Bookmarks
    public private(set) var highlights: Highlights
    private let store: AnnotationStore
    private let href: String

    /// The annotations of the document at `href`, read from `store`.
    public init(href: String, store: AnnotationStore) {
        self.href = href
        self.store = store
        (bookmarks, highlights) = store.load()
    }

    /// B: bookmarks page `page` (a story's scene: its title and `sceneId`; the text view's `words`
    /// at its top) or removes its bookmark, and saves; true when it is now bookmarked.
    @discardableResult
    public func toggleBookmark(page: Int, title: String? = nil, scene: String? = nil, words: Locator? = nil) -> Bool {
        let on = bookmarks.toggle(page: page, href: href, title: title ?? "Page \(page + 1)", scene: scene, words: words, now: Date().timeIntervalSince1970)
        save()
        return on
    }

    /// Removes page `page`'s bookmark (the annotations list's Delete), and saves.
    public func removeBookmark(page: Int) {
        guard bookmarks.contains(page: page) else { return }
        toggleBookmark(page: page)
    }

    /// Highlights `locator` in `colour`, and saves; the new highlight's id.
    public func highlight(_ locator: Locator, colour: Highlights.Colour) -> String {
        var located = locator
        located.href = href
        let id = highlights.add(located, colour: colour, now: Date().timeIntervalSince1970)
        save()
        return id
    }

    /// Changes highlight `id` (its colour, its note, or removes it), and saves.
    public func change(_ id: String, _ edit: (inout Highlights, String) -> Void) {
        edit(&highlights, id)
        save()
    }

    /// Finds the bookmarks' pages again (a story's scenes, by their `sceneId`), and saves when one moved.
    public func relocateBookmarks(_ page: (Locator) -> Int?) {
        if bookmarks.relocate(page) { save() }
    }

    /// Shows the bookmarks and highlights through `decorator`.
    public func decorate(_ decorator: inout Decorator) {
        decorator.apply(bookmarks.decorations, in: Bookmarks.group)
        decorator.apply(highlights.decorations, in: Highlights.group)
    }

    private func save() { store.save(bookmarks: bookmarks, highlights: highlights) }
}
