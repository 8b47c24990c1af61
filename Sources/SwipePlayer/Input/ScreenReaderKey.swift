import CSDL2
import SwipeDesktop

/// A key as a screen reader hears it over AT-SPI2 (`ATSPIKeyEvent`): SDL's key with X's keysym and
/// keycode, which the registry's device event controller passes on and Orca's key bindings match
/// (SDL's scancodes are USB usages; X's keycodes are Linux's evdev codes + 8).
extension ATSPIKeyEvent {
    /// `event` as AT-SPI hands it to screen readers, at `t` seconds; nil for anything but a key.
    init?(_ event: InputEvent, at t: Double) {
        let pressed: Bool, key: SDL_Keysym
        switch event {
        case .keyDown(let k, _): (pressed, key) = (true, k)
        case .keyUp(let k, _): (pressed, key) = (false, k)
        default: return nil
        }
        let mod = UInt32(key.mod)
        let has = { (m: SDL_Keymod) in mod & m.rawValue != 0 }
        var modifiers: Int32 = 0
        for (sdl, x) in [(KMOD_SHIFT, Self.shift), (KMOD_CAPS, Self.lock), (KMOD_CTRL, Self.control), (KMOD_ALT, Self.alt),
                         (KMOD_NUM, Self.numLock), (KMOD_GUI, Self.superKey)] where has(sdl) { modifiers |= x }
        let entry = Self.keys[key.scancode.rawValue]
        // Keys that type (letters, digits, punctuation) have the layout's keysym: SDL's keycode is its character.
        var string = ""
        var keysym = entry?.keysym ?? (key.sym < 0x100 ? key.sym : 0xff_ffff)
        if entry?.keysym == nil, (0x20..<0x7f).contains(key.sym), var scalar = Unicode.Scalar(UInt32(key.sym)) {
            if has(KMOD_SHIFT), let symbol = Self.shiftedSymbols[key.scancode.rawValue], symbol.plain == scalar {
                scalar = symbol.shifted
            } else if has(KMOD_SHIFT) != has(KMOD_CAPS), let upper = String(scalar).uppercased().unicodeScalars.first {
                scalar = upper
            }
            string = String(scalar)
            keysym = Int32(scalar.value)
        } else if has(KMOD_NUM), let digit = Self.keypadDigits[key.scancode.rawValue] {
            keysym = digit
        }
        self.init(pressed: pressed, keysym: keysym, keycode: (entry?.code ?? 0) + 8, modifiers: modifiers,
                  milliseconds: Int32(truncatingIfNeeded: Int64(t * 1000)), string: string)
    }

    /// SDL's scancodes (USB usages): X's evdev code, and the keysym of a key that types nothing.
    static let keys: [UInt32: (code: Int32, keysym: Int32?)] = {
        var keys: [UInt32: (code: Int32, keysym: Int32?)] = [:]
        // a…z, 1…9 and 0, then Return … slash: evdev codes in USB order.
        let typing: [Int32] = [30, 48, 46, 32, 18, 33, 34, 35, 23, 36, 37, 38, 50, 49, 24, 25, 16, 19, 31, 20, 22, 47, 17, 45, 21, 44,
                               2, 3, 4, 5, 6, 7, 8, 9, 10, 11]
        for (i, code) in typing.enumerated() { keys[UInt32(4 + i)] = (code, nil) }
        let named: [(UInt32, Int32, Int32?)] = [
            (40, 28, 0xff0d), (41, 1, 0xff1b), (42, 14, 0xff08), (43, 15, 0xff09), (44, 57, nil), (45, 12, nil), (46, 13, nil),
            (47, 26, nil), (48, 27, nil), (49, 43, nil), (50, 43, nil), (51, 39, nil), (52, 40, nil), (53, 41, nil), (54, 51, nil),
            (55, 52, nil), (56, 53, nil), (57, 58, 0xffe5),
            (68, 87, 0xffc8), (69, 88, 0xffc9), (70, 99, 0xff61), (71, 70, 0xff14), (72, 119, 0xff13), (73, 110, 0xff63),
            (74, 102, 0xff50), (75, 104, 0xff55), (76, 111, 0xffff), (77, 107, 0xff57), (78, 109, 0xff56), (79, 106, 0xff53),
            (80, 105, 0xff51), (81, 108, 0xff54), (82, 103, 0xff52), (83, 69, 0xff7f),
            // the keypad, Num Lock off (Orca's desktop layout): / * - + Enter, End Down Next Left Begin Right Home Up Prior, Insert Delete
            (84, 98, 0xffaf), (85, 55, 0xffaa), (86, 74, 0xffad), (87, 78, 0xffab), (88, 96, 0xff8d),
            (89, 79, 0xff9c), (90, 80, 0xff99), (91, 81, 0xff9b), (92, 75, 0xff96), (93, 76, 0xff9d), (94, 77, 0xff98),
            (95, 71, 0xff95), (96, 72, 0xff97), (97, 73, 0xff9a), (98, 82, 0xff9e), (99, 83, 0xff9f),
            (100, 86, nil), (101, 127, 0xff67),
            // Control, Shift, Alt, Super: left, then right
            (224, 29, 0xffe3), (225, 42, 0xffe1), (226, 56, 0xffe9), (227, 125, 0xffeb),
            (228, 97, 0xffe4), (229, 54, 0xffe2), (230, 100, 0xffea), (231, 126, 0xffec),
        ]
        for (usage, code, keysym) in named { keys[usage] = (code, keysym) }
        // F1…F10
        for i in 0..<10 { keys[UInt32(58 + i)] = (Int32(59 + i), Int32(0xffbe + i)) }
        return keys
    }()

    /// The symbols Shift types on the digit and punctuation keys of the US layout, by scancode:
    /// used where the layout has that key's US character (SDL's keycode ignores Shift), so Shift+1
    /// is "!" there; a key of another layout keeps its character.
    static let shiftedSymbols: [UInt32: (plain: Unicode.Scalar, shifted: Unicode.Scalar)] = {
        let keys: [(UInt32, Unicode.Scalar, Unicode.Scalar)] = [
            (30, "1", "!"), (31, "2", "@"), (32, "3", "#"), (33, "4", "$"), (34, "5", "%"), (35, "6", "^"), (36, "7", "&"), (37, "8", "*"),
            (38, "9", "("), (39, "0", ")"), (45, "-", "_"), (46, "=", "+"), (47, "[", "{"), (48, "]", "}"), (49, "\\", "|"), (51, ";", ":"),
            (52, "'", "\""), (53, "`", "~"), (54, ",", "<"), (55, ".", ">"), (56, "/", "?"),
        ]
        return Dictionary(uniqueKeysWithValues: keys.map { ($0.0, (plain: $0.1, shifted: $0.2)) })
    }()

    /// The keypad's digits with Num Lock on: KP_1…KP_9, KP_0, KP_Decimal.
    static let keypadDigits: [UInt32: Int32] = {
        var digits: [UInt32: Int32] = [98: 0xffb0, 99: 0xffae]
        for i in 0..<9 { digits[UInt32(89 + i)] = Int32(0xffb1 + i) }
        return digits
    }()
}
