import Foundation
import SwipeDocument
import SwipeReader

/// Keeps a reader's annotations of each document (its bookmarks and highlights) in a small JSON
/// file of the XDG data directory (`$XDG_DATA_HOME/swipe-player/annotations/`, by default
/// `~/.local/share/...`): they are the reader's own work, not a cache or a state. Saved atomically
/// (`DocumentFile`); a damaged file is reported once and kept beside the new one as `….damaged`,
/// never lost.
public final class AnnotationStore {
    /// What the file holds.
    struct Contents: Codable {
        var bookmarks: [Bookmarks.Bookmark] = []
        var highlights: [Highlights.Highlight] = []

        init(bookmarks: [Bookmarks.Bookmark], highlights: [Highlights.Highlight]) {
            self.bookmarks = bookmarks
            self.highlights = highlights
        }

        init(from decoder: Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            bookmarks = try c.decodeIfPresent([Bookmarks.Bookmark].self, forKey: .bookmarks) ?? []
            highlights = try c.decodeIfPresent([Highlights.Highlight].self, forKey: .highlights) ?? []
        }
    }

    public var file: URL { stored.url }
    private let stored: DocumentFile
    private let warn: (String) -> Void
    private var warned = false
    private var damaged = false

    public init(documentPath: String, directory: URL, warn: @escaping (String) -> Void) {
        stored = DocumentFile(documentPath: documentPath, directory: directory)
        self.warn = warn
    }

    /// `$XDG_DATA_HOME/swipe-player/annotations`, or `~/.local/share/swipe-player/annotations`.
    public static func directory(environment: [String: String]) -> URL {
        DocumentFile.directory("XDG_DATA_HOME", fallback: ".local/share", folder: "annotations", environment: environment)
    }

    /// The saved bookmarks and highlights (none when there is no file, or a damaged one, which is
    /// said once).
    public func load() -> (Bookmarks, Highlights) {
        guard stored.exists else { return (Bookmarks(), Highlights()) }
        guard let data = stored.read(), let contents = try? JSONDecoder().decode(Contents.self, from: data) else {
            damaged = true
            report("the bookmarks and highlights in \(file.path) cannot be read; the file is kept as \(file.lastPathComponent).damaged when new ones are saved")
            return (Bookmarks(), Highlights())
        }
        return (Bookmarks(contents.bookmarks), Highlights(contents.highlights))
    }

    /// Saves them atomically; a failure is said once and changes nothing.
    public func save(bookmarks: Bookmarks, highlights: Highlights) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        do {
            if damaged {
                let aside = stored.url.appendingPathExtension("damaged")
                try? FileManager.default.removeItem(at: aside)
                try FileManager.default.moveItem(at: stored.url, to: aside)
                damaged = false
            }
            try stored.write(try encoder.encode(Contents(bookmarks: bookmarks.items, highlights: highlights.items)))
        } catch {
            report("cannot save the bookmarks and highlights to \(file.path) (\(error.localizedDescription))")
        }
    }

    private func report(_ message: String) {
        guard !warned else { return }
        warned = true
        warn(message)
    }
}
