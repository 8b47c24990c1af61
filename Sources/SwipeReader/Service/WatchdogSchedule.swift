import SwipeDocument

/// When the service manager's watchdog next has to hear from the player. `$WATCHDOG_USEC` is how
/// long it waits for a ping before it takes the service for hung and restarts it; the player pings
/// at half that, as systemd advises, so a slow frame does not count as a hang. The times are the
/// caller's clock (the window's seconds).
public struct WatchdogSchedule: Equatable, Sendable {
    /// Seconds between pings.
    public let interval: Double
    /// When the last ping was sent (nil: none yet, one is due at once).
    public private(set) var lastPing: Double?

    public init(interval: Double) {
        self.interval = interval
    }

    /// The watchdog `environment` asks the process `pid` for, as `sd_watchdog_enabled` decides:
    /// `WATCHDOG_USEC` a whole number of microseconds above 0, and `WATCHDOG_PID` unset or `pid`
    /// (the variables may have been inherited from a service's main process by one of its
    /// children, which the watchdog is not watching). Nil when there is none.
    public init?(environment: [String: String], pid: Int32) {
        guard let text = environment["WATCHDOG_USEC"], let usec = UInt64(text), usec > 0 else { return nil }
        if let owner = environment["WATCHDOG_PID"], Int32(owner) != pid { return nil }
        interval = Double(usec) / 2_000_000
    }

    /// When the next ping is due (at or before `t` when it is already).
    public func nextPing(after t: Double) -> Double {
        lastPing.map { $0 + interval } ?? t
    }

    /// Whether a ping is due at `t`.
    public func isDue(at t: Double) -> Bool {
        t >= nextPing(after: t)
    }

    /// A ping was sent at `t`.
    public mutating func pinged(at t: Double) {
        lastPing = t
    }
}
