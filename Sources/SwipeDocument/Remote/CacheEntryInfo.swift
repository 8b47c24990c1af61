import Foundation

/// What a cache keeps about a stored response beside its body, and the freshness rules of RFC 9111
/// for it. Time is always a parameter (the moment the response arrived, the moment of use): this
/// type never reads a clock.
public struct CacheEntryInfo: Equatable, Codable, Sendable {
    /// What the cache may do with a stored response at a given moment.
    public enum Decision: Equatable, Sendable {
        /// Still fresh: use the stored body without asking the server.
        case fresh
        /// Stale or `no-cache`: ask the server with these conditional headers; a 304 confirms the stored body.
        case revalidate([String: String])
        /// Stale and without a validator: fetch it again.
        case refetch
    }

    /// The URL the response is for (several URLs may share a file name; this tells them apart).
    public var url: String
    public var etag: String?
    public var lastModified: String?
    public var control: CacheControl
    /// The server's `Date`, `Expires` and `Age` when it sent the response.
    public var date: Date?
    public var expires: Date?
    public var age: Int
    /// When the response arrived, by this machine's clock.
    public var receivedAt: Date

    /// Reads the caching headers of a response (`headers` keyed by lower-case names) that arrived at `receivedAt`.
    public init(url: String, headers: [String: String], receivedAt: Date) {
        self.url = url
        etag = headers["etag"]
        lastModified = headers["last-modified"]
        control = CacheControl(header: headers["cache-control"])
        date = headers["date"].flatMap(HTTPDate.parse)
        // An `Expires` that is not a date ("0", "-1") means already expired.
        expires = headers["expires"].map { HTTPDate.parse($0) ?? .distantPast }
        age = headers["age"].flatMap { Int($0.trimmingCharacters(in: .whitespaces)) }.map { max(0, $0) } ?? 0
        self.receivedAt = receivedAt
    }

    /// Reads what `metadata()` wrote, the file beside a stored body (here, so that the `cache`
    /// fuzz target reads it as `HTTPCache` does).
    public init(metadata: Data) throws {
        self = try JSONDecoder().decode(Self.self, from: metadata)
    }

    /// The entry as a cache keeps it beside the body.
    public func metadata() throws -> Data { try JSONEncoder().encode(self) }

    /// Whether a cache may keep the response at all.
    public var isStorable: Bool { !control.noStore }

    /// How long the response is fresh for: `max-age`, else `Expires` − `Date`; without either it is
    /// stale at once and revalidated on every use (no heuristic freshness, so an edited document
    /// shows its new version at once).
    public var freshnessLifetime: TimeInterval {
        if let maxAge = control.maxAge { return TimeInterval(maxAge) }
        if let expires { return max(0, expires.timeIntervalSince(date ?? receivedAt)) }
        return 0
    }

    /// The response's age at `now`: its `Age` on arrival plus the time since (never negative).
    public func currentAge(at now: Date) -> TimeInterval {
        TimeInterval(age) + max(0, now.timeIntervalSince(receivedAt))
    }

    public func isFresh(at now: Date) -> Bool {
        !control.noCache && currentAge(at: now) < freshnessLifetime
    }

    public func decision(at now: Date) -> Decision {
        if isFresh(at: now) { return .fresh }
        let headers = conditionalHeaders
        return headers.isEmpty ? .refetch : .revalidate(headers)
    }

    /// The headers that ask the server whether the stored body is still current.
    public var conditionalHeaders: [String: String] {
        var headers: [String: String] = [:]
        if let etag { headers["If-None-Match"] = etag }
        if let lastModified { headers["If-Modified-Since"] = lastModified }
        return headers
    }

    /// Whether the stored body may stand in when the server cannot be reached at `now`: a fresh one
    /// always, a stale one unless the server said `must-revalidate`.
    public func servableOffline(at now: Date) -> Bool {
        isFresh(at: now) || !control.mustRevalidate
    }

    /// The entry after a 304 Not Modified that arrived at `receivedAt`: the server's new headers
    /// replace the stored ones (RFC 9111 4.3.4), the body stays.
    public func revalidated(headers: [String: String], receivedAt: Date) -> CacheEntryInfo {
        let new = CacheEntryInfo(url: url, headers: headers, receivedAt: receivedAt)
        var entry = self
        entry.etag = new.etag ?? etag
        entry.lastModified = new.lastModified ?? lastModified
        if headers["cache-control"] != nil { entry.control = new.control }
        entry.date = new.date ?? date
        entry.expires = new.expires ?? expires
        entry.age = new.age
        entry.receivedAt = receivedAt
        return entry
    }
}
