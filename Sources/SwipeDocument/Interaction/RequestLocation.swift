import Foundation

/// Where a `get` or `post` goes (behaviour reference 3.4, 3.5) under this player's rules: the URL
/// the document wrote, resolved against the document's own (the original engine failed on relative
/// URLs), asked on the web, read from disk (a local document's `get` of a file, as the original
/// engine did), or refused for the reason a document's media would be (`RemoteAccess`).
public enum RequestLocation: Equatable, Sendable {
    /// An http or https URL, asked through the HTTP client.
    case web(URL)
    /// A file of the reader's machine, read off the window's thread.
    case file(URL)
    /// Not asked: the URL and why.
    case refused(URL, String)

    /// Where `text` leads for a request of `method` made by the document at `document`; nil when
    /// it is no URL at all (or a relative one without a document to resolve it against).
    public static func resolve(_ text: String, method: RequestAction.Method, document: URL?) -> RequestLocation? {
        guard let url = absolute(text, document: document) else { return nil }
        if let refusal = RemoteAccess.refusal(of: url, from: document) { return .refused(url, refusal) }
        if RemoteAccess.isRemote(url) { return .web(url) }
        if url.isFileURL, method == .get { return .file(url) }
        let allowed = method == .get ? "http, https and file URLs" : "http and https URLs"
        return .refused(url, "a \(method.rawValue) may use only \(allowed); \(url.absoluteString) is refused")
    }

    /// `text` as an absolute URL: as written when it names its scheme, else resolved against
    /// `document`.
    public static func absolute(_ text: String, document: URL?) -> URL? {
        guard !text.isEmpty else { return nil }
        if isRelative(text) {
            guard let document, let url = URL(string: text, relativeTo: document)?.absoluteURL else { return nil }
            return url
        }
        return URL(string: text)
    }

    /// Whether `text` names no scheme, so that it needs the document's URL (lint notes it).
    public static func isRelative(_ text: String) -> Bool {
        guard !text.isEmpty else { return false }
        guard let url = URL(string: text) else { return !text.contains(":") }
        return url.scheme == nil
    }

    /// The URL asked for (or refused).
    public var url: URL {
        switch self {
        case .web(let u), .file(let u), .refused(let u, _): return u
        }
    }
}
