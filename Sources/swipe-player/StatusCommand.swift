import ArgumentParser
import Foundation
import SwipeDocument
import SwipeReader
import SwipePlayer

/// `swipe-player status`: what a player fed by a web server (`--update-every`) last reported about
/// itself, from its status file, for a person (or as the JSON itself).
struct StatusCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "status",
        _superCommandName: SwipePlayerCommand.name,
        abstract: "Print what a player run with --update-every reports: the document, the version shown, the last check and error, the page, uptime.",
        discussion: "Exit status: 0 when its last check succeeded, 1 when it failed or its new version was refused, 2 when there is no status to read."
    )

    @Option(help: ArgumentHelp("The status file (default: $XDG_STATE_HOME/swipe-player/status.json, of the user the player runs as).", valueName: "file"))
    var file: String?

    @Flag(help: "Print the status file's JSON as it is.")
    var json = false

    func run() throws {
        let url = file.map { URL(fileURLWithPath: $0) } ?? StatusFiles.defaultStatus(environment: ProcessInfo.processInfo.environment)
        guard let data = FileManager.default.contents(atPath: url.path) else {
            printError("swipe-player: no status at \(url.path) (is a player running with --update-every as this user?)")
            throw ExitCode(2)
        }
        let status: PlayerStatus
        do { status = try PlayerStatus(json: data) } catch {
            printError("swipe-player: \(url.path) is not a player's status: \(error.localizedDescription)")
            throw ExitCode(2)
        }
        if json {
            print(String(decoding: data, as: UTF8.self), terminator: "")
        } else {
            for line in StatusReport.lines(status, at: Date()) { print(line) }
        }
        if status.isFailing { throw ExitCode(1) }
    }
}
