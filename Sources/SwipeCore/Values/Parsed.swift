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
}

extension Parsed: Equatable where T: Equatable {}
extension Parsed: Sendable where T: Sendable {}
