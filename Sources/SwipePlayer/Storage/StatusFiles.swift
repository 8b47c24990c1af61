import Foundation
import SwipeDocument
import SwipeReader

/// Where a player fed by a web server reports itself: `$XDG_STATE_HOME/swipe-player/status.json`
/// (by default `~/.local/state/...`), and with `--metrics FILE` the same in Prometheus text for
/// node_exporter's textfile collector. Each file is written whole and atomically (a temporary
/// file renamed over it, which the collector ignores), on a queue of its own so the window's
/// thread never waits for the disk. A failure is said once.
public final class StatusFiles: @unchecked Sendable {
    public let status: URL
    public let metrics: URL?
    private let queue = DispatchQueue(label: "swipe-player.status-files")
    private let warn: @Sendable (String) -> Void
    private var warned = false

    public init(status: URL, metrics: URL?, warn: @escaping @Sendable (String) -> Void) {
        self.status = status
        self.metrics = metrics
        self.warn = warn
    }

    /// `$XDG_STATE_HOME/swipe-player/status.json`, else `~/.local/state/swipe-player/status.json`.
    public static func defaultStatus(environment: [String: String]) -> URL {
        DocumentFile.directory("XDG_STATE_HOME", fallback: ".local/state", folder: "", environment: environment).appendingPathComponent("status.json")
    }

    /// Writes `status` (and its metrics at `now`) in the background.
    public func write(_ status: PlayerStatus, at now: Date) {
        queue.async { self.writeNow(status, at: now) }
    }

    /// Waits until what was asked to be written is on disk (tests, and before the player exits).
    public func flush() { queue.sync {} }

    private func writeNow(_ status: PlayerStatus, at now: Date) {
        do {
            try DocumentFile(url: self.status).write(try status.json() + Data("\n".utf8))
            if let metrics { try DocumentFile(url: metrics).write(Data(PrometheusExposition.text(status, at: now).utf8)) }
        } catch {
            guard !warned else { return }
            warned = true
            warn("cannot write the status to \(self.status.deletingLastPathComponent().path): \(error.localizedDescription)")
        }
    }
}
