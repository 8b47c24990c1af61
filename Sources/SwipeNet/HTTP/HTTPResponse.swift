import Foundation

/// What a server answered to a GET, after redirects.
public struct HTTPResponse: Sendable {
    public var status: Int
    /// The reason phrase of the status line ("Not Found"); empty over HTTP/2.
    public var reason: String
    /// The final response's headers, keyed by lower-case name.
    public var headers: [String: String]
    /// The body, when it was asked for in memory (empty when it was written to a file).
    public var body: Data

    /// "HTTP 404 Not Found", for messages.
    public var statusLine: String { reason.isEmpty ? "HTTP \(status)" : "HTTP \(status) \(reason)" }
}
