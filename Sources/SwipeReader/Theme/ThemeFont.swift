import SwipeDocument

/// A font as a theme names it: by PostScript name (what SnappTheming renders with; the entry's key
/// is only the alias name), with the font file's bytes when the theme embeds it. Without data it is
/// a system font, found by that name.
public struct ThemeFont: Hashable, Sendable {
    public var postScriptName: String
    /// The decoded bytes of the `source` data URI.
    public var data: [UInt8]?
    /// The data URI's media type ("font/ttf", "font/otf").
    public var mime: String?

    public init(postScriptName: String, data: [UInt8]? = nil, mime: String? = nil) {
        self.postScriptName = postScriptName
        self.data = data
        self.mime = mime
    }
}

extension ThemeReader {
    /// The media types a font's data URI is expected to have.
    static let fontTypes: Set<String> = [
        "font/ttf", "font/otf", "font/sfnt", "font/collection", "font/woff", "font/woff2",
        "application/font-sfnt", "application/x-font-ttf", "application/x-font-otf", "application/x-font-truetype",
        "application/x-font-opentype", "application/vnd.ms-opentype", "application/font-woff",
    ]

    /// A font slot: `$fonts/name` or `{"postScriptName", "source"?}`.
    func font(_ node: JSONNode, _ path: JSONPath) -> ThemeToken<ThemeFont>? {
        token(node, path, .fonts) { node, path in
            fields(node, path, "a font") { f in
                let name = f.required("postScriptName") { node, path -> String? in
                    guard let s = node.string, !s.isEmpty else {
                        error(node, path, "\"postScriptName\" should be a font's PostScript name, not \(node.string == nil ? node.kindDescription : "an empty string")")
                        return nil
                    }
                    return s
                }
                let source = f.optional("source", fontSource)
                guard let name else { return nil }
                return ThemeFont(postScriptName: name, data: source?.bytes, mime: source?.mime)
            }
        }
    }

    /// A font's `source`: a base64 data URI of a whole font file.
    private func fontSource(_ node: JSONNode, _ path: JSONPath) -> ThemeDataURI? {
        guard let s = node.string else {
            error(node, path, "\"source\" should be a data URI string (data:font/ttf;base64,…), not \(node.kindDescription)")
            return nil
        }
        guard let uri = dataURI(s, node, path, "the font's source") else { return nil }
        if let problem = ThemeFontFile.problem(uri.bytes) {
            error(node, path, problem)
            return nil
        }
        if !Self.fontTypes.contains(uri.mime) {
            warning(node, path, "\"\(uri.mime)\" is not a font type (font/ttf, font/otf…); the data is read as a font")
        }
        return uri
    }
}

extension Theme {
    /// The font `name`, aliases followed.
    public func font(_ name: String) -> ThemeFont? { fontTokens.value(named: name) }

    func font(_ token: ThemeToken<ThemeFont>) -> ThemeFont? { fontTokens.resolve(token) }
}
