import ArgumentParser
import SwipeCore

/// `swipe-player lint`: checks documents and prints compiler-style messages.
struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Check documents and report every problem with file, line, column and JSON path.",
        discussion: "Exit status: 0 when no document has errors, 1 when any has errors, 2 when a file cannot be read."
    )

    @Argument(help: "Swipe documents or document lists to check (paths, or http or https URLs).")
    var documents: [String]

    @Flag(name: .long, help: "Print errors only.")
    var quiet = false

    func run() throws {
        var errors = 0
        var warnings = 0
        var unreadable = 0
        for path in documents {
            do {
                let result = try SwipeDocumentOpener.fetch(path)
                for d in result.diagnostics where !quiet || d.severity == .error { print(d) }
                errors += result.errorCount
                warnings += result.warningCount
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

func plural(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
