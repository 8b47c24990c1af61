import ArgumentParser
import Foundation
import SwipeDocument
import SwipeReader
import SwipePlayer

/// `swipe-player keys`: the key bindings in force, as keys.conf lines a reader can copy and change.
struct KeysCommand: ParsableCommand {
    /// Its configuration; its discussion, with every command's name, only in a message (`HelpText`).
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "keys",
            _superCommandName: SwipePlayerCommand.name,
            abstract: "Print the key bindings in force: the defaults, $XDG_CONFIG_HOME/swipe-player/keys.conf and --keys, as keys.conf lines.",
            discussion: HelpText.whenPrinted(discussion)
        )
    }

    /// The help's discussion: the keys file's lines, and every command's name.
    private static let discussion = """
    A keys file has one binding a line, KEY COMMAND (as mpv's input.conf): "x page next", \
    "F5 overview", "q ignore" (ignore turns the key off everywhere). A KEY is a character (x, [, ?), \
    a name (\(KeyName.named.prefix(15).joined(separator: ", ")), F1-F24, KP0-KP9, KP_Enter, KP_Plus, \
    KP_Minus, Back, Menu, MBTN_Back, MBTN_Forward, MBTN_Mid, Touch_2 for a second finger, Touch_3 for a third), with \
    Ctrl+, Alt+, Shift+ or Super+ before it; an upper-case letter is Shift and the letter. A line may \
    start with {SCOPE} to bind in another scope than the command's own: {presenting} b blank black. \
    # starts a comment. `swipe-player lint keys.conf` checks a file.

    Commands: \(Command.all.map(\.description).joined(separator: ", ")).
    """

    @Option(help: ArgumentHelp("A keys file for this run, applied last (as play's --keys).", valueName: "file"))
    var keys: String?

    @Flag(help: "Print the player's own bindings, without keys.conf or --keys.")
    var defaults = false

    @Flag(help: "Print a document's keys as the help overlay lists them, as a Markdown table (the README's and docs/using.md's).")
    var markdown = false

    func run() throws {
        let bindings: KeyBindings
        if defaults {
            bindings = .defaults
        } else {
            do {
                bindings = try KeysConfig.bindings(extra: keys, environment: ProcessInfo.processInfo.environment) { printError("swipe-player: \($0)") }
            } catch {
                printError("swipe-player: \(error)")
                throw ExitCode(1)
            }
        }
        print(markdown ? bindings.markdown(PlayerChrome.helpRows(.document), scopes: PlayerChrome.helpScopes(.document)) : bindings.listing)
    }
}
