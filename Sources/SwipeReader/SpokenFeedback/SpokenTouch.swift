import Foundation
import SwipeDocument

/// Spoken feedback's one-finger touch, as TalkBack and VoiceOver have it: a finger resting on or
/// sliding over the screen, or one tap, explores (what is under it is said, nothing is activated); a double tap
/// anywhere activates what was said last; a quick swipe right or left moves to the next or previous
/// node; a finger held still for three seconds is the kiosk's way to turn spoken feedback on.
/// Fingers other than the first are ignored: nothing needs two at once. Time is a parameter. Pure.
public struct SpokenTouch: Sendable {
    /// What the fingers did.
    public enum Gesture: Equatable, Sendable {
        /// Say what is under `Point` (screen pixels).
        case explore(Point)
        /// Activate what was said last.
        case activate
        /// Move to the next (`true`) or previous node.
        case move(forward: Bool)
        /// One finger held still for `holdTime`.
        case hold
    }

    /// How long a finger stays still to `hold`.
    public static let holdTime = 3.0
    /// The most a tap lasts, and the longest between the two taps of a double tap.
    static let tapTime = 0.35
    static let doubleTapGap = 0.45
    /// How far a finger moves and still taps or holds (pixels).
    static let slop = 24.0
    /// A swipe: at least this far sideways, within `swipeTime`, more sideways than up or down.
    static let swipeDistance = 80.0
    static let swipeTime = 0.6

    /// The finger followed: its id, where and when it went down, whether it moved, whether what is
    /// under it was said, whether its hold was told.
    private var finger: (id: Int64, start: Point, time: Double, moved: Bool, explored: Bool, held: Bool)?
    /// When and where the last tap ended: what it touched is said unless a second tap follows.
    private var lastTap: (time: Double, point: Point)?

    public init() {}

    /// Finger `id` went down at `p` at `t`: nothing yet (it may be a tap of a double tap).
    public mutating func down(_ id: Int64, at p: Point, time t: Double) -> Gesture? {
        guard finger == nil else { return nil }
        finger = (id, p, t, false, false, false)
        return nil
    }

    /// Finger `id` moved to `p`: once it has moved, what is under it is said.
    public mutating func moved(_ id: Int64, to p: Point, time t: Double) -> Gesture? {
        guard var f = finger, f.id == id else { return nil }
        if Self.distance(p, f.start) > Self.slop { f.moved = true }
        guard f.moved else { return nil }
        f.explored = true
        finger = f
        return .explore(p)
    }

    /// Finger `id` lifted at `p`: a swipe, the second tap of a double tap, or nothing yet.
    public mutating func up(_ id: Int64, at p: Point, time t: Double) -> Gesture? {
        guard let f = finger, f.id == id else { return nil }
        finger = nil
        let dx = p.x - f.start.x, dy = p.y - f.start.y, duration = t - f.time
        if duration <= Self.swipeTime, abs(dx) >= Self.swipeDistance, abs(dx) > 2 * abs(dy) {
            lastTap = nil
            return .move(forward: dx > 0)
        }
        guard !f.moved, !f.explored, duration <= Self.tapTime else { return nil }
        if let last = lastTap, t - last.time <= Self.doubleTapGap, Self.distance(p, last.point) <= 4 * Self.slop {
            lastTap = nil
            return .activate
        }
        lastTap = (t, f.start)
        return nil
    }

    /// Time passed: a finger resting past a tap's time explores where it is, a tap with no second
    /// one explores where it was, and a finger still for `holdTime` holds.
    public mutating func tick(at t: Double) -> Gesture? {
        if let last = lastTap, finger == nil, t - last.time > Self.doubleTapGap {
            lastTap = nil
            return .explore(last.point)
        }
        guard var f = finger, !f.moved, !f.held else { return nil }
        if t - f.time >= Self.holdTime {
            f.held = true
            finger = f
            return .hold
        }
        guard !f.explored, t - f.time > Self.tapTime else { return nil }
        f.explored = true
        finger = f
        lastTap = nil
        return .explore(f.start)
    }

    /// When `tick` may next have something to say, for a window sleeping on input.
    public var nextDeadline: Double? {
        if let f = finger, !f.moved, !f.held { return f.time + (f.explored ? Self.holdTime : Self.tapTime) }
        return lastTap.map { $0.time + Self.doubleTapGap }
    }

    private static func distance(_ a: Point, _ b: Point) -> Double { hypot(a.x - b.x, a.y - b.y) }
}
