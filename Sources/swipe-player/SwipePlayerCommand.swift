import ArgumentParser
import CCairoLoader
import CSDLLoader
import Foundation
import SwipeDocument
import SwipeReader
import SwipeRender

/// The `swipe-player` program: plays a Swipe document by default, and offers the author's tools.
@main
struct SwipePlayerCommand: ParsableCommand {
    static let version = "0.1.0"
    /// The program's name, which each subcommand gives as its super-command's
    /// (`_superCommandName`): parsed by itself (`namedSubcommand`), a subcommand's help and usage
    /// then still name `swipe-player render`, and ArgumentParser leaves out the completion-script
    /// check it makes at the start of a root's parse (`--generate-completion-script` belongs to the
    /// program, not to a subcommand), a second reflection of all the subcommand's options: 9 % of
    /// a thumbnail's main thread.
    static let name = "swipe-player"

    /// The program's configuration; its discussion, with the key manual, only in a message
    /// (`HelpText`).
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: name,
            abstract: "Plays Swipe documents: animated books, comics, sound novels and presentations.",
            discussion: HelpText.whenPrinted(discussion),
            version: version,
            subcommands: [PlayCommand.self, RenderCommand.self, ThumbnailCommand.self, ExportCommand.self, LintCommand.self, InfoCommand.self, SearchCommand.self, SettingsCommand.self, AnnotationsCommand.self, KeysCommand.self, StatusCommand.self],
            defaultSubcommand: PlayCommand.self
        )
    }

    /// ArgumentParser's own `main`, but that a message other than the version (`--version` stays
    /// as quick as a run) is printed with the help's costly text (`HelpText`), that the
    /// thumbnailer's command line is read without it (`ThumbnailCommand.thumbnailerRequest`), that
    /// a named subcommand is parsed on its own (`namedSubcommand`), that a command that draws has SDL
    /// loaded alongside (`drawingCommand`), and that the signals asking it to end reach it whatever its
    /// parent blocked (`TerminationSignals`).
    static func main() {
        TerminationSignals.unblock()
        let arguments = Array(CommandLine.arguments.dropFirst())
        if let drawing = drawingCommand(arguments) { loadAhead(for: drawing) }
        do {
            if let thumbnail = ThumbnailCommand.thumbnailerRequest(arguments) {
                try thumbnail.draw()
                endNow()
            }
            var command = try namedSubcommand(arguments) ?? parseAsRoot()
            try command.run()
            if endingAtOnce.contains(where: { $0 == type(of: command) }) { endNow() }
        } catch {
            HelpText.isPrinted = message(for: error) != version
            exit(withError: error)
        }
    }

    /// The commands whose process ends as soon as they are done (`endNow`): the pictures, which a
    /// thumbnailer runs a process a file.
    static let endingAtOnce: [ParsableCommand.Type] = [RenderCommand.self, ThumbnailCommand.self]

    /// Ends the process, its output flushed, without the C library's `exit`: that waits for SDL's
    /// libraries to finish loading (they load ahead on a thread of their own, and `exit` takes the
    /// dynamic loader's lock), then runs some 75 libraries' destructors, with nothing left for
    /// them to do once the picture is written: 1 ms of a thumbnail whose page has no text or
    /// picture, 0.3 ms of the others.
    static func endNow() -> Never {
        fflush(nil)
        _exit(0)
    }

    /// The subcommand `arguments` name first (`thumbnail`, as a thumbnailer runs it, a process a file),
    /// parsed by itself: the root's parse also reflects the default command's 60-odd options, 5 ms
    /// of every such process. Nil where it does not parse (help, a mistake), so that the root
    /// parses the arguments and reports them as ever.
    static func namedSubcommand(_ arguments: [String]) -> ParsableCommand? {
        guard let name = arguments.first, name != PlayCommand._commandName, let subcommand = subcommand(named: name) else { return nil }
        return try? subcommand.parse(Array(arguments.dropFirst()))
    }

    /// The subcommand called `name`, if there is one.
    static func subcommand(named name: String) -> ParsableCommand.Type? {
        configuration.subcommands.first { $0._commandName == name }
    }

    /// Starts loading what a command that draws would otherwise wait for, each on a thread of its
    /// own: for `render` and `thumbnail`, fontconfig's configuration (the window loads fonts only
    /// once SDL has started: SDL's start sets environment variables fontconfig reads), then SDL's
    /// libraries and, on their thread after them, cairo. In that order: while a library loads,
    /// the dynamic loader's lock holds up the start of any new thread; and cairo needs the X11
    /// libraries SDL brings, while a picture's text and images, made with SDL, come before its
    /// shapes.
    static func loadAhead(for command: ParsableCommand.Type) {
        if command == RenderCommand.self || command == ThumbnailCommand.self { FontResolver.startLoading() }
        swipe_sdl_load_ahead(swipe_cairo_wait)
    }

    /// The commands that draw: the window, `render`, `thumbnail` and `export`.
    static let drawingCommands: [ParsableCommand.Type] = [PlayCommand.self, RenderCommand.self, ThumbnailCommand.self, ExportCommand.self]

    /// The command that draws which `arguments` run, if they run one. SDL and its libraries, not
    /// linked (half the program's libraries, 6–9 ms of loading), then load on a thread of their
    /// own while the arguments are parsed and the document read; other commands never load them.
    static func drawingCommand(_ arguments: [String]) -> ParsableCommand.Type? {
        guard let first = arguments.first else { return PlayCommand.self }
        if let named = subcommand(named: first) { return drawingCommands.first { $0 == named } }
        let notPlaying = ["--version", "-h", "--help", "--help-hidden", "help", "--experimental-dump-help", "--generate-completion-script"]
        return notPlaying.contains(first) ? nil : PlayCommand.self
    }

    /// The help's discussion, with the key manual.
    private static let discussion = """
    Run with no arguments to open the bundled demo document. Turn pages by dragging with the mouse \
    or a finger, with the wheel or a touchpad, or with the keys below.

    Keys (`swipe-player keys` prints them as they are bound now; \
    $XDG_CONFIG_HOME/swipe-player/keys.conf or --keys FILE change them):

    \(KeyBindings.defaults.manual)

    Files: reading positions are kept in $XDG_STATE_HOME/swipe-player/viewstate/ (by default \
    ~/.local/state), bookmarks in $XDG_DATA_HOME/swipe-player/annotations/ (by default \
    ~/.local/share), each document's presentation preferences in \
    $XDG_STATE_HOME/swipe-player/preferences/, the global ones in \
    $XDG_CONFIG_HOME/swipe-player/preferences.json (by default ~/.config), documents and media from the web in $XDG_CACHE_HOME/swipe-player/http/ (by \
    default ~/.cache). The bundled assets are found in ../share/swipe-player beside the binary, \
    or where SWIPE_PLAYER_ASSETS points.

    The language of a document is --lang, else the saved choice, else the first of LANGUAGE, \
    LC_ALL, LC_MESSAGES and LANG that the document offers.
    """
}
