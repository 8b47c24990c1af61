import Foundation

/// Where a frame's wall time went, for `--list-slow`: the CPU this process used on all its threads
/// (the renderer's among them), the time its threads were ready to run but waited for a core
/// (other programs had them), and the time the hypervisor took from the virtual machine. A slow
/// frame with little CPU of its own and a long wait was the machine's, not the player's.
struct FrameCost {
    /// Cumulative counters at one moment, in seconds.
    struct Sample {
        var wall = 0.0
        var cpu = 0.0
        var waited = 0.0
        var steal = 0.0
    }

    let wall: Double
    let cpu: Double
    let waited: Double
    let steal: Double

    init(from a: Sample, to b: Sample) {
        wall = b.wall - a.wall
        cpu = b.cpu - a.cpu
        waited = b.waited - a.waited
        steal = b.steal - a.steal
    }

    /// "46.2 ms (CPU 10.3 ms, waited for a core 30.1 ms, stolen 0.0 ms)".
    var summary: String {
        String(format: "%.1f ms (CPU %.1f ms, waited for a core %.1f ms, stolen %.1f ms)", wall * 1000, cpu * 1000, waited * 1000, steal * 1000)
    }

    /// The counters now (reads /proc: outside the timed part of a frame).
    static func sample() -> Sample {
        var t = timespec()
        clock_gettime(CLOCK_MONOTONIC, &t)
        var s = Sample(wall: Double(t.tv_sec) + Double(t.tv_nsec) / 1e9, cpu: MachineFacts.processCPUSeconds)
        s.waited = threadWaits()
        s.steal = stolenSeconds()
        return s
    }

    /// Seconds this process's threads spent runnable without a core (the second field of each
    /// thread's /proc schedstat, in nanoseconds).
    private static func threadWaits() -> Double {
        let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/task")) ?? []
        return tasks.reduce(0) { sum, task in
            let text = (try? String(contentsOfFile: "/proc/self/task/\(task)/schedstat", encoding: .utf8)) ?? ""
            let fields = text.split(separator: " ")
            return sum + (fields.count > 1 ? (Double(fields[1]) ?? 0) / 1e9 : 0)
        }
    }

    /// Seconds the hypervisor took from this machine's CPUs (the `steal` column of /proc/stat).
    private static func stolenSeconds() -> Double {
        let text = (try? String(contentsOfFile: "/proc/stat", encoding: .utf8)) ?? ""
        guard let line = text.split(separator: "\n").first(where: { $0.hasPrefix("cpu ") }) else { return 0 }
        let fields = line.split(separator: " ")
        return fields.count > 8 ? (Double(fields[8]) ?? 0) / Double(sysconf(Int32(_SC_CLK_TCK))) : 0
    }
}
