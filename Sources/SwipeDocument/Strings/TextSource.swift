/// Text as an author may write it: plain, per language, a reference into the page's `strings`, or
/// an expression evaluated by the player (`valueOf`, used with events).
public enum TextSource: Equatable, Sendable {
    case plain(String)
    /// `{"en": "Hello", "*": "Hi"}`
    case localized([String: String])
    /// `{"ref": id}`; other keys of the object serve as a language dictionary when `id` is missing.
    case reference(String, fallback: [String: String])
    /// `{"valueOf": ...}`, kept as written.
    case expression(JSONNode)

    /// The text for `language`, as the original engine picks it: the entry for the language, else the
    /// `*` entry, else none (no prefix matching, no fallback to English).
    public func resolved(language: String, strings: [String: [String: String]]) -> String? {
        switch self {
        case .plain(let s): return s
        case .localized(let d): return Self.lookup(d, language)
        case .reference(let id, let fallback):
            if let d = strings[id] { return Self.lookup(d, language) }
            return Self.lookup(fallback, language)
        case .expression: return nil
        }
    }

    public static func lookup(_ d: [String: String], _ language: String) -> String? { d[language] ?? d["*"] }

    static func parse(_ n: JSONNode) -> Parsed<TextSource> {
        switch n.value {
        case .string(let s): return .ok(.plain(s))
        case .number(let v): return .warn(.plain(NumberBounds.format(v)), "text should be a string; the number is shown as written")
        case .object(let o):
            if o["valueOf"] != nil { return .ok(.expression(n)) }
            var dict: [String: String] = [:]
            for m in o.members where m.key != "ref" {
                guard let s = m.value.string else { return .invalid("the text for language \"\(m.key)\" should be a string, not \(m.value.kindDescription)") }
                dict[m.key] = s
            }
            if let ref = o["ref"] {
                guard let id = ref.string else { return .invalid("\"ref\" should name a string id, not \(ref.kindDescription)") }
                return .ok(.reference(id, fallback: dict))
            }
            return .ok(.localized(dict))
        default:
            return .invalid("text should be a string, {language: text} or {\"ref\": id}, not \(n.kindDescription)")
        }
    }
}

/// Page `strings`: `{id: {language: text}}`.
func parseStrings(_ n: JSONNode) -> Parsed<[String: [String: String]]> {
    guard let o = n.object else { return .invalid("\"strings\" should be an object {id: {language: text}}, not \(n.kindDescription)") }
    var out: [String: [String: String]] = [:]
    var warning: String?
    for m in o.members where !ObjectReader.isComment(m.key) {
        guard let langs = m.value.object else { warning = "strings[\"\(m.key)\"] should be an object {language: text}"; continue }
        var d: [String: String] = [:]
        for l in langs.members {
            if let s = l.value.string { d[l.key] = s } else { warning = "strings[\"\(m.key)\"][\"\(l.key)\"] should be a string" }
        }
        out[m.key] = d
    }
    return warning.map { .warn(out, $0 + "; that entry is ignored") } ?? .ok(out)
}
