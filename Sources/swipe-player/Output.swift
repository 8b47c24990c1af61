import Foundation

/// Writes a line to standard error (messages that are not the command's output).
func printError(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
}
