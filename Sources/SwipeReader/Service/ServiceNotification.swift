import SwipeDocument

/// A message to the service manager in systemd's notification protocol (what `sd_notify` sends):
/// one datagram of newline-separated `KEY=VALUE` lines. The player says it is ready once its first
/// frame is on screen, pings the watchdog from its frame loop, and says when it stops in order.
public enum ServiceNotification: Equatable, Sendable {
    /// Start-up is over; `status` is a line for `systemctl status` (which document is shown).
    case ready(status: String?)
    /// The frame loop still turns.
    case watchdog
    /// The player is leaving of its own accord (not failing).
    case stopping
    /// A new line for `systemctl status` (a kiosk's update checks).
    case status(String)

    /// The datagram's text. A status keeps to one line: a newline in it would start another assignment.
    public var text: String {
        switch self {
        case .ready(let status?): "READY=1\nSTATUS=" + Self.oneLine(status)
        case .status(let status): "STATUS=" + Self.oneLine(status)
        case .ready(nil): "READY=1"
        case .watchdog: "WATCHDOG=1"
        case .stopping: "STOPPING=1"
        }
    }

    private static func oneLine(_ s: String) -> String { String(s.map { $0.isNewline ? " " : $0 }) }
}
