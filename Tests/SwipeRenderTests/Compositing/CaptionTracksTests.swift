import Foundation
import SwipeDocument
import Testing
@testable import SwipeRender

/// A video on the web has the captions its document's loading found beside it
/// (`Document.remoteCaptions`): in the reader's language, else the plain file, from the copies.
struct CaptionTracksTests {
    @Test func aVideoOnTheWebHasTheCaptionsFoundBesideIt() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("caption-tracks-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        func copy(_ text: String) throws -> URL {
            let file = folder.appendingPathComponent(UUID().uuidString)
            try "WEBVTT\n\n00:00.000 --> 00:05.000\n\(text)\n".write(to: file, atomically: true, encoding: .utf8)
            return file
        }
        let site = URL(string: "https://example.org/media/")!
        let tracks = CaptionTracks(remote: [site.appendingPathComponent("movie.vtt"): try copy("Plain"),
                                            site.appendingPathComponent("movie.fr.vtt"): try copy("Bonjour"),
                                            URL(string: "https://example.org/other/clip.vtt")!: try copy("Other")], report: { Issue.record("\($0)") })
        let movie = AssetReference("movie.mp4", relativeTo: site)
        #expect(tracks.track(for: movie, named: nil, language: "fr-CA")?.text(at: 1) == "Bonjour")
        #expect(tracks.track(for: movie, named: nil, language: "en")?.text(at: 1) == "Plain")
        #expect(tracks.track(for: AssetReference("clip.mp4", relativeTo: site), named: nil, language: "en") == nil, "another folder's file is not this one's")
        #expect(CaptionTracks(report: { _ in }).track(for: movie, named: nil, language: "en") == nil, "none found: none")
    }
}
