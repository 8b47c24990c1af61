import SwipeDocument

/// A key with modifiers: what a binding names ("Shift+Space", "Ctrl+f", "x") and what the window
/// reports a press as; also the kiosk's exit chord ("ctrl+alt+q").
public struct KeyChord: Hashable, Sendable, CustomStringConvertible {
    public struct Modifiers: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let ctrl = Modifiers(rawValue: 1)
        public static let alt = Modifiers(rawValue: 2)
        public static let shift = Modifiers(rawValue: 4)
        public static let gui = Modifiers(rawValue: 8)
    }

    public var modifiers: Modifiers
    /// The key's name as `KeyName.key` gives it ("q", "f12", "escape", "pagedown").
    public var key: String

    public init(modifiers: Modifiers = [], key: String) {
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

    /// Reads a binding's key: "x", "Shift+Space", "Ctrl++" (case and spaces around `+` ignored):
    /// modifiers, then exactly one key `KeyName` knows. An upper-case letter is Shift and its key.
    public static func binding(_ text: String) throws(ParseError) -> KeyChord {
        var parts = text.split(separator: "+", omittingEmptySubsequences: false).map { $0.trimmingWhitespace() }
        // "+" and "Ctrl++": the last key is the plus key itself.
        if parts.count >= 2, parts[parts.count - 1].isEmpty, parts[parts.count - 2].isEmpty {
            parts.removeLast(2)
            parts.append("+")
        }
        guard !parts.isEmpty, !parts.contains(where: \.isEmpty) else {
            throw ParseError(description: "\"\(text)\" is not a key (write it like x, Shift+Space or Ctrl+f)")
        }
        var modifiers: Modifiers = []
        for part in parts.dropLast() {
            guard let m = modifierNames[part.lowercased()] else {
                throw ParseError(description: "\"\(part)\" is not a modifier (Ctrl, Alt, Shift or Super)")
            }
            modifiers.insert(m)
        }
        let last = parts[parts.count - 1]
        guard modifierNames[last.lowercased()] == nil else { throw ParseError(description: "\"\(text)\" has no key after its modifiers") }
        guard let key = KeyName.key(last) else {
            throw ParseError(description: "\"\(last)\" is not a key name (`swipe-player keys` lists the keys bound now; named keys: \(KeyName.named.prefix(15).joined(separator: ", ")), F1-F24, KP0-KP9, KP_Enter, MBTN_Back, …)")
        }
        if last.count == 1, last.first?.isUppercase == true { modifiers.insert(.shift) }
        return KeyChord(modifiers: modifiers, key: key)
    }

    /// Reads `--exit-chord`'s "ctrl+alt+q": a binding that needs at least one modifier, so that no
    /// single key press leaves the kiosk.
    public static func parse(_ text: String) throws(ParseError) -> KeyChord {
        let parts = text.lowercased().split(separator: "+", omittingEmptySubsequences: false).map { $0.trimmingWhitespace() }
        guard !parts.isEmpty, !parts.contains(where: \.isEmpty) else {
            throw ParseError(description: "\"\(text)\" is not a key chord (write it like ctrl+alt+q)")
        }
        for part in parts.dropLast() where modifierNames[part] == nil {
            throw ParseError(description: "\"\(part)\" is not a modifier (ctrl, alt, shift or super)")
        }
        let chord = try binding(parts.joined(separator: "+"))
        guard !chord.modifiers.isEmpty else { throw ParseError(description: "\"\(text)\" needs a modifier (ctrl, alt, shift or super): a single key would leave the kiosk too easily") }
        return chord
    }

    /// Whether pressing `key` with exactly `modifiers` held is this chord.
    public func matches(key: String, modifiers held: Modifiers) -> Bool {
        key.lowercased() == self.key && held == modifiers
    }

    /// The chord without Shift (a binding without Shift answers Shift+key when nothing binds that).
    public var unshifted: KeyChord? {
        modifiers.contains(.shift) ? KeyChord(modifiers: modifiers.subtracting(.shift), key: key) : nil
    }

    private var modifierWords: [String] {
        [(Modifiers.ctrl, "ctrl"), (.alt, "alt"), (.shift, "shift"), (.gui, "super")].filter { modifiers.contains($0.0) }.map(\.1)
    }

    /// "ctrl+alt+q": as `--exit-chord` spells it.
    public var description: String { (modifierWords + [key]).joined(separator: "+") }

    /// "Shift+Space", "Ctrl+f": as keys.conf spells it.
    public var spelling: String { (modifierWords.map { $0.prefix(1).uppercased() + $0.dropFirst() } + [KeyName.spelling(key)]).joined(separator: "+") }

    /// "Shift+Space", "Ctrl+F", "→": as the help overlay shows it.
    public var display: String { (modifierWords.map { $0.prefix(1).uppercased() + $0.dropFirst() } + [KeyName.display(key)]).joined(separator: "+") }
}

extension Substring {
    fileprivate func trimmingWhitespace() -> String {
        let isBlank = { (c: Character) in c == " " || c == "\t" }
        guard let first = firstIndex(where: { !isBlank($0) }), let last = lastIndex(where: { !isBlank($0) }) else { return "" }
        return String(self[first...last])
    }
}
