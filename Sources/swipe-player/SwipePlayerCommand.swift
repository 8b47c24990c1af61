import ArgumentParser

/// The `swipe-player` program: plays a Swipe document by default, and offers the author's tools.
@main
struct SwipePlayerCommand: ParsableCommand {
    static let version = "0.1.0"

    static let configuration = CommandConfiguration(
        commandName: "swipe-player",
        abstract: "Plays Swipe documents: animated books, comics, sound novels and presentations.",
        discussion: "Run with no arguments to open the bundled demo document.",
        version: version,
        subcommands: [PlayCommand.self, RenderCommand.self, LintCommand.self, InfoCommand.self],
        defaultSubcommand: PlayCommand.self
    )
}
