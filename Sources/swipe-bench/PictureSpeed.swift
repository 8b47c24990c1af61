import ArgumentParser
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Pictures as programs other than the player ask for them: `swipe-player render` of a page to a
/// PNG, and a thumbnail as a file manager makes one (the installed thumbnailer's command, one
/// process per document). Each is a process of its own, timed from start to exit, with its peak
/// resident memory.
extension SwipeBench {
    /// The median wall time in seconds and the peak resident memory in MiB.
    @discardableResult
    func measureRender(_ path: String, _ budgets: inout [Budget]) throws -> (seconds: Double, peakMB: Double) {
        var times: [Double] = [], peak = 0.0
        for _ in 0..<max(repeats, 7) {
            let run = try Self.runPlayer(["render", path, "-o", Self.scratchPNG, "--size", size])
            times.append(run.seconds)
            peak = max(peak, run.peakMB)
        }
        let stats = FrameStatistics(times)
        report(path, "render to PNG", stats)
        report(path, "render peak resident memory", value: peak, unit: "MiB")
        let name = URL(fileURLWithPath: path).lastPathComponent
        budgets.append(Budget(name: "render peak resident memory, \(name)", measured: peak, limit: 64, unit: "MiB"))
        return (stats.p50, peak)
    }

    /// A 256-pixel thumbnail of each document, once each as a file manager makes them; the budget
    /// is their average.
    func measureThumbnails(_ paths: [String], _ budgets: inout [Budget]) throws {
        guard !paths.isEmpty else { return }
        var times: [Double] = []
        for path in paths {
            let run = try Self.runPlayer(["render", "--offline", "--max-size", "256", "-o", Self.scratchPNG, path])
            times.append(run.seconds)
        }
        let mean = times.reduce(0, +) / Double(times.count)
        report("\(paths.count) documents", "thumbnail 256 px, mean", value: mean * 1000, unit: "ms")
        report("\(paths.count) documents", "thumbnail 256 px, slowest", value: (times.max() ?? 0) * 1000, unit: "ms")
        budgets.append(Budget(name: "thumbnail 256 px, mean of \(paths.count) documents", measured: mean * 1000, limit: 60, unit: "ms"))
    }

    private static var scratchPNG: String { FileManager.default.temporaryDirectory.appendingPathComponent("swipe-bench-\(getpid()).png").path }

    /// Runs `swipe-player` (beside this program) with `arguments`, its output discarded: the wall
    /// time from start to exit and its peak resident memory in MiB (GNU time's kilobytes are KiB).
    /// GNU time starts it and reads its peak: a child of this program would count this program's
    /// own peak as its start (Linux keeps the larger of the two across `exec`).
    static func runPlayer(_ arguments: [String]) throws -> (seconds: Double, peakMB: Double) {
        let player = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("swipe-player").path
        let time = "/usr/bin/time", peakFile = FileManager.default.temporaryDirectory.appendingPathComponent("swipe-bench-peak-\(getpid())").path
        defer { try? FileManager.default.removeItem(atPath: peakFile) }
        guard FileManager.default.isExecutableFile(atPath: time) else { throw ValidationError("\(time) is needed (Debian's package time)") }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([time, "-f", "%M", "-o", peakFile, player] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid = pid_t()
        let t0 = Date()
        guard posix_spawn(&pid, time, &actions, nil, argv, environ) == 0 else { throw ValidationError("cannot start \(time)") }
        var status: Int32 = 0
        _ = waitpid(pid, &status, 0)
        let seconds = Date().timeIntervalSince(t0)
        let peakKB = (try? String(contentsOfFile: peakFile, encoding: .utf8)).flatMap { Double($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        guard status == 0, let peakKB else { throw ValidationError("\(player) \(arguments.joined(separator: " ")) failed") }
        return (seconds, peakKB / 1024)
    }
}
