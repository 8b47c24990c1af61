import Foundation

/// A small file the player keeps about one document (its reading position, its bookmarks): named
/// after the document wherever it lives, written whole and atomically (a new file beside the old
/// one, flushed, renamed over it), so a crash or power cut leaves either the old file or the new
/// one, never a damaged one.
struct DocumentFile {
    let url: URL

    /// The file of the document at `documentPath` (a path or URL) in `directory`.
    init(documentPath: String, directory: URL) {
        let key = URL(string: documentPath).flatMap { $0.scheme == nil ? nil : $0.absoluteString }
            ?? URL(fileURLWithPath: documentPath).standardizedFileURL.resolvingSymlinksInPath().path
        let name = (key as NSString).lastPathComponent.filter { $0.isLetter || $0.isNumber || "-_.".contains($0) }
        url = directory.appendingPathComponent("\(Self.hash(key))-\(name.prefix(60)).json")
    }

    /// A file of the player's at `url` (its global preferences).
    init(url: URL) { self.url = url }

    /// The file's bytes; nil when there is no file (`exists` tells a damaged one from none).
    func read() -> Data? { try? Data(contentsOf: url) }

    var exists: Bool { FileManager.default.fileExists(atPath: url.path) }

    /// Replaces the file with `data`, atomically; `writing` puts the bytes into the temporary file
    /// (tests make it fail half-way).
    func write(_ data: Data, writing: (Data, URL) throws -> Void = DocumentFile.writeDurably) throws {
        let directory = url.deletingLastPathComponent()
        let temporary = directory.appendingPathComponent(".\(url.lastPathComponent).\(getpid()).tmp")
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try writing(data, temporary)
            guard rename(temporary.path, url.path) == 0 else { throw CocoaError(.fileWriteUnknown) }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw error
        }
    }

    /// Writes and flushes to the disk before the rename makes the file the current one.
    static func writeDurably(_ data: Data, _ url: URL) throws {
        let fd = open(url.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard fd >= 0 else { throw CocoaError(.fileWriteNoPermission) }
        defer { close(fd) }
        let written = data.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
        guard written == data.count, fsync(fd) == 0 else { throw CocoaError(.fileWriteOutOfSpace) }
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

    /// `$XDG_<kind>_HOME/swipe-player/<folder>`, or `~/<fallback>/swipe-player/<folder>`.
    static func directory(_ variable: String, fallback: String, folder: String, environment: [String: String]) -> URL {
        let base = environment[variable].flatMap { $0.hasPrefix("/") ? URL(fileURLWithPath: $0) : nil }
            ?? URL(fileURLWithPath: environment["HOME"] ?? NSHomeDirectory()).appendingPathComponent(fallback)
        return base.appendingPathComponent("swipe-player").appendingPathComponent(folder)
    }
}
