import Foundation
import SwipeDocument

/// Opens a document (or document list) by http(s) URL: fetches it through the cache, reads it
/// with the URL as its base (so relative media names are on its origin, and local files are
/// refused), downloads the media it names, a few at a time, and reads it again with every media
/// reference pointing at its cached copy. Videos and radio streams stay URLs (FFmpeg streams
/// them); the documents a list leads to are fetched when opened, not in advance (but by a kiosk's
/// `RemoteDocumentCheck`).
/// `load` blocks until everything is fetched: call it on a background thread.
public struct RemoteDocumentFetcher: Sendable {
    /// Kinds of asset that are streamed or opened later rather than downloaded with the document.
    static let notDownloaded: Set<String> = ["video", "radio", "document"]

    public let cache: HTTPCache
    public let parallelDownloads: Int

    public init(cache: HTTPCache = HTTPCache(), parallelDownloads: Int = 4) {
        self.cache = cache
        self.parallelDownloads = max(1, parallelDownloads)
    }

    /// Loads the document at `url`. `progress` is called from the loading threads, one call at a time.
    public func load(_ url: URL, cancellation: Cancellation? = nil, progress: @escaping @Sendable (RemoteLoadProgress) -> Void = { _ in }) -> RemoteLoadOutcome {
        switch fetchFile(url, cancellation: cancellation, progress: progress) {
        case .bytes(let bytes, let warnings, _):
            return complete(bytes, name: url.absoluteString, baseURL: url, warnings: warnings, cancellation: cancellation, progress: progress)
        case .ended(let outcome): return outcome
        }
    }

    /// The document phase of loading: the file's bytes with the network's warnings, or the outcome
    /// saying why there are none.
    enum FileFetch {
        case bytes([UInt8], warnings: [String], fetched: HTTPCache.Fetched)
        case ended(RemoteLoadOutcome)
    }

    /// Fetches the file at `url` as the document phase of loading.
    func fetchFile(_ url: URL, cancellation: Cancellation?, progress: @escaping @Sendable (RemoteLoadProgress) -> Void) -> FileFetch {
        let fetched: HTTPCache.Fetched
        switch cache.fetch(url, cancellation: cancellation, progress: { received, total in
            let share = total.map { Double(received) / Double(max($0, 1)) } ?? 0
            progress(RemoteLoadProgress(phase: .document, filesDone: 0, filesTotal: 0, bytesReceived: received, fraction: min(1, share) * RemoteLoadProgress.documentShare))
        }) {
        case .success(let f): fetched = f
        case .failure(let e) where e.kind == .cancelled: return .ended(.cancelled)
        case .failure(let e): return .ended(.failed(RemoteLoadFailure(url: url.absoluteString, reason: e.message)))
        }
        guard let data = FileManager.default.contents(atPath: fetched.file.path) else {
            return .ended(.failed(RemoteLoadFailure(url: url.absoluteString, reason: "the downloaded copy cannot be read")))
        }
        return .bytes([UInt8](data), warnings: fetched.warning.map { ["\(url.absoluteString): warning: \($0)"] } ?? [], fetched: fetched)
    }

    /// Whether the document read into `result` names media on the web still to be downloaded
    /// (a local document may use pictures and sounds from the web too).
    public static func needsDownloads(_ result: LoadResult) -> Bool {
        !remoteMedia(of: result).isEmpty
    }

    /// Reads the document in `bytes` (named `name`, relative names resolved against `baseURL`),
    /// downloads the media on the web it names through the cache, and reads it again with those
    /// pointing at their copies. `warnings` are carried into the outcome.
    public func complete(_ bytes: [UInt8], name: String, baseURL: URL, warnings: [String] = [], cancellation: Cancellation? = nil,
                         progress: @escaping @Sendable (RemoteLoadProgress) -> Void = { _ in }) -> RemoteLoadOutcome {
        completeNoting(bytes, name: name, baseURL: baseURL, warnings: warnings, cancellation: cancellation, progress: progress).outcome
    }

