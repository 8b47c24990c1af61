import SwipeDocument
import SwipeReader

/// B, [ and ] as documents and stories both answer them, on a screen's pages (a document's pages,
/// a story's scenes): B bookmarks the page shown or removes its bookmark and draws the ribbons
/// again; [ and ] find the bookmarked page before or after it, for the screen to go to.
enum Bookmarking {
    /// B: bookmarks page `page` (a story's scene: its `title` and `sceneId`; the text view's
    /// `words` at its top) or removes its bookmark, saved, and shows the bookmarks through `decorator`.
    static func toggle(page: Int, title: String? = nil, scene: String? = nil, words: Locator? = nil, in annotations: ReaderAnnotations,
                       decorator: inout Decorator) {
        annotations.toggleBookmark(page: page, title: title, scene: scene, words: words)
        annotations.decorate(&decorator)
    }

    /// [ (`backwards`) or ]: the bookmarked page before or after `page`, wrapping; nil without one.
    static func target(from page: Int, backwards: Bool, in annotations: ReaderAnnotations?) -> Int? {
        annotations?.bookmarks.next(after: page, backwards: backwards)
    }
}
