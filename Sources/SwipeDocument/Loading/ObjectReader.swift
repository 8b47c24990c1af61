/// Reads the typed properties of one JSON object, reporting every value it cannot use (with its
/// position and JSON path) and, at the end, every key nobody asked for. The keys a model type reads
/// are therefore the one list of keys the linter knows; each default is written once, at its read.
public final class ObjectReader {
    public let object: JSONObject
    public let path: JSONPath
    public let offset: Int
    public let log: DiagnosticLog
    private var used = Set<String>()

    public init(_ object: JSONObject, offset: Int, path: JSONPath, log: DiagnosticLog) {
        self.object = object
        self.offset = offset
        self.path = path
        self.log = log
    }

    public convenience init?(_ node: JSONNode, path: JSONPath, log: DiagnosticLog, what: String) {
        guard let object = node.object else {
            log.warning(at: node.offset, path: path, "\(what) should be an object, not \(node.kindDescription); ignored")
            return nil
        }
        self.init(object, offset: node.offset, path: path, log: log)
    }

    /// Authors annotate documents with keys the engines ignore: `_anything`, `//...`, `=====`.
    /// (Keys such as `*`, `#` or `-` are not comments: they name templates, languages and styles.)
    public static func isComment(_ key: String) -> Bool {
        key.hasPrefix("_") || key.hasPrefix("//") || (key.count >= 2 && key.allSatisfy { $0 == "=" })
    }

    // MARK: Raw access

    /// The value of `key` (marking it as known), or nil when absent.
    public func node(_ key: String) -> JSONNode? {
        used.insert(key)
        return object[key]
    }

    /// Marks keys as known without reading them (read elsewhere, or deliberately ignored).
    public func accept(_ keys: String...) { for k in keys { used.insert(k) } }

    public func has(_ key: String) -> Bool { object[key] != nil }

    func path(_ key: String) -> JSONPath { path / key }

    func warn(_ node: JSONNode, _ key: String, _ message: String) {
        log.warning(at: node.offset, path: path / key, message)
    }

    /// Reports the keys that no read asked for, suggesting the nearest known key.
    public func finish(_ what: String, knownKeys extra: [String] = []) {
        let known = used.union(extra)
        for m in object.members where !known.contains(m.key) && !Self.isComment(m.key) {
            var message = "unknown key \"\(m.key)\" in \(what); ignored"
            if let guess = Self.nearest(to: m.key, in: known) { message += " (did you mean \"\(guess)\"?)" }
            log.warning(at: m.keyOffset, path: path / m.key, message)
        }
    }

    public static func nearest(to key: String, in candidates: Set<String>) -> String? {
        let lower = Array(key.lowercased())
        var best: (String, Int)?
        for c in candidates.sorted() {
            let d = editDistance(lower, Array(c.lowercased()))
            if d <= max(1, key.count / 3), d < (best?.1 ?? .max) { best = (c, d) }
        }
        return best?.0
    }

