/// An RGBA colour with components in 0...1.
public struct Color: Equatable, Hashable, Sendable, CustomStringConvertible {
    public var r: Double
    public var g: Double
    public var b: Double
    public var a: Double

    public init(_ r: Double, _ g: Double, _ b: Double, _ a: Double = 1) {
        self.r = r
        self.g = g
        self.b = b
        self.a = a
    }

    public static let clear = Color(0, 0, 0, 0)
    public static let black = Color(0, 0, 0)
    public static let white = Color(1, 1, 1)
    public static let red = Color(1, 0, 0)
    public static let darkGray = Color(1.0 / 3, 1.0 / 3, 1.0 / 3)

    /// The 14 colour names of the Swipe language, with the values UIKit gives them.
    public static let named: [String: Color] = [
        "red": Color(1, 0, 0), "black": Color(0, 0, 0), "blue": Color(0, 0, 1), "white": Color(1, 1, 1),
        "green": Color(0, 1, 0), "yellow": Color(1, 1, 0), "purple": Color(0.5, 0, 0.5), "gray": Color(0.5, 0.5, 0.5),
        "darkGray": Color(1.0 / 3, 1.0 / 3, 1.0 / 3), "lightGray": Color(2.0 / 3, 2.0 / 3, 2.0 / 3),
        "brown": Color(0.6, 0.4, 0.2), "orange": Color(1, 0.5, 0), "cyan": Color(0, 1, 1), "magenta": Color(1, 0, 1),
    ]

    /// Linear interpolation of every component (colour tweens are linear in RGBA).
    public func mixed(with other: Color, _ t: Double) -> Color {
        Color(r + (other.r - r) * t, g + (other.g - g) * t, b + (other.b - b) * t, a + (other.a - a) * t)
    }

    /// `#RRGGBBAA`.
    public var description: String {
        func h(_ v: Double) -> String {
            let n = Int((max(0, min(1, v)) * 255).rounded())
            let s = String(n, radix: 16, uppercase: true)
            return n < 16 ? "0" + s : s
        }
        return "#" + h(r) + h(g) + h(b) + h(a)
    }
}

extension Color {
    /// Parses the Swipe colour syntax: `#RGB`, `#RGBA`, `#RRGGBB`, `#RRGGBBAA` and the 14 names, plus
    /// `clear`/`transparent` (which the original engine wrongly shows as red).
    public static func parse(_ text: String) -> Parsed<Color> {
        if let c = named[text] { return .ok(c) }
        if text == "clear" || text == "transparent" {
            return .warn(.clear, "\"\(text)\" is not one of the 14 colour names; drawn transparent (the original engine shows it red)")
        }
        if let (name, c) = named.first(where: { $0.key.lowercased() == text.lowercased() }) {
            return .warn(c, "colour names are case-sensitive: \"\(text)\" should be \"\(name)\"")
        }
        guard text.hasPrefix("#") else {
            return .invalid("unknown colour \"\(text)\" (the original engine shows it red): use #RGB, #RGBA, #RRGGBB, #RRGGBBAA or one of the 14 colour names")
        }
        var digits: [Double] = []
        for ch in text.unicodeScalars.dropFirst() {
            guard let v = hexDigit(ch) else {
                return .invalid("\"\(text)\" is not a hexadecimal colour")
            }
            digits.append(v)
        }
        switch digits.count {
        case 3, 4:
            let c: [Double] = digits.map { d in d * 17 / 255 }
            return .ok(Color(c[0], c[1], c[2], c.count == 4 ? c[3] : 1))
        case 6, 8:
            var c: [Double] = []
            for k in stride(from: 0, to: digits.count, by: 2) {
                let byte: Double = digits[k] * 16 + digits[k + 1]
                c.append(byte / 255)
            }
            return .ok(Color(c[0], c[1], c[2], c.count == 4 ? c[3] : 1))
        default:
            return .invalid("\"\(text)\" has \(digits.count) hexadecimal digits; a colour needs 3, 4, 6 or 8")
        }
    }

    private static func hexDigit(_ ch: Unicode.Scalar) -> Double? {
        switch ch {
        case "0"..."9": return Double(ch.value - 48)
        case "a", "A": return 10
        case "b", "B": return 11
        case "c", "C": return 12
        case "d", "D": return 13
        case "e", "E": return 14
        case "f", "F": return 15
        default: return nil
        }
    }
}
