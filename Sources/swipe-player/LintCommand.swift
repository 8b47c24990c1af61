import ArgumentParser
import Foundation
import SwipeDocument
import SwipeReader
import SwipePlayer
import SwipeRender

/// `swipe-player lint`: checks documents and prints compiler-style messages.
struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        _superCommandName: SwipePlayerCommand.name,
        abstract: "Check documents, theme files and keys files and report every problem with file, line, column and JSON path.",
        discussion: "Exit status: 0 when no document has errors (warnings, the accessibility check's too, do not count), 1 when any has errors, 2 when a file cannot be read."
    )

    @Argument(help: "Swipe documents, document lists, theme JSON files or Boken stories (a StoryDescription.json, its folder, or its URL) (recognised by their content), or keys files (named *.conf) to check: paths, or http or https URLs.")
    var documents: [String]

    @Flag(name: .long, help: "Print errors only.")
    var quiet = false

    @Flag(name: .long, help: "Check a local Swipe document's accessibility too: tappable elements and fields with no name, pictures with no label on pages with no text, text under WCAG's contrast with what is drawn behind it (4.5:1, 3:1 from 24 px), touch targets under 24×24 px, content only a timer changes, videos and page sounds with no captions (warnings).")
    var accessibility = false

    @Flag(name: .long, help: "Print the messages and counts as one JSON object: each message's file, line, column, JSON path, severity and text.")
    var json = false

    func run() throws {
        var report = LintReport(documents: documents.count)
        for path in documents {
            do {
                let diagnostics = try Self.keys(at: path) ?? Self.theme(at: path) ?? Self.storyOrDocument(at: path, accessibility: accessibility)
                let shown = diagnostics.filter { !quiet || $0.severity == .error }
                if json { report.messages += shown.map(LintReport.Message.init) } else { shown.forEach { print($0) } }
                report.errors += diagnostics.filter { $0.severity == .error }.count
                report.warnings += diagnostics.filter { $0.severity == .warning }.count
            } catch {
                printError("\(error)")
                report.unreadable += 1
            }
        }
        print(json ? String(decoding: report.json, as: UTF8.self) : report.summary)
        if report.unreadable > 0 { throw ExitCode(2) }
        if report.errors > 0 { throw ExitCode(1) }
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
    /// URL) found, or else a Swipe document or list, then with `accessibility` what
    /// `AccessibilityCheck` finds in a document.
    static func storyOrDocument(at path: String, accessibility: Bool) throws -> [Diagnostic] {
        switch try StoryArgument.read(path) {
        case .story(let result): return result.diagnostics
        case .other(let fetched):
            let result = try SwipeDocumentOpener.fetch(path, fetched: fetched)
            return result.diagnostics + (accessibility ? Self.accessibility(of: result, at: path) : [])
        }
    }

    /// What `AccessibilityCheck` finds in a local document, laid out at its own size (without one,
    /// `render`'s screen) in its first language; a note for a document on the web, not checked.
    static func accessibility(of result: LoadResult, at path: String) -> [Diagnostic] {
        guard let document = result.document else { return [] }
        let file = DocumentArgument.normalized(path)
        guard !file.contains("://"), let bytes = FileManager.default.contents(atPath: file) else {
            return [Diagnostic(.note, file: result.file, position: nil, path: nil, message: "the accessibility check reads local files only; this document was not checked")]
        }
        let size = document.resolvedDimension(screen: OutputSize.defaultScreen), language = document.languages.first?.id ?? "*"
        let settings = RenderSettings(documentSize: size, language: language, markdown: document.markdown, media: ImageLibrary())
        // Drawing problems (a missing picture) are the loader's to report; the contrast rule only looks.
        let drawing = PageSnapshots(document: document, size: size, language: language, report: { _ in })
        return AccessibilityCheck(document: document, source: [UInt8](bytes), file: result.file, settings: settings,
                                  folderContents: { (try? FileManager.default.contentsOfDirectory(atPath: $0.path)) ?? [] }, drawing: drawing).diagnostics()
    }
}
