import Foundation

/// The repository this test run was built from, found from this file's own path.
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// What a finished command printed and how it ended.
struct CommandResult {
    var status: Int32
    var stdout: String
    var stderr: String
    /// Both streams, for failure messages.
    var output: String { stdout + stderr }
}

/// Runs a program found on `PATH` (or at an absolute path) to the end and collects its output.
@discardableResult
func runCommand(_ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:]) throws -> CommandResult {
    let p = Process()
    p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    p.arguments = arguments
    if let directory { p.currentDirectoryURL = directory }
    p.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    let out = Pipe()
    let err = Pipe()
    p.standardOutput = out
    p.standardError = err
    try p.run()
    var stderrData = Data()
    let group = DispatchGroup()
    group.enter()
    DispatchQueue.global().async {
        stderrData = err.fileHandleForReading.readDataToEndOfFile()
        group.leave()
    }
    let o = out.fileHandleForReading.readDataToEndOfFile()
    group.wait()
    p.waitUntilExit()
    return CommandResult(status: p.terminationStatus, stdout: String(decoding: o, as: UTF8.self), stderr: String(decoding: stderrData, as: UTF8.self))
}

/// A new empty folder under the system's temporary folder.
func temporaryFolder(_ name: String) throws -> URL {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("swipe-packaging-\(name)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    return dir
}
