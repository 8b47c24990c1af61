import SwipeDocument

/// The letter layout of the on-screen keyboard, chosen from the reader's locale: QWERTY, the
/// French and Belgian AZERTY, or the German-speaking and central European QWERTZ. The digits,
/// punctuation and the accents a long press offers are the same in all three.
public enum KeyboardLayout: String, Equatable, Sendable, CaseIterable {
    case qwerty, azerty, qwertz

    /// The layout for the locale the environment names: the first set of `LC_ALL`, `LC_MESSAGES`
    /// and `LANG` (POSIX's order), QWERTY when none is or it names none of the others.
    public init(environment: [String: String]) {
        let name = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
        self.init(locale: name ?? "")
    }

    /// The layout for a locale name such as `fr_FR.UTF-8`, `de-CH` or `nl_BE@euro`.
    public init(locale: String) {
        let bare = locale.split(whereSeparator: { $0 == "." || $0 == "@" }).first.map(String.init) ?? ""
        let parts = bare.split(whereSeparator: { $0 == "_" || $0 == "-" }).map { $0.lowercased() }
        let language = parts.first ?? "", region = parts.count > 1 ? parts[1] : ""
        switch (language, region) {
        case ("fr", "ca"): self = .qwerty
        case ("fr", "ch"), ("it", "ch"): self = .qwertz
        case ("fr", _), (_, "be"): self = .azerty
        case ("de", _), ("cs", _), ("sk", _), ("hu", _), ("sl", _), ("hr", _), ("sq", _), ("lb", _), (_, "at"), (_, "ch"): self = .qwertz
        default: self = .qwerty
        }
    }

    /// The three rows of letters, top to bottom.
    public var letterRows: [[String]] {
        let rows: [String] = switch self {
        case .qwerty: ["qwertyuiop", "asdfghjkl", "zxcvbnm"]
        case .azerty: ["azertyuiop", "qsdfghjklm", "wxcvbn"]
        case .qwertz: ["qwertzuiop", "asdfghjkl", "yxcvbnm"]
        }
        return rows.map { $0.map(String.init) }
    }

    /// The digits, over the letters and over the symbols.
    public static let digits = "1234567890".map(String.init)

    /// The symbols shown in the letters' place (the `?123` key).
    public static let symbolRows: [[String]] = ["@#$%&-+()/", "*\"':;!?=_", "<>[]{}\\"].map { $0.map(String.init) }

    /// The accented letters a long press on `base` offers (lower case; none for other keys).
    public static func accents(of base: String) -> [String] {
        let table: [String: String] = [
            "a": "àáâäæãåā", "c": "çćč", "e": "éèêëēėę", "i": "îïíìī", "n": "ñń", "o": "ôöòóœøõō",
            "s": "ßśš", "u": "ùûüúū", "y": "ÿý", "z": "žźż", "l": "ł", "r": "ř", "d": "ď", "t": "ť", "g": "ğ",
        ]
        return (table[base] ?? "").map(String.init)
    }
}
