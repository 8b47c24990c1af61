import Foundation
import SwipeCore

/// The last version of a kiosk's document from the web that was shown (`--update-every`), kept in
/// `$XDG_STATE_HOME/swipe-player/fleet/`: when the player starts again while its server offers
/// only a broken version (which the HTTP cache then holds), or nothing, it shows this one. Written
/// atomically on a queue of its own; a failure costs only that fallback.
public final class LastGoodDocument: @unchecked Sendable {
    /// What is kept: the version's name and date, and the document's text.
    struct Kept: Codable {
        var version: PlayerStatus.Version
        var document: String
    }

    private let file: DocumentFile
    private let queue = DispatchQueue(label: "swipe-player.last-good")

    /// The store for the document at `url`.
    public init(url: URL, environment: [String: String]) {
        file = DocumentFile(documentPath: url.absoluteString,
                            directory: DocumentFile.directory("XDG_STATE_HOME", fallback: ".local/state", folder: "fleet", environment: environment))
    }

    /// Keeps `bytes` as the version `version`, in the background.
    public func save(_ bytes: [UInt8], version: PlayerStatus.Version) {
        let file = self.file
        queue.async {
            let encoder = JSONEncoder()
            encoder.dateEncodingStrategy = .iso8601
            guard let data = try? encoder.encode(Kept(version: version, document: String(decoding: bytes, as: UTF8.self))) else { return }
            try? file.write(data)
        }
    }

    /// The version kept, when there is one (read on the caller's thread: call it off the window's).
    public func load() -> (bytes: [UInt8], version: PlayerStatus.Version)? {
        queue.sync {}
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        guard let data = file.read(), let kept = try? decoder.decode(Kept.self, from: data) else { return nil }
        return (Array(kept.document.utf8), kept.version)
    }
}
