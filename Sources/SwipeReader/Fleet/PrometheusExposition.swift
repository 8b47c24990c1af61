import Foundation
import SwipeDocument

/// A `PlayerStatus` in Prometheus's text exposition format (version 0.0.4), for node_exporter's
/// textfile collector: one `# HELP` and `# TYPE` per metric, counters ending in `_total`, label
/// values escaped, a newline at the end.
public enum PrometheusExposition {
    /// The metrics of `status` at `now`.
    public static func text(_ status: PlayerStatus, at now: Date) -> String {
        var out = ""
        func metric(_ name: String, _ type: String, _ help: String, _ value: Double?, labels: String = "") {
            guard let value else { return }
            out += "# HELP \(name) \(help)\n# TYPE \(name) \(type)\n\(name)\(labels) \(number(value))\n"
        }
        let info = "{document=\"\(escaped(status.document))\",version=\"\(escaped(status.shown?.name ?? ""))\"}"
        metric("swipe_player_up", "gauge", "1 while the player runs.", 1)
        metric("swipe_player_info", "gauge", "The document played and the version shown (ETag or Last-Modified).", 1, labels: info)
        metric("swipe_player_content_shown", "gauge", "1 when a version of the document is on screen, 0 while waiting for content.", status.shown == nil ? 0 : 1)
        metric("swipe_player_document_age_seconds", "gauge", "Seconds since the server last confirmed the version shown (or gave it).", status.documentAge(at: now))
        metric("swipe_player_document_fetched_timestamp_seconds", "gauge", "When the version shown was downloaded.", status.shown?.fetchedAt.timeIntervalSince1970)
        metric("swipe_player_update_pending", "gauge", "1 when a new version is downloaded and waits for the screen to be at rest.", status.pending == nil ? 0 : 1)
        metric("swipe_player_last_check_timestamp_seconds", "gauge", "When the server was last checked.", status.lastCheck?.at.timeIntervalSince1970)
        metric("swipe_player_last_check_success", "gauge", "1 when the last check succeeded, 0 when it failed or its version was refused.", status.lastCheck.map { $0.outcome.succeeded ? 1 : 0 })
        metric("swipe_player_failing_since_timestamp_seconds", "gauge", "When the current run of failed checks began (absent while checks succeed).",
               status.isFailing ? status.lastError?.since.timeIntervalSince1970 : nil)
        metric("swipe_player_checks_total", "counter", "Checks of the server since start.", Double(status.checksTotal))
        metric("swipe_player_update_failures_total", "counter", "Checks that failed or whose new version was refused, since start.", Double(status.updateFailuresTotal))
        metric("swipe_player_updates_total", "counter", "New versions shown since start.", Double(status.updatesTotal))
        metric("swipe_player_page", "gauge", "The page shown, from 1.", status.page.map(Double.init))
        metric("swipe_player_uptime_seconds", "gauge", "Seconds since the player started.", status.uptime)
        metric("swipe_player_dropped_frames_total", "counter", "Frames drawn late while something moved, since start.", Double(status.droppedFrames))
        return out
    }

    /// Whole numbers without a fraction, others with up to 3 decimals.
    static func number(_ v: Double) -> String {
        v.rounded() == v && abs(v) < 1e15 ? String(Int64(v)) : String(format: "%.3f", v)
    }

    /// A label value with `\`, `"` and newlines escaped.
    static func escaped(_ s: String) -> String {
        s.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"").replacingOccurrences(of: "\n", with: "\\n")
    }
}
