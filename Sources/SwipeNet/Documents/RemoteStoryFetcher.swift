import Foundation
import SwipeDocument

/// Opens an http(s) URL that may hold a Boken story: fetches the JSON through the cache, tells a
/// story from a Swipe document by its content (`StoryLoader.isStory`), and downloads the story's
/// media named relative to the URL, as the local lookup finds them (the name, then with each
/// extension of its kind; asset catalogues, which cannot be listed over HTTP, through
/// `Assets.xcassets/NAME.imageset/Contents.json` and the file it names). As for remote documents,
/// only web URLs are followed, never local files. Anything else goes on as a Swipe document.
/// `load` blocks until everything is fetched: call it on a background thread.
public struct RemoteStoryFetcher: Sendable {
    /// What the URL held.
    public enum Outcome: Sendable {
        /// A story, its media pointing at their cached copies (missing ones among its warnings);
        /// `warnings` are what the network changed, as `url: warning: message` lines.
        case story(StoryLoadResult, warnings: [String])
        /// Not a story: the Swipe document or list (or why the URL could not be fetched).
        case swipe(RemoteLoadOutcome)
    }

    public let documents: RemoteDocumentFetcher

    public init(documents: RemoteDocumentFetcher = RemoteDocumentFetcher()) {
        self.documents = documents
    }

    /// Loads whatever is at `url`; a URL ending in `/` is first looked into for a
    /// `StoryDescription.json`, as a local folder is. `progress` is called from the loading
    /// threads, one call at a time.
    public func load(_ url: URL, cancellation: Cancellation? = nil, progress: @escaping @Sendable (RemoteLoadProgress) -> Void = { _ in }) -> Outcome {
        let (file, fetch) = fetchFile(url, cancellation: cancellation, progress: progress)
        switch fetch {
        case .bytes(let bytes, let warnings, _): return completeNoting(bytes, url: file, warnings: warnings, cancellation: cancellation, progress: progress).outcome
        case .ended(let outcome): return .swipe(outcome)
        }
    }

    /// The file holding what is at `url`, fetched as the document phase of loading: for a URL
    /// ending in `/`, its `StoryDescription.json` when the server has one (one that does not read
    /// is a broken story, reported at its own lines), else `url` itself.
    func fetchFile(_ url: URL, cancellation: Cancellation?, progress: @escaping @Sendable (RemoteLoadProgress) -> Void) -> (url: URL, fetch: RemoteDocumentFetcher.FileFetch) {
        if url.hasDirectoryPath {
            let file = url.appendingPathComponent(StoryLoader.fileName)
            let fetch = documents.fetchFile(file, cancellation: cancellation, progress: progress)
            if case .bytes = fetch { return (file, fetch) }
        }
        return (url, documents.fetchFile(url, cancellation: cancellation, progress: progress))
    }

    /// Reads `bytes` fetched from `url`: a story with its media downloaded, else a Swipe document
    /// (or list) with its; also saying how each medium was had (downloaded, confirmed, an offline copy).
    func completeNoting(_ bytes: [UInt8], url: URL, warnings: [String] = [], cancellation: Cancellation? = nil,
                        progress: @escaping @Sendable (RemoteLoadProgress) -> Void = { _ in }) -> (outcome: Outcome, sources: [HTTPCache.Fetched.Source]) {
        guard StoryLoader.isStory(bytes: bytes) else {
            let (outcome, sources) = documents.completeNoting(bytes, name: url.absoluteString, baseURL: url, warnings: warnings, cancellation: cancellation, progress: progress)
            return (.swipe(outcome), sources)
        }
        return story(bytes, url: url, warnings: warnings, cancellation: cancellation, progress: progress)
    }

