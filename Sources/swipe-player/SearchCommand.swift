import ArgumentParser
import Foundation
import SwipeDocument
import SwipeReader

/// `swipe-player search`: where a word or phrase is in a document's texts, as locators.
struct SearchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "search",
        _superCommandName: SwipePlayerCommand.name,
        abstract: "Find text in a document's pages (case and accents ignored), in one language, or in a Boken story's scenes.",
        discussion: "Exits 0 when something was found, 1 when nothing was, 2 when the document cannot be read."
    )

    @Argument(help: "A Swipe document (a path, or an http or https URL), or a Boken story (a StoryDescription.json, its folder, or its http(s) URL).")
    var document: String

    @Argument(help: "The words to find.")
    var query: String

    @Option(help: "Language id to search in (default: from the environment's locale).")
    var lang: String?

    @Flag(help: "Print the matches as JSON: the query, the language and each match's locator (Readium's shape, with its quoted text).")
    var json = false

    func run() throws {
        if case .story(let result) = try StoryArgument.readOrExit(document) {
            guard let story = result.story else {
                result.diagnostics.filter { $0.severity == .error }.forEach { printError($0.description) }
                throw ExitCode(2)
            }
            if lang != nil { printError("\(document): note: a Boken story has one language; --lang is ignored") }
            return try report(StorySearch(story: story).matches(query, href: document), language: nil)
        }
        let doc = try SwipeDocumentOpener.open(document, listMessage: "this is a document list; search one of its documents")
        let language = SwipeDocumentOpener.language(for: doc, chosen: lang)
        try report(TextSearch(document: doc, language: language).matches(query, href: document), language: language)
    }

    /// Prints the matches (`language`: the one searched; nil for a story); exits 1 without any.
    private func report(_ matches: [TextSearch.Match], language: String?) throws {
        if json {
            print(String(decoding: SearchReport(query: query, language: language, matches: matches.map(\.locator)).json, as: UTF8.self))
        } else {
            for m in matches { print(Self.line(m, story: language == nil)) }
            print("\(matches.count) \(matches.count == 1 ? "match" : "matches") for \"\(query)\"" + (language.map { " (language \($0))" } ?? ""))
        }
        if matches.isEmpty { throw ExitCode(1) }
    }

    /// `page 3, element intro/title, characters 10-15: …before[match]after…`; of a `story`,
    /// `scene 2 "shore", element @2, …` (the scene's `sceneId` when it has one).
    static func line(_ m: TextSearch.Match, story: Bool) -> String {
        let quote = m.locator.text ?? TextQuote(highlight: "")
        func flat(_ s: String) -> String { s.replacingOccurrences(of: "\n", with: " ") }
        let page = story ? "scene \(m.locator.page + 1)" + (m.locator.scene.map { " \"\($0)\"" } ?? "") : "page \(m.locator.page + 1)"
        let place = "\(page), element \(m.locator.element.map(\.description) ?? "?"), characters \(m.characters.lowerBound)-\(m.characters.upperBound)"
        return "\(place): …\(flat(quote.before))[\(flat(quote.highlight))]\(flat(quote.after))…"
    }
}

/// What `search --json` prints.
private struct SearchReport: Encodable {
    var query: String
    /// Nil (left out) for a story.
    var language: String?
    var matches: [Locator]

    var json: Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        return (try? encoder.encode(self)) ?? Data()
    }
}
