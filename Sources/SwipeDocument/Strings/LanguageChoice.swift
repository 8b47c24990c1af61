import Foundation

/// Picks the language a document is shown in, as the original engine does: a saved or explicit
/// choice wins; otherwise the user's preferred languages (each tried with shorter prefixes, so
/// "zh-Hans-CN" finds "zh-Hans" or "zh") against the document's `languages`, then `*` if listed, then
/// the first listed; a document without `languages` uses "en" (texts then fall back to `*`).
public enum LanguageChoice {
    public static func choose(offered: [LanguageInfo], preferred: [String], chosen: String? = nil) -> String {
        if let chosen, !chosen.isEmpty { return chosen }
        guard !offered.isEmpty else { return "en" }
        let ids = Set(offered.map(\.id))
        for pref in preferred {
            var parts = pref.split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
            while !parts.isEmpty {
                let candidate = parts.joined(separator: "-")
                if ids.contains(candidate) { return candidate }
                parts.removeLast()
            }
        }
        if ids.contains("*") { return "*" }
        return offered[0].id
    }

    /// The user's preferred languages from POSIX locale variables (`LANGUAGE` list first, then
    /// `LC_ALL`, `LC_MESSAGES`, `LANG`), as BCP-47-like tags ("de_AT.UTF-8" → "de-AT").
    public static func preferredLanguages(environment: [String: String]) -> [String] {
        var out: [String] = []
        if let list = environment["LANGUAGE"] { out += list.split(separator: ":").map(String.init) }
        for key in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            if let v = environment[key], !v.isEmpty { out.append(v) }
        }
        return out.compactMap { tag in
            let base = tag.split(separator: ".").first.map(String.init) ?? tag
            let clean = (base.split(separator: "@").first.map(String.init) ?? base).replacingOccurrences(of: "_", with: "-")
            return clean.isEmpty || clean == "C" || clean == "POSIX" ? nil : clean
        }
    }
}
