/// When an idle kiosk goes back to its first page, warned first (EN 301 549 11.2.2.1, WCAG 2.2.1):
/// `seconds` after the last input a warning shows for `warning` seconds, then the kiosk resets,
/// once per idle spell. Any input ends the spell, and with it a warning showing (an extension,
/// counted; there is no limit to how many). Sound, speech or video the visitor is hearing or
/// watching holds the idle clock (`mediaPlays`), at most `mediaHold` seconds past the last input
/// (a looping video must not keep a kiosk from ever resetting), and never once the warning shows.
/// With spoken feedback on, idle time and warning both last twice as long. Pure: time is a parameter.
public struct IdleReset: Sendable {
    /// The shortest warning a kiosk gives (WCAG 2.2.1's 20 seconds to ask for more time).
    public static let minimumWarning = 20.0
    /// How long media may hold the idle clock past the last input, in seconds.
    public static let mediaHold = 600.0

    /// Seconds without input before the warning (`--idle-reset`).
    public let seconds: Double
    /// Seconds the warning shows before the reset (0: none).
    public let warning: Double
    /// Spoken feedback is on: the idle time and the warning last twice as long.
    public var spokenFeedback = false
    /// The time of the last input (or of the start).
    public private(set) var lastInput: Double
    /// The last time media was seen holding the idle clock (never before `lastInput`).
    public private(set) var heldUntil: Double
    /// Whether this idle spell has already reset the kiosk.
    public private(set) var didReset = false
    /// How many inputs came while the warning showed, each one more time granted.
    public private(set) var extensions = 0
    /// Whether the warning of this spell has begun to show (`warns`).
    public private(set) var warned = false

    public init(seconds: Double, warning: Double = 0, start: Double) {
        self.seconds = seconds
        self.warning = warning
        lastInput = start
        heldUntil = start
    }

    private var scale: Double { spokenFeedback ? 2 : 1 }

    /// When the warning shows (nil: the reset is already done for this spell).
    public var warningStart: Double? { didReset ? nil : max(lastInput, heldUntil) + seconds * scale }

    /// How long the warning shows, in seconds (twice `warning` with spoken feedback).
    public var warningLength: Double { warning * scale }

    /// When the reset is due (nil: already done for this spell).
    public var deadline: Double? { warningStart.map { $0 + warningLength } }

    /// The seconds left before the reset while the warning shows at `time`; nil while it does not.
    public func secondsLeft(at time: Double) -> Double? {
        guard let start = warningStart, let end = deadline, time >= start, time < end else { return nil }
        return end - time
    }

    /// Input arrived at `time`: the idle spell starts again, and a warning showing ends (extended).
    public mutating func input(at time: Double) {
        if secondsLeft(at: time) != nil { extensions += 1 }
        lastInput = max(lastInput, time)
        heldUntil = max(heldUntil, lastInput)
        didReset = false
        warned = false
    }

    /// The seconds left before the reset if the warning shows at `time` (nil: it does not); from
    /// then on media holds the idle clock no more.
    public mutating func warns(at time: Double) -> Double? {
        guard let left = secondsLeft(at: time) else { return nil }
        warned = true
        return left
    }

    /// The visitor's media plays at `time`: the idle clock waits, unless the warning has begun to
    /// show, the spell already reset, or media has held it `mediaHold` seconds past the last input.
    public mutating func mediaPlays(at time: Double) {
        guard !warned, !didReset, time < lastInput + Self.mediaHold else { return }
        heldUntil = max(heldUntil, time)
    }

    /// Whether to reset now; true once per idle spell, at or after its deadline.
    public mutating func shouldReset(at time: Double) -> Bool {
        guard let d = deadline, time >= d else { return false }
        didReset = true
        warned = false
        return true
    }
}
