/// A problem found while reading JSON text, at a byte offset of the source.
public struct JSONProblem: Equatable, Sendable, Error {
    public var offset: Int
    public var message: String

    public init(offset: Int, message: String) {
        self.offset = offset
        self.message = message
    }
}

/// The outcome of reading JSON text: the value (nil when a syntax error stopped the reader), the
/// syntax error if any, and the tolerated irregularities worth a warning.
public struct JSONParseResult: Sendable {
    public var root: JSONNode?
    public var error: JSONProblem?
    public var warnings: [JSONProblem]
}

/// Reads JSON the way real Swipe documents are written: trailing commas, a UTF-8 byte-order mark,
/// CRLF line ends and `//` or `/* */` comments are accepted; invalid UTF-8 inside strings is
/// replaced (with a warning) rather than rejected. Every value keeps its byte offset.
/// Deep nesting and oversized input are reported as errors, never crashes.
public struct LenientJSONParser {
    public static let defaultMaxDepth = 256
    public static let defaultMaxBytes = 32 * 1024 * 1024

    public var maxDepth: Int
    public var maxBytes: Int

    public init(maxDepth: Int = LenientJSONParser.defaultMaxDepth, maxBytes: Int = LenientJSONParser.defaultMaxBytes) {
        self.maxDepth = maxDepth
        self.maxBytes = maxBytes
    }

    public func parse(_ text: String) -> JSONParseResult { parse(Array(text.utf8)) }

    public func parse(_ bytes: [UInt8]) -> JSONParseResult {
        if bytes.count > maxBytes {
            let error = JSONProblem(
                offset: 0,
                message: "file is \(Self.megabytes(bytes.count)) MB, more than the \(Self.megabytes(maxBytes)) MB a document may have")
            return JSONParseResult(root: nil, error: error, warnings: [])
        }
        return bytes.withUnsafeBufferPointer { buffer in
            var reader = Reader(bytes: buffer, maxDepth: maxDepth)
            do {
                let root = try reader.document()
                return JSONParseResult(root: root, error: nil, warnings: reader.reported)
            } catch let problem as JSONProblem {
                return JSONParseResult(root: nil, error: problem, warnings: reader.reported)
            } catch {
                return JSONParseResult(root: nil, error: JSONProblem(offset: 0, message: "\(error)"), warnings: reader.reported)
            }
        }
    }

    private static func megabytes(_ n: Int) -> String {
        let tenths = (n * 10 + 524_288) / 1_048_576
        return "\(tenths / 10).\(tenths % 10)"
    }
}

/// The recursive-descent reader behind `LenientJSONParser`.
private struct Reader {
    let bytes: UnsafeBufferPointer<UInt8>
    let maxDepth: Int
    var i = 0
    var depth = 0
    private var warnings: [JSONProblem] = []
    /// Warnings past `maxWarnings`, counted rather than kept.
    private var unreported = 0

    /// More warnings than this tell nothing more (a binary file has one per byte): the rest are
    /// counted in one last warning.
    static let maxWarnings = 1000

    init(bytes: UnsafeBufferPointer<UInt8>, maxDepth: Int) {
        self.bytes = bytes
        self.maxDepth = maxDepth
    }

    mutating func warn(_ problem: JSONProblem) {
        if warnings.count < Self.maxWarnings { warnings.append(problem) } else { unreported += 1 }
    }

    /// The warnings, with a last one saying how many more there were.
    var reported: [JSONProblem] {
        guard unreported > 0, let last = warnings.last else { return warnings }
        return warnings + [JSONProblem(offset: last.offset, message: "\(unreported) more warnings like these are not listed")]
    }

    mutating func document() throws -> JSONNode {
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { i = 3 }
        try skipTrivia()
        guard i < bytes.count else { throw JSONProblem(offset: i, message: "the file is empty: expected a JSON object") }
        let root = try value()
        try skipTrivia()
        if i < bytes.count {
            throw JSONProblem(offset: i, message: "unexpected \(describe(at: i)) after the end of the document")
        }
        return root
    }

    // MARK: Values

