import Foundation
import MediaTestSupport
import Synchronization

/// A private X display for a test: Xvfb on a free display number, stopped when the test ends.
/// Every wait is bounded, so a broken display fails the test instead of hanging it.
final class XvfbSession {
    let display: String
    private let server: Process
    /// The session's own folder for what the player keeps (reading positions, preferences,
    /// bookmarks): nothing of one test reaches another, nor the home folder.
    let home = FileManager.default.temporaryDirectory.appendingPathComponent("swipe-test-home-\(UUID().uuidString)")

    convenience init(size: String = "1024x768x24") throws {
        // -noreset: by default the server starts over when its last client leaves, and a player
        // connecting in that moment (while the test polls for its window) finds no display.
        try self.init(server: "/usr/bin/Xvfb") { [$0, "-screen", "0", size, "-noreset", "-nolisten", "tcp"] }
    }

    /// Runs the X server at `path` with `arguments(display)` on a free display number.
    init(server path: String, arguments: (String) -> [String]) throws {
        // Each session of the process takes a number of its own: a number a server has just left
        // may still be held while that server goes.
        var number = Self.numbers.withLock { n -> Int in
            defer { n += 1 }
            return n
        }
        while !Self.isFree(number) { number += 1 }
        Self.numbers.withLock { $0 = max($0, number + 1) }
        display = ":\(number)"
        server = Process()
        server.executableURL = URL(fileURLWithPath: path)
        server.arguments = arguments(display)
        server.standardOutput = FileHandle.nullDevice
        server.standardError = FileHandle.nullDevice
        // SIGTERM unblocked, so that `stop` ends it at once.
        try withSignals(SIG_UNBLOCK, [SIGTERM]) { try server.run() }
        let deadline = Date().addingTimeInterval(10)
        // The socket file can be a stale one of a server killed earlier: wait for an answer.
        while run("xdotool", ["getdisplaygeometry"]) == nil {
            guard Date() < deadline, server.isRunning else { throw SessionError("\(path) did not start on \(display)") }
            usleep(50_000)
        }
    }

    /// The next display number a session of this process starts looking at.
    private static let numbers = Mutex(100 + Int(getpid() % 100) * 40)

    /// Whether display `number` is free: no lock file, or one left by a server that is gone (a
    /// server killed outright leaves its lock; the next one on that number removes it).
    static func isFree(_ number: Int) -> Bool {
        guard let lock = try? String(contentsOfFile: "/tmp/.X\(number)-lock", encoding: .ascii) else { return true }
        guard let pid = Int32(lock.trimmingCharacters(in: .whitespacesAndNewlines)) else { return false }
        return kill(pid, 0) != 0 && errno == ESRCH
    }

    deinit {
        for player in players { Self.stop(player.process) }
        // What a player left running (a daemon a library started for it) goes with the session.
        for other in strays() { kill(other.pid, SIGKILL) }
        Self.stop(server)
        try? FileManager.default.removeItem(at: home)
    }

    /// Kills the X server outright, as a crash would, and waits until it is gone: its clients lose
    /// their connection.
    func killServer() {
        kill(server.processIdentifier, SIGKILL)
        server.waitUntilExit()
    }

    /// Ends a process: politely (SIGTERM, which the player and the session's server take), then,
    /// after 2 s, for sure (a child a test started blocks SIGTERM when the test's thread did).
    static func stop(_ p: Process) {
        guard p.isRunning else { return }
        p.terminate()
        let deadline = Date().addingTimeInterval(2)
        while p.isRunning && Date() < deadline { usleep(20_000) }
        if p.isRunning { kill(p.processIdentifier, SIGKILL) }
        p.waitUntilExit()
    }

    var environment: [String: String] {
        var env = ProcessInfo.processInfo.environment
        env["DISPLAY"] = display
        // What the player saves stays in the session's folder.
        env["XDG_STATE_HOME"] = home.appendingPathComponent("state").path
        env["XDG_CONFIG_HOME"] = home.appendingPathComponent("config").path
        env["XDG_DATA_HOME"] = home.appendingPathComponent("data").path
        // No session bus, whatever the machine has: a test that wants one gives its own address.
        env.removeValue(forKey: "DBUS_SESSION_BUS_ADDRESS")
        env["XDG_RUNTIME_DIR"] = runtime.path
        env.removeValue(forKey: "WAYLAND_DISPLAY")
        env.removeValue(forKey: "SDL_VIDEODRIVER")
        return env
    }

    /// Runs a tool on this display and returns its standard output (nil when it fails or times
    /// out, and `lastFailure` says how).
    @discardableResult
    func run(_ tool: String, _ arguments: [String], timeout: TimeInterval = 10) -> String? {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        p.arguments = [tool] + arguments
        p.environment = environment
        let out = Pipe(), err = Pipe()
        p.standardOutput = out
        p.standardError = err
        defer { out.close(); err.close() }
        let command = ([tool] + arguments).joined(separator: " ")
        do { try p.run() } catch {
            lastFailure = "\(command): did not start: \(error)"
            return nil
        }
        let deadline = Date().addingTimeInterval(timeout)
        while p.isRunning && Date() < deadline { usleep(20_000) }
        if p.isRunning {
            p.terminate()
            lastFailure = "\(command): still running after \(timeout) s"
            return nil
        }
        let data = out.readAllAndClose()
        guard p.terminationStatus == 0 else {
            lastFailure = "\(command): status \(p.terminationStatus): \(String(decoding: err.readAllAndClose(), as: UTF8.self))"
            return nil
        }
        return String(decoding: data, as: UTF8.self)
    }

