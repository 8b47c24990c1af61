import Foundation

/// The fingers on the screen as one gesture: where their centroid is, how much farther apart they
/// are than when the count last changed (scale) and how far the first two turned (rotation). Each
/// finger going down or up starts the measures again from where the fingers are, so a pinch
/// that gains or loses a finger does not jump. Pure: the window feeds it finger ids and pixels.
public struct MultiTouch: Equatable, Sendable {
    /// One finger: where it was when the measures started, and where it is.
    public struct Finger: Equatable, Sendable {
        public var id: Int64
        public var start: Point
        public var now: Point
    }

    /// What the fingers do together.
    public struct Measure: Equatable, Sendable {
        /// Their centroid now (pixels).
        public var centroid: Point
        /// How far the centroid moved since the start (pixels).
        public var travel: Point
        /// Their mean distance from the centroid now over that at the start (1: unchanged).
        public var scale: Double
        /// That mean distance now less that at the start (pixels).
        public var spread: Double
        /// How far the line through the first two turned since the start (radians, clockwise on screen).
        public var rotation: Double
    }

    /// The fingers down, in the order they went down.
    public private(set) var fingers: [Finger] = []

    public init() {}

    public var count: Int { fingers.count }

    /// Finger `id` went down at `p` (one already down with that id moves there).
    public mutating func down(_ id: Int64, at p: Point) {
        fingers.removeAll { $0.id == id }
        fingers.append(Finger(id: id, start: p, now: p))
        restart()
    }

    /// Finger `id` moved to `p` (unknown fingers are ignored).
    public mutating func moved(_ id: Int64, to p: Point) {
        guard let i = fingers.firstIndex(where: { $0.id == id }) else { return }
        fingers[i].now = p
    }

    /// Finger `id` lifted; false when it was not down.
    @discardableResult
    public mutating func up(_ id: Int64) -> Bool {
        guard let i = fingers.firstIndex(where: { $0.id == id }) else { return false }
        fingers.remove(at: i)
        restart()
        return true
    }

    /// Forgets every finger (something else took them).
    public mutating func removeAll() { fingers.removeAll() }

    /// The measures since the count last changed; nil without fingers.
    public var measure: Measure? {
        Self.measure(fingers.count) { (fingers[$0].start, fingers[$0].now) }
    }

    /// The measures of `count` fingers whose start and present positions `finger(i)` gives; nil for none.
    public static func measure(_ count: Int, finger: (Int) -> (start: Point, now: Point)) -> Measure? {
        guard count > 0 else { return nil }
        var start = Point(0, 0), now = Point(0, 0)
        for i in 0..<count {
            let f = finger(i)
            start = start + f.start
            now = now + f.now
        }
        start = start * (1 / Double(count))
        now = now * (1 / Double(count))
        var before = 0.0, after = 0.0
        for i in 0..<count {
            let f = finger(i)
            before += length(f.start - start)
            after += length(f.now - now)
        }
        before /= Double(count)
        after /= Double(count)
        var rotation = 0.0
        if count > 1 {
            let a = finger(0), b = finger(1)
            let was = b.start - a.start, turned = b.now - a.now
            rotation = atan2(was.x * turned.y - was.y * turned.x, was.x * turned.x + was.y * turned.y)
        }
        return Measure(centroid: now, travel: now - start, scale: before > 0 ? after / before : 1, spread: after - before, rotation: rotation)
    }

    private mutating func restart() {
        for i in fingers.indices { fingers[i].start = fingers[i].now }
    }

    private static func length(_ p: Point) -> Double { (p.x * p.x + p.y * p.y).squareRoot() }
}
