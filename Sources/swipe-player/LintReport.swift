import Foundation
import SwipeDocument

/// What `lint` found in all its files: the summary line it ends with, or with `--json` the one
/// object it prints (every message's file, line, column, JSON path, severity and text, and the counts).
struct LintReport: Encodable {
    /// One message, its place in fields of their own.
    struct Message: Encodable {
        var file: String
        var line: Int?
        var column: Int?
        /// `pages[0].elements[2]`; nil when the message is about no value in particular.
        var path: String?
        var severity: String
        var message: String

        init(_ d: Diagnostic) {
            file = d.file
            line = d.position?.line
            column = d.position?.column
            path = d.path.flatMap { $0.components.isEmpty ? nil : $0.description }
            severity = d.severity.rawValue
            message = d.message
        }
    }

    var documents: Int
    var errors = 0
    var warnings = 0
    var unreadable = 0
    var messages: [Message] = []

    /// `3 documents checked: 0 errors, 2 warnings[, 1 unreadable]`
    var summary: String {
        func plural(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
        var out = "\(plural(documents, "document")) checked: \(plural(errors, "error")), \(plural(warnings, "warning"))"
        if unreadable > 0 { out += ", \(unreadable) unreadable" }
        return out
    }

    var json: Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        return (try? encoder.encode(self)) ?? Data()
    }
}
