import Foundation

/// What reading one document needs beyond the JSON at hand: where to report, how to resolve URLs,
/// the document's named paths, the list of media files it uses and, for a document read from the
/// network, where their downloaded copies are.
final class DecodeContext {
    let log: DiagnosticLog
    let baseURL: URL?
    let locator: AssetLocator?
    var namedPaths: [String: PathData] = [:]
    private(set) var assets: [AssetUse] = []
    /// The reference handed out for each asset already seen (by kind and resolved name).
    private var resolved: [String: AssetReference] = [:]

    init(log: DiagnosticLog, baseURL: URL?, locator: AssetLocator? = nil) {
        self.log = log
        self.baseURL = baseURL
        self.locator = locator
    }

    /// Reads a media-file property (a string) of an object and resolves it (see `asset(_:kind:node:path:)`).
    func asset(_ r: ObjectReader, _ key: String) -> AssetReference? {
        guard let n = r.node(key), !n.isNull else { return nil }
        guard let s = n.string else {
            r.warn(n, key, "\"\(key)\" should be a file name or URL, not \(n.kindDescription); ignored")
            return nil
        }
        return asset(s, kind: key, node: n, path: r.path(key))
    }

    /// Resolves an asset, records it and, for a local file that does not exist, warns once. In a
    /// remote document a local file is refused, and a remote file the locator has is replaced by
    /// its downloaded copy (one that failed to download is missing).
    func asset(_ text: String, kind: String, node: JSONNode, path: JSONPath) -> AssetReference {
        var ref = AssetReference(text, relativeTo: baseURL)
        let key = kind + "|" + ref.description
        if let known = resolved[key] { return known }
        var use = AssetUse(kind: kind, reference: ref, exists: nil)
        if ref.url == nil {
            log.warning(at: node.offset, path: path, "\"\(text)\" is not a valid file name or URL; the \(kind) is skipped")
            use.exists = false
        } else if let url = ref.url, let refusal = RemoteAccess.refusal(of: url, from: baseURL) {
            log.warning(at: node.offset, path: path, "\(refusal); \(Self.consequence(kind))")
            use.exists = false
            ref.url = nil
        } else if let url = ref.url, let location = locator?.locations[url] {
            switch location {
            case .file(let local):
                use.exists = true
                use.foundAt = local.path
                ref.url = local
            case .failed(let reason):
                log.warning(at: node.offset, path: path, "\(kind) \(url.absoluteString) cannot be downloaded (\(reason)); \(Self.consequence(kind))")
                use.exists = false
                ref.url = nil
            }
        } else if let url = ref.url, url.isFileURL {
            if FileManager.default.fileExists(atPath: url.path) {
                use.exists = true
            } else if let alt = Self.fallbackLocation(for: url) {
                use.exists = true
                use.foundAt = alt
                ref.url = URL(fileURLWithPath: alt)
                log.warning(at: node.offset, path: path, "\(kind) file \"\(text)\" is not at \(url.path); using \(alt) (other players may not find it)")
            } else {
                use.exists = false
                log.warning(at: node.offset, path: path, "\(kind) file not found: \(url.path); \(Self.consequence(kind))")
            }
        }
        resolved[key] = ref
        assets.append(use)
        return ref
    }

    /// What the player does about a missing file of this kind.
    private static func consequence(_ kind: String) -> String {
        switch kind {
        case "audio", "bgm": return "nothing is played"
        case "document": return "the row cannot be opened"
        default: return "a placeholder is shown instead"
        }
    }

    /// Where the original engine would still have found a missing local file: it looked names up in
    /// a flat resource bundle, on a case-insensitive file system, and accepted image names without
    /// extension. This searches the file's folder and the two folders above it for the same name,
    /// ignoring letter case, adding an image extension when the name has none.
    static func fallbackLocation(for url: URL) -> String? {
        let fm = FileManager.default
        let name = url.lastPathComponent.lowercased()
        let candidates = url.pathExtension.isEmpty ? ["png", "jpg", "jpeg", "gif"].map { name + "." + $0 } : [name]
        var dir = url.deletingLastPathComponent()
        for _ in 0..<3 {
            // The first match in name order, without sorting every name of a large folder (/tmp).
            if let entries = try? fm.contentsOfDirectory(atPath: dir.path),
               let hit = entries.filter({ candidates.contains($0.lowercased()) }).min() {
                return dir.appendingPathComponent(hit).path
            }
            let parent = dir.deletingLastPathComponent()
            if parent.path == dir.path { break }
            dir = parent
        }
        return nil
    }
}
