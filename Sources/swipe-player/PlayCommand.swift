import ArgumentParser
import SwipeCore

/// `swipe-player [DOCUMENT]`: opens a document (the bundled demo when none is given). Until the
/// window lands (compositor issue) it prints the document's summary.
struct PlayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "play",
        abstract: "Play a document (the default command)."
    )

    @Argument(help: "A Swipe document or document list; the bundled demo when omitted.")
    var document: String?

    func run() throws {
        guard let path = document ?? BundledAssets.demoDocument else {
            printError("swipe-player: the bundled demo document was not found; give a document to open")
            throw ExitCode(2)
        }
        let result: LoadResult
        do {
            result = try DocumentLoader.load(path: path)
        } catch {
            printError("\(error)")
            throw ExitCode(2)
        }
        for d in result.diagnostics where d.severity == .error { printError("\(d)") }
        print(DocumentSummary(result).text, terminator: "")
        printError("swipe-player: the playback window is not built yet; this is the document's summary")
        if result.content == nil { throw ExitCode(1) }
    }
}
