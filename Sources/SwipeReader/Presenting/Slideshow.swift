import SwipeDocument

/// When a slideshow (`--slideshow SECONDS`, `--loop`) turns the page, free of SDL and clocks: each
/// page stays at least `interval` seconds after its own play has ended (`PagePlayLength`: its
/// animations, one round of its `repeat`, its audio, speech and videos), measured from the moment
/// it became current. Any input pauses the slideshow until `interval` seconds have passed without
/// input; Space or P resumes it at once. The last page turns to the first only with `loops`.
public struct Slideshow: Sendable {
    /// What the slideshow asks the navigator to do.
    public enum Turn: Equatable, Sendable {
        /// The next page, with the document's own transition.
        case next
        /// Back to the first page (`--loop`, from the last page).
        case first
    }

    /// Seconds each page stays after its play has ended; also the idle time that resumes a paused slideshow.
    public var interval: Double {
        didSet { interval = max(0, interval) }
    }
    /// Whether the last page goes on to the first.
    public let loops: Bool
    public let pageCount: Int
    /// The current page (0-based), and when it became current (nil until the document has appeared).
    public private(set) var current: (page: Int, time: Double)?
    /// Paused by input until this time (nil: running).
    public private(set) var pausedUntil: Double?
    /// The turn asked for whose page has not arrived yet.
    public private(set) var pending: Turn?

    public init(interval: Double, loops: Bool, pageCount: Int) {
        self.interval = max(0, interval)
        self.loops = loops
        self.pageCount = pageCount
    }

    /// Page `page` became current at `time` (the document appeared on it, a turn ended, or the
    /// reader turned). Whether it plays again from its start: a loop back to the first page starts
    /// the show over, though the turn goes backwards (after which an `auto` page would not play).
    @discardableResult
    public mutating func arrived(on page: Int, at time: Double) -> Bool {
        let startsOver = pending == .first && page == 0
        current = (page, time)
        pending = nil
        return startsOver
    }

    /// The reader did something at `time`: the slideshow waits until `interval` seconds pass without input.
    public mutating func input(at time: Double) {
        pausedUntil = max(pausedUntil ?? time, time + interval)
        pending = nil
    }

    /// Whether input holds the slideshow at `time`.
    public func isPaused(at time: Double) -> Bool {
        pausedUntil.map { time < $0 } ?? false
    }

    /// Whether pages turn by themselves at `time`: not held by input, nor stopped on the last page.
    public func isRunning(at time: Double) -> Bool {
        following != nil && !isPaused(at: time)
    }

    /// Space or P at `time`: a paused slideshow resumes at once (a page whose time is up turns now),
    /// a running one pauses as for any input.
    public mutating func toggle(at time: Double) {
        if isPaused(at: time) {
            pausedUntil = nil
        } else {
            input(at: time)
        }
    }

    /// The turn that follows the current page: nil on the last page of a slideshow that does not loop.
    private var following: Turn? {
        guard let page = current?.page, pageCount > 1 else { return nil }
        if page < pageCount - 1 { return .next }
        return loops ? .first : nil
    }

    /// When the current page turns, given how long its play lasts (`playLength` seconds from its
    /// arrival; nil while that is still being measured): nil when it does not turn by itself.
    public func deadline(playLength: Double?) -> Double? {
        guard pending == nil, following != nil, let current, let playLength else { return nil }
        let due = current.time + max(0, playLength) + interval
        return max(due, pausedUntil ?? due)
    }

    /// The turn due at `time`, if any; once asked for, no other turn is due until a page arrives
    /// (or input interrupts it).
    public mutating func turn(at time: Double, playLength: Double?) -> Turn? {
        guard let d = deadline(playLength: playLength), time >= d, let turn = following else { return nil }
        pending = turn
        return turn
    }
}