    /// How the last tool `run` gave nil for failed.
    private(set) var lastFailure: String?

    /// The end of what the session's players wrote (their warnings), for a failure's message.
    func playerOutput() -> String {
        players.map { Self.tail(of: $0.log) }.joined(separator: "\n")
    }

    /// The last 2,000 characters a player wrote to `log`.
    private static func tail(of log: URL) -> String {
        String(((try? String(contentsOf: log, encoding: .utf8)) ?? "").suffix(2000))
    }

    /// Starts the player with `arguments` on this display, `extra` added to its environment, its
    /// output kept in the session's folder (told when its window does not appear).
    func launchPlayer(_ arguments: [String], environment extra: [String: String] = [:]) throws -> Process {
        let player = Process()
        player.executableURL = SDLSerialTests.CommandLineTests.binary
        player.arguments = arguments
        player.environment = environment.merging(extra) { $1 }
        try FileManager.default.createDirectory(at: runtime, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let log = home.appendingPathComponent("player-\(players.count).log")
        try Self.run(player, output: log)
        players.append((player, log))
        return player
    }

    /// Starts `p` with its standard output and error written to the file `log` (made empty).
    static func run(_ p: Process, output log: URL) throws {
        FileManager.default.createFile(atPath: log.path, contents: nil)
        let output = try FileHandle(forWritingTo: log)
        p.standardOutput = output
        p.standardError = output
        try p.runClosingOutputFiles()
    }

    /// The session's `XDG_RUNTIME_DIR`: empty, so that no session bus is found there.
    var runtime: URL { home.appendingPathComponent("runtime") }

    /// Processes other than the players this session started that run with its environment (its
    /// `XDG_CONFIG_HOME`): what a player or a library in it started, with their command lines and
    /// environments.
    func strays() -> [(pid: Int32, command: String, environment: [String])] {
        let mark = "XDG_CONFIG_HOME=" + home.appendingPathComponent("config").path
        let players = Set(players.map(\.process.processIdentifier))
        let pids = ((try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []).compactMap(Int32.init)
        return pids.filter { !players.contains($0) && $0 != getpid() }.compactMap { pid in
            guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/environ") else { return nil }
            let environment = data.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
            let command = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline").map { String(decoding: $0, as: UTF8.self).replacingOccurrences(of: "\0", with: " ") }
            return environment.contains(mark) ? (pid, command ?? "", environment) : nil
        }
    }

    /// The players this session started, with the files their output went to.
    private var players: [(process: Process, log: URL)] = []

    /// The id of the first window whose title contains `name`, waiting for it to appear (a debug
    /// player opening its first window on a loaded two-core machine took over 15 s once). When it
    /// does not, what became of the session's players is written to standard error.
    /// When `window(named:)` last found its window.
    private(set) var windowShownAt: Date?

    func window(named name: String, timeout: TimeInterval = 40) -> String? {
        if let id = waitForWindow(named: name, timeout: timeout) {
            windowShownAt = Date()
            return id
        }
        reportMissingWindow(name)
        return nil
    }

    private func waitForWindow(named name: String, timeout: TimeInterval) -> String? {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if let id = run("xdotool", ["search", "--onlyvisible", "--name", name])?.split(separator: "\n").first { return String(id) }
            // xdotool's search can miss a window it does not expect (seen after other sessions'
            // servers came and went): the X server's own list of top-level windows says.
            if let tree = run("xwininfo", ["-root", "-children"]),
               let line = tree.split(separator: "\n").first(where: { $0.contains("\"") && $0.contains(name) }),
               let id = line.split(separator: " ").first(where: { $0.hasPrefix("0x") }), isViewable(String(id)) {
                return String(id)
            }
            // A player that has ended will show nothing more.
            if !players.isEmpty, players.allSatisfy({ !$0.process.isRunning }) { return nil }
            usleep(100_000)
        }
        return nil
    }

    /// Writes to standard error what became of the session's players and which windows there are.
    private func reportMissingWindow(_ name: String) {
        var report = "no window named \"\(name)\" on \(display); server \(server.isRunning ? "running" : "gone")\n"
        for (player, log) in players {
            let state = player.isRunning ? "still running" : "ended with \(player.terminationReason == .uncaughtSignal ? "signal" : "status") \(player.terminationStatus)"
            report += "player \(player.processIdentifier) (\(player.arguments?.joined(separator: " ") ?? "")): \(state)\n\(Self.tail(of: log))\n"
        }
        report += "windows: \(run("xwininfo", ["-root", "-children"]) ?? "xwininfo failed")\n"
        FileHandle.standardError.write(Data(report.utf8))
    }

    /// Whether window `id` is mapped and shown.
    private func isViewable(_ id: String) -> Bool {
        run("xwininfo", ["-id", id])?.contains("IsViewable") == true
    }

    struct SessionError: Error, CustomStringConvertible {
        let description: String
        init(_ d: String) { description = d }
    }
}
