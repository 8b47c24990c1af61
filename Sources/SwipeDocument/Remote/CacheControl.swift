import Foundation

/// The `Cache-Control` directives of a response that decide what a private cache may do with it
/// (RFC 9111 5.2.2); the others (`public`, `private`, `no-transform`, ...) change nothing here.
public struct CacheControl: Equatable, Codable, Sendable {
    /// Seconds the response stays fresh after it was generated.
    public var maxAge: Int?
    /// Stored, but checked with the server before every use.
    public var noCache = false
    /// Not to be stored at all.
    public var noStore = false
    /// Once stale, never used without the server's confirmation (not even when it cannot be reached).
    public var mustRevalidate = false

    public init(maxAge: Int? = nil, noCache: Bool = false, noStore: Bool = false, mustRevalidate: Bool = false) {
        self.maxAge = maxAge
        self.noCache = noCache
        self.noStore = noStore
        self.mustRevalidate = mustRevalidate
    }

    /// Reads a header value such as `public, max-age=3600, must-revalidate` (nil header: no directives).
    public init(header: String?) {
        for directive in (header ?? "").split(separator: ",") {
            let parts = directive.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            let value = parts.count > 1 ? parts[1].trimmingCharacters(in: CharacterSet(charactersIn: "\"")) : nil
            switch parts.first?.lowercased() {
            case "max-age": maxAge = value.flatMap { Int($0) }.map { max(0, $0) }
            case "no-cache": noCache = true
            case "no-store": noStore = true
            case "must-revalidate", "proxy-revalidate": mustRevalidate = true
            default: break
            }
        }
    }
}
