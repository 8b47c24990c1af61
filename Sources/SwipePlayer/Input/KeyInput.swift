import CSDL2
import SwipeDocument
import SwipeReader

/// SDL's keys and mouse buttons as key bindings name them: the one place an SDL keycode becomes a
/// `KeyChord` (and a binding's name a keycode, for `--control`). Nothing outside the input layer
/// sees an `SDLK_` constant: features get commands.
enum KeyInput {
    /// The keys with names of their own; printable ASCII keys are their character.
    private static let named: [(SDL_KeyCode, String)] = [
        (SDLK_RIGHT, "right"), (SDLK_LEFT, "left"), (SDLK_UP, "up"), (SDLK_DOWN, "down"), (SDLK_PAGEUP, "pageup"), (SDLK_PAGEDOWN, "pagedown"),
        (SDLK_HOME, "home"), (SDLK_END, "end"), (SDLK_SPACE, "space"), (SDLK_RETURN, "enter"), (SDLK_RETURN2, "enter"), (SDLK_ESCAPE, "escape"),
        (SDLK_TAB, "tab"), (SDLK_BACKSPACE, "backspace"), (SDLK_DELETE, "delete"), (SDLK_INSERT, "insert"),
        (SDLK_KP_ENTER, "kp_enter"), (SDLK_KP_PLUS, "kp_plus"), (SDLK_KP_MINUS, "kp_minus"), (SDLK_KP_MULTIPLY, "kp_multiply"),
        (SDLK_KP_DIVIDE, "kp_divide"), (SDLK_KP_PERIOD, "kp_period"), (SDLK_AC_BACK, "back"), (SDLK_MENU, "menu"), (SDLK_APPLICATION, "menu"),
        (SDLK_KP_0, "kp0"), (SDLK_KP_1, "kp1"), (SDLK_KP_2, "kp2"), (SDLK_KP_3, "kp3"), (SDLK_KP_4, "kp4"), (SDLK_KP_5, "kp5"),
        (SDLK_KP_6, "kp6"), (SDLK_KP_7, "kp7"), (SDLK_KP_8, "kp8"), (SDLK_KP_9, "kp9"),
        (SDLK_F1, "f1"), (SDLK_F2, "f2"), (SDLK_F3, "f3"), (SDLK_F4, "f4"), (SDLK_F5, "f5"), (SDLK_F6, "f6"), (SDLK_F7, "f7"), (SDLK_F8, "f8"),
        (SDLK_F9, "f9"), (SDLK_F10, "f10"), (SDLK_F11, "f11"), (SDLK_F12, "f12"), (SDLK_F13, "f13"), (SDLK_F14, "f14"), (SDLK_F15, "f15"),
        (SDLK_F16, "f16"), (SDLK_F17, "f17"), (SDLK_F18, "f18"), (SDLK_F19, "f19"), (SDLK_F20, "f20"), (SDLK_F21, "f21"), (SDLK_F22, "f22"),
        (SDLK_F23, "f23"), (SDLK_F24, "f24"),
    ]
    private static let names: [SDL_Keycode: String] = Dictionary(named.map { (SDL_Keycode($0.0.rawValue), $0.1) }, uniquingKeysWith: { a, _ in a })
    private static let codes: [String: SDL_Keycode] = Dictionary(named.map { ($0.1, SDL_Keycode($0.0.rawValue)) }, uniquingKeysWith: { a, _ in a })

    /// The key `sym` is, as bindings name it; nil for keys bindings have no name for.
    static func name(_ sym: SDL_Keycode) -> String? {
        if let n = names[sym] { return n }
        guard sym > 32, sym < 127, let scalar = Unicode.Scalar(UInt32(sym)) else { return nil }
        return String(Character(scalar)).lowercased()
    }

    /// The modifiers held in SDL's `mod` (Caps and Num Lock are not modifiers here).
    static func modifiers(_ mod: UInt16) -> KeyChord.Modifiers {
        let m = UInt32(mod)
        var out: KeyChord.Modifiers = []
        if m & KMOD_CTRL.rawValue != 0 { out.insert(.ctrl) }
        if m & KMOD_ALT.rawValue != 0 { out.insert(.alt) }
        if m & KMOD_SHIFT.rawValue != 0 { out.insert(.shift) }
        if m & KMOD_GUI.rawValue != 0 { out.insert(.gui) }
        return out
    }

    /// The keys that only modify others (Ctrl held for the simulated touch types nothing).
    private static let modifierKeys: Set<SDL_Keycode> = Set([SDLK_LCTRL, SDLK_RCTRL, SDLK_LSHIFT, SDLK_RSHIFT, SDLK_LALT, SDLK_RALT, SDLK_LGUI, SDLK_RGUI,
                                                               SDLK_MODE, SDLK_CAPSLOCK, SDLK_NUMLOCKCLEAR].map { SDL_Keycode($0.rawValue) })

    /// Whether `event` is typing on a keyboard: text, or a key going down that is no modifier alone.
    static func isTyping(_ event: InputEvent) -> Bool {
        switch event {
        case .text: true
        case .keyDown(let key, _): !modifierKeys.contains(key.sym)
        default: false
        }
    }

    /// Whether Shift is held now (a Shift+drag selects instead of turning pages).
    static var isShiftHeld: Bool { modifiers(UInt16(SDL_GetModState().rawValue)).contains(.shift) }

    /// The key or mouse button `event` presses, with its modifiers: key downs, and the mouse's
    /// back, forward and middle buttons (as they go up, when a click is complete).
    static func chord(_ event: InputEvent) -> KeyChord? {
        switch event {
        case .keyDown(let key, _):
            return name(key.sym).map { KeyChord(modifiers: modifiers(key.mod), key: $0) }
        case .mouseButton(let b) where !b.down:
            let buttons: [InputEvent.MouseButton.Button: String] = [.back: "mbtn_back", .forward: "mbtn_forward", .middle: "mbtn_mid"]
            return buttons[b.button].map { KeyChord(modifiers: modifiers(UInt16(SDL_GetModState().rawValue)), key: $0) }
        default:
            return nil
        }
    }

    /// The keycode for a key named as bindings or SDL name it (`--control`'s `key Right`); nil for
    /// no key.
    static func keycode(named text: String) -> SDL_Keycode? {
        if let key = KeyName.key(text) {
            if let code = codes[key] { return code }
            if key.count == 1, let ascii = key.unicodeScalars.first?.value, ascii < 127 { return SDL_Keycode(ascii) }
        }
        let sdl = SDL_GetKeyFromName(text)
        return sdl == SDL_Keycode(SDLK_UNKNOWN.rawValue) ? nil : sdl
    }
}

/// The keys a one-line text being typed answers (the search field, a highlight's note): fixed, as
/// in any text field, and never looked up as commands.
enum TypingKey {
    case enter, escape, backspace, tab

    init?(_ event: InputEvent) {
        guard case .keyDown(let key, _) = event else { return nil }
        switch Int(key.sym) {
        case Int(SDLK_RETURN.rawValue), Int(SDLK_KP_ENTER.rawValue): self = .enter
        case Int(SDLK_ESCAPE.rawValue): self = .escape
        case Int(SDLK_BACKSPACE.rawValue): self = .backspace
        case Int(SDLK_TAB.rawValue): self = .tab
        default: return nil
        }
    }
}
