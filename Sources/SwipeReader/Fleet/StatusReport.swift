import Foundation
import SwipeDocument

/// A `PlayerStatus` for a person (`swipe-player status`): one labelled line per fact, times as
/// UTC dates with how long ago they were at `now`.
public enum StatusReport {
    public static func lines(_ s: PlayerStatus, at now: Date) -> [String] {
        var out = ["Document:    \(s.document)"]
        if let v = s.shown {
            out.append("Showing:     version \(v.name), fetched \(when(v.fetchedAt, now))")
        } else {
            out.append("Showing:     nothing yet (the waiting page)")
        }
        if let p = s.pending { out.append("Pending:     version \(p.name), shown when the screen is at rest") }
        if let age = s.documentAge(at: now) { out.append("Confirmed:   \(duration(age)) ago") }
        if let c = s.lastCheck {
            out.append("Last check:  \(c.outcome.rawValue), \(when(c.at, now))" + (c.message.map { ": \($0)" } ?? ""))
        }
        if let e = s.lastError {
            let state = s.isFailing ? "failing since \(when(e.since, now))" : "last failure \(when(e.at, now))"
            out.append("Error:       \(e.message) (\(state))")
        }
        if let next = s.nextCheckAt { out.append("Next check:  \(when(next, now))") }
        out.append("Checks:      \(s.checksTotal), \(s.updateFailuresTotal) failed; \(s.updatesTotal) updates shown")
        if let page = s.page { out.append("Page:        \(page)" + (s.pageCount.map { " of \($0)" } ?? "")) }
        out.append("Up:          \(duration(s.uptime)); \(s.droppedFrames) dropped frames")
        out.append("Written:     \(when(s.updatedAt, now))")
        return out
    }

    /// The status in one line, for `systemctl status` (the service manager's STATUS=).
    public static func serviceLine(_ s: PlayerStatus) -> String {
        var line = s.shown.map { "Showing version \($0.name) of \(s.document)" } ?? "Waiting for content from \(s.document)"
        if s.isFailing, let e = s.lastError {
            line += "; checks failing since \(time(e.since)): \(e.message)"
        } else if let c = s.lastCheck {
            line += "; checked \(time(c.at)): \(c.outcome.rawValue)"
        }
        if s.pending != nil { line += "; a new version waits for the screen to be at rest" }
        return line
    }

    /// "2026-11-27 00:40:12 UTC".
    static func time(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd HH:mm:ss"
        return formatter.string(from: date) + " UTC"
    }

    /// "2026-11-27 00:40:12 UTC (3 min ago)", or "(in 20 s)" for a moment to come.
    static func when(_ date: Date, _ now: Date) -> String {
        let d = now.timeIntervalSince(date)
        return time(date) + " (" + (d >= 0 ? "\(duration(d)) ago)" : "in \(duration(-d)))")
    }

    /// 42 → "42 s", 200 → "3 min", 7300 → "2 h 1 min", 200000 → "2 d 7 h".
    static func duration(_ seconds: Double) -> String {
        let s = Int(seconds.rounded())
        switch s {
        case ..<60: return "\(s) s"
        case ..<3600: return "\(s / 60) min"
        case ..<86_400: return "\(s / 3600) h \(s % 3600 / 60) min"
        default: return "\(s / 86_400) d \(s % 86_400 / 3600) h"
        }
    }
}
