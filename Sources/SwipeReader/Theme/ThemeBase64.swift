import SwipeDocument

/// Strict base64, as Foundation's `Data(base64Encoded:)` (what SnappTheming calls) reads it: the
/// standard alphabet, `=` padding to a multiple of 4, nothing else (no spaces or line breaks).
/// Failures say which character and where, for the message.
enum ThemeBase64 {
    static func decode(_ text: Substring) -> Result<[UInt8], ThemeBase64Error> {
        let input = Array(text.utf8)
        var values: [UInt32] = []
        values.reserveCapacity(input.count)
        for (i, byte) in input.enumerated() {
            // '=' only as the last one or two characters.
            let padding = byte == UInt8(ascii: "=") && i >= input.count - 2 && input[i...].allSatisfy { $0 == byte }
            guard let v = padding ? 0 : sextet(byte) else {
                return .failure(.character(i, String(decoding: input[i...].prefix(4), as: UTF8.self)))
            }
            values.append(v)
        }
        guard input.count % 4 == 0 else { return .failure(.length(input.count)) }
        var out: [UInt8] = []
        out.reserveCapacity(input.count / 4 * 3)
        for k in stride(from: 0, to: values.count, by: 4) {
            let quad = values[k] << 18 | values[k + 1] << 12 | values[k + 2] << 6 | values[k + 3]
            out.append(UInt8(quad >> 16 & 0xFF))
            out.append(UInt8(quad >> 8 & 0xFF))
            out.append(UInt8(quad & 0xFF))
        }
        out.removeLast(input.suffix(2).filter { $0 == UInt8(ascii: "=") }.count)
        return .success(out)
    }

    private static func sextet(_ b: UInt8) -> UInt32? {
        switch b {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): return UInt32(b - UInt8(ascii: "A"))
        case UInt8(ascii: "a")...UInt8(ascii: "z"): return UInt32(b - UInt8(ascii: "a")) + 26
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(b - UInt8(ascii: "0")) + 52
        case UInt8(ascii: "+"): return 62
        case UInt8(ascii: "/"): return 63
        default: return nil
        }
    }
}

/// Why base64 text could not be decoded.
enum ThemeBase64Error: Error, Equatable, CustomStringConvertible {
    /// The length is not a multiple of 4.
    case length(Int)
    /// A character outside the alphabet (or `=` before the end), at this index, with what follows it.
    case character(Int, String)

    var description: String {
        switch self {
        case .length(let n): return "invalid base64: \(n) characters, not a multiple of 4 (missing '=' padding, or cut short?)"
        case .character(let i, let text): return "invalid base64 at character \(i + 1) (\"\(text)…\"): only A-Z a-z 0-9 + / and final '=' are allowed, without spaces or line breaks"
        }
    }
}
