import SwipeDocument

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
