import SwipeDocument

/// The end of loading a remote document.
public enum RemoteLoadOutcome: Sendable {
    /// The document (or list) as loaded, its media pointing at their cached copies; `warnings` are
    /// what the network changed, as `url: warning: message` lines (an older copy standing in for an
    /// unreachable server). Media that could not be downloaded are missing files among the result's
    /// diagnostics.
    case loaded(LoadResult, warnings: [String])
    /// The document itself could not be fetched.
    case failed(RemoteLoadFailure)
    case cancelled
}

/// Why a remote document could not be opened: "cannot open http://127.0.0.1:9/doc.swipe: cannot
/// reach 127.0.0.1: connection refused", "…: timed out after 10 s", "…: HTTP 404 Not Found".
public struct RemoteLoadFailure: Error, Equatable, Sendable, CustomStringConvertible {
    public var url: String
    public var reason: String
    public var description: String { "cannot open \(url): \(reason)" }

    public init(url: String, reason: String) {
        self.url = url
        self.reason = reason
    }
}
