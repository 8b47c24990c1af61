import Foundation
import SwipeDocument

/// What the tests of SwipeDocument and SwipeReader share: documents and stories read from strings.

/// Loads a document from a string, as if it were a file named `test.swipe` in `base`.
public func load(_ json: String, base: URL? = nil) -> LoadResult {
    DocumentLoader.load(bytes: Array(json.utf8), name: "test.swipe", baseURL: base ?? URL(fileURLWithPath: "/nonexistent/test.swipe"))
}

/// Loads a Swipe document and returns it, or nil when it could not be read.
public func document(_ json: String) -> Document? { load(json).document }

extension LoadResult {
    /// The messages, without file names, for compact assertions.
    public var messages: [String] { diagnostics.map { "\($0.position.map { "\($0.line):\($0.column)" } ?? "-") \($0.severity.rawValue): \($0.message) [\($0.path?.description ?? "")]" } }
    public var warnings: [Diagnostic] { diagnostics.filter { $0.severity == .warning } }
    public var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }
}
