import SwipeDocument

/// The recent positions of one pointer or finger (window pixels, with their times), kept in a ring
/// allocated once: recording and reading them allocate nothing, so the gesture lab can draw a
/// trail every frame. The oldest position is forgotten once the ring is full.
public struct InputTrail: Equatable, Sendable {
    /// One recorded position.
    public struct Sample: Equatable, Sendable {
        public var time: Double
        public var point: Point
    }

    private var ring: ContiguousArray<Sample>
    /// Where the next sample goes.
    private var next = 0
    public private(set) var count = 0

    /// A trail holding at most `capacity` positions.
    public init(capacity: Int) {
        ring = ContiguousArray(repeating: Sample(time: 0, point: .zero), count: max(1, capacity))
    }

    public var capacity: Int { ring.count }

    /// The newest position.
    public var last: Sample? { count == 0 ? nil : ring[(next + ring.count - 1) % ring.count] }

    public mutating func add(_ point: Point, at time: Double) {
        ring[next] = Sample(time: time, point: point)
        next = (next + 1) % ring.count
        count = min(count + 1, ring.count)
    }

    public mutating func removeAll() {
        count = 0
        next = 0
    }

    /// The `i`th newest position (0: the newest).
    public subscript(newest i: Int) -> Sample {
        ring[(next + ring.count - 1 - i) % ring.count]
    }

    /// Calls `body` with each position not older than `span` seconds before `time`, newest first.
    public func forEach(within span: Double, of time: Double, _ body: (Sample) -> Void) {
        for i in 0..<count {
            let s = self[newest: i]
            guard s.time >= time - span else { return }
            body(s)
        }
    }
}
