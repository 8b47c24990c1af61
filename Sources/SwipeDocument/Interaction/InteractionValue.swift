/// What a valueOf yields (behaviour reference 4.5): no conversions are made, each place that uses
/// a value takes only the kinds it accepts.
public enum InteractionValue: Equatable, Sendable {
    case string(String)
    case number(Double)
    case bool(Bool)
    case json(JSONNode)

    /// A text needs a string.
    public var string: String? {
        switch self {
        case .string(let s): return s
        case .json(let n): return n.string
        default: return nil
        }
    }

    /// Geometry needs a number.
    public var number: Double? {
        switch self {
        case .number(let v): return v
        case .json(let n): return n.number
        default: return nil
        }
    }

    /// `enabled` and `focusable` take a boolean or an integer (≠ 0 is true).
    public var flag: Bool? {
        switch self {
        case .bool(let b): return b
        case .number(let v): return v != 0
        case .json(let n): return n.bool ?? n.number.map { $0 != 0 }
        case .string: return nil
        }
    }
}
