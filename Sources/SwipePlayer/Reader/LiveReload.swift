import Foundation
import SwipeDocument
import SwipeReader

/// Live reload as the document and story screens both have it: the file and its local media
/// watched on a thread of their own (`FileWatcher`), each change posted to the window as
/// `PostedEvent.fileChanged` for the screen that asked, then read again on the window's thread
/// through the opener's `read`. A good version is handed back (its files watched from then on, the
/// error overlay cleared); one with errors leaves the last good version showing under an overlay
/// listing them. One type, so both screens reload alike.
public final class LiveReload<Version> {
    /// What reading again found: a new version and the local files it is made of now, or the
    /// problems that keep the last good version showing.
    public enum Outcome {
        case version(Version, watch: [String])
        case errors([String])
    }

    private let watcher: FileWatcher
    private let read: () -> Outcome

    /// Watches `paths` for `screen` (whose address the posted events carry), reading with `read`.
    init(for screen: AnyObject, paths: [String], read: @escaping () -> Outcome) {
        self.read = read
        watcher = FileWatcher.posting(for: screen, paths: paths)
    }

    /// Whether a file change posted by `source` is one of the files `screen` watches (not another screen's).
    static func changed(source: UnsafeMutableRawPointer?, for screen: AnyObject) -> Bool {
        source == Unmanaged.passUnretained(screen).toOpaque()
    }

    /// Reads again: the new version (the errors overlay of `chrome` cleared, its files watched now),
    /// or nil with the errors shown by `chrome`.
    func reload(errorsIn chrome: inout PlayerChrome) -> Version? {
        switch read() {
        case .errors(let lines):
            chrome.errors = lines
            return nil
        case .version(let version, let paths):
            chrome.errors = []
            watcher.watch(paths)
            return version
        }
    }

    /// Stops watching (the screen closed).
    func stop() { watcher.stop() }
}