    /// `complete`, also saying how each medium was had (downloaded, confirmed, an offline copy).
    func completeNoting(_ bytes: [UInt8], name: String, baseURL: URL, warnings: [String] = [], cancellation: Cancellation? = nil,
                        progress: @escaping @Sendable (RemoteLoadProgress) -> Void = { _ in }) -> (outcome: RemoteLoadOutcome, sources: [HTTPCache.Fetched.Source]) {
        var warnings = warnings
        let first = DocumentLoader.load(bytes: bytes, name: name, baseURL: baseURL)
        let wanted = Self.remoteMedia(of: first)
        guard first.content != nil, !wanted.isEmpty else {
            progress(RemoteLoadProgress(phase: .assets, filesDone: 0, filesTotal: 0, bytesReceived: 0, fraction: 1))
            return (.loaded(withCaptions(first, cancellation: cancellation), warnings: warnings), [])
        }
        let results = download(wanted, cancellation: cancellation, progress: progress)
        if cancellation?.isCancelled ?? false { return (.cancelled, []) }
        var locations: [URL: AssetLocator.Location] = [:]
        var sources: [HTTPCache.Fetched.Source] = []
        for (asset, result) in zip(wanted, results) {
            switch result {
            case .success(let f):
                locations[asset] = .file(f.file)
                sources.append(f.source)
                if let w = f.warning { warnings.append("\(asset.absoluteString): warning: \(w)") }
            case .failure(let e):
                locations[asset] = .failed(e.message)
            }
        }
        let loaded = DocumentLoader.load(bytes: bytes, name: name, baseURL: baseURL, locator: AssetLocator(locations))
        return (.loaded(withCaptions(loaded, cancellation: cancellation), warnings: warnings), sources)
    }

    /// `result` with the captions found beside its videos on the web (`Document.remoteCaptions`):
    /// each name they may have (`CaptionFiles.candidates`, in the document's languages) asked for
    /// through the cache; one the server does not have (a 404) is simply not there.
    private func withCaptions(_ result: LoadResult, cancellation: Cancellation?) -> LoadResult {
        guard var document = result.document else { return result }
        let languages = document.languages.map(\.id)
        var seen: Set<URL> = []
        let wanted = result.assets.flatMap { use -> [URL] in
            guard use.kind == "video", let u = use.reference.url, RemoteAccess.isRemote(u) else { return [] }
            return CaptionFiles.candidates(for: u, languages: languages).map { u.deletingLastPathComponent().appendingPathComponent($0) }
        }.filter { seen.insert($0).inserted }
        guard !wanted.isEmpty else { return result }
        for (url, outcome) in zip(wanted, download(wanted, cancellation: cancellation, progress: { _ in })) {
            if case .success(let f) = outcome { document.remoteCaptions[url] = f.file }
        }
        var out = result
        out.content = .swipe(document)
        return out
    }

    /// The media on the web `result` names that are downloaded with it (not videos, radios or
    /// the documents a list leads to), each once.
    private static func remoteMedia(of result: LoadResult) -> [URL] {
        var seen: Set<URL> = []
        return result.assets.compactMap { use -> URL? in
            guard use.exists == nil, !notDownloaded.contains(use.kind), let u = use.reference.url, RemoteAccess.isRemote(u) else { return nil }
            return seen.insert(u).inserted ? u : nil
        }
    }

    /// Fetches `urls` through the cache on `parallelDownloads` threads; results in the same order.
    private func download(_ urls: [URL], cancellation: Cancellation?, progress: @escaping @Sendable (RemoteLoadProgress) -> Void) -> [Result<HTTPCache.Fetched, HTTPError>] {
        inParallel(urls.count, progress: progress) { [cache] i, received in
            cache.fetch(urls[i], cancellation: cancellation, progress: received)
        }
    }

    /// Does `work` for each of `count` files on `parallelDownloads` threads, its progress (bytes
    /// received, total when known) and the files finished reported as the media phase; results in order.
    func inParallel<T: Sendable>(_ count: Int, progress: @escaping @Sendable (RemoteLoadProgress) -> Void,
                                 _ work: @escaping @Sendable (Int, @escaping (Int64, Int64?) -> Void) -> T) -> [T] {
        let tally = AssetTally<T>(total: count, report: progress)
        let group = DispatchGroup()
        for _ in 0..<min(parallelDownloads, count) {
            DispatchQueue.global().async(group: group) {
                while let i = tally.next() {
                    tally.finish(i, work(i) { received, total in tally.update(i, received: received, total: total) })
                }
            }
        }
        group.wait()
        return tally.results
    }
}
