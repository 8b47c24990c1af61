import SwipeCore

/// The end of loading a remote document.
public enum RemoteLoadOutcome: Sendable {
    /// The document (or list) as loaded, its media pointing at their cached copies; `warnings` are
    /// what the network changed (an older copy standing in for an unreachable server). Media that
    /// could not be downloaded are missing files among the result's diagnostics.
    case loaded(LoadResult, warnings: [String])
    /// The document itself could not be fetched: "cannot open http://127.0.0.1:9/doc.swipe: connection refused".
    case failed(String)
    case cancelled
}
