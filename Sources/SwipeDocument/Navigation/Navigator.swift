/// The document's continuous page position and its motion: dragging with rubber-band ends, the
/// fling-aware snap to a page on release, eased settles, and animated jumps for keys and wheels
/// (behaviour reference 2.4-2.5). It records the page lifecycle calls the player makes (2.4) as
/// `Event`s. Pure: time is always a parameter (seconds on any monotonic scale).
///
/// Position 0 is the first page, 2.25 a quarter of the way from the third page to the fourth;
/// below 0 or past the last page is overscroll, which only a drag produces.
public struct Navigator: Equatable, Sendable {
    /// A page lifecycle call for the player, in the order the original engine makes them (2.4).
    public enum Event: Equatable, Sendable {
        /// The current page is about to be left (a release or key aims at another page).
        case willLeave(Int)
        /// A move towards this page started.
        case willEnter(Int, forward: Bool)
        /// The settle reached another page: the old one stopped being current…
        case didLeave(Int, goingBack: Bool)
        /// …and this one became current.
        case didEnter(Int, forward: Bool)
        /// A drag released more than 1/8 page before the first page while it was current; the
        /// player replays it if nothing is playing.
        case pulledToReplay(Int)
    }

    /// Rubber band: overscroll `x` (pages) shows as `x·k/(x+k)`, so it never reaches `k`.
    static let rubberBandLimit = 0.35
    /// How far ahead a release's velocity projects the resting position (seconds; tvOS used 0.3).
    static let flingProjection = 0.3
    /// Overscroll before the first page that asks for a replay (pages).
    static let replayPull = 0.125

    public let pageCount: Int
    public let paging: Paging
    public private(set) var position: Double
    /// The page the lifecycle considers current: the initial page, then each page entered.
    public private(set) var activePage: Int
    private var motion: Motion = .idle
    /// The page a `willEnter` was recorded for and not yet entered or abandoned.
    private var announced: Int?
    private var events: [Event] = []

    /// What a release decided, for showing why a swipe did or did not turn the page (the gesture
    /// lab): where it let go, how fast, where the fling projected it, and the page it settles on.
    public struct Release: Equatable, Sendable {
        /// The page the drag started from (the release goes at most one page from it).
        public var origin: Int
        /// The position let go at (pages; overscroll included).
        public var position: Double
        /// Pages per second at the release.
        public var velocity: Double
        /// Where the velocity projects the position, limited to one page from `origin`.
        public var projected: Double
        /// The page the settle goes to.
        public var target: Int
        /// Whether the release was past either end (the rubber band pulls it back).
        public var overscrolled: Bool
    }

    private enum Motion: Equatable, Sendable {
        case idle
        case dragging(Drag)
        case settling(Settle)
    }

    private struct Drag: Equatable, Sendable {
        /// The nearest page when the drag began; a release goes at most one page from it.
        var origin: Int
        /// The finger's position in pages before rubber-band resistance.
        var raw: Double
        /// How far from `origin` the finger may pull (pages).
        var reach: Double
        var samples: DragSamples
    }

    private struct Settle: Equatable, Sendable {
        var from: Double
        var to: Int
        var start: Double
        var duration: Double
    }

    /// How fast settles run (the `transitionSpeed` setting): 2 takes half the time.
    public var speed: Double = 1

    public init(pageCount: Int, paging: Paging, position: Double = 0) {
        self.pageCount = max(0, pageCount)
        self.paging = paging
        self.position = position
        activePage = Self.nearestPage(to: position, lastPage: max(0, pageCount - 1))
    }

    // MARK: Reading

    /// The page nearest to the position.
    public var currentPage: Int { Self.nearestPage(to: position, lastPage: lastPage) }

    /// Whether the position is being dragged or settling (the window redraws at display rate only then).
    public var isMoving: Bool { motion != .idle }

    /// The page a settle is heading to.
    public var targetPage: Int? {
        if case .settling(let s) = motion { return s.to }
        return nil
    }

    /// Returns the lifecycle events recorded since the last call, oldest first, and forgets them.
    public mutating func takeEvents() -> [Event] {
        defer { events.removeAll() }
        return events
    }

    private var lastPage: Int { max(0, pageCount - 1) }

    private func clamp(_ page: Int) -> Int { max(0, min(lastPage, page)) }

    private static func nearestPage(to position: Double, lastPage: Int) -> Int {
        Int(max(0, min(Double(lastPage), position)).rounded())
    }

    private var isDragging: Bool {
        if case .dragging = motion { return true }
        return false
    }

    // MARK: Dragging

    /// A finger or pointer takes hold of the pages; a running settle stops where it is.
    public mutating func beginDrag(at time: Double) {
        beginDrag(at: time, reach: .infinity)
    }

    /// `reach` limits how far from the starting page the drag may pull (the wheel uses one page).
    mutating func beginDrag(at time: Double, reach: Double) {
        let raw = Self.unbanded(position, lastPage: Double(lastPage))
        motion = .dragging(Drag(origin: currentPage, raw: raw, reach: reach, samples: DragSamples(time: time, position: position)))
    }

    /// Moves the pages with the pointer: `pixels` since the last call, in screen pixels, of which
    /// the component along the paging axis counts; `pageLength` is the page's size along that axis.
    /// Dragging up (vertical), left (leftToRight) or right (rightToLeft) goes forward. Begins a
    /// drag when none is in progress.
    public mutating func drag(by pixels: Point, pageLength: Double, at time: Double) {
        guard pageLength > 0 else { return }
        switch paging {
        case .vertical: drag(byPages: -pixels.y / pageLength, at: time)
        case .leftToRight: drag(byPages: -pixels.x / pageLength, at: time)
        case .rightToLeft: drag(byPages: pixels.x / pageLength, at: time)
        }
    }