    private static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        // Optimal string alignment: insertions, deletions, substitutions and swaps of neighbours.
        var d = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { d[i][0] = i }
        for j in 0...b.count { d[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1) }
            }
        }
        return d[a.count][b.count]
    }

    // MARK: Typed reads

    /// Reads a value with a parser; unusable values are reported and read as nil.
    func parsed<T>(_ key: String, _ parse: (JSONNode) -> Parsed<T>) -> T? {
        guard let n = node(key), !n.isNull else { return nil }
        switch parse(n) {
        case .ok(let v): return v
        case .warn(let v, let m): warn(n, key, m); return v
        case .invalid(let m): warn(n, key, "\(m); ignored"); return nil
        }
    }

    public func string(_ key: String) -> String? {
        parsed(key) { n in n.string.map { .ok($0) } ?? .invalid("\"\(key)\" should be a string, not \(n.kindDescription)") }
    }

    /// A number, checked against `range`, or ±`NumberBounds.magnitude` without one (out-of-range
    /// values are clamped, with a warning; "inf" and "nan" written as strings are refused).
    public func number(_ key: String, in range: ClosedRange<Double>? = nil) -> Double? {
        parsed(key) { n in Self.number(n, key: key, in: range) }
    }

    static func number(_ n: JSONNode, key: String, in range: ClosedRange<Double>?) -> Parsed<Double> {
        let bounds = range ?? -NumberBounds.magnitude...NumberBounds.magnitude
        guard let v = n.number else {
            if let s = n.string, let v = Double(s.trimmingSpaces) {
                return Parsed.warn(v, "the number \(s) is written as a string; write it without quotes")
                    .then { NumberBounds.checked($0, in: bounds, "\"\(key)\"") }
            }
            return .invalid("\"\(key)\" should be a number, not \(n.kindDescription)")
        }
        return NumberBounds.checked(v, in: bounds, "\"\(key)\"")
    }

    /// A number the original engine reads as a 32-bit float: recent iOS builds silently ignored
    /// values such as 0.3 that binary32 cannot hold exactly. This player honours them and says so.
    func float32(_ key: String, in range: ClosedRange<Double>) -> Double? {
        let v = number(key, in: range)
        if let v, Double(Float(v)) != v, let n = object[key] {
            log.note(at: n.offset, path: path / key, "\(NumberBounds.format(v)) is honoured here; recent iOS builds of the original engine ignored it (not exact as a 32-bit float)")
        }
        return v
    }

    public func integer(_ key: String, in range: ClosedRange<Int>? = nil) -> Int? {
        parsed(key) { n in
            guard let v = n.number else { return .invalid("\"\(key)\" should be a whole number, not \(n.kindDescription)") }
            guard v.rounded() == v, abs(v) < 1e9 else { return .invalid("\"\(key)\" should be a whole number, not \(NumberBounds.format(v))") }
            let i = Int(v)
            if let range, !range.contains(i) {
                return .invalid("\"\(key)\" is \(i), outside \(range.lowerBound)...\(range.upperBound)")
            }
            return .ok(i)
        }
    }

    /// true/false, and 0/1 as the original engine accepts.
    public func bool(_ key: String) -> Bool? {
        parsed(key) { n in
            if let b = n.bool { return .ok(b) }
            if let v = n.number, v == 0 || v == 1 { return .ok(v == 1) }
            return .invalid("\"\(key)\" should be true or false, not \(n.kindDescription)")
        }
    }

    public func color(_ key: String) -> Color? { parsed(key, Self.color) }

    static func color(_ n: JSONNode) -> Parsed<Color> {
        switch n.value {
        case .string(let s): return Color.parse(s)
        case .object(let o):
            var c: [Double] = []
            for (k, d) in [("r", 0.0), ("g", 0.0), ("b", 0.0), ("a", 1.0)] {
                c.append(o[k]?.number ?? d)
            }
            return .ok(Color(c[0], c[1], c[2], c[3]))
        default:
            return .invalid("a colour should be a string such as \"#FF8800\" or \"red\", not \(n.kindDescription)")
        }
    }

    /// One of a fixed set of words.
    func word<T>(_ key: String, _ words: [String: T]) -> T? {
        parsed(key) { n in
            guard let s = n.string else { return .invalid("\"\(key)\" should be a string, not \(n.kindDescription)") }
            if let v = words[s] { return .ok(v) }
            let choices = words.keys.sorted().map { "\"\($0)\"" }.joined(separator: ", ")
            return .invalid("\"\(s)\" is not a valid \"\(key)\" (expected one of \(choices))")
        }
    }

    /// A string, or an array of strings (e.g. font names).
    public func strings(_ key: String) -> [String]? {
        parsed(key) { n in
            if let s = n.string { return .ok([s]) }
            if let a = n.array {
                let strings = a.compactMap(\.string)
                return strings.count == a.count ? .ok(strings) : .invalid("\"\(key)\" should contain only strings")
            }
            return .invalid("\"\(key)\" should be a string or an array of strings, not \(n.kindDescription)")
        }
    }

    /// An array of exactly `count` numbers (e.g. `dimension`, `timing`, `slice`).
    func numbers(_ key: String, count: Int) -> [Double]? {
        parsed(key) { n in
            guard let a = n.array else { return .invalid("\"\(key)\" should be an array of \(count) numbers, not \(n.kindDescription)") }
            let nums = a.compactMap(\.number)
            guard nums.count == a.count, nums.count == count else {
                return .invalid("\"\(key)\" should be an array of \(count) numbers")
            }
            return .ok(nums)
        }
    }

    func object(_ key: String) -> JSONObject? {
        parsed(key) { n in n.object.map { .ok($0) } ?? .invalid("\"\(key)\" should be an object, not \(n.kindDescription)") }
    }

    public func array(_ key: String) -> [JSONNode]? {
        parsed(key) { n in n.array.map { .ok($0) } ?? .invalid("\"\(key)\" should be an array, not \(n.kindDescription)") }
    }

    /// A nested object read with its own reader (nil when absent or not an object).
    public func nested(_ key: String, what: String) -> ObjectReader? {
        guard let n = node(key), !n.isNull else { return nil }
        return ObjectReader(n, path: path / key, log: log, what: what)
    }
}
