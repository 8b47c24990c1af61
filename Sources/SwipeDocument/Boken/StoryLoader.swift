import Foundation

/// A media file a story names, and whether it was found beside the story.
public struct StoryAsset: Equatable, Sendable {
    /// "image", "audio" or "music".
    public var kind: String
    public var name: String
    /// The file found, relative to the story's folder (or URL); nil when missing.
    public var foundAt: String?
    /// The local copy when it is not beside the story file (a download in the cache).
    public var file: String?

    public init(kind: String, name: String, foundAt: String?, file: String? = nil) {
        self.kind = kind
        self.name = name
        self.foundAt = foundAt
        self.file = file
    }
}

/// What reading a story found.
public struct StoryLoadResult: Sendable {
    public var file: String
    public var story: BokenStory?
    public var diagnostics: [Diagnostic]
    public var assets: [StoryAsset]

    /// The file found for a media name of `kind` ("image", "audio", "music"), as a path beside the
    /// story file (or its downloaded copy); nil when it is missing.
    public func path(of kind: String, _ name: String?) -> String? {
        guard let name, let asset = assets.first(where: { $0.kind == kind && $0.name == name }), let found = asset.foundAt else { return nil }
        if let file = asset.file { return file }
        return ((file as NSString).deletingLastPathComponent as NSString).appendingPathComponent(found)
    }

    /// Each scene's audio file of `story` (this result's), by scene index; scenes with none are left out.
    public func sceneAudio(of story: BokenStory) -> [Int: URL] {
        var out: [Int: URL] = [:]
        for (i, s) in story.scenes.enumerated() { out[i] = path(of: "audio", s.audio?.name).map { URL(fileURLWithPath: $0) } }
        return out
    }

    public var errorCount: Int { diagnostics.filter { $0.severity == .error }.count }
    public var warningCount: Int { diagnostics.filter { $0.severity == .warning }.count }
}

/// Reads Boken Engine stories: the lenient JSON reader, the typed `BokenStory`, `StoryCheck`, and
/// the media looked for in the story's folder.
public enum StoryLoader {
    public static let fileName = "StoryDescription.json"

    /// Whether bytes hold an application definition: a JSON object with `scenes` or `appTitle`,
    /// and no Swipe `pages`.
    public static func isStory(bytes: [UInt8]) -> Bool {
        LenientJSONParser().parse(bytes).root?.object.map(isStory) ?? false
    }

    /// Whether a JSON object is an application definition.
    public static func isStory(_ o: JSONObject) -> Bool {
        (o["scenes"] != nil || o["appTitle"] != nil) && o["pages"] == nil
    }

