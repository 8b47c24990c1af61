import SwipeDocument

/// When a kiosk next asks its web server whether the document changed (`--update-every`): every
/// `interval` seconds while checks succeed; after failures, twice as long each time up to
/// `maxDelay`, so a fleet does not hammer a server that is down. Every delay is spread by
/// ±`spread`/2 of itself with a caller's random number (`unit` in 0..<1), so a thousand screens
/// that lost the server together do not all come back in the same second. Time is a parameter.
public struct UpdateSchedule: Equatable, Sendable {
    /// Seconds between checks while they succeed.
    public let interval: Double
    /// The longest wait after failures.
    public let maxDelay: Double
    /// The share of a delay the jitter spreads it over (0.2: ±10 %).
    public let spread: Double
    /// Checks failed in a row since the last one that succeeded.
    public private(set) var failures = 0

    public init(interval: Double, maxDelay: Double? = nil, spread: Double = 0.2) {
        self.interval = max(0.01, interval)
        self.maxDelay = max(self.interval, maxDelay ?? min(3600, self.interval * 16))
        self.spread = min(1, max(0, spread))
    }

    /// The wait before the next check, with `unit` (0..<1) choosing where in the spread it falls.
    public func delay(unit: Double) -> Double {
        let base = failures == 0 ? interval : min(maxDelay, interval * Double(1 << min(failures, 30)))
        return base * (1 - spread / 2 + spread * min(1, max(0, unit)))
    }

    /// A check succeeded (the document was confirmed, or a new version came): back to `interval`.
    public mutating func succeeded() { failures = 0 }

    /// A check failed (no answer, an error status, a broken version): the next wait is longer.
    public mutating func failed() { failures += 1 }
}
