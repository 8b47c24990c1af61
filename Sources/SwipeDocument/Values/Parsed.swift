/// The outcome of reading one value: usable as is, usable but worth a warning, or unusable (the
/// caller falls back to the property's default and reports the message).
public enum Parsed<T> {
    case ok(T)
    case warn(T, String)
    case invalid(String)

    public var value: T? {
        switch self {
        case .ok(let v), .warn(let v, _): return v
        case .invalid: return nil
        }
    }

    /// The value checked further by `next` (a range, a bound), both warnings kept; unusable when
    /// either is.
    public func then<U>(_ next: (T) -> Parsed<U>) -> Parsed<U> {
        switch self {
        case .invalid(let m): return .invalid(m)
        case .ok(let v): return next(v)
        case .warn(let v, let m):
            switch next(v) {
            case .ok(let u): return .warn(u, m)
            case .warn(let u, let more): return .warn(u, "\(m); \(more)")
            case .invalid(let more): return .invalid(more)
            }
        }
    }
}

extension Parsed: Equatable where T: Equatable {}
extension Parsed: Sendable where T: Sendable {}
