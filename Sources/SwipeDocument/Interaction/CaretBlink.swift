/// When the caret of a text box being edited shows: on for `onTime`, off for `offTime`, over and
/// over from the last edit, caret move or selection change (which shows it at once), and steady
/// while the input method composes or text is selected, as desktop platforms do. A pure function of
/// the time passed in; the window asks for a frame only at `nextEdge(after:)`.
public struct CaretBlink: Equatable, Sendable {
    /// Seconds the caret shows, then hides, in each blink (the usual desktop rhythm).
    public static let onTime = 0.53
    public static let offTime = 0.53

    /// When the caret was last shown anew.
    public private(set) var since: Double

    public init(since: Double) { self.since = since }

    /// Shows the caret at `t` and starts the rhythm again from there.
    public mutating func reset(at t: Double) { since = t }

    /// Whether the caret shows at `t` (`steady`: a composition or a selection keeps it on).
    public func isVisible(at t: Double, steady: Bool = false) -> Bool {
        guard !steady, t > since else { return true }
        let phase = (t - since).truncatingRemainder(dividingBy: Self.onTime + Self.offTime)
        return phase < Self.onTime
    }

    /// The first time after `t` at which the caret shows or hides; nil when it is steady.
    public func nextEdge(after t: Double, steady: Bool = false) -> Double? {
        guard !steady else { return nil }
        let period = Self.onTime + Self.offTime
        guard t >= since else { return since + Self.onTime }
        let start = since + ((t - since) / period).rounded(.down) * period
        // The end of the phase `t` is in (rounding may put `t` on that end itself: the next one).
        var edge = start + Self.onTime
        var on = true
        while edge <= t {
            edge += on ? Self.offTime : Self.onTime
            on.toggle()
        }
        return edge
    }
}
