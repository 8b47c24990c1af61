import SwipeDocument

/// The names keys, mouse buttons and touch gestures have in key bindings (keys.conf, `--control`,
/// `--exit-chord`, the help overlay): one spelling each, case ignored, with the aliases people
/// coming from mpv or SDL type. A printable key is named by its character ("x", "[", "?"); the
/// rest by a word ("Right", "PageDown", "KP_Enter", "F11", "MBTN_Back", "Touch_2", "Touch_3").
public enum KeyName {
    /// The canonical spellings of the keys with a name of their own, in the order the help lists them.
    public static let named: [String] = [
        "Right", "Left", "Up", "Down", "PageUp", "PageDown", "Home", "End", "Space", "Enter", "Escape", "Tab", "Backspace", "Delete", "Insert",
    ] + (1...24).map { "F\($0)" } + (0...9).map { "KP\($0)" } + [
        "KP_Enter", "KP_Plus", "KP_Minus", "KP_Multiply", "KP_Divide", "KP_Period", "Back", "Menu",
        "MBTN_Back", "MBTN_Forward", "MBTN_Mid", "Touch_2", "Touch_3",
    ]

    /// Other spellings accepted for named keys (lower case) and what they mean.
    static let aliases: [String: String] = [
        "esc": "escape", "return": "enter", "bs": "backspace", "del": "delete", "ins": "insert", "pgup": "pageup", "pgdn": "pagedown",
        "pagedn": "pagedown", "page_up": "pageup", "page_down": "pagedown", "kp_add": "kp_plus", "kp_subtract": "kp_minus",
        "kp_dec": "kp_period", "ac_back": "back", "sharp": "#", "plus": "+", "minus": "-", "kp_ins": "kp0", "kp_del": "kp_period",
    ]

    /// The printable characters that are keys of their own on common layouts.
    static let characters = Set("abcdefghijklmnopqrstuvwxyz0123456789`-=[]\\;',./?+*!@#$%^&()_:\"<>{}|~")

    private static let canonical: [String: String] = Dictionary(uniqueKeysWithValues: named.map { ($0.lowercased(), $0) })

    /// The key `text` names, as bindings store it (lower case: "pagedown", "x", "kp_enter"); nil
    /// when it names no key. Upper-case letters are their lower-case key (Shift is written out).
    public static func key(_ text: String) -> String? {
        if text.count == 1, let c = text.lowercased().first, characters.contains(c) { return String(c) }
        let lower = text.lowercased()
        let name = aliases[lower] ?? lower
        if name.count == 1 { return name }
        return canonical[name] == nil ? nil : name
    }

    /// How the help overlay and `swipe-player keys` show `key`: arrows as arrows, named keys in
    /// their canonical spelling, letters in upper case as printed on keycaps.
    public static func display(_ key: String) -> String {
        switch key {
        case "right": return "→"
        case "left": return "←"
        case "up": return "↑"
        case "down": return "↓"
        case "-": return "−"
        default: return canonical[key] ?? key.uppercased()
        }
    }

    /// Whether `key` repeats another key's command on other hardware (the keypad, a mouse's extra
    /// buttons, a phone's Back, a second finger): the help overlay leaves it out when the command
    /// has a key of its own.
    public static func isAlternative(_ key: String) -> Bool {
        key.hasPrefix("kp") || key.hasPrefix("mbtn_") || key.hasPrefix("touch_") || key == "back" || key == "menu"
    }

    /// How keys.conf spells `key` (the canonical name, or the character itself).
    public static func spelling(_ key: String) -> String { canonical[key] ?? key }
}
