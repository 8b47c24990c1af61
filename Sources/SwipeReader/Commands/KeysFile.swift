import SwipeDocument

/// A keys file (`$XDG_CONFIG_HOME/swipe-player/keys.conf`, or `--keys FILE`) read leniently: one
/// binding a line, `KEY COMMAND [ARGUMENT]` as mpv's input.conf writes them (`x page next`,
/// `q ignore`), an optional `{scope}` first (`{presenting} b blank black`), `#` starting a
/// comment. A line that cannot be read is reported with its line and column and left out; the
/// others still apply.
public struct KeysFile: Equatable, Sendable {
    /// One binding read.
    public struct Line: Equatable, Sendable {
        public var binding: KeyBindings.Binding
        /// `ignore` without a scope turns the key off everywhere.
        public var everywhere: Bool
        public var line: Int
    }

    public private(set) var lines: [Line] = []
    /// The problems found, each naming the file, line and column.
    public private(set) var diagnostics: [Diagnostic] = []

    /// Reads `text`, naming `file` in what it reports.
    public init(text: String, file: String) {
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            read(Array(raw), number: index + 1, file: file)
        }
    }

    private mutating func read(_ chars: [Character], number: Int, file: String) {
        // Words with their 1-based columns, up to a comment: a `#` starting a word (the first word
        // may be the # key itself only as "SHARP", as in mpv).
        var words: [(text: String, column: Int)] = []
        var i = 0
        while i < chars.count {
            if chars[i] == " " || chars[i] == "\t" || chars[i] == "\r" { i += 1; continue }
            if chars[i] == "#" { break }
            let start = i
            while i < chars.count, chars[i] != " ", chars[i] != "\t", chars[i] != "\r" { i += 1 }
            words.append((String(chars[start..<i]), start + 1))
        }
        guard !words.isEmpty else { return }
        func report(_ column: Int, _ message: String) {
            diagnostics.append(Diagnostic(.error, file: file, position: SourcePosition(line: number, column: column), path: nil, message: message))
        }
        var scope: KeyBindings.Scope?
        if let first = words.first, first.text.hasPrefix("{"), first.text.hasSuffix("}") {
            let name = String(first.text.dropFirst().dropLast())
            guard let s = KeyBindings.Scope(rawValue: name.lowercased()) else {
                return report(first.column, "unknown scope {\(name)} (scopes: \(KeyBindings.Scope.allCases.map { "{\($0.rawValue)}" }.joined(separator: ", ")))")
            }
            scope = s
            words.removeFirst()
        }
        guard let keyWord = words.first else { return report(chars.count + 1, "a scope with no key and command after it") }
        let key: KeyChord
        do { key = try KeyChord.binding(keyWord.text) } catch { return report(keyWord.column, error.description) }
        guard words.count > 1 else { return report(keyWord.column + keyWord.text.count + 1, "\(keyWord.text) is bound to no command (write `\(keyWord.text) COMMAND`, or `\(keyWord.text) ignore` to turn it off)") }
        let commandText = words.dropFirst().map(\.text).joined(separator: " ")
        guard let command = Command(commandText) else {
            return report(words[1].column, "unknown command \"\(commandText)\"\(Self.suggestion(for: commandText)) (`swipe-player keys` lists the commands)")
        }
        lines.append(Line(binding: KeyBindings.Binding(key, command, scope: scope), everywhere: command == .ignore && scope == nil, line: number))
    }

    /// ": did you mean …" for the commands that start with the same word.
    private static func suggestion(for text: String) -> String {
        guard let head = text.lowercased().split(separator: " ").first else { return "" }
        let near = Command.all.map(\.description).filter { $0.split(separator: " ").first == head }
        return near.isEmpty ? "" : "; did you mean \(near.map { "\"\($0)\"" }.joined(separator: ", "))"
    }
}
