import Foundation
import SwipeDocument

/// One version of what a kiosk plays from the web (`--update-every`), as a check of its server
/// found it: the file given (a Swipe document, a document list or a Boken story) read with its
/// media, and for a list every document its rows lead to (and theirs, for a list in a row), each
/// read with its media. It is judged, kept for the next start and shown as one: a list's rows open
/// the versions checked with it, never ones fetched later.
public struct CheckedVersion: Sendable {
    /// One file as its server gave it: where it was read from (a story folder's
    /// `StoryDescription.json`), its bytes, and its version.
    public struct Download: Equatable, Sendable {
        public var url: URL
        public var bytes: [UInt8]
        public var version: PlayerStatus.Version

        public init(url: URL, bytes: [UInt8], version: PlayerStatus.Version) {
            self.url = url
            self.bytes = bytes
            self.version = version
        }
    }

    /// What a file read as, its media pointing at their downloaded copies.
    public enum Content: Sendable {
        case document(LoadResult)
        case story(StoryLoadResult)

        /// The file's name in messages (its URL).
        public var file: String {
            switch self {
            case .document(let result): return result.file
            case .story(let result): return result.file
            }
        }

        public var diagnostics: [Diagnostic] {
            switch self {
            case .document(let result): return result.diagnostics
            case .story(let result): return result.diagnostics
            }
        }
    }

    /// One file of the version: as downloaded, and as read.
    public struct File: Sendable {
        public var download: Download
        public var content: Content

        public init(download: Download, content: Content) {
            self.download = download
            self.content = content
        }
    }

    public var main: File
    /// The files the rows lead to, by the URL a row names.
    public var rows: [URL: File]
    /// The rows whose document could not be had, by the URL a row names: why.
    public var missing: [URL: String]

    public init(main: File, rows: [URL: File] = [:], missing: [URL: String] = [:]) {
        self.main = main
        self.rows = rows
        self.missing = missing
    }

    /// The version as status and metrics name it: the file given's validators, and when its newest
    /// file (a row's document perhaps) was downloaded, so that a change in a row shows.
    public var version: PlayerStatus.Version {
        var version = main.download.version
        version.fetchedAt = rows.values.map(\.download.version.fetchedAt).reduce(version.fetchedAt, max)
        return version
    }

    /// Whether `other` is made of the same files in the same versions, by their validators.
    public func sameFiles(as other: CheckedVersion?) -> Bool {
        guard let other, Set(rows.keys) == Set(other.rows.keys), missing.isEmpty, other.missing.isEmpty else { return false }
        return Self.same(main, other.main) && rows.allSatisfy { url, file in other.rows[url].map { Self.same(file, $0) } ?? false }
    }

    private static func same(_ a: File, _ b: File) -> Bool {
        a.download.url == b.download.url && a.download.version.etag == b.download.version.etag
            && a.download.version.lastModified == b.download.version.lastModified
    }

    /// The documents on the web a file's rows lead to (a list's; none for a document or a story),
    /// in the list's order, each once.
    public static func rows(of content: Content) -> [URL] {
        guard case .document(let result) = content, result.list != nil else { return [] }
        var seen: Set<URL> = []
        return result.assets.compactMap { use in
            guard use.kind == "document", let url = use.reference.url, use.reference.isRemote else { return nil }
            return seen.insert(url).inserted ? url : nil
        }
    }
}
