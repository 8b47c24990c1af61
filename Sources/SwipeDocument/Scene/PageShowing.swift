/// How `render` and `export` show the pages when no window decides it: one at a time or side by
/// side in spreads (`doublePageSpread`), and whether each plays on arrival or waits for a tap that
/// never comes (`autoplay`). The view stops on *stops*: the pages, or with spreads the spreads.
public struct PageShowing: Equatable, Sendable {
    /// Two pages side by side, turning as one (nil: one page at a time).
    public var spreads: SpreadLayout?
    /// Whether pages play when they become current (off: they wait at their start).
    public var autoplay: Bool

    public init(spreads: SpreadLayout? = nil, autoplay: Bool = true) {
        self.spreads = spreads
        self.autoplay = autoplay
    }

    /// One page at a time, each playing on arrival.
    public static let pages = PageShowing()

    /// The stop showing `page`.
    public func stop(of page: Int) -> Int { spreads?.spread(of: page) ?? page }

    /// The pages stop `stop` shows, in reading order.
    public func pages(of stop: Int) -> [Int] { spreads?.pages(of: stop) ?? [stop] }

    /// The stops showing `pages` (a spread is shown whole, even when one of its pages is outside).
    public func stops(of pages: ClosedRange<Int>) -> ClosedRange<Int> { stop(of: pages.lowerBound)...stop(of: pages.upperBound) }

    /// Every page the stops of `pages` show (with spreads, the whole of the first and last spreads).
    public func pagesShown(_ pages: ClosedRange<Int>) -> ClosedRange<Int> {
        let stops = stops(of: pages)
        return self.pages(of: stops.lowerBound)[0]...(self.pages(of: stops.upperBound).last ?? pages.upperBound)
    }

    /// How many stops `pageCount` pages make.
    public func stopCount(pageCount: Int) -> Int { spreads?.count ?? pageCount }

    /// A navigator's event about a stop as the events of its pages.
    public func pageEvents(_ event: Navigator.Event) -> [Navigator.Event] { spreads?.pageEvents(event) ?? [event] }
}
