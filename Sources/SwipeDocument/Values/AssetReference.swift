import Foundation

/// A media file named by a document (`img`, `audio`, `bgm`, `video`, ...), resolved against the
/// document's own URL the way a browser resolves links (RFC 3986).
public struct AssetReference: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// What the author wrote.
    public var text: String
    /// The resolved absolute URL (nil when `text` cannot be a URL).
    public var url: URL?

    public init(_ text: String, relativeTo base: URL?) {
        self.text = text
        self.url = Self.resolve(text, against: base)
    }

    public var isRemote: Bool { url.map { $0.scheme == "http" || $0.scheme == "https" } ?? false }
    public var isLocalFile: Bool { url?.isFileURL ?? false }

    public var description: String {
        guard let url else { return text }
        return url.isFileURL ? url.path : url.absoluteString
    }

    static func resolve(_ text: String, against base: URL?) -> URL? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return nil }
        if let colon = trimmed.firstIndex(of: ":"), trimmed[..<colon].allSatisfy({ $0.isLetter }), trimmed.distance(from: trimmed.startIndex, to: colon) > 1 {
            return URL(string: trimmed) ?? encoded(trimmed).flatMap { URL(string: $0) }
        }
        if trimmed.hasPrefix("/") && (base == nil || base!.isFileURL) {
            return URL(fileURLWithPath: trimmed).standardizedFileURL
        }
        guard let base else { return URL(fileURLWithPath: trimmed).standardizedFileURL }
        guard let relative = encoded(trimmed), let url = URL(string: relative, relativeTo: base)?.absoluteURL else { return nil }
        return url.isFileURL ? url.standardizedFileURL : url.standardized
    }

    private static func encoded(_ s: String) -> String? {
        var allowed = CharacterSet.urlPathAllowed
        allowed.insert(charactersIn: "?#%&=")
        return s.addingPercentEncoding(withAllowedCharacters: allowed)
    }
}
