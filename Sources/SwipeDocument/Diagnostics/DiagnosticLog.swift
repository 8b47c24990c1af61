/// Collects the diagnostics of one document load. A value written once is reported once, even when
/// templates copy it into many pages: messages are deduplicated by position and text.
public final class DiagnosticLog {
    public let file: String
    public let sourceMap: SourceMap?
    public private(set) var diagnostics: [Diagnostic] = []
    private var seen = Set<String>()

    public init(file: String, sourceMap: SourceMap?) {
        self.file = file
        self.sourceMap = sourceMap
    }

    /// Reports a problem at a byte offset of the source (nil when it has no single place).
    public func report(_ severity: Diagnostic.Severity, at offset: Int?, path: JSONPath?, _ message: String) {
        let key = "\(offset ?? -1)|\(message)"
        guard seen.insert(key).inserted else { return }
        let position = offset.flatMap { sourceMap?.position(of: $0) }
        diagnostics.append(Diagnostic(severity, file: file, position: position, path: path, message: message))
    }

    public func warning(at offset: Int?, path: JSONPath?, _ message: String) { report(.warning, at: offset, path: path, message) }
    public func error(at offset: Int?, path: JSONPath?, _ message: String) { report(.error, at: offset, path: path, message) }
    public func note(at offset: Int?, path: JSONPath?, _ message: String) { report(.note, at: offset, path: path, message) }

    public var errorCount: Int { diagnostics.filter { $0.severity == .error }.count }
    public var warningCount: Int { diagnostics.filter { $0.severity == .warning }.count }

    /// The diagnostics in source order (those without a position last).
    public var sorted: [Diagnostic] {
        diagnostics.enumerated().sorted { a, b in
            switch (a.element.position, b.element.position) {
            case let (pa?, pb?): return pa == pb ? a.offset < b.offset : pa < pb
            case (nil, nil): return a.offset < b.offset
            case (nil, _): return false
            case (_, nil): return true
            }
        }.map(\.element)
    }
}
