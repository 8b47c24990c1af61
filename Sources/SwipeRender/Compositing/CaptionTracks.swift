import Foundation
import SwipeDocument

/// The WebVTT captions of the videos and sounds a document plays, read once per file: the file
/// named on the element (`captions`, a page's `audioCaptions`), else the one beside the media in
/// the reader's language (`CaptionFiles`): on disk, or on the web among those the document's
/// loading found there (`Document.remoteCaptions`). A file's problems are reported once.
public final class CaptionTracks {
    private var tracks: [URL: CaptionTrack?] = [:]
    private var listings: [URL: [String]] = [:]
    private let remote: [URL: URL]
    private let report: (String) -> Void

    /// `remote`: captions on the web and their downloaded copies.
    public init(remote: [URL: URL] = [:], report: @escaping (String) -> Void) {
        self.remote = remote
        self.report = report
    }

    /// The captions of `media` in `language`; nil when it has none (or they cannot be read).
    public func track(for media: AssetReference?, named: AssetReference?, language: String) -> CaptionTrack? {
        if let named {
            guard let url = named.url, url.isFileURL else { return nil }
            return read(url)
        }
        guard let url = media?.url else { return nil }
        let folder = url.deletingLastPathComponent()
        guard url.isFileURL else {
            let names = remote.keys.filter { $0.deletingLastPathComponent() == folder }.map(\.lastPathComponent).sorted()
            return CaptionFiles.file(for: url, language: language, in: names).flatMap { remote[folder.appendingPathComponent($0)] }.flatMap(read)
        }
        let names = listings[folder] ?? {
            let found = (try? FileManager.default.contentsOfDirectory(atPath: folder.path))?.sorted() ?? []
            listings[folder] = found
            return found
        }()
        return CaptionFiles.file(for: url, language: language, in: names).flatMap { read(folder.appendingPathComponent($0)) }
    }

    private func read(_ url: URL) -> CaptionTrack? {
        if let known = tracks[url] { return known }
        var track: CaptionTrack?
        if let data = FileManager.default.contents(atPath: url.path) {
            let (read, problems) = WebVTT.parse(String(decoding: data, as: UTF8.self), file: url.path)
            problems.forEach { report($0.description) }
            track = read
        } else {
            report("cannot read the captions \(url.path)")
        }
        tracks[url] = track
        return track
    }
}
