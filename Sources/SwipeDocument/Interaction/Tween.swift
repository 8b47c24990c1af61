/// A value moving linearly from one value to another over `duration` seconds from `start`, as an
/// update's opacity, colours and border width do (behaviour reference 3.2).
public struct Tween<Value: Equatable & Sendable>: Equatable, Sendable {
    public var from: Value
    public var to: Value
    public var start: Double
    public var duration: Double

    /// A value standing still.
    public init(_ value: Value) {
        from = value
        to = value
        start = 0
        duration = 0
    }

    public init(from: Value, to: Value, start: Double, duration: Double) {
        self.from = from
        self.to = to
        self.start = start
        self.duration = duration
    }

    /// How far along it is at `t`, 0...1.
    public func fraction(at t: Double) -> Double {
        duration <= 0 ? 1 : min(1, max(0, (t - start) / duration))
    }

    public func isMoving(at t: Double) -> Bool { from != to && t < start + duration }

    /// Stopped where it was going.
    public var finished: Tween { Tween(to) }
}

extension Tween where Value == Double {
    public func value(at t: Double) -> Double {
        let f = fraction(at: t)
        return f >= 1 ? to : from + (to - from) * f
    }
}

extension Tween where Value == Color {
    public func value(at t: Double) -> Color {
        let f = fraction(at: t)
        return f >= 1 ? to : from.mixed(with: to, f)
    }
}
