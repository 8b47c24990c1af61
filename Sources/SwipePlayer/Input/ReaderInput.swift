import CSDL2
import SwipeDocument
import SwipeReader

/// One event as every feature of a screen sees it: the event, the pointer input made of it,
/// and the key or button it presses, which a feature looks up as a command in the scopes it
/// answers (a menu asks `.menu`, the focus `.focus`, the reader `.reader`). Made once per event,
/// so every feature reads the same bindings, and a kiosk's swallowed commands never reach one.
struct ReaderInput {
    let event: InputEvent
    let time: Double
    /// The pointer, wheel or touch input the event is (nil: a key or something else).
    let pointer: GestureRecognizer.Input?
    /// The key or mouse button pressed, with its modifiers, or the second or third finger down as
    /// `touch_2` or `touch_3` (nil: none pressed).
    let chord: KeyChord?
    /// The fingers on the window as of this event (`FingerTracker`).
    let fingers: Int
    private let keys: KeyBindings
    private let kiosk: Bool
    /// The command a menu row chose: what every lookup in its scope answers (nil: a real event).
    private let chosen: Command?

    init(_ event: InputEvent, context: ScreenContext, at t: Double) {
        self.init(event, pointer: PointerInput.input(event, context: context, at: t), chord: KeyInput.chord(event) ?? context.fingers.chord(event),
                  fingers: context.fingers.count, keys: context.keys, kiosk: context.kiosk, at: t)
    }

    /// `command` chosen in the reader menu, as the chain sees a key bound to it pressed: a key
    /// going down that every feature asking the command's scope reads as `command` (and no other
    /// scope as anything), so it is performed by whatever performs its key.
    init(choosing command: Command, context: ScreenContext, at t: Double) {
        // No key of a keyboard: not a digit a presenter types, nor a character a field opens with.
        self.init(.keyDown(SDL_Keysym(), window: 0), chord: KeyChord(key: "reader menu"), fingers: context.fingers.count, keys: context.keys,
                  kiosk: context.kiosk, chosen: command, at: t)
    }

    /// `event` at `t` as made of its parts, read with `keys` (a feature tested with a fake host makes
    /// one so, without a window).
    init(_ event: InputEvent, pointer: GestureRecognizer.Input? = nil, chord: KeyChord?, fingers: Int = 0, keys: KeyBindings = .defaults,
         kiosk: Bool = false, chosen: Command? = nil, at t: Double) {
        self.event = event
        time = t
        self.pointer = pointer
        self.chord = chord
        self.fingers = fingers
        self.keys = keys
        self.kiosk = kiosk
        self.chosen = chosen
    }

    /// What the pressed key asks for in `scopes`, asked in that order; nil when nothing is pressed
    /// or nothing binds it there. In a kiosk a command it does not allow comes back as `ignore`.
    func command(_ scopes: KeyBindings.Scope...) -> Command? { command(scopes) }

    func command(_ scopes: [KeyBindings.Scope]) -> Command? {
        chord.flatMap { lookup($0, scopes) }
    }

    private func lookup(_ chord: KeyChord, _ scopes: [KeyBindings.Scope]) -> Command? {
        let found = chosen.map { scopes.contains($0.scope) ? $0 : nil } ?? keys.command(for: chord, in: scopes)
        guard let c = found else { return nil }
        return kiosk && c != .ignore && !KioskPolicy.allows(c) ? .ignore : c
    }

    /// Whether a menu row chose the command: no key was pressed, so a field being typed into lets it pass.
    var isChosen: Bool { chosen != nil }

    /// Whether the event is a second or third finger going down (`touch_2`, `touch_3`).
    var isTouch: Bool { if case .finger = event { chord != nil } else { false } }

    /// Whether the event is a key going down (a key bound to nothing included).
    var isKeyDown: Bool { event.isKeyDown }
}
