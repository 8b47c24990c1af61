import Foundation
import SwipeDocument
import SwipeReader

/// One check of a kiosk's content on its server (`--update-every`): the file given (a Swipe
/// document, a document list, a Boken story or its folder), every medium it names and, for a list,
/// every document its rows lead to with their media, are asked for with conditional requests (even
/// when still fresh), anything new downloaded whole into the cache (each file stored only once
/// complete), and the whole read as one `CheckedVersion`. Whether it may be shown is
/// `UpdateVerdict`'s decision. `run` blocks: call it on a background thread.
public struct RemoteDocumentCheck: Sendable {
    /// What the check found.
    public enum Outcome: Sendable {
        /// The server answered for every file: this is its version, read with its media and rows;
        /// `changed` when any file was downloaded anew rather than confirmed.
        case current(CheckedVersion, changed: Bool, warnings: [String])
        /// The server could not be asked, or did not give the file (unreachable, an error status,
        /// a connection dropped): why, and the copy the cache holds, read with its cached media
        /// and rows, when it holds one (to show at start while the server is away).
        case failed(String, stored: CheckedVersion?)
    }

    public let url: URL
    /// Files and media through a cache that always revalidates and serves stale copies when the
    /// server is away (`HTTPCache.alwaysRevalidate`, `staleIfError`).
    public let fetcher: RemoteStoryFetcher

    public init(url: URL, cache: HTTPCache) {
        self.url = url
        let checking = HTTPCache(directory: cache.directory, client: cache.client, alwaysRevalidate: true, staleIfError: true)
        fetcher = RemoteStoryFetcher(documents: RemoteDocumentFetcher(cache: checking))
    }

    public func run(cancellation: Cancellation? = nil) -> Outcome {
        let main: Checked
        switch check(url, cancellation: cancellation) {
        case .success(let checked): main = checked
        case .failure(let failure): return .failed(failure.reason, stored: nil)
        }
        var rows: [URL: CheckedVersion.File] = [:], missing: [URL: String] = [:]
        var sources = main.sources, warnings = main.warnings
        var queue = CheckedVersion.rows(of: main.file.content)
        var seen = Set(queue + [url])
        while !queue.isEmpty {
            let row = queue.removeFirst()
            switch check(row, cancellation: cancellation) {
            case .success(let checked):
                rows[row] = checked.file
                sources += checked.sources
                warnings += checked.warnings
                queue += CheckedVersion.rows(of: checked.file.content).filter { seen.insert($0).inserted }
            case .failure(let failure):
                missing[row] = failure.reason
            }
        }
        if cancellation?.isCancelled ?? false { return .failed("cancelled", stored: nil) }
        let version = CheckedVersion(main: main.file, rows: rows, missing: missing)
        if sources.contains(.offlineCopy) {
            let why = main.offline ?? warnings.first ?? "the server could not be reached"
            return .failed(why.replacingOccurrences(of: "; using the copy downloaded earlier", with: ""), stored: version)
        }
        return .current(version, changed: sources.contains(.network), warnings: warnings)
    }

    /// A version kept aside read again, its media through the cache: the file given, and the
    /// files its rows lead to by the URL a row names. Nil when the file given cannot be read.
    public func read(_ main: CheckedVersion.Download, rows: [URL: CheckedVersion.Download]) -> CheckedVersion? {
        guard let content = read(main) else { return nil }
        var files: [URL: CheckedVersion.File] = [:], missing: [URL: String] = [:]
        for (url, download) in rows {
            if let content = read(download) { files[url] = CheckedVersion.File(download: download, content: content) } else { missing[url] = "the copy kept cannot be read" }
        }
        return CheckedVersion(main: CheckedVersion.File(download: main, content: content), rows: files, missing: missing)
    }

    private func read(_ download: CheckedVersion.Download) -> CheckedVersion.Content? {
        Self.content(of: fetcher.completeNoting(download.bytes, url: download.url).outcome)?.content
    }

    /// One file checked, as part of a version: how each of its files (it and its media) was had,
    /// the network's warnings, and why the server was not asked when its own copy stood in.
    private struct Checked {
        var file: CheckedVersion.File
        var sources: [HTTPCache.Fetched.Source]
        var warnings: [String]
        var offline: String?
    }

    /// Checks what is at `named` (a file, or a story's folder) with its media.
    private func check(_ named: URL, cancellation: Cancellation?) -> Result<Checked, RemoteLoadFailure> {
        let (url, fetch) = fetcher.fetchFile(named, cancellation: cancellation, progress: { _ in })
        let bytes: [UInt8], warnings: [String], fetched: HTTPCache.Fetched
        switch fetch {
        case .bytes(let b, let w, let f): (bytes, warnings, fetched) = (b, w, f)
        case .ended(.failed(let failure)): return .failure(failure)
        case .ended: return .failure(RemoteLoadFailure(url: named.absoluteString, reason: "cancelled"))
        }
        let (outcome, sources) = fetcher.completeNoting(bytes, url: url, warnings: warnings, cancellation: cancellation)
        guard let (content, allWarnings) = Self.content(of: outcome) else { return .failure(RemoteLoadFailure(url: named.absoluteString, reason: "cancelled")) }
        let download = CheckedVersion.Download(url: url, bytes: bytes, version: Self.version(of: fetched, entry: fetcher.documents.cache.entry(for: url)))
        return .success(Checked(file: CheckedVersion.File(download: download, content: content), sources: [fetched.source] + sources, warnings: allWarnings,
                                offline: fetched.source == .offlineCopy ? fetched.warning : nil))
    }

    /// What a file read as, with the network's warnings; nil when reading it was cancelled.
    private static func content(of outcome: RemoteStoryFetcher.Outcome) -> (content: CheckedVersion.Content, warnings: [String])? {
        switch outcome {
        case .story(let result, let warnings): return (.story(result), warnings)
        case .swipe(.loaded(let result, let warnings)): return (.document(result), warnings)
        case .swipe: return nil
        }
    }

    /// The version of a fetched file: its validators, and when its body was downloaded.
    static func version(of fetched: HTTPCache.Fetched, entry: CacheEntryInfo?) -> PlayerStatus.Version {
        let modified = (try? FileManager.default.attributesOfItem(atPath: fetched.file.path))?[.modificationDate] as? Date
        return PlayerStatus.Version(etag: entry?.etag, lastModified: entry?.lastModified, fetchedAt: modified ?? entry?.receivedAt ?? Date())
    }
}
