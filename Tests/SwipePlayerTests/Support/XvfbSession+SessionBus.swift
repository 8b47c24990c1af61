import Foundation
import MediaTestSupport

extension XvfbSession {
    /// Runs the shell script `script` in `folder` (made if missing) under `dbus-run-session`: a
    /// session bus of its own on this display, on which the first `org.a11y.Bus.GetAddress` starts
    /// the accessibility bus and its registry. Ended after `seconds` at most; its exit status and
    /// what it printed.
    func runWithSessionBus(_ script: String, in folder: URL, seconds: TimeInterval) throws -> (status: Int32, output: String) {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: runtime, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        try script.write(to: folder.appendingPathComponent("run.sh"), atomically: true, encoding: .utf8)
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/dbus-run-session")
        p.arguments = ["--", "/bin/sh", "run.sh"]
        p.currentDirectoryURL = folder
        p.environment = environment
        // A file, not a pipe: the buses the session starts keep what they inherit open.
        let output = folder.appendingPathComponent("run.log")
        try Self.run(p, output: output)
        let deadline = Date().addingTimeInterval(seconds)
        while p.isRunning, Date() < deadline { usleep(100_000) }
        Self.stop(p)
        return (p.terminationStatus, (try? String(contentsOf: output, encoding: .utf8)) ?? "")
    }
}
