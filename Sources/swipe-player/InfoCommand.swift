import ArgumentParser
import SwipeDocument
import SwipeNet

/// `swipe-player info`: a summary of a document and the media it uses.
struct InfoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "info",
        _superCommandName: SwipePlayerCommand.name,
        abstract: "Show a document's title, type, dimension, paging, pages, languages, templates and media."
    )

    @Argument(help: "A Swipe document or document list (a path, or an http or https URL), or a Boken story (a StoryDescription.json, its folder, or its http(s) URL).")
    var document: String

    func run() throws {
        let fetched: RemoteLoadOutcome?
        switch try StoryArgument.readOrExit(document) {
        case .story(let story):
            print(StorySummary(story).text, terminator: "")
            if story.errorCount > 0 { throw ExitCode(1) }
            return
        case .other(let outcome): fetched = outcome
        }
        let result: LoadResult
        do {
            result = try SwipeDocumentOpener.fetch(document, fetched: fetched)
        } catch {
            printError("\(error)")
            throw ExitCode(2)
        }
        print(DocumentSummary(result).text, terminator: "")
        if result.errorCount > 0 { throw ExitCode(1) }
    }
}
