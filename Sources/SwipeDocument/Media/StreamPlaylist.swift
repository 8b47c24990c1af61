import Foundation

/// The playlist files internet radios are linked through (`.m3u` and `.pls`): a few lines that name
/// the actual stream. FFmpeg plays HLS (`.m3u8`, or an `.m3u` with `#EXT-X-` tags) itself, but
/// not these, so the player reads them first and plays the first stream listed.
public enum StreamPlaylist {
    /// Whether `url` names a playlist to read rather than a stream to play.
    public static func isPlaylist(_ url: URL) -> Bool {
        ["m3u", "pls"].contains(url.pathExtension.lowercased())
    }

    /// Whether the playlist text is really an HLS playlist (segments, variants), for FFmpeg.
    public static func isHLS(_ text: String) -> Bool {
        text.contains("#EXT-X-")
    }

    /// The streams listed in a playlist, in order: `FileN=` entries of a PLS file (by N), or the
    /// non-comment lines of an M3U file. Relative entries resolve against `base`; lines that are
    /// not URLs are skipped.
    public static func entries(in text: String, base: URL?) -> [URL] {
        let lines = text.replacingOccurrences(of: "\u{FEFF}", with: "").split(whereSeparator: \.isNewline)
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
        let isPLS = lines.first?.lowercased() == "[playlist]" || lines.contains { $0.lowercased().hasPrefix("file1=") }
        let locations: [String]
        if isPLS {
            locations = lines.compactMap { line -> (Int, String)? in
                guard line.lowercased().hasPrefix("file"), let eq = line.firstIndex(of: "=") else { return nil }
                guard let n = Int(line[line.index(line.startIndex, offsetBy: 4)..<eq]) else { return nil }
                return (n, String(line[line.index(after: eq)...]).trimmingCharacters(in: .whitespaces))
            }.sorted { $0.0 < $1.0 }.map(\.1)
        } else {
            locations = lines.filter { !$0.hasPrefix("#") }
        }
        return locations.compactMap { location in
            guard let url = URL(string: location, relativeTo: base)?.absoluteURL, url.scheme != nil else { return nil }
            return url
        }
    }
}
