import SwipeDocument

/// Kiosk mode's decisions, free of SDL: which input is swallowed, the exit chord, the long press in
/// the top-left corner that leaves, when the cursor shows, and when an idle kiosk returns to its
/// first page. The window's kiosk adapter (`KioskSession` in SwipePlayer) feeds it input and time.
public enum KioskPolicy {
    /// What the kiosk does with one piece of input.
    public enum Verdict: Equatable, Sendable {
        /// The screen gets it (keys, taps, drags), whose commands the kiosk allows or not (`allows`).
        case pass
        /// Nobody gets it (the window's close request).
        case swallow
        /// The deliberate exit: the player quits.
        case exit
    }

    /// Input as the kiosk sees it.
    public enum Input: Equatable, Sendable {
        /// A key pressed, as the window names it.
        case key(KeyChord)
        /// SDL_QUIT or the window manager's close request.
        case closeRequest
    }

    /// What becomes of `input` when `chord` is the exit chord. Keys pass; what they may do is
    /// decided command by command (`allows`).
    public static func verdict(_ input: Input, chord: KeyChord) -> Verdict {
        switch input {
        case .closeRequest: .swallow
        case .key(let pressed): chord.matches(key: pressed.key, modifiers: pressed.modifiers) ? .exit : .pass
        }
    }

    /// The commands a kiosk's visitors may use, as declared (`CommandDeclaration.kiosk`): reading,
    /// searching, the overview, sound, the reader menu (offering only these) and the page's own
    /// buttons and menus. Every other command (quit, fullscreen, help, settings, bookmarks and
    /// highlights, the gesture lab, blanking) is swallowed whatever key it is bound to.
    public static let allowedCommands = Set(Command.declarations.filter(\.kiosk).map(\.command))

    /// Whether a kiosk lets `command` happen.
    public static func allows(_ command: Command) -> Bool { allowedCommands.contains(command) }
}

/// The long press in the top-left corner that leaves the kiosk: a pointer held down in the corner
/// for `duration` seconds without straying more than `slop` pixels from where it went down.
public struct CornerPress: Sendable {
    /// How long the press lasts, in seconds.
    public var duration: Double = 3
    /// How far the pointer may wander while held, in pixels.
    public var slop: Double = 24
    /// Where the press started and when (nil: no press under way).
    public private(set) var start: (point: Point, time: Double)?

    public init() {}

    /// The corner's side for a viewport: 8% of its shorter side, at least 48 pixels.
    public static func cornerSize(viewport: Point) -> Double {
        max(48, 0.08 * min(viewport.x, viewport.y))
    }

    /// A pointer went down at `p` at `time`.
    public mutating func down(_ p: Point, time: Double, viewport: Point) {
        let side = Self.cornerSize(viewport: viewport)
        start = p.x >= 0 && p.y >= 0 && p.x < side && p.y < side ? (p, time) : nil
    }

    /// The pointer moved to `p`: a press that strays too far is no longer one.
    public mutating func moved(_ p: Point) {
        guard let s = start else { return }
        let dx = p.x - s.point.x, dy = p.y - s.point.y
        if dx * dx + dy * dy > slop * slop { start = nil }
    }

    /// The pointer went up: the press ends. Whether it was held long enough.
    public mutating func up(time: Double) -> Bool {
        defer { start = nil }
        return isComplete(at: time)
    }

    /// Whether the press has been held long enough at `time` (the kiosk leaves without waiting
    /// for the pointer to go up).
    public func isComplete(at time: Double) -> Bool {
        guard let s = start else { return false }
        return time - s.time >= duration
    }

    /// When the press under way completes (nil: none under way).
    public var deadline: Double? { start.map { $0.time + duration } }
}

/// The mouse cursor in a kiosk: hidden, shown for `showFor` seconds after a real mouse moves
/// (touch never shows it).
public struct KioskCursor: Sendable {
    public var showFor: Double = 2
    /// When a real mouse last moved.
    public private(set) var lastMotion: Double?

    public init() {}

    /// The mouse moved at `time`; `fromTouch` for motion SDL synthesizes from a finger.
    public mutating func mouseMoved(at time: Double, fromTouch: Bool) {
        if !fromTouch { lastMotion = time }
    }

    public func isVisible(at time: Double) -> Bool {
        guard let m = lastMotion else { return false }
        return time < m + showFor
    }

    /// When a shown cursor hides again (nil: hidden).
    public func hideTime(after time: Double) -> Double? {
        guard let m = lastMotion, time < m + showFor else { return nil }
        return m + showFor
    }
}
