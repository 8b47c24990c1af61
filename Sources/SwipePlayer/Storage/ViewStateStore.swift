import Foundation
import SwipeDocument
import SwipeReader

/// Keeps each document's `ViewState` in a small file of the XDG state directory
/// (`$XDG_STATE_HOME/swipe-player/viewstate/`, by default `~/.local/state/...`), saved atomically
/// (`DocumentFile`); a damaged or unreadable file is reported once and ignored.
public final class ViewStateStore {
    /// The file this document's state lives in.
    public var file: URL { stored.url }
    private let stored: DocumentFile
    private let warn: (String) -> Void
    private var warned = false

    /// The store of the document at `documentPath` (a path or URL) under `directory`.
    public init(documentPath: String, directory: URL, warn: @escaping (String) -> Void) {
        stored = DocumentFile(documentPath: documentPath, directory: directory)
        self.warn = warn
    }

    /// `$XDG_STATE_HOME/swipe-player/viewstate`, or `~/.local/state/swipe-player/viewstate`.
    public static func directory(environment: [String: String]) -> URL {
        DocumentFile.directory("XDG_STATE_HOME", fallback: ".local/state", folder: "viewstate", environment: environment)
    }

    /// The saved state, nil when there is none (or it cannot be read, which is said once).
    public func load() -> ViewState? {
        guard stored.exists else { return nil }
        guard let data = stored.read(), let state = ViewState(data: data) else {
            report("the saved reading position \(file.path) is damaged; starting from the beginning")
            return nil
        }
        return state
    }

    /// Saves `state` atomically; a failure is said once and changes nothing.
    public func save(_ state: ViewState) {
        do { try stored.write(state.data) } catch {
            report("cannot save the reading position to \(file.path) (\(error.localizedDescription))")
        }
    }

    private func report(_ message: String) {
        guard !warned else { return }
        warned = true
        warn(message)
    }
}
