/// An image as a theme gives it: embedded data, or a name SnappTheming looks up in an Apple catalog
/// (`asset:` the app's asset catalog, `system:` an SF Symbol), which the caller maps as it can.
public enum ThemeImage: Hashable, Sendable {
    /// The decoded bytes of a `data:<mime>;base64,…` URI: PNG, JPEG, PDF (first page), SVG…
    case data(mime: String, bytes: [UInt8])
    case asset(String)
    case system(String)

    /// Hashes at most 256 bytes of the data, spread over it: an image drawn in a control is part of
    /// the content key the texture cache hashes every frame.
    public func hash(into hasher: inout Hasher) {
        switch self {
        case .data(let mime, let bytes):
            hasher.combine(0)
            hasher.combine(mime)
            hasher.combine(bytes.count)
            let step = max(1, bytes.count / 256)
            for i in stride(from: 0, to: bytes.count, by: step) { hasher.combine(bytes[i]) }
        case .asset(let name): hasher.combine(1); hasher.combine(name)
        case .system(let name): hasher.combine(2); hasher.combine(name)
        }
    }
}

extension ThemeReader {
    /// An `images` entry: a data URI, `system:name`, `asset:name` or `$images/name`.
    func image(_ node: JSONNode, _ path: JSONPath) -> ThemeToken<ThemeImage>? {
        token(node, path, .images) { node, path in
            guard let s = node.string else {
                error(node, path, "an image should be a string (data:<type>;base64,…, system:name or asset:name), not \(node.kindDescription)")
                return nil
            }
            for (prefix, make) in [("system:", ThemeImage.system), ("asset:", ThemeImage.asset)] where s.hasPrefix(prefix) {
                guard s.count > prefix.count else {
                    error(node, path, "\"\(s)\" names no image")
                    return nil
                }
                return make(String(s.dropFirst(prefix.count)))
            }
            guard s.hasPrefix("data:") else {
                let hint = s.contains(":base64:") ? ": a data URI is written data:<type>;base64,<data>" : ""
                error(node, path, "not an image: expected data:<type>;base64,…, system:name or asset:name\(hint)")
                return nil
            }
            guard let uri = dataURI(s, node, path, "the image") else { return nil }
            switch ThemeImageData.check(mime: uri.mime, bytes: uri.bytes) {
            case .ok: break
            case .warning(let m): warning(node, path, m)
            case .error(let m): error(node, path, m); return nil
            }
            return .data(mime: uri.mime, bytes: uri.bytes)
        }
    }
}

extension Theme {
    /// The image `name`, aliases followed.
    public func image(_ name: String) -> ThemeImage? { imageTokens.value(named: name) }
}
