import Foundation
import MediaTestSupport

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
    let outFile = FileManager.default.temporaryDirectory.appendingPathComponent("swipe-packaging-\(UUID().uuidString).out")
    let errFile = outFile.appendingPathExtension("err")
    FileManager.default.createFile(atPath: outFile.path, contents: nil)
    FileManager.default.createFile(atPath: errFile.path, contents: nil)
    defer { try? FileManager.default.removeItem(at: outFile); try? FileManager.default.removeItem(at: errFile) }
    p.standardOutput = try FileHandle(forWritingTo: outFile)
    p.standardError = try FileHandle(forWritingTo: errFile)
    p.standardInput = FileHandle.nullDevice
    try p.runClosingOutputFiles()
    p.waitUntilExit()
    let o = (try? Data(contentsOf: outFile)) ?? Data()
    let stderrData = (try? Data(contentsOf: errFile)) ?? Data()
    return CommandResult(status: p.terminationStatus, stdout: String(decoding: o, as: UTF8.self), stderr: String(decoding: stderrData, as: UTF8.self))
}

/// A new empty folder under the system's temporary folder.
func temporaryFolder(_ name: String) throws -> URL {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("swipe-packaging-\(name)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    return dir
}
