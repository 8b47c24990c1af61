import Foundation

/// What a document file holds once read.
public enum DocumentContent: Equatable, Sendable {
    case swipe(Document)
    case list(ListDocument)
}

/// The outcome of loading one document: its content (nil when it cannot be shown at all), every
/// diagnostic in source order, and every media file it names.
public struct LoadResult: Sendable {
    public var file: String
    public var content: DocumentContent?
    public var diagnostics: [Diagnostic]
    public var assets: [AssetUse]
    /// The `type` as written (or implied).
    public var type: String

    public var errorCount: Int { diagnostics.filter { $0.severity == .error }.count }
    public var warningCount: Int { diagnostics.filter { $0.severity == .warning }.count }
    public var document: Document? { if case .swipe(let d)? = content { return d } else { return nil } }
    public var list: ListDocument? { if case .list(let l)? = content { return l } else { return nil } }
}

/// A file that could not be read at all (missing, unreadable, a folder).
public struct DocumentReadError: Error, CustomStringConvertible {
    public var file: String
    public var reason: String
    public var description: String { "\(file): error: \(reason)" }

    public init(file: String, reason: String) {
        self.file = file
        self.reason = reason
    }
}

/// Reads Swipe documents and document lists: lenient JSON, templates, the typed model, and
/// diagnostics for everything that was not as the language expects.
public enum DocumentLoader {
    public static let swipeType = "net.swipe.swipe"
    public static let listType = "net.swipe.list"

    /// Loads a local file; `displayName` is how messages name it (by default the path as given).
    public static func load(path: String, displayName: String? = nil) throws -> LoadResult {
        let url = URL(fileURLWithPath: path).standardizedFileURL
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDir) else {
            throw DocumentReadError(file: displayName ?? path, reason: "no such file")
        }
        guard !isDir.boolValue else { throw DocumentReadError(file: displayName ?? path, reason: "is a folder, not a document") }
        let size = FileSize.of(url.path) ?? 0
        let name = displayName ?? path
        if size > LenientJSONParser.defaultMaxBytes {
            let log = DiagnosticLog(file: name, sourceMap: nil)
            log.error(at: nil, path: nil, "file is \(size / 1_048_576) MB, more than the \(LenientJSONParser.defaultMaxBytes / 1_048_576) MB a document may have; not read")
            return LoadResult(file: name, content: nil, diagnostics: log.sorted, assets: [], type: "")
        }
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw DocumentReadError(file: name, reason: "cannot be read (permission denied?)")
        }
        return load(bytes: [UInt8](data), name: name, baseURL: url)
    }

    /// A document's `title` alone (a Boken story's `appTitle`), for a folder's list: nil when the
    /// file cannot be read, is larger than a document may be, or has no title. Nothing is checked or reported.
    public static func title(path: String) -> String? {
        let size = FileSize.of(path) ?? 0
        guard size <= LenientJSONParser.defaultMaxBytes, let data = FileManager.default.contents(atPath: path),
              let o = LenientJSONParser().parse([UInt8](data)).root?.object else { return nil }
        return StoryLoader.isStory(o) ? o["appTitle"]?.string : o["title"]?.string
    }

    /// Loads a document from memory; relative media names resolve against `baseURL`. A document
    /// read from the network (an http or https `baseURL`) may not use local files; `locator` says
    /// where its remote media were downloaded to (see `AssetLocator`).
    public static func load(bytes: [UInt8], name: String, baseURL: URL?, locator: AssetLocator? = nil) -> LoadResult {
        let map = SourceMap(bytes: bytes)
        let log = DiagnosticLog(file: name, sourceMap: map)
        let parsed = LenientJSONParser().parse(bytes)
        for w in parsed.warnings { log.warning(at: w.offset, path: nil, w.message) }
        guard let root = parsed.root else {
            log.error(at: parsed.error?.offset ?? 0, path: nil, parsed.error?.message ?? "cannot read the document")
            return LoadResult(file: name, content: nil, diagnostics: log.sorted, assets: [], type: "")
        }
        guard let object = root.object else {
            log.error(at: root.offset, path: .root, "a document must be a JSON object, not \(root.kindDescription)")
            return LoadResult(file: name, content: nil, diagnostics: log.sorted, assets: [], type: "")
        }
        let context = DecodeContext(log: log, baseURL: baseURL, locator: locator)
        let reader = ObjectReader(object, offset: root.offset, path: .root, log: log)
        var type = swipeType
        if let n = object["type"] {
            if let s = n.string { type = s } else {
                log.error(at: n.offset, path: .root / "type", "\"type\" should be a string such as \"\(swipeType)\", not \(n.kindDescription)")
            }
        }
        let content: DocumentContent?
        switch type {
        case swipeType, "org.swipe.swipe":
            content = .swipe(Document(reader, context: context))
        case listType, "org.swipe.list":
            content = .list(ListDocument(reader, context: context))
        default:
            log.error(at: object["type"]?.offset, path: .root / "type", "unknown document type \"\(type)\" (expected \"\(swipeType)\" or \"\(listType)\")")
            content = nil
        }
        return LoadResult(file: name, content: content, diagnostics: log.sorted, assets: context.assets, type: type)
    }
}
