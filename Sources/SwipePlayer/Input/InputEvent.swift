import CSDL2

/// One SDL event as the player reads it, translated once where it reaches the window
/// (`init(_:)`): a key, typed text, the mouse, a finger, the wheel, the window's own events and the
/// events the player posts itself. Features switch on its cases; nothing outside the input layer
/// reads an SDL event's type (a test checks).
public enum InputEvent {
    /// SDL_QUIT: a close request with one window open, a signal, or a lost display.
    case quit
    /// Something happened to the window SDL numbers `window`.
    case window(WindowChange, window: UInt32)
    /// A key went down, as SDL names it (the input layer makes it a `KeyChord`).
    case keyDown(SDL_Keysym, window: UInt32)
    /// A key went up (named, for the screen reader that hears it too).
    case keyUp(SDL_Keysym, window: UInt32)
    /// Text typed: a character, or an input method's committed text.
    case text(String)
    /// Text an input method is composing, shown at the caret until it is committed.
    case composition(String)
    case mouseButton(MouseButton)
    case mouseMotion(MouseMotion)
    case wheel(Wheel)
    case finger(Finger)
    /// An event the player posted itself from another thread; `source` says whose (compared, never followed).
    case posted(PostedEvent, source: UnsafeMutableRawPointer?)
    /// Anything else SDL sends.
    case other

    /// What happened to a window.
    public enum WindowChange {
        /// Its close button, or the window manager closing it.
        case close
        /// Its drawable changed size.
        case resized
        case other
    }

    /// A mouse button going down or up at (x, y) of the window.
    public struct MouseButton {
        public enum Button { case left, middle, back, forward, other }
        var button: Button
        var down: Bool
        var x: Int32, y: Int32
        /// Made by SDL from a touch (the finger's own events count instead).
        var fromTouch: Bool
        var window: UInt32
    }

    /// The mouse moving to (x, y) of the window.
    public struct MouseMotion {
        var x: Int32, y: Int32
        /// Whether the left button is held.
        var leftHeld: Bool
        /// Whether any button is held.
        var held: Bool
        var fromTouch: Bool
        var window: UInt32
    }

    /// The wheel turned: notches sideways and away from the reader (SDL's flipped wheels turned back).
    public struct Wheel {
        var x: Double, y: Double
        var window: UInt32
    }

    /// What a finger (or the mouse, for the gesture lab) did.
    public enum Phase { case down, moved, up }

    /// A finger going down, moving or lifting at (x, y), each 0…1 of the window.
    public struct Finger {
        var phase: Phase
        var id: Int64
        var x: Double, y: Double
        var window: UInt32
    }

    /// SDL_TOUCH_MOUSEID: mouse events SDL synthesizes from touches.
    private static let touchMouseID = UInt32.max

    /// `event` as the player reads it.
    public init(_ event: SDL_Event) {
        switch SDL_EventType(event.type) {
        case SDL_QUIT: self = .quit
        case SDL_WINDOWEVENT:
            let kind = SDL_WindowEventID(UInt32(event.window.event))
            let change: WindowChange = kind == SDL_WINDOWEVENT_CLOSE ? .close
                : kind == SDL_WINDOWEVENT_SIZE_CHANGED || kind == SDL_WINDOWEVENT_RESIZED ? .resized : .other
            self = .window(change, window: event.window.windowID)
        case SDL_KEYDOWN: self = .keyDown(event.key.keysym, window: event.key.windowID)
        case SDL_KEYUP: self = .keyUp(event.key.keysym, window: event.key.windowID)
        case SDL_TEXTINPUT: self = .text(event.text.string)
        case SDL_TEXTEDITING: self = .composition(event.edit.string)
        case SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP:
            let b = event.button
            let buttons: [UInt8: MouseButton.Button] = [UInt8(SDL_BUTTON_LEFT): .left, UInt8(SDL_BUTTON_MIDDLE): .middle,
                                                         UInt8(SDL_BUTTON_X1): .back, UInt8(SDL_BUTTON_X2): .forward]
            self = .mouseButton(MouseButton(button: buttons[b.button] ?? .other, down: event.type == SDL_MOUSEBUTTONDOWN.rawValue, x: b.x, y: b.y,
                                            fromTouch: b.which == Self.touchMouseID, window: b.windowID))
        case SDL_MOUSEMOTION:
            let m = event.motion
            // Bit 0 of the button state is the left button (SDL_BUTTON_LMASK, a macro Swift cannot import).
            self = .mouseMotion(MouseMotion(x: m.x, y: m.y, leftHeld: m.state & 1 != 0, held: m.state != 0,
                                            fromTouch: m.which == Self.touchMouseID, window: m.windowID))
        case SDL_MOUSEWHEEL:
            let flip: Double = event.wheel.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue ? -1 : 1
            self = .wheel(Wheel(x: Double(event.wheel.preciseX) * flip, y: Double(event.wheel.preciseY) * flip, window: event.wheel.windowID))
        case SDL_FINGERDOWN, SDL_FINGERMOTION, SDL_FINGERUP:
            let f = event.tfinger
            let phase: Phase = f.type == SDL_FINGERDOWN.rawValue ? .down : f.type == SDL_FINGERUP.rawValue ? .up : .moved
            self = .finger(Finger(phase: phase, id: f.fingerId, x: Double(f.x), y: Double(f.y), window: f.windowID))
        default:
            self = PostedEvent(type: event.type).map { .posted($0, source: event.user.data1) } ?? .other
        }
    }

    /// The window the event is for (0: none in particular).
    var window: UInt32 {
        switch self {
        case .window(_, let id), .keyDown(_, let id), .keyUp(_, let id): id
        case .mouseButton(let b): b.window
        case .mouseMotion(let m): m.window
        case .wheel(let w): w.window
        case .finger(let f): f.window
        case .quit, .text, .composition, .posted, .other: 0
        }
    }

    /// Whether it is a key going down.
    var isKeyDown: Bool { if case .keyDown = self { true } else { false } }

    /// Whether it is a mouse button going down.
    var isMouseDown: Bool { if case .mouseButton(let b) = self { b.down } else { false } }

    /// Whether it is a key or typed text (what a field being typed into takes).
    var isTyping: Bool {
        switch self {
        case .keyDown, .keyUp, .text, .composition: true
        default: false
        }
    }
}
