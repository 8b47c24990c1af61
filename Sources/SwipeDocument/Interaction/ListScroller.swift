import Foundation

/// The scrolling of a document list and its keyboard selection, from device-neutral input: a
/// pointer (mouse or one finger, in window pixels), the wheel and the list's keys. Pure: time is
/// always a parameter, and `advance(to:)` moves what is in motion.
///
/// - A press that moves more than `GestureRecognizer.tapSlop` pixels drags the rows, which follow
///   it exactly between the ends and with the page navigator's rubber-band resistance past them.
///   Let go, they fling on with the release velocity, slowing down as iOS lists do; past an end
///   (dragged or flung there) they spring back to it.
/// - A press released without dragging within `maxTapDuration` is a tap, which `handle` returns
///   for the window to hit-test (`ListLayout.hit`). A press while the rows move stops them and is
///   no tap, nor is one starting in the bar a drag.
/// - Wheel lines scroll `pointsPerLine` points each, eased; keys move the selection (and scroll
///   just enough to show it).
public struct ListScroller: Equatable, Sendable {
    /// One input event, with its time in seconds.
    public enum Input: Equatable, Sendable {
        case pointerDown(Point, time: Double)
        case pointerMoved(Point, time: Double)
        case pointerUp(Point, time: Double)
        /// Wheel travel in lines (SDL's precise unit; one notch is 1), `dy > 0` scrolling down.
        case wheel(dy: Double, time: Double)
        case key(Key, time: Double)
    }

    /// The list's keys: the menu commands that move its selection (`init?(_: Command.Menu)`, in
    /// SwipeReader).
    public enum Key: Sendable {
        case up, down, pageUp, pageDown, home, end
    }

    /// A gesture for the window to act on.
    public enum Recognized: Equatable, Sendable {
        /// A press and release without dragging, at the release point (window pixels).
        case tap(Point)
    }

    /// The longest press (seconds) that still counts as a tap.
    public static let maxTapDuration = 0.8
    /// How far one wheel line scrolls, in the layout's points.
    static let pointsPerLine = 40.0
    /// How fast a fling slows down: its speed falls by this factor each second (iOS's normal
    /// deceleration rate, 0.998 per millisecond).
    static let deceleration = -log(0.998) * 1000
    /// The rate of the critically damped spring that brings an overscrolled list back (per second).
    static let springRate = 12.0
    /// Below this speed (pixels per second) a fling or spring has come to rest.
    static let restSpeed = 10.0
    /// How long a wheel or key scroll takes (seconds).
    static let scrollDuration = 0.2

    /// The scroll offset shown: the content pixel at the top of the list area. Outside
    /// 0…`maxScroll` while overscrolled.
    public private(set) var offset: Double = 0
    /// The keyboard's row (an index into `ListLayout.rows`), which Enter opens.
    public private(set) var selection: Int?
    /// The row under a press that may still become a tap, shown pressed.
    public private(set) var pressedRow: Int?
    private var maxScroll = 0.0
    /// The rubber band's length: the list area's height.
    private var bandLength = 0.0
    private var pointer: Pointer?
    private var motion: Motion = .idle

    private struct Pointer: Equatable, Sendable {
        var down: Point
        var downTime: Double
        var last: Point
        var dragging: Bool
        /// Whether the press may drag the rows (it did not start in the bar).
        var scrolls: Bool
    }

    private enum Motion: Equatable, Sendable {
        case idle
        /// `raw` is the finger's offset before rubber-band resistance.
        case dragging(raw: Double, samples: DragSamples)
        case fling(from: Double, velocity: Double, start: Double)
        /// Back to `edge` from `overscroll` past it, starting with `velocity`.
        case spring(edge: Double, overscroll: Double, velocity: Double, start: Double)
        case scroll(from: Double, to: Double, start: Double)
    }

    public init() {}

    /// Whether the rows are in motion (the window redraws at the display rate only then).
    public var isMoving: Bool { motion != .idle }

    /// Takes the sizes of a new layout (a resize, another language); a list at rest is kept
    /// within its ends and the selection within its rows.
    public mutating func fit(_ layout: some ScrollableRows) {
        maxScroll = layout.maxScroll
        bandLength = layout.areaHeight
        if let s = selection { selection = layout.rowCount == 0 ? nil : min(s, layout.rowCount - 1) }
        if motion == .idle { offset = layout.clamped(offset) }
    }

    /// Makes row `row` the selection (a row tapped, a list's `selectedItem`) and, when `target`
    /// is given, scrolls there, eased.
    public mutating func select(_ row: Int, scrollingTo target: Double?, layout: some ScrollableRows, at time: Double) {
        fit(layout)
        advance(to: time)
        selection = row
        if let target { scroll(to: target, at: time) }
    }

    /// Scrolls, eased, just enough to show row `row` (rows appended at the end).
    public mutating func reveal(_ row: Int, layout: some ScrollableRows, at time: Double) {
        fit(layout)
        advance(to: time)
        scroll(to: layout.scroll(toShow: row, from: destination), at: time)
    }

