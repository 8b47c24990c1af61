import SwipeDocument

/// A search in the window: the words being typed, the matches of the last search through the
/// whole document (or story), and which of them is current (n and N, Enter and Shift+Enter move it, wrapping
/// round). Every match is shown as the `search` decoration group, the current one active.
public struct SearchSession: Equatable, Sendable {
    /// The decoration group search hits are drawn in.
    public static let group = "search"

    /// What is typed in the search field.
    public var query = ""
    /// The query the matches were found for.
    public private(set) var searched: String?
    public private(set) var matches: [TextSearch.Match] = []
    /// The current match's index.
    public private(set) var current: Int?

    public init() {}

    /// Searches for the typed query; the current match is the first on or after page `from`
    /// (else the first).
    public mutating func run(_ search: TextSearch, href: String, from page: Int) {
        run(search.matches(query, href: href), from: page)
    }

    /// Shows `matches` of the typed query (a story's, `StorySearch`), the current one the first
    /// on or after page (scene) `from` (else the first).
    public mutating func run(_ matches: [TextSearch.Match], from page: Int) {
        searched = query
        self.matches = matches
        current = matches.isEmpty ? nil : matches.firstIndex { $0.locator.page >= page } ?? 0
    }

    /// The next match (or the previous one, going `backwards`), wrapping round.
    public mutating func move(backwards: Bool = false) {
        guard let c = current, !matches.isEmpty else { return }
        current = (c + (backwards ? matches.count - 1 : 1)) % matches.count
    }

    /// Makes match `index` the current one; false when there is no such match.
    public mutating func select(_ index: Int) -> Bool {
        guard matches.indices.contains(index) else { return false }
        current = index
        return true
    }

    /// Forgets the matches (the field is closed).
    public mutating func clear() {
        searched = nil
        matches = []
        current = nil
    }

    /// The page of the current match.
    public var currentPage: Int? { current.map { matches[$0].locator.page } }

    /// "3 of 12", "no matches", or nothing before a search.
    public var count: String? {
        guard searched != nil else { return nil }
        guard let c = current else { return "no matches" }
        return "\(c + 1) of \(matches.count)"
    }

    /// Every match as a highlight, the current one active.
    public var decorations: [Decoration] {
        matches.enumerated().map { i, m in
            Decoration(id: String(i), locator: m.locator, style: DecorationStyle(.searchHit, isActive: i == current))
        }
    }
}
