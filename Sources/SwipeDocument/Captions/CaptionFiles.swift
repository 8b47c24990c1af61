import Foundation

/// Captions beside a media file, as players look for them: `movie.vtt`, or `movie.LANG.vtt` for
/// one language (WebVTT). The player shows them; `lint --accessibility` asks for them.
public enum CaptionFiles {
    /// Whether `names` (the files of the media's folder) hold captions for `media`.
    public static func present(for media: URL, in names: [String]) -> Bool {
        names.contains { captionLanguage(of: $0, for: media) != nil }
    }

    /// The captions file among `names` for `media` in `language`: `movie.LANG.vtt` for the
    /// language (or its first subtag: `en` for `en-GB`), else `movie.vtt`; nil when neither is there.
    public static func file(for media: URL, language: String?, in names: [String]) -> String? {
        let wanted = language.map { [$0.lowercased(), String($0.lowercased().prefix { $0 != "-" && $0 != "_" })] } ?? []
        for tag in wanted {
            if let name = names.first(where: { captionLanguage(of: $0, for: media)?.lowercased() == tag }) { return name }
        }
        return names.first { captionLanguage(of: $0, for: media) == "" }
    }

    /// The names captions for `media` may have in `languages`, as they are asked for where a
    /// folder cannot be listed (on the web): `movie.LANG.vtt` for each language and its first
    /// subtag, then `movie.vtt`.
    public static func candidates(for media: URL, languages: [String]) -> [String] {
        let base = media.deletingPathExtension().lastPathComponent
        var out: [String] = []
        for tag in languages.flatMap({ [$0, String($0.prefix { $0 != "-" && $0 != "_" })] }) where !tag.isEmpty && !out.contains("\(base).\(tag).vtt") {
            out.append("\(base).\(tag).vtt")
        }
        return out + ["\(base).vtt"]
    }

    /// The language a captions file `name` is for `media` in: "" for `movie.vtt`, `LANG` for
    /// `movie.LANG.vtt`; nil when it is not captions of `media`.
    private static func captionLanguage(of name: String, for media: URL) -> String? {
        let base = media.deletingPathExtension().lastPathComponent
        guard name.hasPrefix(base + ".") else { return nil }
        let rest = name.dropFirst(base.count + 1)
        guard rest.lowercased() != "vtt" else { return "" }
        let language = rest.dropLast(4)
        return rest.lowercased().hasSuffix(".vtt") && !language.isEmpty && !language.contains(".") ? String(language) : nil
    }
}
