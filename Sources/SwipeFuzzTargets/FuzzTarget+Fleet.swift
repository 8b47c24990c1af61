import Foundation
import SwipeDocument
import SwipeReader

/// Files a kiosk fed by a web server reads back from its own disk: its `status.json` (which
/// `swipe-player status` reads) and the HTTP cache's metadata beside each stored body.
extension FuzzTarget {
    /// A moment for the reports: when these targets were written.
    static let now = Date(timeIntervalSince1970: 1_796_000_000)

    /// A status file read as `swipe-player status` does and reported for a person at the moments
    /// it names and now; also in the player's other reports of a status (systemd's line,
    /// Prometheus' text). Nothing changes a status read back, so neither is it changed here.
    static func status(_ bytes: [UInt8]) {
        guard let status = try? PlayerStatus(json: Data(bytes)) else { return }
        for moment in [now, status.startedAt, status.updatedAt, status.lastCheck?.at ?? now, status.nextCheckAt ?? now] {
            _ = (StatusReport.lines(status, at: moment), PrometheusExposition.text(status, at: moment))
        }
        _ = (StatusReport.serviceLine(status), status.isFailing)
    }

    /// A cache entry's metadata read as `HTTPCache` does; what the cache decides with it when it
    /// arrived, now and long after, refreshed by a 304, and written again.
    static func cache(_ bytes: [UInt8]) {
        guard let entry = try? CacheEntryInfo(metadata: Data(bytes)) else { return }
        for moment in [entry.receivedAt, now, .distantFuture] {
            _ = (entry.decision(at: moment), entry.servableOffline(at: moment))
        }
        _ = (entry.isStorable, entry.freshnessLifetime)
        _ = try? entry.revalidated(headers: ["cache-control": "max-age=60", "age": "5"], receivedAt: now).metadata()
    }
}
