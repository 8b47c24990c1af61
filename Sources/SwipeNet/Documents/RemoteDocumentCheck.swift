import Foundation
import SwipeCore

/// One check of a kiosk's document on its server (`--update-every`): the document and every
/// medium it names are asked for with conditional requests (even when still fresh), anything new
/// downloaded whole into the cache (each file stored only once complete), and the version read.
/// Whether it may be shown is `UpdateVerdict`'s decision. `run` blocks: call it on a background thread.
public struct RemoteDocumentCheck: Sendable {
    /// What the check found.
    public enum Outcome: Sendable {
        /// The server answered for the document and all its media: this is its version (`bytes`
        /// the document's file), read with its media; `changed` when any file was downloaded anew
        /// rather than confirmed.
        case current(LoadResult, bytes: [UInt8], version: PlayerStatus.Version, changed: Bool, warnings: [String])
        /// The server could not be asked, or did not give the document (unreachable, an error
        /// status, a connection dropped): why, and the copy the cache holds, read with its cached
        /// media, when it holds one (to show at start while the server is away).
        case failed(String, stored: LoadResult?, version: PlayerStatus.Version?)
    }

    public let url: URL
    /// Documents and media through a cache that always revalidates and serves stale copies when
    /// the server is away (`HTTPCache.alwaysRevalidate`, `staleIfError`).
    public let fetcher: RemoteDocumentFetcher

    public init(url: URL, cache: HTTPCache) {
        self.url = url
        fetcher = RemoteDocumentFetcher(cache: HTTPCache(directory: cache.directory, client: cache.client, alwaysRevalidate: true, staleIfError: true))
    }

    public func run(cancellation: Cancellation? = nil) -> Outcome {
        let bytes: [UInt8], fetched: HTTPCache.Fetched, warnings: [String]
        switch fetcher.fetchFile(url, cancellation: cancellation, progress: { _ in }) {
        case .bytes(let b, let w, let f): (bytes, warnings, fetched) = (b, w, f)
        case .ended(.failed(let failure)): return .failed(failure.reason, stored: nil, version: nil)
        case .ended: return .failed("cancelled", stored: nil, version: nil)
        }
        let version = Self.version(of: fetched, entry: fetcher.cache.entry(for: url))
        let (outcome, sources) = fetcher.completeNoting(bytes, name: url.absoluteString, baseURL: url, warnings: warnings, cancellation: cancellation)
        guard case .loaded(let result, let allWarnings) = outcome else { return .failed("cancelled", stored: nil, version: nil) }
        if fetched.source == .offlineCopy || sources.contains(.offlineCopy) {
            let why = fetched.warning ?? allWarnings.first ?? "the server could not be reached"
            return .failed(why.replacingOccurrences(of: "; using the copy downloaded earlier", with: ""), stored: result, version: version)
        }
        let changed = fetched.source == .network || sources.contains(.network)
        return .current(result, bytes: bytes, version: version, changed: changed, warnings: allWarnings)
    }

    /// A version kept aside (`bytes` of the document at `url`) read again, its media through the cache.
    public func read(_ bytes: [UInt8]) -> LoadResult? {
        guard case .loaded(let result, _) = fetcher.complete(bytes, name: url.absoluteString, baseURL: url) else { return nil }
        return result
    }

    /// The version of a fetched document: its validators, and when its body was downloaded.
    static func version(of fetched: HTTPCache.Fetched, entry: CacheEntryInfo?) -> PlayerStatus.Version {
        let modified = (try? FileManager.default.attributesOfItem(atPath: fetched.file.path))?[.modificationDate] as? Date
        return PlayerStatus.Version(etag: entry?.etag, lastModified: entry?.lastModified, fetchedAt: modified ?? entry?.receivedAt ?? Date())
    }
}