    /// Applies one input. Returns a tap when the input completed one.
    @discardableResult
    public mutating func handle(_ input: Input, layout: some ScrollableRows) -> Recognized? {
        fit(layout)
        switch input {
        case .pointerDown(let p, let time):
            advance(to: time)
            let grab = isMoving
            pointer = Pointer(down: p, downTime: time, last: p, dragging: grab, scrolls: p.y >= layout.barHeight)
            if grab { beginDrag(at: time) }
            if !grab, let row = layout.row(at: p, scroll: offset) { pressedRow = row }
        case .pointerMoved(let p, let time):
            move(to: p, at: time)
        case .pointerUp(let p, let time):
            move(to: p, at: time)
            pressedRow = nil
            guard let released = pointer else { return nil }
            pointer = nil
            if released.dragging {
                release(at: time)
            } else if time - released.downTime <= Self.maxTapDuration {
                return .tap(p)
            }
        case .wheel(let dy, let time):
            advance(to: time)
            guard pointer?.dragging != true, dy != 0 else { return nil }
            scroll(to: max(0, min(maxScroll, destination + dy * Self.pointsPerLine * layout.point)), at: time)
        case .key(let key, let time):
            advance(to: time)
            guard layout.rowCount > 0, pointer?.dragging != true else { return nil }
            let last = layout.rowCount - 1
            let current = selection ?? (0...last).first { layout.rowTop($0) >= destination - 0.5 } ?? 0
            let chosen: Int
            switch key {
            case .down: chosen = selection.map { $0 + 1 } ?? current
            case .up: chosen = selection.map { $0 - 1 } ?? current
            case .pageDown: chosen = current + layout.pageRows
            case .pageUp: chosen = current - layout.pageRows
            case .home: chosen = 0
            case .end: chosen = last
            }
            let row = max(0, min(last, chosen))
            selection = row
            scroll(to: layout.scroll(toShow: row, from: destination), at: time)
        }
        return nil
    }

    /// Moves a fling, spring or eased scroll on to `time`; at rest the motion ends.
    public mutating func advance(to time: Double) {
        switch motion {
        case .idle, .dragging:
            return
        case .fling(let from, let velocity, let start):
            let k = Self.deceleration
            let t = max(0, time - start)
            let decay = exp(-k * t)
            let position = from + velocity / k * (1 - decay)
            if position < 0 || position > maxScroll {
                // Past an end: the spring takes over where the fling crossed it, with its speed there.
                let edge = position < 0 ? 0 : maxScroll
                let left = 1 - (edge - from) * k / velocity
                let crossing = left > 0 ? -log(left) / k : 0
                motion = .spring(edge: edge, overscroll: 0, velocity: springStart(velocity * max(0, left)), start: start + crossing)
                advance(to: time)
            } else if abs(velocity * decay) < Self.restSpeed {
                offset = position
                motion = .idle
            } else {
                offset = position
            }
        case .spring(let edge, let x0, let v0, let start):
            let w = Self.springRate
            let t = max(0, time - start)
            let decay = exp(-w * t)
            let x = (x0 + (v0 + w * x0) * t) * decay
            let v = (v0 - w * (v0 + w * x0) * t) * decay
            if abs(x) < 0.5, abs(v) < Self.restSpeed {
                offset = edge
                motion = .idle
            } else {
                offset = edge + x
            }
        case .scroll(let from, let to, let start):
            let u = (time - start) / Self.scrollDuration
            if u >= 1 {
                offset = to
                motion = .idle
            } else {
                offset = from + (to - from) * Navigator.easeOut(max(0, u))
            }
        }
    }

    /// Where the rows are heading: the end of an eased scroll, else where they are.
    private var destination: Double {
        if case .scroll(_, let to, _) = motion { return to }
        return offset
    }

    private mutating func move(to p: Point, at time: Double) {
        guard var current = pointer else { return }
        if !current.dragging {
            let d = p - current.down
            guard current.scrolls, (d.x * d.x + d.y * d.y).squareRoot() > GestureRecognizer.tapSlop else { return }
            beginDrag(at: current.downTime)
            current.dragging = true
            pressedRow = nil
        }
        if case .dragging(let raw, var samples) = motion {
            let moved = raw - (p.y - current.last.y)
            offset = banded(moved)
            samples.add(time: time, position: offset)
            motion = .dragging(raw: moved, samples: samples)
        }
        current.last = p
        pointer = current
    }

    private mutating func beginDrag(at time: Double) {
        motion = .dragging(raw: unbanded(offset), samples: DragSamples(time: time, position: offset))
    }

    /// Lets go of a drag: past an end the spring brings it back, else it flings on (or rests).
    private mutating func release(at time: Double) {
        guard case .dragging(_, let samples) = motion else { return }
        let velocity = samples.velocity(at: time)
        if offset < 0 || offset > maxScroll {
            let edge = offset < 0 ? 0 : maxScroll
            motion = .spring(edge: edge, overscroll: offset - edge, velocity: springStart(velocity), start: time)
        } else if abs(velocity) >= Self.restSpeed {
            motion = .fling(from: offset, velocity: velocity, start: time)
        } else {
            motion = .idle
        }
    }

    /// A spring's starting speed, limited so that it never carries the rows further past the end
    /// than the rubber band would let a finger pull them.
    private func springStart(_ velocity: Double) -> Double {
        let most = Navigator.rubberBandLimit * bandLength * Self.springRate * M_E
        return max(-most, min(most, velocity))
    }

    private mutating func scroll(to target: Double, at time: Double) {
        guard target != offset else {
            motion = .idle
            return
        }
        motion = .scroll(from: offset, to: target, start: time)
    }

    /// The offset shown for a finger offset, with the page navigator's rubber band measured in
    /// list areas instead of pages.
    private func banded(_ raw: Double) -> Double {
        guard bandLength > 0 else { return max(0, min(maxScroll, raw)) }
        return Navigator.banded(raw / bandLength, lastPage: maxScroll / bandLength) * bandLength
    }

    private func unbanded(_ shown: Double) -> Double {
        guard bandLength > 0 else { return shown }
        return Navigator.unbanded(shown / bandLength, lastPage: maxScroll / bandLength) * bandLength
    }
}
