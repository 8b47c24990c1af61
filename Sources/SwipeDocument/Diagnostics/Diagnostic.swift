/// One message about a document: how serious, where (file, line, column, JSON path) and what.
/// Formatted the way compilers print, so editors can jump to it.
public struct Diagnostic: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// How serious a problem is. An error means the document (or a part of it) cannot be shown as
    /// written; a warning means the player used a default and went on.
    public enum Severity: String, Sendable, Comparable {
        case note, warning, error

        public static func < (a: Severity, b: Severity) -> Bool { a.rank < b.rank }
        private var rank: Int { self == .note ? 0 : self == .warning ? 1 : 2 }
    }

    public var severity: Severity
    public var file: String
    public var position: SourcePosition?
    public var path: JSONPath?
    public var message: String

    public init(_ severity: Severity, file: String, position: SourcePosition?, path: JSONPath?, message: String) {
        self.severity = severity
        self.file = file
        self.position = position
        self.path = path
        self.message = message
    }

    /// `file:line:col: severity: message [json.path]`
    public var description: String {
        var out = file
        if let p = position { out += ":\(p.line):\(p.column)" }
        out += ": \(severity.rawValue): \(message)"
        if let path, !path.components.isEmpty { out += " [\(path)]" }
        return out
    }
}
