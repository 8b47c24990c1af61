/// A key going down or up as AT-SPI2's device event controller takes it
/// (`NotifyListenersSync((uiiiisb)) → b`): the X keysym and keycode, X's modifier mask, a
/// timestamp in milliseconds and the key's text. Screen readers (Orca 43 on X11) hear keys only
/// so: their own commands, key echo. Made by the window's input layer from SDL's key; pure.
public struct ATSPIKeyEvent: Equatable, Sendable {
    public var pressed: Bool
    /// The X keysym (`XK_Tab` 0xff09, `a` 0x61).
    public var keysym: Int32
    /// The X keycode (the evdev code + 8), which Orca's key bindings match.
    public var keycode: Int32
    /// X's modifier mask (Shift 1, Lock 2, Control 4, Mod1 8, Mod2 16, Mod4 64).
    public var modifiers: Int32
    public var milliseconds: Int32
    /// The text it types ("a"), empty for a key that types none (Orca then names it by its keysym).
    public var string: String

    public init(pressed: Bool, keysym: Int32, keycode: Int32, modifiers: Int32, milliseconds: Int32, string: String) {
        self.pressed = pressed
        self.keysym = keysym
        self.keycode = keycode
        self.modifiers = modifiers
        self.milliseconds = milliseconds
        self.string = string
    }

    /// X's modifier bits.
    public static let shift: Int32 = 1, lock: Int32 = 2, control: Int32 = 4, alt: Int32 = 8, numLock: Int32 = 16, superKey: Int32 = 64

    /// The call's argument: `(uiiiisb)`, type 0 for a press and 1 for a release (`AtspiEventType`).
    public var argument: BusArgument {
        .structure([.uint32(pressed ? 0 : 1), .int32(keysym), .int32(keycode), .int32(modifiers), .int32(milliseconds), .string(string),
                    .boolean(!string.isEmpty)])
    }
}
