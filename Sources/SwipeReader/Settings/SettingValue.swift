import Foundation
import SwipeDocument

/// One setting's value, of its kind: a toggle's on or off, an enumeration's choice, a range's
/// number or a colour. Written to preference files as plain JSON (booleans, strings, numbers,
/// `"#RRGGBB"`), so they stay hand-editable.
public enum SettingValue: Equatable, Hashable, Sendable, CustomStringConvertible {
    case toggle(Bool)
    case choice(String)
    case number(Double)
    case color(Color)

    public var bool: Bool? { if case .toggle(let b) = self { return b } else { return nil } }
    public var string: String? { if case .choice(let s) = self { return s } else { return nil } }
    public var number: Double? { if case .number(let n) = self { return n } else { return nil } }
    public var color: Color? { if case .color(let c) = self { return c } else { return nil } }

    /// As a reader types it on the command line: `on`/`off`, the choice, the number, `#RRGGBB`.
    public var description: String {
        switch self {
        case .toggle(let b): return b ? "on" : "off"
        case .choice(let s): return s
        case .number(let n): return SettingValue.format(n)
        case .color(let c): return SettingValue.hex(c)
        }
    }

    /// The JSON a preference file holds for this value.
    public var jsonObject: Any {
        switch self {
        case .toggle(let b): return b
        case .choice(let s): return s
        case .number(let n): return n
        case .color(let c): return SettingValue.hex(c)
        }
    }

    /// A number without a needless fraction: 1, 0.25, 1.5.
    static func format(_ n: Double) -> String {
        n == n.rounded() && abs(n) < 1e15 ? String(Int(n)) : String(format: "%g", n)
    }

    /// `#RRGGBB`, with `AA` only when not opaque.
    static func hex(_ c: Color) -> String {
        let full = c.description
        return c.a >= 1 ? String(full.prefix(7)) : full
    }
}
