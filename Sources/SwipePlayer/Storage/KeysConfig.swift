import Foundation
import SwipeDocument
import SwipeReader

/// The key bindings a run uses: the player's defaults, then the reader's
/// `$XDG_CONFIG_HOME/swipe-player/keys.conf` (when there is one), then `--keys FILE` for this run.
/// A line that cannot be read is reported with its file, line and column and left out; the rest
/// apply.
public enum KeysConfig {
    /// Where the reader's keys file is: `$XDG_CONFIG_HOME/swipe-player/keys.conf`, or `~/.config/…`.
    public static func readerFile(environment: [String: String]) -> URL {
        DocumentFile.directory("XDG_CONFIG_HOME", fallback: ".config", folder: "keys.conf", environment: environment)
    }

    /// Why the bindings could not be made: a keys file named for this run cannot be read.
    public struct ReadError: Error, CustomStringConvertible {
        public var description: String
        public init(description: String) { self.description = description }
    }

    /// The bindings with the reader's file and `extra` (`--keys`) applied; `report` hears each problem.
    public static func bindings(extra: String?, environment: [String: String], report: (String) -> Void) throws -> KeyBindings {
        var keys = KeyBindings.defaults
        let reader = readerFile(environment: environment)
        if let text = try? String(contentsOf: reader, encoding: .utf8) { apply(KeysFile(text: text, file: reader.path), to: &keys, report: report) }
        if let extra {
            guard let data = FileManager.default.contents(atPath: extra) else { throw ReadError(description: "--keys: cannot read \(extra)") }
            apply(KeysFile(text: String(decoding: data, as: UTF8.self), file: extra), to: &keys, report: report)
        }
        return keys
    }

    private static func apply(_ file: KeysFile, to keys: inout KeyBindings, report: (String) -> Void) {
        for d in file.diagnostics { report(d.description) }
        keys.apply(file)
    }
}
