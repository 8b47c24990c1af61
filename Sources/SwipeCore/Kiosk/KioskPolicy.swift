/// Kiosk mode's decisions, free of SDL: which input is swallowed, the exit chord, the long press in
/// the top-left corner that leaves, when the cursor shows, and when an idle kiosk returns to its
/// first page. The window's kiosk adapter (`KioskSession` in SwipePlayer) feeds it input and time.
public enum KioskPolicy {
    /// What the kiosk does with one piece of input.
    public enum Verdict: Equatable, Sendable {
        /// The screen gets it (page keys, taps, drags); the window's own keys stay off.
        case pass
        /// Nobody gets it (quit, fullscreen, help, the window's close request).
        case swallow
        /// The deliberate exit: the player quits.
        case exit
    }

    /// Input as the kiosk sees it: keys by their lower-case SDL name ("q", "f11", "escape", "/").
    public enum Input: Equatable, Sendable {
        case key(String, KeyChord.Modifiers)
        /// SDL_QUIT or the window manager's close request.
        case closeRequest
    }

    /// Keys the kiosk never passes on, whatever their modifiers: quit, fullscreen, help, the gesture lab.
    public static let swallowedKeys: Set<String> = ["q", "f", "f11", "h", "?", "i"]

    /// What becomes of `input` when `chord` is the exit chord.
    public static func verdict(_ input: Input, chord: KeyChord) -> Verdict {
        switch input {
        case .closeRequest:
            return .swallow
        case .key(let name, let modifiers):
            if chord.matches(key: name, modifiers: modifiers) { return .exit }
            // Shift+/ is "?" on most layouts; SDL reports the unshifted key.
            if swallowedKeys.contains(name) || (name == "/" && modifiers.contains(.shift)) { return .swallow }
            return .pass
        }
    }
}

/// A key with modifiers, as `--exit-chord` spells it: "ctrl+alt+q", "ctrl+shift+f12".
public struct KeyChord: Equatable, Sendable, CustomStringConvertible {
    public struct Modifiers: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let ctrl = Modifiers(rawValue: 1)
        public static let alt = Modifiers(rawValue: 2)
        public static let shift = Modifiers(rawValue: 4)
        public static let gui = Modifiers(rawValue: 8)
    }

    public var modifiers: Modifiers
    /// The key's lower-case SDL name ("q", "f12", "escape").
    public var key: String

    public init(modifiers: Modifiers, key: String) {
        self.modifiers = modifiers
        self.key = key.lowercased()
    }

    /// Ctrl+Alt+Q.
    public static let defaultExit = KeyChord(modifiers: [.ctrl, .alt], key: "q")

    /// Why a chord could not be read.
    public struct ParseError: Error, Equatable, CustomStringConvertible {
        public var description: String
    }

    private static let modifierNames: [String: Modifiers] = [
        "ctrl": .ctrl, "control": .ctrl, "alt": .alt, "shift": .shift, "super": .gui, "meta": .gui, "gui": .gui, "win": .gui,
    ]

    /// Reads "ctrl+alt+q" (case and spaces ignored): modifiers, then exactly one key. A chord needs
    /// at least one modifier, so that no single key press leaves the kiosk.
    public static func parse(_ text: String) throws(ParseError) -> KeyChord {
        let parts = text.lowercased().split(separator: "+", omittingEmptySubsequences: false).map { $0.trimmingWhitespace() }
        guard !parts.isEmpty, !parts.contains(where: \.isEmpty) else {
            throw ParseError(description: "\"\(text)\" is not a key chord (write it like ctrl+alt+q)")
        }
        var modifiers: Modifiers = []
        for part in parts.dropLast() {
            guard let m = modifierNames[part] else {
                throw ParseError(description: "\"\(part)\" is not a modifier (ctrl, alt, shift or super)")
            }
            modifiers.insert(m)
        }
        let key = parts[parts.count - 1]
        guard modifierNames[key] == nil else { throw ParseError(description: "\"\(text)\" has no key after its modifiers") }
        guard !modifiers.isEmpty else { throw ParseError(description: "\"\(text)\" needs a modifier (ctrl, alt, shift or super): a single key would leave the kiosk too easily") }
        return KeyChord(modifiers: modifiers, key: key)
    }

    /// Whether pressing `key` with exactly `modifiers` held is this chord.
    public func matches(key: String, modifiers held: Modifiers) -> Bool {
        key.lowercased() == self.key && held == modifiers
    }

    public var description: String {
        var names: [String] = []
        if modifiers.contains(.ctrl) { names.append("ctrl") }
        if modifiers.contains(.alt) { names.append("alt") }
        if modifiers.contains(.shift) { names.append("shift") }
        if modifiers.contains(.gui) { names.append("super") }
        return (names + [key]).joined(separator: "+")
    }
}

extension Substring {
    fileprivate func trimmingWhitespace() -> String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
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

/// Returns an idle kiosk to its first page: `seconds` after the last input, once per idle spell.
public struct IdleReset: Sendable {
    public let seconds: Double
    /// The time of the last input (or of the start).
    public private(set) var lastInput: Double
    /// Whether this idle spell has already reset the kiosk.
    public private(set) var didReset = false

    public init(seconds: Double, start: Double) {
        self.seconds = seconds
        lastInput = start
    }

    /// Input arrived at `time`: the idle spell starts again.
    public mutating func input(at time: Double) {
        lastInput = max(lastInput, time)
        didReset = false
    }

    /// When the reset is due (nil: already done for this spell).
    public var deadline: Double? { didReset ? nil : lastInput + seconds }

    /// Whether to reset now; true once per idle spell, at or after its deadline.
    public mutating func shouldReset(at time: Double) -> Bool {
        guard let d = deadline, time >= d else { return false }
        didReset = true
        return true
    }
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
