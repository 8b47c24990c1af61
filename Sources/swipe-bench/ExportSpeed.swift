import ArgumentParser
import Foundation

/// Export speed: `swipe-player export` (beside this program) of a document into an MP4 at the
/// benchmark's size and 30 frames a second, in a process of its own; frames a second and how
/// many times faster than real time, from the command's own summary.
extension SwipeBench {
    func measureExport(_ path: String, _ budgets: inout [Budget]) throws {
        let player = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("swipe-player")
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("swipe-bench-export-\(getpid()).mp4").path
        defer { try? FileManager.default.removeItem(atPath: output) }
        let child = try ChildOutput(player, ["export", path, "-o", output, "--size", size, "--fps", "30"])
        let summary = child.text
        // "wrote …: N frames, D s at WxH, 30 fps, in T s (F frames/s, X.XXx real time)"
        let numbers = summary.split(whereSeparator: { !"0123456789.".contains($0) }).compactMap { Double($0) }
        guard child.status == 0, summary.hasPrefix("wrote"), numbers.count >= 2,
              let speed = numbers.last, let fps = numbers.dropLast().last else {
            throw ValidationError("\(player.path) could not export \(path)")
        }
        report(path, "export MP4 30 fps", value: fps, unit: "frames/s")
        report(path, "export MP4 30 fps", value: speed, unit: "x real time")
        // The budget is export time per second of movie: under 1 s is faster than real time.
        budgets.append(Budget(name: "export 30 fps faster than real time, \(URL(fileURLWithPath: path).lastPathComponent)",
                              measured: 1 / max(speed, 0.001), limit: 1, unit: "s per s of movie"))
    }
}
