import Foundation
import SwipeDocument
#if canImport(Glibc)
import Glibc
#endif

/// Files from the web kept on disk, honouring the server's caching headers (see `CacheEntryInfo`):
/// one body file and one small JSON metadata file per URL, named by a hash of the URL, each
/// written to a new file and renamed into place, so a crash never leaves a torn entry. By default
/// in `$XDG_CACHE_HOME/swipe-player/http/` (`~/.cache/swipe-player/http/`). Safe to use from
/// several threads; `fetch` blocks, so call it on a background thread.
public final class HTTPCache: Sendable {
    /// A fetched file on this machine, and how it was obtained.
    public struct Fetched: Equatable, Sendable {
        public enum Source: Equatable, Sendable {
            /// Fresh in the cache: no request was made.
            case cache
            /// The server confirmed the cached copy (304 Not Modified).
            case revalidated
            /// Downloaded now.
            case network
            /// The server could not be reached; this is the cached copy.
            case offlineCopy
        }

        public var file: URL
        public var source: Source
        /// Why an older copy stands in (for `offlineCopy`).
        public var warning: String?

        public init(file: URL, source: Source, warning: String? = nil) {
            self.file = file
            self.source = source
            self.warning = warning
        }
    }

    public let directory: URL
    public let client: HTTPClient
    /// Ask the server even about fresh copies (a kiosk checking for a new version: a `max-age` must
    /// not hide it).
    public let alwaysRevalidate: Bool
    /// Any stored copy stands in when the server cannot be reached or answers 5xx, whatever its
    /// freshness and `must-revalidate` (a kiosk: stale content beats an error page).
    public let staleIfError: Bool
    private let clock: @Sendable () -> Date

    /// Bodies a server said not to store (`no-store`) are kept here only while they may be in use,
    /// and removed a day later.
    private var transientDirectory: URL { directory.appendingPathComponent("transient") }

    public init(directory: URL = HTTPCache.defaultDirectory(), client: HTTPClient = HTTPClient(), alwaysRevalidate: Bool = false, staleIfError: Bool = false,
                clock: @escaping @Sendable () -> Date = Date.init) {
        self.directory = directory
        self.client = client
        self.alwaysRevalidate = alwaysRevalidate
        self.staleIfError = staleIfError
        self.clock = clock
        removeOldTransientFiles()
    }

    /// `$XDG_CACHE_HOME/swipe-player/http`, else `~/.cache/swipe-player/http`.
    public static func defaultDirectory(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        let base = environment["XDG_CACHE_HOME"].flatMap { $0.hasPrefix("/") ? URL(fileURLWithPath: $0) : nil }
            ?? URL(fileURLWithPath: environment["HOME"] ?? NSHomeDirectory()).appendingPathComponent(".cache")
        return base.appendingPathComponent("swipe-player/http")
    }

