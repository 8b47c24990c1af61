/// Why a transfer produced no response, as a message a reader understands
/// ("cannot reach example.org: connection refused", "timed out after 10 s").
public struct HTTPError: Error, Equatable, Sendable, CustomStringConvertible {
    public enum Kind: Equatable, Sendable {
        /// The server could not be found, reached or heard from: a cached copy may stand in.
        case network
        /// The server answered, but not with the file (a status other than 200 or 304).
        case status(Int)
        case cancelled
        /// Anything else (libcurl missing, a local disk error, a refused redirect).
        case other
    }

    public var kind: Kind
    public var message: String

    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }

    public var description: String { message }
}