    /// The story in `bytes`, fetched from `url`, with its media downloaded.
    private func story(_ bytes: [UInt8], url: URL, warnings: [String], cancellation: Cancellation?,
                       progress: @escaping @Sendable (RemoteLoadProgress) -> Void) -> (outcome: Outcome, sources: [HTTPCache.Fetched.Source]) {
        let wanted = StoryLoader.load(bytes: bytes, name: url.absoluteString, media: nil).assets
        let found = documents.inParallel(wanted.count, progress: progress) { [documents] i, received in
            Self.find(wanted[i], story: url, cache: documents.cache, cancellation: cancellation, received: received)
        }
        if cancellation?.isCancelled ?? false { return (.swipe(.cancelled), []) }
        if wanted.isEmpty { progress(RemoteLoadProgress(phase: .assets, filesDone: 0, filesTotal: 0, bytesReceived: 0, fraction: 1)) }
        var results: [String: Result<StoryAsset, StoryMediaMissing>] = [:]
        var allWarnings = warnings
        for (asset, one) in zip(wanted, found) {
            results[asset.kind + "|" + asset.name] = one.result
            allWarnings += one.warnings
        }
        let lookup = StoryMediaLookup { kind, name in
            results[kind + "|" + name] ?? .failure(StoryMediaMissing(reason: "was not fetched"))
        }
        return (.story(StoryLoader.load(bytes: bytes, name: url.absoluteString, media: lookup), warnings: allWarnings), found.flatMap(\.sources))
    }

    /// The URL of a file named relative to the story at `story`, resolved as a document's media are.
    static func url(_ relative: String, story: URL) -> URL? {
        AssetReference(relative, relativeTo: story).url
    }

    /// Finds one asset on the web: its first name that the server has, or its asset catalogue
    /// entry's file; the network's warnings about the copies used, and how each file fetched was
    /// had. Once the server cannot be reached, the names left are looked for among the copies
    /// downloaded earlier only.
    static func find(_ asset: StoryAsset, story: URL, cache: HTTPCache, cancellation: Cancellation?,
                     received: @escaping (Int64, Int64?) -> Void) -> (result: Result<StoryAsset, StoryMediaMissing>, warnings: [String], sources: [HTTPCache.Fetched.Source]) {
        var unreachable: String?
        var sources: [HTTPCache.Fetched.Source] = []
        /// The cached copy of `relative`; nil when the server (or, unreachable, the cache) has no
        /// such file; a failure when it may not or cannot be fetched.
        func get(_ relative: String) -> Result<HTTPCache.Fetched?, StoryMediaMissing> {
            guard let u = url(relative, story: story) else { return .success(nil) }
            if let refusal = RemoteAccess.refusal(of: u, from: story) { return .failure(StoryMediaMissing(reason: "is refused: \(refusal)")) }
            if let unreachable {
                let copy = cache.offlineCopy(u, why: unreachable)
                if let copy { sources.append(copy.source) }
                return .success(copy)
            }
            switch cache.fetch(u, cancellation: cancellation, progress: received) {
            case .success(let f):
                sources.append(f.source)
                return .success(f)
            case .failure(let e):
                switch e.kind {
                case .status: return .success(nil)
                case .network:
                    unreachable = e.message
                    return .success(nil)
                case .cancelled, .other: return .failure(StoryMediaMissing(reason: "cannot be fetched from \(u.absoluteString): \(e.message)"))
                }
            }
        }
        func found(_ relative: String, _ f: HTTPCache.Fetched) -> (result: Result<StoryAsset, StoryMediaMissing>, warnings: [String], sources: [HTTPCache.Fetched.Source]) {
            let copy = StoryAsset(kind: asset.kind, name: asset.name, foundAt: relative, file: f.file.path)
            return (.success(copy), f.warning.map { ["\(url(relative, story: story)?.absoluteString ?? relative): warning: \($0)"] } ?? [], sources)
        }
        for name in StoryLoader.plainNames(asset.name, kind: asset.kind) {
            switch get(name) {
            case .success(let f?): return found(name, f)
            case .success(nil): continue
            case .failure(let missing): return (.failure(missing), [], sources)
            }
        }
        for entry in StoryLoader.catalogueEntries(asset.name) {
            guard case .success(let contents?) = get(entry), let data = FileManager.default.contents(atPath: contents.file.path),
                  let file = StoryLoader.catalogueFile(contents: [UInt8](data), kind: asset.kind) else { continue }
            let relative = (entry as NSString).deletingLastPathComponent + "/" + file
            if case .success(let f?) = get(relative) { return found(relative, f) }
        }
        let folder = URL(string: ".", relativeTo: story)?.absoluteString ?? story.absoluteString
        if let unreachable { return (.failure(StoryMediaMissing(reason: "cannot be fetched from \(folder): \(unreachable)")), [], sources) }
        return (.failure(StoryMediaMissing(reason: "not found at \(folder) (nor in Assets.xcassets there)")), [], sources)
    }
}
