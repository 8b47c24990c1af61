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
        if !OutputSize.sides.contains(size) { throw ValidationError("--size must be between 1 and 16384") }
    }

    func run() throws {
        try Self.request(input: input, output: output, size: size).draw()
    }

    /// The picture a thumbnail is.
    static func request(input: String, output: String, size: Int) -> RenderRequest {
        RenderRequest(document: input, output: output, maxSize: size, offline: true)
    }

    /// The picture of the one command line a desktop's thumbnailer gives (`thumbnail -s N IN
    /// OUT`, N a size allowed, neither path one an option could be taken for), read without
    /// ArgumentParser: its parse of even these three options held a thumbnail's main thread 4–6 ms
    /// while the loads ahead shared the two cores (1.1–1.6 ms of a thumbnail, the 28 corpus
    /// documents alternating). Nil for any other, which ArgumentParser parses and reports as ever.
    static func thumbnailerRequest(_ arguments: [String]) -> RenderRequest? {
        guard arguments.count == 5, arguments[0] == configuration.commandName, arguments[1] == "-s",
              let size = Int(arguments[2]), OutputSize.sides.contains(size),
              !arguments[3].hasPrefix("-"), !arguments[4].hasPrefix("-") else { return nil }
        return request(input: arguments[3], output: arguments[4], size: size)
    }
}
