import Foundation
import SwipeCore

/// Keeps each document's `ViewState` in a small file of the XDG state directory
/// (`$XDG_STATE_HOME/swipe-player/viewstate/`, by default `~/.local/state/...`). A save writes a
/// new file beside the old one and renames it over it, so a crash or power cut leaves either the
/// old state or the new one, never a damaged file; a damaged or unreadable file is reported once
/// and ignored.
public final class ViewStateStore {
    /// The file this document's state lives in.
    public let file: URL
    private let warn: (String) -> Void
    private var warned = false

    /// The store of the document at `documentPath` (a path or URL) under `directory`.
    public init(documentPath: String, directory: URL, warn: @escaping (String) -> Void) {
        file = directory.appendingPathComponent(Self.fileName(for: documentPath))
        self.warn = warn
    }

    /// The name of the document's file: a hash of its full path or URL, then its file name.
    static func fileName(for documentPath: String) -> String {
        let key = URL(string: documentPath).flatMap { $0.scheme == nil ? nil : $0.absoluteString }
            ?? URL(fileURLWithPath: documentPath).standardizedFileURL.resolvingSymlinksInPath().path
        let name = (key as NSString).lastPathComponent.filter { $0.isLetter || $0.isNumber || "-_.".contains($0) }
        return "\(hash(key))-\(name.prefix(60)).json"
    }

    /// `$XDG_STATE_HOME/swipe-player/viewstate`, or `~/.local/state/swipe-player/viewstate`.
    public static func directory(environment: [String: String]) -> URL {
        let base = environment["XDG_STATE_HOME"].flatMap { $0.hasPrefix("/") ? URL(fileURLWithPath: $0) : nil }
            ?? URL(fileURLWithPath: environment["HOME"] ?? NSHomeDirectory()).appendingPathComponent(".local/state")
        return base.appendingPathComponent("swipe-player/viewstate")
    }

    /// The saved state, nil when there is none (or it cannot be read, which is said once).
    public func load() -> ViewState? {
        guard FileManager.default.fileExists(atPath: file.path) else { return nil }
        guard let data = try? Data(contentsOf: file), let state = ViewState(data: data) else {
            report("the saved reading position \(file.path) is damaged; starting from the beginning")
            return nil
        }
        return state
    }

    /// Saves `state` atomically; a failure is said once and changes nothing.
    public func save(_ state: ViewState) {
        let directory = file.deletingLastPathComponent()
        let temporary = directory.appendingPathComponent(".\(file.lastPathComponent).\(getpid()).tmp")
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try Self.writeDurably(state.data, to: temporary)
            guard rename(temporary.path, file.path) == 0 else { throw CocoaError(.fileWriteUnknown) }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            report("cannot save the reading position to \(file.path) (\(error.localizedDescription))")
        }
    }

    /// Writes and flushes to the disk before the rename makes the file the current one.
    static func writeDurably(_ data: Data, to url: URL) throws {
        let fd = open(url.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard fd >= 0 else { throw CocoaError(.fileWriteNoPermission) }
        defer { close(fd) }
        let written = data.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        guard written == data.count, fsync(fd) == 0 else { throw CocoaError(.fileWriteOutOfSpace) }
    }

    private func report(_ message: String) {
        guard !warned else { return }
        warned = true
        warn(message)
    }

    /// FNV-1a, 64 bits: a stable name for a document's file whatever its path holds.
    static func hash(_ s: String) -> String {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for b in s.utf8 {
            h ^= UInt64(b)
            h = h &* 0x100_0000_01b3
        }
        return String(h, radix: 16)
    }
}
