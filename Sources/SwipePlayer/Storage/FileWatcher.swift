import Foundation

/// Watches a few files (a document and its local media) for changes, on a thread of its own, and
/// calls `changed` (on that thread) once after each change it sees: a file's modification time,
/// size or existence differing from the last look. It looks every `interval` seconds, so an edit
/// is noticed within that time; looking costs one `stat` per file.
public final class FileWatcher: @unchecked Sendable {
    private struct Stamp: Equatable {
        var modified: timespec?
        var size: Int64

        static func == (a: Stamp, b: Stamp) -> Bool {
            a.size == b.size && a.modified?.tv_sec == b.modified?.tv_sec && a.modified?.tv_nsec == b.modified?.tv_nsec
        }
    }

    private let lock = NSLock()
    private var paths: [String] = []
    private var stamps: [String: Stamp] = [:]
    private var stopped = false
    private let changed: @Sendable () -> Void

    public init(paths: [String], interval: Double = 0.2, changed: @escaping @Sendable () -> Void) {
        self.changed = changed
        watch(paths)
        let thread = Thread { [weak self] in
            while let self, !self.isStopped {
                Thread.sleep(forTimeInterval: interval)
                if self.look() { self.changed() }
            }
        }
        thread.name = "swipe-player.watch"
        thread.start()
    }

    deinit { stop() }

    /// Watches `paths` from now on (their present state is the reference).
    public func watch(_ paths: [String]) {
        let current = Dictionary(paths.map { ($0, Self.stamp($0)) }, uniquingKeysWith: { a, _ in a })
        lock.withLock {
            self.paths = paths
            stamps = current
        }
    }

    public func stop() { lock.withLock { stopped = true } }

    private var isStopped: Bool { lock.withLock { stopped } }

    /// Whether anything changed since the last look (remembering what it saw).
    private func look() -> Bool {
        let watched = lock.withLock { paths }
        let now = watched.map { ($0, Self.stamp($0)) }
        return lock.withLock {
            var differs = false
            for (path, stamp) in now where stamps[path] != stamp {
                stamps[path] = stamp
                differs = true
            }
            return differs
        }
    }

    private static func stamp(_ path: String) -> Stamp {
        var info = stat()
        guard stat(path, &info) == 0 else { return Stamp(modified: nil, size: -1) }
        return Stamp(modified: info.st_mtim, size: Int64(info.st_size))
    }
}

extension FileWatcher {
    /// A watcher of `paths` that posts `PostedEvent.fileChanged` for `screen` on each change
    /// (its source is the screen's address: compared, never followed).
    static func posting(for screen: AnyObject, paths: [String]) -> FileWatcher {
        let address = UInt(bitPattern: Unmanaged.passUnretained(screen).toOpaque())
        return FileWatcher(paths: paths) { PostedEvent.fileChanged.post(source: UnsafeMutableRawPointer(bitPattern: address)) }
    }
}
