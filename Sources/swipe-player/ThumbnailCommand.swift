import ArgumentParser

/// `swipe-player thumbnail`: a document's first page (a list's top, a story's first scene) fitted
/// within N×N pixels into a PNG, from local files only, as a desktop's thumbnailer asks for one
/// (`-s %s %i %o`): `render --offline --max-size` with three options, since a file manager starts
/// a process a file, and ArgumentParser's reflection of `render`'s twenty-odd options cost each
/// 0.5–1.3 ms.
struct ThumbnailCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "thumbnail",
        _superCommandName: SwipePlayerCommand.name,
        abstract: "Draw a document's thumbnail into a PNG file from local files only, as a file manager asks for one."
    )

    @Option(name: [.customShort("s"), .customLong("size")], help: ArgumentHelp("Fit the thumbnail within NxN pixels, keeping its proportions.", valueName: "N"))
    var size = 256

    @Argument(help: "A Swipe document, a document list, a folder or a Boken story: a path or a file: URI.")
    var input: String

    @Argument(help: "The PNG file to write.")
    var output: String

    func validate() throws {
        if !(1...16384).contains(size) { throw ValidationError("--size must be between 1 and 16384") }
    }

    func run() throws {
        try RenderRequest(document: input, output: output, maxSize: size, offline: true).draw()
    }
}
