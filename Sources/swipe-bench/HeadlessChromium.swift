import ArgumentParser
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Chromium without a window taking a screenshot of a page, as a process tree of its own: the
/// browser and its zygote, renderer and GPU processes, started in a new session so that all of
/// them can be found (for their memory) and ended together.
struct HeadlessChromium {
    /// Where Debian's `chromium-headless-shell` and `chromium` put the program (the commands in
    /// /usr/bin are shell scripts that would be one more process in the tree), then the commands.
    static let candidates = ["/usr/lib/chromium/chromium-headless-shell", "/usr/lib/chromium/chromium",
                             "chromium-headless-shell", "chromium", "chromium-browser"]

    /// Virtual time the page gets after it loaded: swipejs shows the first page once its pictures
    /// have loaded, after timers; Chromium runs them without waiting for the clock, then takes the
    /// screenshot.
    static let virtualTimeBudgetMS = 500

    /// A run that has not ended after this long is stopped (swipejs's page is then reported as failed).
    static let timeoutSeconds = 60.0

    let program: String

    /// The first candidate installed, or nil.
    init?() {
        let path = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        let found = Self.candidates.lazy.compactMap { name -> String? in
            if name.hasPrefix("/") { return FileManager.default.isExecutableFile(atPath: name) ? name : nil }
            return path.map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
        }.first
        guard let found else { return nil }
        program = found
    }

    /// The arguments for a screenshot of `page` at `width`x`height` into `screenshot`, with its
    /// profile in `profile`. No sandbox: it cannot start as root, and needs user namespaces otherwise.
    static func arguments(page: URL, width: Int, height: Int, screenshot: String, profile: String) -> [String] {
        ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run", "--mute-audio",
         "--disable-background-networking", "--disable-extensions", "--user-data-dir=\(profile)",
         "--window-size=\(width),\(height)", "--virtual-time-budget=\(virtualTimeBudgetMS)",
         "--screenshot=\(screenshot)", page.absoluteString]
    }

    /// One run: wall time from start to the end of the browser process, the peak summed PSS of its
    /// tree in MiB (as GNU time's figure for `render` is read) when `sampleMemory` (read every 10 ms, which costs CPU time, so timed runs do not
    /// sample), and what it wrote on standard error (the page's console messages among it).
    func run(_ arguments: [String], sampleMemory: Bool) throws -> (seconds: Double, peakMB: Double, log: String) {
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("swipe-bench-chromium-\(getpid()).log").path
        defer { try? FileManager.default.removeItem(atPath: log) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, log, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // glibc's POSIX_SPAWN_SETSID, which Swift does not see (it is behind _GNU_SOURCE).
        let setsid: Int16 = 0x80
        posix_spawnattr_setflags(&attributes, setsid)
        let argv = ([program] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid = pid_t()
        let t0 = Date()
        guard posix_spawn(&pid, program, &actions, &attributes, argv, environ) == 0 else { throw ValidationError("cannot start \(program)") }
        // The new session's leader: its process group is the whole tree, ended with it at the end.
        defer { kill(-pid, SIGKILL) }
        var status: Int32 = 0, peakKB = 0
        while waitpid(pid, &status, WNOHANG) == 0 {
            guard Date().timeIntervalSince(t0) < Self.timeoutSeconds else {
                kill(-pid, SIGKILL)
                _ = waitpid(pid, &status, 0)
                throw ValidationError("\(program) did not finish within \(Int(Self.timeoutSeconds)) s")
            }
            if sampleMemory { peakKB = max(peakKB, SessionMemory.pssKB(session: pid)) }
            usleep(sampleMemory ? 10_000 : 1_000)
        }
        let seconds = Date().timeIntervalSince(t0)
        let text = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
        guard status == 0 else { throw ValidationError("\(program) failed: \(text.suffix(500))") }
        return (seconds, Double(peakKB) / 1024, text)
    }
}
