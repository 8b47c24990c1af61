import Foundation
import SwipeDocument

/// What a player fed by a web server reports about itself (`status.json`, the Prometheus metrics,
/// `swipe-player status`): the document, the version shown and when it was fetched, the last check
/// and its result, the last error and since when, the page, uptime and dropped frames. Changed
/// only through its methods, with time as a parameter.
public struct PlayerStatus: Equatable, Codable, Sendable {
    /// A version of the document, as its server names it.
    public struct Version: Equatable, Codable, Sendable {
        public var etag: String?
        public var lastModified: String?
        /// When this version was downloaded (or, for a copy from the cache, first stored).
        public var fetchedAt: Date

        public init(etag: String?, lastModified: String?, fetchedAt: Date) {
            self.etag = etag
            self.lastModified = lastModified
            self.fetchedAt = fetchedAt
        }

        /// The ETag, else the Last-Modified date, else "unversioned".
        public var name: String { etag ?? lastModified ?? "unversioned" }
    }

    /// How a check of the server ended.
    public enum Outcome: String, Equatable, Codable, Sendable {
        /// The server confirmed the version shown (304s for the document and its media).
        case unchanged
        /// A new version was downloaded whole and is valid: shown now or at the next rest.
        case updated
        /// A new version was refused (it has errors, or media failed): the last good one stays.
        case rejected
        /// No usable answer (unreachable, an error status, a connection dropped).
        case failed

        public var succeeded: Bool { self == .unchanged || self == .updated }
    }

    public struct Check: Equatable, Codable, Sendable {
        public var at: Date
        public var outcome: Outcome
        /// What went wrong, or what changed.
        public var message: String?
    }

    /// The latest failure, and when the run of failures it belongs to began.
    public struct Failure: Equatable, Codable, Sendable {
        public var message: String
        public var since: Date
        public var at: Date
    }

    public var document: String
    public var shown: Version?
    /// A new version downloaded and valid, waiting for the screen to be at rest.
    public var pending: Version?
    /// The last time the server confirmed the version shown, or gave the one shown now.
    public var confirmedAt: Date?
    public var lastCheck: Check?
    public var lastError: Failure?
    public var nextCheckAt: Date?
    public var checksTotal = 0
    public var updateFailuresTotal = 0
    public var updatesTotal = 0
    /// The page shown (1-based; a story's scene) and of how many; nil while no document is shown.
    public var page: Int?
    public var pageCount: Int?
    public var startedAt: Date
    public var updatedAt: Date
    public var droppedFrames = 0

    public init(document: String, startedAt: Date) {
        self.document = document
        self.startedAt = startedAt
        updatedAt = startedAt
    }

    /// Whether the last check failed or was refused.
    public var isFailing: Bool { lastCheck.map { !$0.outcome.succeeded } ?? false }

    /// Seconds since the process started, at `updatedAt`.
    public var uptime: Double { max(0, updatedAt.timeIntervalSince(startedAt)) }

    /// Seconds at `now` since the version shown was last known current (nil: nothing shown).
    public func documentAge(at now: Date) -> Double? {
        guard let since = confirmedAt ?? shown?.fetchedAt else { return nil }
        return max(0, now.timeIntervalSince(since))
    }

    /// A check ended at `at` with `outcome`.
    public mutating func checked(_ outcome: Outcome, message: String? = nil, at: Date) {
        checksTotal += 1
        if outcome.succeeded {
            confirmedAt = at
        } else {
            updateFailuresTotal += 1
            let since = isFailing ? lastError?.since ?? at : at
            lastError = Failure(message: message ?? outcome.rawValue, since: since, at: at)
        }
        lastCheck = Check(at: at, outcome: outcome, message: message)
        updatedAt = max(updatedAt, at)
    }

    /// `version` is on screen from `at`.
    public mutating func showed(_ version: Version, at: Date) {
        if shown != nil { updatesTotal += 1 }
        shown = version
        if pending == version { pending = nil }
        confirmedAt = confirmedAt ?? version.fetchedAt
        updatedAt = max(updatedAt, at)
    }

    /// The status as JSON (dates in ISO 8601, keys sorted, so the file diffs well).
    public func json() throws -> Data {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return try encoder.encode(self)
    }

    /// Reads a status written by `json()`.
    public init(json: Data) throws {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        self = try decoder.decode(Self.self, from: json)
    }
}
