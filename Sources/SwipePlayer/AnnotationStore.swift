import Foundation
import SwipeCore

/// Keeps a reader's annotations of each document (its bookmarks) in a small JSON file of the XDG
/// data directory (`$XDG_DATA_HOME/swipe-player/annotations/`, by default `~/.local/share/...`):
/// they are the reader's own work, not a cache or a state. Saved atomically (`DocumentFile`); a
/// damaged file is reported once and kept beside the new one as `….damaged`, never lost.
public final class AnnotationStore {
    /// What the file holds.
    struct Contents: Codable {
        var bookmarks: [Bookmarks.Bookmark] = []
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

    /// The saved bookmarks (none when there is no file, or a damaged one, which is said once).
    public func loadBookmarks() -> Bookmarks {
        guard stored.exists else { return Bookmarks() }
        guard let data = stored.read(), let contents = try? JSONDecoder().decode(Contents.self, from: data) else {
            damaged = true
            report("the bookmarks in \(file.path) cannot be read; they are kept as \(file.lastPathComponent).damaged when new ones are saved")
            return Bookmarks()
        }
        return Bookmarks(contents.bookmarks)
    }

    /// Saves `bookmarks` atomically; a failure is said once and changes nothing.
    public func save(_ bookmarks: Bookmarks) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        do {
            if damaged {
                let aside = stored.url.appendingPathExtension("damaged")
                try? FileManager.default.removeItem(at: aside)
                try FileManager.default.moveItem(at: stored.url, to: aside)
                damaged = false
            }
            try stored.write(try encoder.encode(Contents(bookmarks: bookmarks.items)))
        } catch {
            report("cannot save the bookmarks to \(file.path) (\(error.localizedDescription))")
        }
    }

    private func report(_ message: String) {
        guard !warned else { return }
        warned = true
        warn(message)
    }
}
