import Foundation
import SwipeDocument

/// A reader's bookmarks in one document: at most one per page, kept in page order, saved as JSON
/// beside the reader's other annotations, and drawn as the `bookmarks` decoration group (a ribbon
/// on the page, in the theme's `pageMark` tint).
public struct Bookmarks: Equatable, Sendable {
    /// One bookmarked page.
    public struct Bookmark: Codable, Equatable, Sendable {
        public var locator: Locator
        /// When it was made, seconds since 1970 (shown in the list, never compared).
        public var created: Double

        public init(locator: Locator, created: Double) {
            self.locator = locator
            self.created = created
        }
    }

    /// The decoration group bookmarks are drawn in.
    public static let group = "bookmarks"

    public private(set) var items: [Bookmark] = []

    public init(_ items: [Bookmark] = []) {
        var seen = Set<Int>()
        self.items = items.filter { $0.locator.page >= 0 && seen.insert($0.locator.page).inserted }.sorted { $0.locator.page < $1.locator.page }
    }

    /// Whether page `page` is bookmarked.
    public func contains(page: Int) -> Bool { items.contains { $0.locator.page == page } }

    /// Bookmarks page `page` of `href` (a story's scene, with its `sceneId` in `scene`; at `words`,
    /// the text view's first words in its window, whose element, characters and quote it keeps),
    /// or removes its bookmark; true when it is now bookmarked.
    @discardableResult
    public mutating func toggle(page: Int, href: String, title: String?, scene: String? = nil, words: Locator? = nil, now: Double) -> Bool {
        if let i = items.firstIndex(where: { $0.locator.page == page }) {
            items.remove(at: i)
            return false
        }
        var locator = Locator(href: href, page: page, title: title, scene: scene)
        if let words, words.page == page {
            locator.element = words.element
            locator.characters = words.characters
            locator.language = words.language
            locator.text = words.text
        }
        let bookmark = Bookmark(locator: locator, created: now)
        items.insert(bookmark, at: items.firstIndex { $0.locator.page > page } ?? items.count)
        return true
    }

    /// Finds each bookmark's page again through `page` (a story's scene, by its `sceneId`, after
    /// the scenes were reordered); one it finds nowhere keeps its page. True when a page changed.
    @discardableResult
    public mutating func relocate(_ page: (Locator) -> Int?) -> Bool {
        let moved = Bookmarks(items.map { b in
            var b = b
            if let p = page(b.locator) { b.locator.page = p }
            return b
        })
        guard moved != self else { return false }
        self = moved
        return true
    }

    /// The bookmarked page after `page` (or before it, going `backwards`), wrapping round; nil when
    /// there is no other.
    public func next(after page: Int, backwards: Bool = false) -> Int? {
        let pages = items.map(\.locator.page)
        if backwards { return pages.last { $0 < page } ?? pages.last { $0 != page } }
        return pages.first { $0 > page } ?? pages.first { $0 != page }
    }

    /// The bookmarks as decorations of their group (id: the page number from 1): a ribbon on the
    /// page as a whole, wherever on it the bookmark's words are.
    public var decorations: [Decoration] {
        items.map { b in
            let page = Locator(href: b.locator.href, page: b.locator.page, title: b.locator.title, scene: b.locator.scene)
            return Decoration(id: String(b.locator.page + 1), locator: page, style: DecorationStyle(.pageMark))
        }
    }
}
