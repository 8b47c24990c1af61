import Foundation
import SwipeDocument
import SwipeReader

/// Keeps a level of `Preferences` in a hand-editable JSON file: the global defaults in
/// `$XDG_CONFIG_HOME/swipe-player/preferences.json`, or one document's beside its reading
/// position (`$XDG_STATE_HOME/swipe-player/preferences/`, named as its view state). A save writes
/// a new file beside the old one and renames it over it, so a crash leaves the previous file; a
/// damaged file, and each unusable entry, is reported once and ignored.
public final class PreferencesStore {
    public var file: URL { stored.url }
    private let stored: DocumentFile
    private let warn: (String) -> Void
    private var reported = Set<String>()
    /// Writes the bytes of a save to its temporary file (replaced by tests to fail half-way).
    var writeFile: (Data, URL) throws -> Void = DocumentFile.writeDurably

    public init(file: URL, warn: @escaping (String) -> Void) {
        stored = DocumentFile(url: file)
        self.warn = warn
    }

    /// The global defaults' file: `$XDG_CONFIG_HOME/swipe-player/preferences.json`, or
    /// `~/.config/swipe-player/preferences.json`.
    public static func globalFile(environment: [String: String]) -> URL {
        DocumentFile.directory("XDG_CONFIG_HOME", fallback: ".config", folder: "preferences.json", environment: environment)
    }

    /// The file of the document at `documentPath` (a path or URL), beside the reading positions.
    public static func documentFile(documentPath: String, environment: [String: String]) -> URL {
        DocumentFile(documentPath: documentPath,
                     directory: DocumentFile.directory("XDG_STATE_HOME", fallback: ".local/state", folder: "preferences", environment: environment)).url
    }

    /// The stored preferences; none when there is no file, or it cannot be used (said once).
    public func load() -> Preferences {
        guard FileManager.default.fileExists(atPath: file.path) else { return Preferences() }
        guard let data = try? Data(contentsOf: file) else {
            report("cannot read the preferences in \(file.path); ignored")
            return Preferences()
        }
        let read = Preferences.read(Array(data), file: file.path)
        for d in read.diagnostics {
            report(d.severity == .error ? "\(d) (the preferences in this file are ignored)" : "\(d)")
        }
        return read.preferences
    }

    /// Saves `preferences` atomically; a failure is said once and leaves the previous file.
    @discardableResult
    public func save(_ preferences: Preferences) -> Bool {
        do {
            try stored.write(preferences.json, writing: writeFile)
            return true
        } catch {
            report("cannot save the preferences to \(file.path) (\(error.localizedDescription))")
            return false
        }
    }

    private func report(_ message: String) {
        guard reported.insert(message).inserted else { return }
        warn(message)
    }
}