    /// The local file holding `url`'s body: the cached copy when it is fresh, or confirmed by the
    /// server, or the server cannot be reached (with a warning); else downloaded now. `progress`
    /// gets (bytes received, total when known) while downloading.
    public func fetch(_ url: URL, cancellation: Cancellation? = nil, progress: ((Int64, Int64?) -> Void)? = nil) -> Result<Fetched, HTTPError> {
        let key = Self.key(url.absoluteString)
        let body = directory.appendingPathComponent(key + ".body")
        let metadata = directory.appendingPathComponent(key + ".json")
        let cached = readEntry(metadata, url: url, body: body)
        var headers: [String: String] = [:]
        if let cached {
            switch cached.decision(at: clock()) {
            case .fresh where alwaysRevalidate && !cached.conditionalHeaders.isEmpty: headers = cached.conditionalHeaders
            case .fresh where alwaysRevalidate: break
            case .fresh: return .success(Fetched(file: body, source: .cache))
            case .revalidate(let conditional): headers = conditional
            case .refetch: break
            }
        }
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            return .failure(HTTPError(.other, "cannot create the cache folder \(directory.path): \(error.localizedDescription)"))
        }
        let download = directory.appendingPathComponent(key + ".part-" + UUID().uuidString)
        defer { try? FileManager.default.removeItem(at: download) }
        let response: HTTPResponse
        switch client.get(url, headers: headers, to: .file(download), cancellation: cancellation, progress: progress) {
        case .success(let r): response = r
        case .failure(let e) where e.kind == .network:
            return offlineCopy(url, why: e.message).map { .success($0) } ?? .failure(e)
        case .failure(let e): return .failure(e)
        }
        if staleIfError, (500...599).contains(response.status), let copy = offlineCopy(url, why: "the server answered \(response.statusLine)") {
            return .success(copy)
        }
        if response.status == 304, let cached {
            write(cached.revalidated(headers: response.headers, receivedAt: clock()), to: metadata)
            return .success(Fetched(file: body, source: .revalidated))
        }
        guard response.status == 200 else { return .failure(HTTPError(.status(response.status), response.statusLine)) }
        let entry = CacheEntryInfo(url: url.absoluteString, headers: response.headers, receivedAt: clock())
        try? FileManager.default.removeItem(at: metadata)
        guard entry.isStorable else { return keepTransiently(download, key: key) }
        guard rename(download.path, body.path) == 0 else {
            return .failure(HTTPError(.other, "cannot store \(url.absoluteString) in \(directory.path): \(String(cString: strerror(errno)))"))
        }
        write(entry, to: metadata)
        return .success(Fetched(file: body, source: .network))
    }

    /// The stored copy of `url` that may stand in while its server cannot be reached, without
    /// asking the server; nil when there is none. `why` says why the server is not asked.
    public func offlineCopy(_ url: URL, why: String) -> Fetched? {
        let key = Self.key(url.absoluteString)
        let body = directory.appendingPathComponent(key + ".body")
        guard let cached = readEntry(directory.appendingPathComponent(key + ".json"), url: url, body: body),
              staleIfError || cached.servableOffline(at: clock()) else { return nil }
        return Fetched(file: body, source: .offlineCopy, warning: "\(why); using the copy downloaded earlier")
    }

    /// What is stored about `url` (its validators, when it arrived), when a copy is stored.
    public func entry(for url: URL) -> CacheEntryInfo? {
        let key = Self.key(url.absoluteString)
        return readEntry(directory.appendingPathComponent(key + ".json"), url: url, body: directory.appendingPathComponent(key + ".body"))
    }

    /// A short stable file name for a URL (64-bit FNV-1a; the metadata names the URL, so a collision
    /// is only a miss).
    static func key(_ url: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in url.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return String(hash, radix: 16).leftPadded(to: 16)
    }

    /// The stored entry for `url`, when its metadata is readable, is for that URL and has its body.
    private func readEntry(_ metadata: URL, url: URL, body: URL) -> CacheEntryInfo? {
        guard let data = FileManager.default.contents(atPath: metadata.path),
              let entry = try? CacheEntryInfo(metadata: data),
              entry.url == url.absoluteString, FileManager.default.fileExists(atPath: body.path) else { return nil }
        return entry
    }

    /// Metadata is a convenience: when it cannot be written the body is simply fetched again next time.
    private func write(_ entry: CacheEntryInfo, to metadata: URL) {
        try? entry.metadata().write(to: metadata, options: .atomic)
    }

    private func keepTransiently(_ download: URL, key: String) -> Result<Fetched, HTTPError> {
        let target = transientDirectory.appendingPathComponent(key + "-" + UUID().uuidString)
        do {
            try FileManager.default.createDirectory(at: transientDirectory, withIntermediateDirectories: true)
            try FileManager.default.moveItem(at: download, to: target)
        } catch {
            return .failure(HTTPError(.other, "cannot keep a download in \(transientDirectory.path): \(error.localizedDescription)"))
        }
        return .success(Fetched(file: target, source: .network))
    }

    private func removeOldTransientFiles() {
        let fm = FileManager.default
        let dayAgo = clock().addingTimeInterval(-86_400)
        for name in (try? fm.contentsOfDirectory(atPath: transientDirectory.path)) ?? [] {
            let file = transientDirectory.appendingPathComponent(name)
            if let modified = (try? fm.attributesOfItem(atPath: file.path))?[.modificationDate] as? Date, modified < dayAgo {
                try? fm.removeItem(at: file)
            }
        }
    }
}

private extension String {
    func leftPadded(to width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}
