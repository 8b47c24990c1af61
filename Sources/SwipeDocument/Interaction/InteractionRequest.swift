/// A `get` or `post` a page asked for (behaviour reference 3.4, 3.5), for the window to run off its
/// thread; the answer comes back through `PageInteraction.deliver`.
public struct InteractionRequest: Equatable, Sendable {
    public var id: Int
    public var method: RequestAction.Method
    /// The URL resolved against the document's (`RequestLocation`): http(s), or a file a local
    /// document's `get` reads; a post's query parameters appended.
    public var url: String
    public var headers: [String: String]
    /// A post's body.
    public var body: [UInt8]?

    public init(id: Int, method: RequestAction.Method, url: String, headers: [String: String] = [:], body: [UInt8]? = nil) {
        self.id = id
        self.method = method
        self.url = url
        self.headers = headers
        self.body = body
    }
}

/// How a request ended: a response with its status and body, or a failure with its reason.
public enum InteractionResponse: Equatable, Sendable {
    case response(status: Int, body: [UInt8])
    case failure(String)
}

extension InteractionRequest {
    /// `url` with `params` appended as a query (3.5): "?" (or "&" after an existing query), then
    /// `name=value` pairs in name order, "?" removed from values, the whole query percent-encoded.
    static func url(_ url: String, params: [(String, String)]) -> String {
        guard !params.isEmpty else { return url }
        let query = params.map { "\($0.0)=\($0.1.filter { $0 != "?" })" }.joined(separator: "&")
        return url + (url.contains("?") ? "&" : "?") + percentEncoded(query)
    }

    /// Everything but the characters a URL query may hold as they are.
    private static func percentEncoded(_ s: String) -> String {
        let allowed = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~!$&'()*+,;=:@/?".utf8)
        var out = ""
        for b in s.utf8 {
            if allowed.contains(b) { out.unicodeScalars.append(Unicode.Scalar(b)) } else { out += "%" + String(b, radix: 16, uppercase: true).leftPadded(to: 2) }
        }
        return out
    }

    /// `node` written as JSON text.
    static func json(_ node: JSONNode) -> String {
        switch node.value {
        case .null: return "null"
        case .bool(let b): return b ? "true" : "false"
        case .number(let v): return v.isFinite ? NumberBounds.format(v) : "null"
        case .string(let s): return quoted(s)
        case .array(let a): return "[" + a.map(json).joined(separator: ",") + "]"
        case .object(let o): return "{" + o.members.map { quoted($0.key) + ":" + json($0.value) }.joined(separator: ",") + "}"
        }
    }

    private static func quoted(_ s: String) -> String {
        var out = "\""
        for u in s.unicodeScalars {
            switch u {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if u.value < 0x20 { out += "\\u" + String(u.value, radix: 16).leftPadded(to: 4) } else { out.unicodeScalars.append(u) }
            }
        }
        return out + "\""
    }
}

private extension String {
    func leftPadded(to n: Int) -> String { String(repeating: "0", count: max(0, n - count)) + self }
}
