import Foundation

/// The export's progress line for a terminal: a bar, frames done of all, the share done and the
/// time left, estimated from the pace so far.
public struct ExportProgress: Equatable, Sendable {
    public var done: Int
    public var total: Int
    /// Seconds since the frames started.
    public var elapsed: Double

    public init(done: Int, total: Int, elapsed: Double) {
        self.done = done
        self.total = total
        self.elapsed = elapsed
    }

    /// Seconds still to go at the pace so far (nil before the first frame).
    public var remaining: Double? {
        guard done > 0, elapsed > 0 else { return nil }
        return elapsed / Double(done) * Double(max(0, total - done))
    }

    /// `[#########-----------]  120/300 frames  40%  0:12 left`, the bar `width` characters wide.
    public func line(width: Int = 30) -> String {
        let fraction = total > 0 ? min(1, Double(done) / Double(total)) : 1
        let filled = Int((fraction * Double(width)).rounded(.down))
        let bar = String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled)
        let left = remaining.map { Self.clock($0) + " left" } ?? "--:-- left"
        return "[\(bar)] \(done)/\(total) frames \(Int((fraction * 100).rounded(.down)))% \(left)"
    }

    /// `m:ss`, or `h:mm:ss` from an hour.
    static func clock(_ seconds: Double) -> String {
        let s = Int(seconds.rounded(.up))
        if s >= 3600 { return String(format: "%d:%02d:%02d", s / 3600, s / 60 % 60, s % 60) }
        return String(format: "%d:%02d", s / 60, s % 60)
    }
}
