import Foundation

/// Captions beside a media file, as players look for them: `movie.vtt`, or `movie.LANG.vtt` for
/// one language (WebVTT).
enum CaptionFiles {
    /// Whether `names` (the files of the media's folder) hold captions for `media`.
    static func present(for media: URL, in names: [String]) -> Bool {
        let base = media.deletingPathExtension().lastPathComponent
        return names.contains { name in
            guard name.hasPrefix(base + ".") else { return false }
            let rest = name.dropFirst(base.count + 1).lowercased()
            guard rest != "vtt" else { return true }
            let language = rest.dropLast(4)
            return rest.hasSuffix(".vtt") && !language.isEmpty && !language.contains(".")
        }
    }
}