    /// Moves the finger position `delta` pages forward.
    mutating func drag(byPages delta: Double, at time: Double) {
        if !isDragging { beginDrag(at: time) }
        guard case .dragging(var d) = motion else { return }
        let origin = Double(d.origin)
        d.raw = max(min(origin - d.reach, d.raw), min(max(origin + d.reach, d.raw), d.raw + delta))
        position = Self.banded(d.raw, lastPage: Double(lastPage))
        d.samples.add(time: time, position: position)
        motion = .dragging(d)
    }

    /// Lets go: settles on the page nearest to where the fling would carry the position, at most
    /// one page from the page the drag started on. Records `willLeave`/`willEnter` when that is
    /// another page, and `pulledToReplay(0)` for a pull of more than 1/8 page before the first page.
    /// Returns what the release decided (nil when nothing was being dragged).
    @discardableResult
    public mutating func endDrag(at time: Double) -> Release? {
        release(at: time, velocity: velocity(at: time))
    }

    /// Lets go with a given velocity (pages per second).
    @discardableResult
    mutating func release(at time: Double, velocity: Double) -> Release? {
        guard case .dragging(let d) = motion else { return nil }
        let origin = Double(d.origin)
        let projected = max(origin - 1, min(origin + 1, position + velocity * Self.flingProjection))
        let target = clamp(Int(projected.rounded()))
        let decided = Release(origin: d.origin, position: position, velocity: velocity, projected: projected, target: target,
                              overscrolled: position < 0 || position > Double(lastPage))
        if position < -Self.replayPull, target == 0, activePage == 0 { events.append(.pulledToReplay(0)) }
        settle(to: target, at: time)
        return decided
    }

    /// The drag's velocity at `time` (pages per second), over the last 100 ms of its samples, so a
    /// pointer held still before release has none.
    func velocity(at time: Double) -> Double {
        guard case .dragging(let d) = motion else { return 0 }
        return d.samples.velocity(at: time)
    }

    /// The shown position for a finger position `raw`: overscroll meets growing resistance.
    static func banded(_ raw: Double, lastPage: Double) -> Double {
        let k = rubberBandLimit
        if raw < 0 { return -(-raw * k / (-raw + k)) }
        if raw > lastPage { return lastPage + (raw - lastPage) * k / (raw - lastPage + k) }
        return raw
    }

    /// The finger position that shows as `shown` (the inverse of `banded`).
    static func unbanded(_ shown: Double, lastPage: Double) -> Double {
        let k = rubberBandLimit
        if shown < 0 {
            let y = min(-shown, 0.99 * k)
            return -(y * k / (k - y))
        }
        if shown > lastPage {
            let y = min(shown - lastPage, 0.99 * k)
            return lastPage + y * k / (k - y)
        }
        return shown
    }

    // MARK: Jumps

    /// Goes to `page` (clamped), with a settle like a release or at once; a drag in progress is dropped.
    public mutating func go(to page: Int, at time: Double, animated: Bool = true) {
        let target = clamp(page)
        if case .settling(let s) = motion, s.to == target, animated { return }
        if animated {
            settle(to: target, at: time)
        } else {
            aim(at: target)
            position = Double(target)
            motion = .idle
            arrive(at: target)
        }
    }

    /// Goes `delta` pages from the page a settle is heading to, or else from the nearest page, so
    /// two quick presses go two pages.
    public mutating func step(_ delta: Int, at time: Double) {
        go(to: (targetPage ?? currentPage) + delta, at: time)
    }

    // MARK: Settling

    /// Moves the position along a running settle; at its end the position is exactly the page and
    /// `didLeave`/`didEnter` are recorded when the page changed.
    public mutating func advance(to time: Double) {
        guard case .settling(let s) = motion else { return }
        let u = max(0, (time - s.start) / s.duration)
        if u >= 1 {
            position = Double(s.to)
            motion = .idle
            arrive(at: s.to)
        } else {
            position = s.from + (Double(s.to) - s.from) * Self.easeOut(u)
        }
    }

    /// Settle time for a distance in pages: 0.12 s for a nudge up to 0.3 s for a page or more.
    static func settleDuration(_ distance: Double) -> Double {
        0.12 + 0.18 * min(1, abs(distance))
    }

    /// Ease-out cubic: fast start, gentle stop.
    static func easeOut(_ u: Double) -> Double {
        let v = 1 - min(1, u)
        return 1 - v * v * v
    }

    private mutating func settle(to target: Int, at time: Double) {
        aim(at: target)
        let distance = Double(target) - position
        if distance == 0 {
            motion = .idle
            arrive(at: target)
        } else {
            motion = .settling(Settle(from: position, to: target, start: time, duration: Self.settleDuration(distance) / max(0.01, speed)))
        }
    }

    /// Records `willLeave`/`willEnter` when a move aims at a page other than the current one and
    /// other than the one already announced. Aiming back at the current page abandons the
    /// announcement without further events (as the original engine does).
    private mutating func aim(at target: Int) {
        guard target != activePage else {
            announced = nil
            return
        }
        guard target != announced else { return }
        if announced == nil { events.append(.willLeave(activePage)) }
        events.append(.willEnter(target, forward: target > activePage))
        announced = target
    }

    private mutating func arrive(at page: Int) {
        announced = nil
        guard page != activePage else { return }
        events.append(.didLeave(activePage, goingBack: page < activePage))
        events.append(.didEnter(page, forward: page > activePage))
        activePage = page
    }
}
