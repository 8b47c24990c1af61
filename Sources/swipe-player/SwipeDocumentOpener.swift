import ArgumentParser
import Foundation
import SwipeCore
import SwipeNet
import SwipePlayer

/// Opens a Swipe document for the commands that show one (`play`, `render`): reports its problems
/// on standard error, exits 2 when the file cannot be read and 1 when it is not a showable Swipe
/// document, and picks the language to show it in. An http or https URL is fetched, with its
/// media, through the cache.
enum SwipeDocumentOpener {
    /// Reads a document or list, a local path or an http(s) URL (whose network warnings are printed).
    static func read(_ argument: String) throws -> LoadResult {
        guard let url = URL(string: argument), RemoteAccess.isRemote(url) else { return try DocumentLoader.load(path: argument) }
        switch RemoteDocumentFetcher().load(url) {
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
        let result: LoadResult
        do { result = try read(path) } catch {
            printError("\(error)")
            throw ExitCode(2)
        }
        for d in result.diagnostics where d.severity >= .warning { printError("\(d)") }
        guard result.document != nil else {
            if result.list != nil { printError("\(path): \(listMessage)") }
            throw ExitCode(1)
        }
        return result
    }

    /// The local files a loaded document is made of: itself and the media it names (none for a
    /// document from the network).
    static func files(of result: LoadResult) -> [String] {
        if let url = URL(string: result.file), RemoteAccess.isRemote(url) { return [] }
        return [result.file] + result.assets.compactMap { use in
            guard let url = use.reference.url, url.isFileURL else { return nil }
            return use.foundAt ?? url.path
        }
    }

    /// Reads `path` again for the window's live reload: the new version, or its errors
    /// (`file:line:col: error: …`), warnings printed as on opening.
    static func reload(_ path: String) -> PlayerWindow.Reload {
        let result: LoadResult
        do { result = try DocumentLoader.load(path: path) } catch {
            return .errors(["\(error)"])
        }
        let errors = result.diagnostics.filter { $0.severity == .error }.map { "\($0)" }
        guard let doc = result.document, errors.isEmpty else {
            return .errors(errors.isEmpty ? ["\(path): error: not a Swipe document"] : errors)
        }
        for d in result.diagnostics where d.severity >= .warning { printError("\(d)") }
        return .document(doc, watch: files(of: result))
    }

    /// `--lang`, else the locale's preferred languages against the document's, else its default.
    static func language(for doc: Document, chosen: String?) -> String {
        LanguageChoice.choose(offered: doc.languages, preferred: LanguageChoice.preferredLanguages(environment: ProcessInfo.processInfo.environment), chosen: chosen)
    }
}
