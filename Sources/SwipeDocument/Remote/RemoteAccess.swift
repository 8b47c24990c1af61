import Foundation

/// What a document read from the network may refer to: files on the web (http, https), its own
/// origin's included (relative names resolve against the document's URL, so they are on its
/// origin), but never a file of the reader's machine (`file:///etc/passwd`) nor another scheme:
/// a document from anywhere must not make the player read, show or send local files.
public enum RemoteAccess {
    /// Whether `url` is on the web (http or https).
    public static func isRemote(_ url: URL) -> Bool {
        ["http", "https"].contains(url.scheme?.lowercased() ?? "")
    }

    /// Why a document at `document` may not use `reference`, or nil when it may. A local document
    /// may use anything; a remote one only web URLs.
    public static func refusal(of reference: URL, from document: URL?) -> String? {
        guard let document, isRemote(document), !isRemote(reference) else { return nil }
        if reference.isFileURL { return "a remote document may not use local files; \(reference.absoluteString) is refused" }
        return "a remote document may use only http and https URLs; \(reference.absoluteString) is refused"
    }
}
