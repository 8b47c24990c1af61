/// Help text that costs work to make (the key manual, every command's name): made only when the
/// program prints a message instead of running (`--help`, `help`, the `--experimental-dump-help`
/// generate-manual reads, an error), so that a run, a thumbnail's among them, does not make it.
enum HelpText {
    /// Set by `SwipePlayerCommand.main` before it prints a message (not for `--version`).
    nonisolated(unsafe) static var isPrinted = false

    /// `text` when a message is printed, else "" (a run never shows a command's discussion).
    static func whenPrinted(_ text: @autoclosure () -> String) -> String {
        isPrinted ? text() : ""
    }
}