    mutating func value() throws -> JSONNode {
        guard i < bytes.count else { throw JSONProblem(offset: i, message: "unexpected end of file: expected a value") }
        let start = i
        switch bytes[i] {
        case UInt8(ascii: "{"): return JSONNode(.object(try object()), offset: start)
        case UInt8(ascii: "["): return JSONNode(.array(try array()), offset: start)
        case UInt8(ascii: "\""): return JSONNode(.string(try string()), offset: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return JSONNode(.number(try number()), offset: start)
        case UInt8(ascii: "t"): try literal("true"); return JSONNode(.bool(true), offset: start)
        case UInt8(ascii: "f"): try literal("false"); return JSONNode(.bool(false), offset: start)
        case UInt8(ascii: "n"): try literal("null"); return JSONNode(.null, offset: start)
        default:
            throw JSONProblem(offset: i, message: "expected a value (object, array, string, number, true, false or null), found \(describe(at: i))")
        }
    }

    mutating func enter() throws {
        depth += 1
        if depth > maxDepth {
            throw JSONProblem(offset: i, message: "nesting deeper than \(maxDepth) levels")
        }
    }

    mutating func object() throws -> JSONObject {
        try enter()
        defer { depth -= 1 }
        i += 1
        var members: [JSONObject.Member] = []
        var seen: [String: Int] = [:]
        try skipTrivia()
        if i < bytes.count, bytes[i] == UInt8(ascii: "}") { i += 1; return JSONObject(members: members) }
        while true {
            guard i < bytes.count else {
                throw JSONProblem(offset: i, message: "unexpected end of file: an object is not closed with '}'")
            }
            guard bytes[i] == UInt8(ascii: "\"") else {
                throw JSONProblem(offset: i, message: "expected a quoted key or '}', found \(describe(at: i))")
            }
            let keyOffset = i
            let key = try string()
            try skipTrivia()
            guard i < bytes.count, bytes[i] == UInt8(ascii: ":") else {
                throw JSONProblem(offset: i, message: "expected ':' after the key \"\(key)\", found \(describe(at: i))")
            }
            i += 1
            try skipTrivia()
            let v = try value()
            if let earlier = seen[key] {
                warn(JSONProblem(offset: keyOffset, message: "duplicate key \"\(key)\": this value replaces the earlier one"))
                members.remove(at: earlier)
                for (k, idx) in seen where idx > earlier { seen[k] = idx - 1 }
            }
            seen[key] = members.count
            members.append(JSONObject.Member(key: key, keyOffset: keyOffset, value: v))
            try skipTrivia()
            guard i < bytes.count else {
                throw JSONProblem(offset: i, message: "unexpected end of file: expected ',' or '}' to continue the object")
            }
            if bytes[i] == UInt8(ascii: ",") {
                i += 1
                try skipTrivia()
                if i < bytes.count, bytes[i] == UInt8(ascii: "}") { i += 1; break }  // trailing comma
            } else if bytes[i] == UInt8(ascii: "}") {
                i += 1
                break
            } else {
                throw JSONProblem(offset: i, message: "expected ',' or '}' after the value of \"\(key)\", found \(describe(at: i))")
            }
        }
        return JSONObject(validatedMembers: members)
    }

    mutating func array() throws -> [JSONNode] {
        try enter()
        defer { depth -= 1 }
        i += 1
        var items: [JSONNode] = []
        try skipTrivia()
        if i < bytes.count, bytes[i] == UInt8(ascii: "]") { i += 1; return items }
        while true {
            guard i < bytes.count else {
                throw JSONProblem(offset: i, message: "unexpected end of file: the array is not closed with ']'")
            }
            items.append(try value())
            try skipTrivia()
            guard i < bytes.count else {
                throw JSONProblem(offset: i, message: "unexpected end of file: expected ',' or ']' to continue the array")
            }
            if bytes[i] == UInt8(ascii: ",") {
                i += 1
                try skipTrivia()
                if i < bytes.count, bytes[i] == UInt8(ascii: "]") { i += 1; break }  // trailing comma
            } else if bytes[i] == UInt8(ascii: "]") {
                i += 1
                break
            } else {
                throw JSONProblem(offset: i, message: "expected ',' or ']' in the array, found \(describe(at: i))")
            }
        }
        return items
    }

    mutating func literal(_ word: String) throws {
        let start = i
        for expected in word.utf8 {
            guard i < bytes.count, bytes[i] == expected else {
                i = start
                throw JSONProblem(offset: start, message: "expected a value, found \(describe(at: start))")
            }
            i += 1
        }
    }

    mutating func number() throws -> Double {
        let start = i
        if bytes[i] == UInt8(ascii: "-") { i += 1 }
        guard i < bytes.count, isDigit(bytes[i]) else {
            throw JSONProblem(offset: i, message: "expected a digit in the number, found \(describe(at: i))")
        }
        if bytes[i] == UInt8(ascii: "0") {
            i += 1
        } else {
            while i < bytes.count, isDigit(bytes[i]) { i += 1 }
        }
        if i < bytes.count, bytes[i] == UInt8(ascii: ".") {
            i += 1
            guard i < bytes.count, isDigit(bytes[i]) else {
                throw JSONProblem(offset: i, message: "expected a digit after the decimal point, found \(describe(at: i))")
            }
            while i < bytes.count, isDigit(bytes[i]) { i += 1 }
        }
        if i < bytes.count, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
            i += 1
            if i < bytes.count, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") { i += 1 }
            guard i < bytes.count, isDigit(bytes[i]) else {
                throw JSONProblem(offset: i, message: "expected a digit in the exponent, found \(describe(at: i))")
            }
            while i < bytes.count, isDigit(bytes[i]) { i += 1 }
        }
        if i < bytes.count, isDigit(bytes[i]) || bytes[i] == UInt8(ascii: ".") {
            throw JSONProblem(offset: i, message: "malformed number (leading zeros are not allowed)")
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<i]), as: UTF8.self)
        guard let d = Double(text), d.isFinite else {
            throw JSONProblem(offset: start, message: "the number \(text) is out of range")
        }
        return d
    }

    mutating func string() throws -> String {
        let open = i
        i += 1
        let start = i
        // Fast path: plain ASCII without escapes.
        while i < bytes.count {
            let b = bytes[i]
            if b == UInt8(ascii: "\"") {
                let s = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<i]), as: UTF8.self)
                i += 1
                return s
            }
            if b == UInt8(ascii: "\\") || b >= 0x80 || b < 0x20 { break }
            i += 1
        }
        var out: [UInt8] = Array(bytes[start..<i])
        while true {
            guard i < bytes.count else {
                throw JSONProblem(offset: open, message: "unterminated string: the closing '\"' is missing")
            }
            let b = bytes[i]
            switch b {
            case UInt8(ascii: "\""):
                i += 1
                return String(decoding: out, as: UTF8.self)
            case UInt8(ascii: "\\"):
                try escape(into: &out)
            case 0x0A, 0x0D:
                throw JSONProblem(offset: open, message: "unterminated string: the closing '\"' is missing on this line")
            case 0..<0x20:
                if b != 0x09 {
                    warn(JSONProblem(offset: i, message: "control character U+\(hex4(UInt32(b))) inside a string should be escaped"))
                }
                out.append(b)
                i += 1
            case 0x80...:
                let n = utf8SequenceLength(at: i)
                if n == 0 {
                    warn(JSONProblem(offset: i, message: "invalid UTF-8 byte 0x\(String(b, radix: 16, uppercase: true)); replaced with U+FFFD"))
                    out.append(contentsOf: [0xEF, 0xBF, 0xBD])
                    i += 1
                } else {
                    out.append(contentsOf: bytes[i..<(i + n)])
                    i += n
                }
            default:
                out.append(b)
                i += 1
            }
        }
    }

    mutating func escape(into out: inout [UInt8]) throws {
        let at = i
        i += 1
        guard i < bytes.count else { throw JSONProblem(offset: at, message: "unterminated escape sequence") }
        let c = bytes[i]
        i += 1
        switch c {
        case UInt8(ascii: "\""): out.append(0x22)
        case UInt8(ascii: "\\"): out.append(0x5C)
        case UInt8(ascii: "/"): out.append(0x2F)
        case UInt8(ascii: "b"): out.append(0x08)
        case UInt8(ascii: "f"): out.append(0x0C)
        case UInt8(ascii: "n"): out.append(0x0A)
        case UInt8(ascii: "r"): out.append(0x0D)
        case UInt8(ascii: "t"): out.append(0x09)
        case UInt8(ascii: "u"):
            var scalar = try hexQuad(escapeAt: at)
            if (0xD800...0xDBFF).contains(scalar) {
                if i + 1 < bytes.count, bytes[i] == UInt8(ascii: "\\"), bytes[i + 1] == UInt8(ascii: "u") {
                    let save = i
                    i += 2
                    let low = try hexQuad(escapeAt: save)
                    if (0xDC00...0xDFFF).contains(low) {
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    } else {
                        i = save
                        scalar = 0xFFFD
                    }
                } else {
                    scalar = 0xFFFD
                }
                if scalar == 0xFFFD {
                    warn(JSONProblem(offset: at, message: "unpaired surrogate escape; replaced with U+FFFD"))
                }
            } else if (0xDC00...0xDFFF).contains(scalar) {
                warn(JSONProblem(offset: at, message: "unpaired surrogate escape; replaced with U+FFFD"))
                scalar = 0xFFFD
            }
            out.append(contentsOf: Array(String(Unicode.Scalar(scalar) ?? "\u{FFFD}").utf8))
        default:
            throw JSONProblem(offset: at, message: "unknown escape sequence '\\\(String(decoding: [c], as: UTF8.self))' in a string")
        }
    }

    mutating func hexQuad(escapeAt at: Int) throws -> UInt32 {
        var v: UInt32 = 0
        for _ in 0..<4 {
            guard i < bytes.count, let d = hexValue(bytes[i]) else {
                throw JSONProblem(offset: at, message: "'\\u' must be followed by four hexadecimal digits")
            }
            v = v << 4 | d
            i += 1
        }
        return v
    }

    // MARK: Trivia

    mutating func skipTrivia() throws {
        while i < bytes.count {
            switch bytes[i] {
            case 0x20, 0x09, 0x0A, 0x0D:
                i += 1
            case UInt8(ascii: "/"):
                guard i + 1 < bytes.count else { return }
                if bytes[i + 1] == UInt8(ascii: "/") {
                    i += 2
                    while i < bytes.count, bytes[i] != 0x0A, bytes[i] != 0x0D { i += 1 }
                } else if bytes[i + 1] == UInt8(ascii: "*") {
                    let open = i
                    i += 2
                    while true {
                        guard i + 1 < bytes.count else {
                            throw JSONProblem(offset: open, message: "unterminated comment: '/*' has no closing '*/'")
                        }
                        if bytes[i] == UInt8(ascii: "*"), bytes[i + 1] == UInt8(ascii: "/") { i += 2; break }
                        i += 1
                    }
                } else {
                    return
                }
            default:
                return
            }
        }
    }

    // MARK: Helpers

    func isDigit(_ b: UInt8) -> Bool { b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") }

    func hexValue(_ b: UInt8) -> UInt32? {
        switch b {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(b - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(b - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(b - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }

    func hex4(_ v: UInt32) -> String {
        let s = String(v, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - s.count)) + s
    }

    /// Length of the well-formed UTF-8 sequence starting at `at`, or 0 if it is malformed.
    func utf8SequenceLength(at: Int) -> Int {
        let b0 = bytes[at]
        let n: Int
        var lowest: UInt8 = 0x80
        var highest: UInt8 = 0xBF
        switch b0 {
        case 0xC2...0xDF: n = 2
        case 0xE0: n = 3; lowest = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: n = 3
        case 0xED: n = 3; highest = 0x9F
        case 0xF0: n = 4; lowest = 0x90
        case 0xF1...0xF3: n = 4
        case 0xF4: n = 4; highest = 0x8F
        default: return 0
        }
        guard at + n <= bytes.count else { return 0 }
        let b1 = bytes[at + 1]
        guard b1 >= lowest, b1 <= highest else { return 0 }
        for k in 2..<max(2, n) where bytes[at + k] & 0xC0 != 0x80 { return 0 }
        return n
    }

    /// Names what stands at `at` for a message: a quoted character or "the end of the file".
    func describe(at: Int) -> String {
        guard at < bytes.count else { return "the end of the file" }
        let b = bytes[at]
        if b < 0x20 { return "a control character (U+\(hex4(UInt32(b))))" }
        if b < 0x80 { return "'\(String(UnicodeScalar(b)))'" }
        let n = utf8SequenceLength(at: at)
        if n == 0 { return "an invalid UTF-8 byte (0x\(String(b, radix: 16, uppercase: true)))" }
        return "'\(String(decoding: UnsafeBufferPointer(rebasing: bytes[at..<(at + n)]), as: UTF8.self))'"
    }
}