    /// The story file for a path: a folder holding `StoryDescription.json`, a file of that name, or
    /// a file whose content is an application definition (a `.swipe` file never is); nil otherwise.
    public static func storyFile(at path: String) -> String? {
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDir) else { return nil }
        if isDir.boolValue {
            let file = (path as NSString).appendingPathComponent(fileName)
            return FileManager.default.fileExists(atPath: file) ? file : nil
        }
        if (path as NSString).lastPathComponent == fileName { return path }
        if (path as NSString).pathExtension.lowercased() == "swipe" { return nil }
        let size = FileSize.of(path) ?? 0
        guard size <= LenientJSONParser.defaultMaxBytes, let data = FileManager.default.contents(atPath: path) else { return nil }
        return isStory(bytes: [UInt8](data)) ? path : nil
    }

    /// Reads a story file; media are looked for in its folder.
    public static func load(path: String) throws -> StoryLoadResult {
        let size = FileSize.of(path) ?? 0
        guard size <= LenientJSONParser.defaultMaxBytes else { throw DocumentReadError(file: path, reason: "larger than a story may be") }
        guard let data = FileManager.default.contents(atPath: path) else { throw DocumentReadError(file: path, reason: "cannot be read") }
        return load(bytes: [UInt8](data), name: path, folder: (path as NSString).deletingLastPathComponent)
    }

    /// Reads a story from memory; `folder` (nil: none) is where its media are looked for.
    public static func load(bytes: [UInt8], name: String, folder: String?) -> StoryLoadResult {
        load(bytes: bytes, name: name, media: folder.map(StoryMediaLookup.folder))
    }

    /// Reads a story from memory; its media are found by `media` (nil: not looked for).
    public static func load(bytes: [UInt8], name: String, media: StoryMediaLookup?) -> StoryLoadResult {
        let log = DiagnosticLog(file: name, sourceMap: SourceMap(bytes: bytes))
        let parsed = LenientJSONParser().parse(bytes)
        for w in parsed.warnings { log.warning(at: w.offset, path: nil, w.message) }
        guard let root = parsed.root else {
            log.error(at: parsed.error?.offset ?? 0, path: nil, parsed.error?.message ?? "cannot read the story")
            return StoryLoadResult(file: name, story: nil, diagnostics: log.sorted, assets: [])
        }
        guard let object = root.object else {
            log.error(at: root.offset, path: .root, "a story must be a JSON object (an application definition), not \(root.kindDescription)")
            return StoryLoadResult(file: name, story: nil, diagnostics: log.sorted, assets: [])
        }
        let story = BokenStory(ObjectReader(object, offset: root.offset, path: .root, log: log))
        StoryCheck.check(story, log: log)
        var assets: [StoryAsset] = []
        var seen = Set<String>()
        func use(_ kind: String, _ r: BokenResource?) {
            guard let r else { return }
            var asset = StoryAsset(kind: kind, name: r.name, foundAt: nil)
            switch media?.find(kind, r.name) {
            case .success(let found)?: asset = found
            case .failure(let missing)?: log.warning(at: r.offset, path: r.path, "\(kind) \"\(r.name)\" \(missing.reason)")
            case nil: break
            }
            if seen.insert(kind + "|" + r.name).inserted { assets.append(asset) }
        }
        use("music", story.backgroundMusic)
        for scene in story.scenes {
            use("audio", scene.audio)
            for e in scene.elements { if case .image(let file, _) = e.content { use("image", file) } }
        }
        return StoryLoadResult(file: name, story: story, diagnostics: log.sorted, assets: assets)
    }

    static let extensions = ["image": ["jpg", "jpeg", "png"], "audio": ["wav"], "music": ["mp3"]]

    /// A resource as the story names it: the file itself, the name with an extension of its kind,
    /// or the file inside `*.xcassets/NAME.imageset` (or `.dataset`); relative to `folder`.
    public static func locate(_ name: String, kind: String, in folder: String) -> String? {
        let fm = FileManager.default
        let dir = folder.isEmpty ? "." : folder
        func isFile(_ rel: String) -> Bool {
            var isDir: ObjCBool = false
            return fm.fileExists(atPath: (dir as NSString).appendingPathComponent(rel), isDirectory: &isDir) && !isDir.boolValue
        }
        let exts = extensions[kind] ?? []
        if let plain = plainNames(name, kind: kind).first(where: isFile) { return plain }
        let catalogues = ((try? fm.contentsOfDirectory(atPath: dir)) ?? []).filter { $0.hasSuffix(".xcassets") }.sorted()
        for c in catalogues {
            for set in [name + ".imageset", name + ".dataset"] {
                let setDir = c + "/" + set
                let files = ((try? fm.contentsOfDirectory(atPath: (dir as NSString).appendingPathComponent(setDir))) ?? []).sorted()
                if let f = files.first(where: { exts.contains(($0 as NSString).pathExtension.lowercased()) }) { return setDir + "/" + f }
            }
        }
        return nil
    }

    /// The names a resource may have beside the story, in the order they are tried: the name
    /// itself, then with each extension of its kind (lower case, then upper case).
    public static func plainNames(_ name: String, kind: String) -> [String] {
        let exts = extensions[kind] ?? []
        return [name] + (exts + exts.map { $0.uppercased() }).map { name + "." + $0 }
    }

    /// The asset catalogue entries of a resource on the web, where folders cannot be listed: the
    /// `Contents.json` of `Assets.xcassets/NAME.imageset` and of `NAME.dataset`, in that order.
    public static func catalogueEntries(_ name: String) -> [String] {
        ["Assets.xcassets/\(name).imageset/Contents.json", "Assets.xcassets/\(name).dataset/Contents.json"]
    }

    /// The first file an asset catalogue's `Contents.json` names (under `images` or `data`) with
    /// an extension of `kind`; nil when it names none.
    public static func catalogueFile(contents bytes: [UInt8], kind: String) -> String? {
        guard let o = LenientJSONParser().parse(bytes).root?.object else { return nil }
        let exts = extensions[kind] ?? []
        let entries = (o["images"]?.array ?? []) + (o["data"]?.array ?? [])
        return entries.compactMap { $0.object?["filename"]?.string }
            .first { !$0.contains("/") && exts.contains(($0 as NSString).pathExtension.lowercased()) }
    }
}
