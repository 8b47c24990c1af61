/// Where a value sits inside a document, written the way authors read it:
/// `pages[3].elements[1].to.rotate`.
public struct JSONPath: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// One step of a path: an object key or an array index.
    public enum Component: Equatable, Hashable, Sendable {
        case key(String)
        case index(Int)
    }

    public var components: [Component]

    public init(_ components: [Component] = []) { self.components = components }

    public static let root = JSONPath()

    public func appending(_ key: String) -> JSONPath { JSONPath(components + [.key(key)]) }
    public func appending(_ index: Int) -> JSONPath { JSONPath(components + [.index(index)]) }

    public static func / (path: JSONPath, key: String) -> JSONPath { path.appending(key) }
    public static func / (path: JSONPath, index: Int) -> JSONPath { path.appending(index) }

    public var description: String {
        var out = ""
        for c in components {
            switch c {
            case .index(let i): out += "[\(i)]"
            case .key(let k):
                if Self.isPlainIdentifier(k) {
                    if !out.isEmpty { out += "." }
                    out += k
                } else {
                    out += "[\"" + k.split(separator: "\"", omittingEmptySubsequences: false).joined(separator: "\\\"") + "\"]"
                }
            }
        }
        return out.isEmpty ? "$" : out
    }

    private static func isPlainIdentifier(_ s: String) -> Bool {
        guard let first = s.unicodeScalars.first, first == "_" || first.properties.isAlphabetic else { return false }
        return s.unicodeScalars.allSatisfy { $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0) }
    }
}
