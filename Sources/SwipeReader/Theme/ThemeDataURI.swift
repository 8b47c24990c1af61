import SwipeDocument

/// A `data:<mime>;base64,<data>` URI, read with SnappTheming's strict grammar: exactly one `,`,
/// exactly one `;` before it, the parameter exactly `base64` (no charset, no plain-text form).
struct ThemeDataURI: Equatable {
    var mime: String
    var bytes: [UInt8]

    static func parse(_ text: String) -> Result<ThemeDataURI, ThemeDataURIError> {
        guard text.hasPrefix("data:") else { return .failure(.notDataURI) }
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2 else { return .failure(.commas(parts.count - 1)) }
        let meta = parts[0].dropFirst(5).split(separator: ";", omittingEmptySubsequences: false)
        guard meta.count == 2, meta[1] == "base64" else { return .failure(.notBase64(String(parts[0]))) }
        let mime = String(meta[0])
        let halves = mime.split(separator: "/", omittingEmptySubsequences: false)
        guard halves.count == 2, halves.allSatisfy({ !$0.isEmpty && $0.allSatisfy(isTokenCharacter) }) else {
            return .failure(.mime(mime))
        }
        switch ThemeBase64.decode(parts[1]) {
        case .success(let bytes): return .success(ThemeDataURI(mime: mime.lowercased(), bytes: bytes))
        case .failure(let e): return .failure(.base64(e))
        }
    }

    private static func isTokenCharacter(_ c: Character) -> Bool {
        c.isASCII && (c.isLetter || c.isNumber || "!#$&-^_.+".contains(c))
    }
}

/// Why a data URI could not be read.
enum ThemeDataURIError: Error, Equatable, CustomStringConvertible {
    case notDataURI
    case commas(Int)
    case notBase64(String)
    case mime(String)
    case base64(ThemeBase64Error)

    var description: String {
        switch self {
        case .notDataURI: return "not a data URI (data:<type>;base64,<data>)"
        case .commas(let n): return "a data URI has exactly one ',' (before the data), not \(n)"
        case .notBase64(let head): return "\"\(head)\": only base64 data URIs are read, written data:<type>;base64,<data> with no other parameter"
        case .mime(let mime): return "\"\(mime)\" is not a media type (type/subtype)"
        case .base64(let e): return e.description
        }
    }
}

extension ThemeReader {
    /// The data URI `text` at `node`, its failure reported as about `what` ("the image").
    func dataURI(_ text: String, _ node: JSONNode, _ path: JSONPath, _ what: String) -> ThemeDataURI? {
        switch ThemeDataURI.parse(text) {
        case .success(let uri): return uri
        case .failure(let e): error(node, path, "\(what): \(e)"); return nil
        }
    }
}
