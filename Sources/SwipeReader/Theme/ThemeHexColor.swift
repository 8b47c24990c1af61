import SwipeDocument

/// SnappTheming's hex colours: `#RGB`, `#RRGGBB` and `#RRGGBBAA` (`#AARRGGBB` when the format is
/// ARGB), plus `#RGBA`/`#ARGB` as our extension. Like upstream, characters that are not letters or
/// digits are trimmed from both ends (the `#`, spaces), and the digit count decides the form.
/// Unlike upstream, partial garbage (`#FF00ZZ`, `#GG0000`) is an error, never the accidental colour
/// its hex scanner makes of it, and a wrong count is an error rather than red.
enum ThemeHexColor {
    static func parse(_ text: String, format: ThemeColorFormat) -> Parsed<Color> {
        let scalars = Array(text.unicodeScalars)
        var start = 0
        var end = scalars.count
        while start < end, !isLetterOrDigit(scalars[start]) { start += 1 }
        while end > start, !isLetterOrDigit(scalars[end - 1]) { end -= 1 }
        guard start < end else {
            return .invalid("\"\(text)\" is not a colour: write a hex colour such as \"#FF8800\"")
        }
        var digits: [Double] = []
        for s in scalars[start..<end] {
            guard let d = s.properties.numericType == nil ? letterDigit(s) : decimalDigit(s) else {
                return .invalid("\"\(text)\" is not a hex colour: '\(s)' is not a hexadecimal digit")
            }
            digits.append(d)
        }
        var c: [Double] = []
        switch digits.count {
        case 3, 4:
            for d in digits { c.append(d * 17 / 255) }
        case 6, 8:
            for k in stride(from: 0, to: digits.count, by: 2) {
                let byte: Double = digits[k] * 16 + digits[k + 1]
                c.append(byte / 255)
            }
        default:
            return .invalid("\"\(text)\" has \(digits.count) hex digits; a colour has 3, 6 or 8 (#RGB, #RRGGBB, #RRGGBBAA)")
        }
        let color: Color
        if c.count == 3 {
            color = Color(c[0], c[1], c[2])
        } else if format == .argb {
            color = Color(c[1], c[2], c[3], c[0])
        } else {
            color = Color(c[0], c[1], c[2], c[3])
        }
        let extra = String(String.UnicodeScalarView(scalars[..<start])) + String(String.UnicodeScalarView(scalars[end...]))
        if digits.count == 4 {
            let form = format == .argb ? "#ARGB" : "#RGBA"
            return .warn(color, "\"\(text)\": 4-digit colours (\(form)) are read by swipe-player only; SnappTheming shows its fallback colour, so write 8 digits")
        }
        if extra != "#" && !(extra.isEmpty) {
            return .warn(color, "\"\(text)\": the characters around the hex digits are ignored; write \"#\(String(String.UnicodeScalarView(scalars[start..<end])))\"")
        }
        return .ok(color)
    }

    private static func isLetterOrDigit(_ s: Unicode.Scalar) -> Bool {
        s.properties.isAlphabetic || s.properties.numericType != nil
    }

    private static func decimalDigit(_ s: Unicode.Scalar) -> Double? {
        ("0"..."9").contains(s) ? Double(s.value - 48) : nil
    }

    private static func letterDigit(_ s: Unicode.Scalar) -> Double? {
        switch s {
        case "a"..."f": return Double(s.value - 97 + 10)
        case "A"..."F": return Double(s.value - 65 + 10)
        default: return nil
        }
    }
}
