/// Two-page spreads (the `doublePageSpread` setting): the first page alone, as a book's cover on
/// its recto side (the right half turning left to right, the left half right to left), then the
/// following pages in pairs, ordered in the reading direction. A spread turns as one.
public struct SpreadLayout: Equatable, Sendable {
    public let pageCount: Int
    public let rightToLeft: Bool

    public init(pageCount: Int, rightToLeft: Bool) {
        self.pageCount = max(0, pageCount)
        self.rightToLeft = rightToLeft
    }

    /// `document`'s spreads, ordered in its paging direction, when `shown` (the setting is in
    /// effect); nil otherwise.
    public static func of(_ document: Document, shown: Bool) -> SpreadLayout? {
        shown ? SpreadLayout(pageCount: document.pages.count, rightToLeft: document.paging == .rightToLeft) : nil
    }

    /// How many spreads the pages make.
    public var count: Int { pageCount == 0 ? 0 : 1 + pageCount / 2 }

    /// The pages of `spread`, in reading order.
    public func pages(of spread: Int) -> [Int] {
        guard spread > 0 else { return pageCount > 0 ? [0] : [] }
        return [2 * spread - 1, 2 * spread].filter { $0 < pageCount }
    }

    /// The spread showing `page`.
    public func spread(of page: Int) -> Int { page <= 0 ? 0 : (page + 1) / 2 }

    /// The pages shown with `page`: its spread's, in reading order.
    public func spreadPages(of page: Int) -> [Int] { pages(of: spread(of: page)) }

    /// Which half of its spread `page` is drawn in: 0 the left, 1 the right.
    public func column(of page: Int) -> Int {
        let first = page == 0 || page % 2 == 1
        let readingSecond = page == 0 ? 1 : (first ? 0 : 1)
        return rightToLeft ? 1 - readingSecond : readingSecond
    }

    /// A navigator's event about a spread as the events of its pages.
    public func pageEvents(_ event: Navigator.Event) -> [Navigator.Event] {
        switch event {
        case .willLeave(let s): return pages(of: s).map { .willLeave($0) }
        case .willEnter(let s, let forward): return pages(of: s).map { .willEnter($0, forward: forward) }
        case .didLeave(let s, let back): return pages(of: s).map { .didLeave($0, goingBack: back) }
        case .didEnter(let s, let forward): return pages(of: s).map { .didEnter($0, forward: forward) }
        case .pulledToReplay(let s): return pages(of: s).map { .pulledToReplay($0) }
        }
    }
}
