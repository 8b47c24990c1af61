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

    /// A 256-pixel thumbnail of each document as a file manager makes them: the player started
    /// by itself (no GNU time around it: nothing asks for its memory here), writing a file that
    /// is not there yet (GNOME's thumbnailer script gives each a temporary folder of its own;
    /// overwriting one costs more, its blocks freed first), in `--repeats` rounds (at least 3)
    /// over all the documents, so that the machine's changes of speed fall on each alike; each
    /// document's median, and the budget their mean.
    func measureThumbnails(_ paths: [String], _ budgets: inout [Budget]) throws {
        guard !paths.isEmpty else { return }
        var times = [[Double]](repeating: [], count: paths.count)
        for _ in 0..<max(repeats, 3) {
            for (i, path) in paths.enumerated() {
                try? FileManager.default.removeItem(atPath: Self.scratchPNG)
                times[i].append(try Self.timePlayer(["thumbnail", "-s", "256", path, Self.scratchPNG]))
            }
        }
        try? FileManager.default.removeItem(atPath: Self.scratchPNG)
        let medians = times.map { FrameStatistics($0).p50 }
        let mean = medians.reduce(0, +) / Double(medians.count)
        report("\(paths.count) documents", "thumbnail 256 px, mean", value: mean * 1000, unit: "ms")
        report("\(paths.count) documents", "thumbnail 256 px, slowest", value: (medians.max() ?? 0) * 1000, unit: "ms")
        budgets.append(Budget(name: "thumbnail 256 px, mean of \(paths.count) documents", measured: mean * 1000, limit: 30, unit: "ms"))
    }

    private static var scratchPNG: String { FileManager.default.temporaryDirectory.appendingPathComponent("swipe-bench-\(getpid()).png").path }

    /// Runs `swipe-player` (beside this program) with `arguments`, its output discarded: the wall
    /// time from start to exit and its peak resident memory in MiB (GNU time's kilobytes are KiB).
    /// GNU time starts it and reads its peak: a child of this program would count this program's
    /// own peak as its start (Linux keeps the larger of the two across `exec`).
    static func runPlayer(_ arguments: [String]) throws -> (seconds: Double, peakMB: Double) {
        let time = "/usr/bin/time", peakFile = FileManager.default.temporaryDirectory.appendingPathComponent("swipe-bench-peak-\(getpid())").path
        defer { try? FileManager.default.removeItem(atPath: peakFile) }
        guard FileManager.default.isExecutableFile(atPath: time) else { throw ValidationError("\(time) is needed (Debian's package time)") }
        let run = try spawn([time, "-f", "%M", "-o", peakFile, player] + arguments)
        let peakKB = (try? String(contentsOfFile: peakFile, encoding: .utf8)).flatMap { Double($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        guard run.status == 0, let peakKB else { throw ValidationError("\(player) \(arguments.joined(separator: " ")) failed") }
        return (run.seconds, peakKB / 1024)
    }

    /// Runs `swipe-player` with `arguments` as another program would, its output discarded: the
    /// wall time from start to exit.
    static func timePlayer(_ arguments: [String]) throws -> Double {
        let run = try spawn([player] + arguments)
        guard run.status == 0 else { throw ValidationError("\(player) \(arguments.joined(separator: " ")) failed") }
        return run.seconds
    }

    /// `swipe-player` beside this program.
    private static var player: String {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("swipe-player").path
    }

    /// Starts `argv` with standard output and error discarded and waits for it: its wait status
    /// and the wall time from start to exit.
    private static func spawn(_ argv: [String]) throws -> (status: Int32, seconds: Double) {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let cArguments = argv.map { strdup($0) } + [nil]
        defer { cArguments.forEach { free($0) } }
        var pid = pid_t()
        let t0 = Date()
        guard posix_spawn(&pid, argv[0], &actions, nil, cArguments, environ) == 0 else { throw ValidationError("cannot start \(argv[0])") }
        var status: Int32 = 0
        _ = waitpid(pid, &status, 0)
        return (status, Date().timeIntervalSince(t0))
    }
}
