import Foundation
import SwipeDocument
import SwipeReader

/// The last version of a kiosk's content from the web that was shown (`--update-every`), kept in
/// `$XDG_STATE_HOME/swipe-player/fleet/`: the file given (a document, a list, a story) and the
/// documents a list's rows lead to, each with its version. When the player starts again while its
/// server offers only a broken version (which the HTTP cache then holds), or nothing, it shows this
/// one, its rows opening their kept versions. Written atomically on a queue of its own; a failure
/// costs only that fallback.
public final class LastGoodVersion: @unchecked Sendable {
    /// What is kept of one file: its version, its text, where it was read from when not the URL
    /// given, and (for a list) the files its rows lead to, by the URL a row names.
    struct Kept: Codable {
        var version: PlayerStatus.Version
        var document: String
        var file: String?
        var rows: [String: Kept]?
    }

    private let url: URL
    private let file: DocumentFile
    private let queue = DispatchQueue(label: "swipe-player.last-good")

    /// The store for the content at `url`.
    public init(url: URL, environment: [String: String]) {
        self.url = url
        file = DocumentFile(documentPath: url.absoluteString,
                            directory: DocumentFile.directory("XDG_STATE_HOME", fallback: ".local/state", folder: "fleet", environment: environment))
    }

    /// Keeps the files of `version`, in the background.
    public func save(_ version: CheckedVersion) {
        var main = Self.kept(version.main.download, given: url)
        main.rows = version.rows.isEmpty ? nil : Dictionary(uniqueKeysWithValues: version.rows.map { ($0.key.absoluteString, Self.kept($0.value.download, given: $0.key)) })
        let kept = main
        let file = self.file
        queue.async {
            let encoder = JSONEncoder()
            encoder.dateEncodingStrategy = .iso8601
            guard let data = try? encoder.encode(kept) else { return }
            try? file.write(data)
        }
    }

    /// The version kept, when there is one: the file given, and the rows' files by the URL a row
    /// names (read on the caller's thread: call it off the window's).
    public func load() -> (main: CheckedVersion.Download, rows: [URL: CheckedVersion.Download])? {
        queue.sync {}
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        guard let data = file.read(), let kept = try? decoder.decode(Kept.self, from: data) else { return nil }
        var rows: [URL: CheckedVersion.Download] = [:]
        for (name, row) in kept.rows ?? [:] {
            guard let named = URL(string: name) else { return nil }
            rows[named] = Self.download(row, given: named)
        }
        return (Self.download(kept, given: url), rows)
    }

    private static func kept(_ download: CheckedVersion.Download, given: URL) -> Kept {
        Kept(version: download.version, document: String(decoding: download.bytes, as: UTF8.self), file: download.url == given ? nil : download.url.absoluteString)
    }

    private static func download(_ kept: Kept, given: URL) -> CheckedVersion.Download {
        CheckedVersion.Download(url: kept.file.flatMap(URL.init(string:)) ?? given, bytes: Array(kept.document.utf8), version: kept.version)
    }
}
