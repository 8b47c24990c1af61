import ArgumentParser
import Foundation
import SwipeDocument
import SwipeReader
import SwipePlayer

/// `swipe-player annotations`: a document's bookmarks and highlights, as kept for the reader, as
/// lines or as a W3C Web Annotation collection.
struct AnnotationsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "annotations",
        _superCommandName: SwipePlayerCommand.name,
        abstract: "List a document's bookmarks and highlights (with their notes), or export them as W3C Web Annotations.",
        discussion: "They are read from $XDG_DATA_HOME/swipe-player/annotations/ (by default ~/.local/share), where the window keeps them."
    )

    @Argument(help: "A Swipe document (a path or URL, as it was opened).")
    var document: String

    @Flag(help: "Print a W3C Web Annotation collection (JSON-LD) instead of lines.")
    var json = false

    func run() throws {
        let path = DocumentArgument.normalized(document)
        let store = AnnotationStore(documentPath: path, directory: AnnotationStore.directory(environment: ProcessInfo.processInfo.environment),
                                    warn: { printError("swipe-player: \($0)") })
        let (bookmarks, highlights) = store.load()
        if json {
            print(String(decoding: WebAnnotations.collection(href: path, bookmarks: bookmarks, highlights: highlights), as: UTF8.self))
            return
        }
        for b in bookmarks.items { print("page \(b.locator.page + 1): bookmark") }
        for h in highlights.items {
            let quote = h.locator.text.map { " \"\($0.highlight.replacingOccurrences(of: "\n", with: " "))\"" } ?? ""
            print("page \(h.locator.page + 1): \(h.colour.rawValue) highlight\(quote)" + (h.note.map { " — \($0)" } ?? ""))
        }
        print("\(bookmarks.items.count) \(bookmarks.items.count == 1 ? "bookmark" : "bookmarks"), \(highlights.items.count) \(highlights.items.count == 1 ? "highlight" : "highlights")")
    }
}
