import Foundation

/// Facts about this machine and process for the benchmark's header and memory figures (Linux /proc).
enum MachineFacts {
    static var cpuModel: String {
        let info = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
        let line = info.split(separator: "\n").first { $0.hasPrefix("model name") }
        return line.map { $0.split(separator: ":", maxSplits: 1).last.map { $0.trimmingCharacters(in: .whitespaces) } ?? "" } ?? "unknown CPU"
    }

    static var cores: Int { ProcessInfo.processInfo.activeProcessorCount }

    /// Peak resident memory of this process so far, in MB (VmHWM).
    static var peakResidentMB: Double { status("VmHWM") * 1024 / 1e6 }

    /// Resident memory now, in MB (VmRSS).
    static var residentMB: Double { status("VmRSS") * 1024 / 1e6 }

    private static func status(_ key: String) -> Double {
        let text = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
        guard let line = text.split(separator: "\n").first(where: { $0.hasPrefix(key + ":") }) else { return 0 }
        return Double(line.split(separator: " ").dropFirst().first.map(String.init) ?? "") ?? 0
    }

    /// Seconds since this process started (from /proc/self/stat and the system uptime).
    /// CPU seconds this process has used on all its threads (the renderer's among them).
    static var processCPUSeconds: Double {
        var t = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
    }

    static var secondsSinceProcessStart: Double {
        guard let stat = try? String(contentsOfFile: "/proc/self/stat", encoding: .utf8),
              let uptimeText = try? String(contentsOfFile: "/proc/uptime", encoding: .utf8),
              let uptime = Double(uptimeText.split(separator: " ").first ?? ""),
              let close = stat.lastIndex(of: ")") else { return 0 }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        // Field 22 of /proc/pid/stat (the 20th after the command name) is the start time in clock ticks.
        guard fields.count > 19, let ticks = Double(fields[19]) else { return 0 }
        return uptime - ticks / Double(sysconf(Int32(_SC_CLK_TCK)))
    }
}
