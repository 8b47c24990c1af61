/// How far loading a remote document has come, reported from the loading threads: first the
/// document file, then its media files. `fraction` runs from 0 to 1 over both (the document is
/// the first tenth).
public struct RemoteLoadProgress: Equatable, Sendable {
    public enum Phase: Equatable, Sendable {
        case document
        case assets
    }

    public var phase: Phase
    /// Media files finished (downloaded, confirmed or failed) and to fetch (0 in the document phase).
    public var filesDone: Int
    public var filesTotal: Int
    /// Bytes received in this phase so far (confirmed cached files count nothing).
    public var bytesReceived: Int64
    public var fraction: Double

    /// The share of `fraction` the document file takes.
    static let documentShare = 0.1
}
