import SwipeDocument

/// A theme's JSON read the way SnappTheming's `JSONDecoder` reads it where that differs from the
/// lenient reader documents use: of duplicate keys the *first* wins (LenientJSONParser keeps the
/// last), and comments, which the lenient reader skips, are found so they can be reported
/// (SnappTheming cannot read a file with them). Trailing commas are accepted by both.
struct ThemeJSON {
    var root: JSONNode?
    var error: JSONProblem?
    /// The reader's warnings, but for its duplicate-key ones (see `duplicates`).
    var warnings: [JSONProblem]
    /// The later duplicates, ignored: where each key starts, and the key as written.
    var duplicates: [(offset: Int, key: String)]
    /// Where the first comment starts.
    var comment: Int?

    static func parse(_ bytes: [UInt8]) -> ThemeJSON {
        let first = LenientJSONParser().parse(bytes)
        let isDuplicate = { (w: JSONProblem) in w.message.hasPrefix("duplicate key") }
        var json = ThemeJSON(root: first.root, error: first.error, warnings: first.warnings.filter { !isDuplicate($0) },
                             duplicates: [], comment: nil)
        guard first.root != nil else { return json }
        json.comment = firstComment(bytes)
        let offsets = first.warnings.filter(isDuplicate).map(\.offset)
        guard !offsets.isEmpty else { return json }
        // Give every later duplicate a name of the same length (so every offset stays) that no real
        // key has, read again, and drop those members: what is left holds each key's first value.
        var renamed = bytes
        var ignored = Set<Int>()
        for offset in offsets {
            guard let end = keyEnd(bytes, offset), let name = placeholder(length: end - offset - 1) else {
                // Too short a key to rename: the last value stays, as the lenient reader said.
                json.warnings += first.warnings.filter { $0.offset == offset && isDuplicate($0) }
                continue
            }
            json.duplicates.append((offset, String(decoding: bytes[(offset + 1)..<end], as: UTF8.self)))
            renamed.replaceSubrange((offset + 1)..<end, with: name)
            ignored.insert(offset)
        }
        if let root = LenientJSONParser().parse(renamed).root { json.root = dropping(ignored, from: root) }
        return json
    }

    /// The offset of the closing quote of the key whose opening quote is at `offset`.
    private static func keyEnd(_ bytes: [UInt8], _ offset: Int) -> Int? {
        guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") else { return nil }
        var i = offset + 1
        while i < bytes.count {
            if bytes[i] == UInt8(ascii: "\\") { i += 2; continue }
            if bytes[i] == UInt8(ascii: "\"") { return i }
            i += 1
        }
        return nil
    }

    /// A name of `length` control characters, which no real key holds (nil for an empty key). Later
    /// duplicates may share it: all of them are dropped, whichever the reader keeps.
    private static func placeholder(length: Int) -> [UInt8]? {
        length > 0 ? [UInt8](repeating: 0x01, count: length) : nil
    }

    private static func dropping(_ keys: Set<Int>, from node: JSONNode) -> JSONNode {
        switch node.value {
        case .object(let object):
            let members = object.members.filter { !keys.contains($0.keyOffset) }.map {
                JSONObject.Member(key: $0.key, keyOffset: $0.keyOffset, value: dropping(keys, from: $0.value))
            }
            return JSONNode(.object(JSONObject(members: members)), offset: node.offset)
        case .array(let items):
            return JSONNode(.array(items.map { dropping(keys, from: $0) }), offset: node.offset)
        default:
            return node
        }
    }

    /// Where the first `//` or `/*` outside a string is, in JSON the lenient reader accepted.
    private static func firstComment(_ bytes: [UInt8]) -> Int? {
        var inString = false
        var i = 0
        while i < bytes.count {
            let b = bytes[i]
            if inString {
                if b == UInt8(ascii: "\\") { i += 1 } else if b == UInt8(ascii: "\"") { inString = false }
            } else if b == UInt8(ascii: "\"") {
                inString = true
            } else if b == UInt8(ascii: "/") {
                return i
            }
            i += 1
        }
        return nil
    }
}
