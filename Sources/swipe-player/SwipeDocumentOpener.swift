import ArgumentParser
import Foundation
import SwipeDocument
import SwipeNet
import SwipePlayer

/// Opens a Swipe document for the commands that show one (`play`, `render`): reports its problems
/// on standard error, exits 2 when the file cannot be read and 1 when it is not a showable Swipe
/// document, and picks the language to show it in. An http or https URL is fetched, with its
/// media, through the cache.
enum SwipeDocumentOpener {
    /// Reads a document or list, a local path or an http(s) URL (whose network warnings are printed).
    /// With `webMedia`, the media on the web a local document names are downloaded too.
    /// `fetched` is what an earlier look at the URL brought (`StoryArgument.read`).
    static func fetch(_ given: String, webMedia: Bool = false, fetched: RemoteLoadOutcome? = nil) throws -> LoadResult {
        let argument = DocumentArgument.normalized(given)
        if let fetched { return try outcome(fetched, argument) }
        guard let url = URL(string: argument), RemoteAccess.isRemote(url) else {
            let local = try DocumentLoader.load(path: argument)
            guard webMedia, RemoteDocumentFetcher.needsDownloads(local), let data = FileManager.default.contents(atPath: argument) else { return local }
            return try outcome(RemoteDocumentFetcher().complete([UInt8](data), name: local.file, baseURL: URL(fileURLWithPath: argument).standardizedFileURL), argument)
        }
        return try outcome(RemoteDocumentFetcher().load(url), argument)
    }

    /// The document a fetch brought (its network warnings printed), or why not.
    private static func outcome(_ outcome: RemoteLoadOutcome, _ argument: String) throws -> LoadResult {
        switch outcome {
        case .loaded(let result, let warnings):
            for w in warnings { printError(w) }
            return result
        case .failed(let failure): throw DocumentReadError(file: argument, reason: failure.reason)
        case .cancelled: throw DocumentReadError(file: argument, reason: "cancelled")
        }
    }

    /// `listMessage` says what to do instead when the file is a document list.
    static func open(_ path: String, listMessage: String) throws -> Document {
        try load(path, listMessage: listMessage).document!
    }

    /// As `open`, with everything the loader found (a document is there).
    static func load(_ path: String, listMessage: String) throws -> LoadResult {
        let result = try read(path)
        guard result.document != nil else {
            printError("\(path): \(listMessage)")
            throw ExitCode(1)
        }
        return result
    }

    /// Reads a Swipe document or a document list, its problems reported; exits 2 when the file
    /// cannot be read and 1 when it holds neither. `webMedia` as for `fetch`.
    static func read(_ path: String, webMedia: Bool = false, fetched: RemoteLoadOutcome? = nil) throws -> LoadResult {
        let result: LoadResult
        do { result = try fetch(path, webMedia: webMedia, fetched: fetched) } catch {
            printError("\(error)")
            throw ExitCode(2)
        }
        for d in result.diagnostics where d.severity >= .warning { printError("\(d)") }
        guard result.content != nil else { throw ExitCode(1) }
        return result
    }

    /// `--lang`, else the locale's preferred languages against the document's, else its default.
    static func language(for doc: Document, chosen: String?) -> String {
        language(offered: doc.languages, chosen: chosen)
    }

    /// `--lang`, else the locale's preferred languages against `offered`, else the default.
    static func language(offered: [LanguageInfo], chosen: String?) -> String {
        LanguageChoice.choose(offered: offered, preferred: LanguageChoice.preferredLanguages(environment: ProcessInfo.processInfo.environment), chosen: chosen)
    }
}
