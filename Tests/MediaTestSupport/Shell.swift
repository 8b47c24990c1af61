import Foundation

/// Runs `command` with `/bin/sh -c` and waits for it: its exit status and what it wrote to its
/// standard output (add `2>&1` to the command for its errors too).
public func shell(_ command: String) throws -> (status: Int32, output: String) {
    let process = Process()
    let output = Pipe()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", command]
    process.standardOutput = output
    try process.run()
    let printed = String(decoding: output.readAllAndClose(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, printed)
}
