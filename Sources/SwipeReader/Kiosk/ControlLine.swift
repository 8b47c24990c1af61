import SwipeDocument

/// One line of `--control`'s command feed, free of SDL: an operator's or a script's way to drive a
/// player that has no keyboard of its own (a kiosk over SSH, a test under a compositor that offers
/// no virtual keyboard). `key NAME` presses a key by its name (`KeyName`, or SDL's), as if typed at the window; blank
/// lines and `#` comments are skipped.
public enum ControlLine: Equatable, Sendable {
    /// Press and release the key named `name` ("Right", "Home", "space", "a").
    case key(String)

    /// Why a line was not understood, worded for the operator.
    public struct Problem: Error, Equatable, CustomStringConvertible {
        public var description: String

        public init(description: String) { self.description = description }
    }

    /// The command on a line as the feed gives it, read as a C string (up to its first NUL), its
    /// line break left out before it becomes text: a "\r\n" would otherwise be one character, and
    /// a line ended the Windows way would name the key "Right\r\n".
    public static func parse(bytes: some Sequence<UInt8>) throws(Problem) -> ControlLine? {
        var line = Array(bytes.prefix { $0 != 0 })
        while line.last == UInt8(ascii: "\n") { line.removeLast() }
        return try parse(String(decoding: line, as: UTF8.self)[...])
    }

    /// The command on `line`, nil for a blank line or a comment.
    public static func parse(_ line: Substring) throws(Problem) -> ControlLine? {
        let words = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first?
            .split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" }) ?? []
        guard let verb = words.first else { return nil }
        switch verb.lowercased() {
        case "key":
            guard words.count == 2 else { throw Problem(description: "'key' takes one key name, as in 'key Right'") }
            return .key(String(words[1]))
        default:
            throw Problem(description: "unknown command '\(verb)' (known: key)")
        }
    }
}
