import Foundation

/// The memory of a whole process tree, such as Chromium's browser, zygotes, renderer and GPU
/// processes: the sum of the proportional set sizes (PSS) of every process in one session. PSS
/// counts a page shared by n processes as 1/n in each, so the sum is what the tree really holds;
/// summing resident sizes would count Chromium's 200 MB program once per process.
enum SessionMemory {
    /// The session id in the text of `/proc/PID/stat` (its sixth field; the command name before it
    /// is in parentheses and may hold spaces and parentheses of its own).
    static func session(stat: String) -> Int32? {
        guard let close = stat.lastIndex(of: ")") else { return nil }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        // After the name: state, parent, process group, session.
        guard fields.count > 3 else { return nil }
        return Int32(fields[3])
    }

    /// The proportional set size in the text of `/proc/PID/smaps_rollup`, in kB.
    static func pssKB(smapsRollup: String) -> Int? {
        guard let line = smapsRollup.split(separator: "\n").first(where: { $0.hasPrefix("Pss:") }) else { return nil }
        return line.split(separator: " ").dropFirst().first.flatMap { Int($0) }
    }

    /// The summed PSS of the processes of session `id` now, in kB (processes that end while they
    /// are read count as nothing).
    static func pssKB(session id: Int32) -> Int {
        let pids = ((try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []).filter { $0.first?.isNumber == true }
        return pids.reduce(0) { sum, pid in
            guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8), session(stat: stat) == id,
                  let rollup = try? String(contentsOfFile: "/proc/\(pid)/smaps_rollup", encoding: .utf8) else { return sum }
            return sum + (pssKB(smapsRollup: rollup) ?? 0)
        }
    }
}
