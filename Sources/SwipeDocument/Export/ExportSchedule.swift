/// When each exported page arrives, how long it stays and when it turns (`play` style), or the
/// steady advance of the `scroll` style, and so the export's length and frame count.
public struct ExportSchedule: Equatable, Sendable {
    /// One page's (with spreads, one spread's) stay in a `play` export, in seconds from the
    /// export's start.
    public struct Stay: Equatable, Sendable {
        /// The stop: the page, or with spreads the spread (`PageShowing`).
        public var page: Int
        /// The page is current from here (the previous turn's end; 0 for the first).
        public var arrival: Double
        /// Its play has ended (its rest state).
        public var playEnd: Double
        /// The turn to the next page starts here (the end, for the last page).
        public var leave: Double
    }

    public let style: ExportStyle
    public let pages: ClosedRange<Int>
    /// Pages alone or in spreads, playing on arrival or not.
    public let showing: PageShowing
    /// `play` style: the pages' stays, in order.
    public let stays: [Stay]
    /// Seconds a page turn lasts (`play` style).
    public let turn: Double
    /// Seconds of the whole export.
    public let duration: Double

    /// A `play` export of `pages`: each stop (page or spread) stays the longest play length of its
    /// pages (`playLengths[page]`) and `dwell` seconds more, and turns to the next in `turn` seconds.
    public static func play(pages: ClosedRange<Int>, playLengths: [Int: Double], dwell: Double, turn: Double,
                            showing: PageShowing = .pages) -> ExportSchedule {
        var stays: [Stay] = []
        var t = 0.0
        let stops = showing.stops(of: pages)
        for stop in stops {
            let play = max(0, showing.pages(of: stop).map { playLengths[$0] ?? 0 }.max() ?? 0)
            stays.append(Stay(page: stop, arrival: t, playEnd: t + play, leave: t + play + max(0, dwell)))
            t += play + max(0, dwell)
            if stop < stops.upperBound { t += max(0, turn) }
        }
        return ExportSchedule(style: .play, pages: pages, showing: showing, stays: stays, turn: max(0, turn), duration: t)
    }

    /// A `scroll` export of `pages`: one stop (page or spread) a second, ending on the last.
    public static func scroll(pages: ClosedRange<Int>, showing: PageShowing = .pages) -> ExportSchedule {
        ExportSchedule(style: .scroll, pages: pages, showing: showing, stays: [], turn: 1, duration: Double(showing.stops(of: pages).count - 1))
    }

    /// The stops the view shows: the pages, or the spreads showing them.
    public var stops: ClosedRange<Int> { showing.stops(of: pages) }

    /// The number of frames at `fps`: the duration in whole frames (at least one); a `scroll`
    /// export has one more, its last frame on the last page.
    public func frameCount(fps: Int) -> Int {
        let frames = Int((duration * Double(fps)).rounded())
        return style == .scroll ? frames + 1 : max(1, frames)
    }

}
