import Foundation

/// A program run to its end as a child of the benchmark: its standard output (its errors dropped)
/// and its exit status.
struct ChildOutput {
    let status: Int32
    let text: String

    /// Runs `executable` with `arguments` (and `environment`, else this process's) and waits for it.
    init(_ executable: URL, _ arguments: [String], environment: [String: String]? = nil) throws {
        let p = Process()
        p.executableURL = executable
        p.arguments = arguments
        if let environment { p.environment = environment }
        let out = Pipe()
        p.standardOutput = out
        p.standardError = FileHandle.nullDevice
        try p.run()
        text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        p.waitUntilExit()
        status = p.terminationStatus
    }
}
