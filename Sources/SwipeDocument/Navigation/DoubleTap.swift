/// Two taps close together in time and place: the second one is a double tap (and a third starts
/// over). Pure: the window gives it each tap's point and time.
public struct DoubleTap: Equatable, Sendable {
    /// The most time (seconds) between the two taps.
    public static let interval = 0.35
    /// The farthest (pixels) the second tap may land from the first.
    public static let distance = 40.0

    private var last: (point: Point, time: Double)?

    public init() {}

    /// A tap at `p`, `time`: true when it completes a double tap.
    public mutating func tap(at p: Point, time: Double) -> Bool {
        if let last, time - last.time <= Self.interval, time >= last.time {
            let d = p - last.point
            if (d.x * d.x + d.y * d.y).squareRoot() <= Self.distance {
                self.last = nil
                return true
            }
        }
        last = (p, time)
        return false
    }

    /// Forgets the tap before (a drag or a pinch came between).
    public mutating func reset() { last = nil }

    public static func == (a: DoubleTap, b: DoubleTap) -> Bool {
        a.last?.point == b.last?.point && a.last?.time == b.last?.time
    }
}
