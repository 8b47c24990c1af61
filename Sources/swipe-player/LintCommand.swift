import ArgumentParser
import Foundation
import SwipeDocument
import SwipeReader
import SwipePlayer

/// `swipe-player lint`: checks documents and prints compiler-style messages.
struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Check documents, theme files and keys files and report every problem with file, line, column and JSON path.",
        discussion: "Exit status: 0 when no document has errors, 1 when any has errors, 2 when a file cannot be read."
    )

    @Argument(help: "Swipe documents, document lists, theme JSON files or Boken stories (a StoryDescription.json, its folder, or its URL) (recognised by their content), or keys files (named *.conf) to check: paths, or http or https URLs.")
    var documents: [String]

    @Flag(name: .long, help: "Print errors only.")
    var quiet = false

    func run() throws {
        var errors = 0
        var warnings = 0
        var unreadable = 0
        for path in documents {
            do {
                let diagnostics = try Self.keys(at: path) ?? Self.theme(at: path) ?? Self.storyOrDocument(at: path)
                for d in diagnostics where !quiet || d.severity == .error { print(d) }
                errors += diagnostics.filter { $0.severity == .error }.count
                warnings += diagnostics.filter { $0.severity == .warning }.count
            } catch {
                printError("\(error)")
                unreadable += 1
            }
        }
        let files = documents.count == 1 ? "1 document" : "\(documents.count) documents"
        var summary = "\(files) checked: \(plural(errors, "error")), \(plural(warnings, "warning"))"
        if unreadable > 0 { summary += ", \(unreadable) unreadable" }
        print(summary)
        if unreadable > 0 { throw ExitCode(2) }
        if errors > 0 { throw ExitCode(1) }
    }
}

extension LintCommand {
    /// What reading a keys file (a local file named `*.conf`) found, read as the player reads
    /// keys.conf; nil for other files.
    static func keys(at path: String) throws -> [Diagnostic]? {
        let file = DocumentArgument.normalized(path)
        guard file.hasSuffix(".conf"), !file.contains("://") else { return nil }
        guard let data = FileManager.default.contents(atPath: file) else { throw KeysConfig.ReadError(description: "\(path): cannot read the file") }
        return KeysFile(text: String(decoding: data, as: UTF8.self), file: path).diagnostics
    }

    /// What reading a local theme file found, read as the player reads it, over the default theme
    /// (a theme is told from a document by its content);
    /// nil when `path` is not a local theme file.
    static func theme(at path: String) -> [Diagnostic]? {
        let file = DocumentArgument.normalized(path)
        guard let data = FileManager.default.contents(atPath: file), Theme.isTheme(bytes: [UInt8](data)) else { return nil }
        return Theme.read(bytes: [UInt8](data), name: path, options: ThemeReadOptions(base: DefaultTheme.theme)).diagnostics
    }
}

extension LintCommand {
    /// What reading a Boken story (a file, a folder holding `StoryDescription.json`, or an http(s)
    /// URL) found, or else a Swipe document or list.
    static func storyOrDocument(at path: String) throws -> [Diagnostic] {
        switch try StoryArgument.read(path) {
        case .story(let result): return result.diagnostics
        case .other(let fetched): return try SwipeDocumentOpener.fetch(path, fetched: fetched).diagnostics
        }
    }
}

func plural(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
