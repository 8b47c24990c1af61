import Foundation
import Testing
import SwipeDocument
import SwipeReader
@testable import SwipePlayer

@Suite struct LastGoodVersionTests {
    private func version(_ etag: String) -> PlayerStatus.Version {
        PlayerStatus.Version(etag: "\"\(etag)\"", lastModified: nil, fetchedAt: Date(timeIntervalSince1970: 1_800_000_000))
    }

    /// A file of a version downloaded from `url` (its content does not matter to the store).
    private func file(_ url: URL, _ text: String, _ etag: String) -> CheckedVersion.File {
        let download = CheckedVersion.Download(url: url, bytes: Array(text.utf8), version: version(etag))
        return CheckedVersion.File(download: download, content: .document(DocumentLoader.load(bytes: download.bytes, name: url.absoluteString, baseURL: url)))
    }

    @Test func theLastVersionShownIsKeptPerDocumentAndADamagedFileIsNone() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("last-good-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        let environment = ["XDG_STATE_HOME": dir.path]
        let url = URL(string: "http://kiosk.example/lobby.swipe")!
        let store = LastGoodVersion(url: url, environment: environment)
        #expect(store.load() == nil)
        store.save(CheckedVersion(main: file(url, #"{ "title": "é v2", "pages": [ {} ] }"#, "v2")))
        #expect(store.load()?.main.version == version("v2"), "written in the background, waited for")
        let kept = try #require(LastGoodVersion(url: url, environment: environment).load(), "read by the next run")
        #expect(kept.main == CheckedVersion.Download(url: url, bytes: Array(#"{ "title": "é v2", "pages": [ {} ] }"#.utf8), version: version("v2")))
        #expect(kept.rows.isEmpty)
        #expect(LastGoodVersion(url: URL(string: "http://kiosk.example/other.swipe")!, environment: environment).load() == nil)
        let folder = dir.appendingPathComponent("swipe-player/fleet")
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
            try Data("{ broken".utf8).write(to: folder.appendingPathComponent(name))
        }
        #expect(store.load() == nil)
    }

    @Test func aListIsKeptWithTheDocumentsItsRowsLeadToAndAStoryWithTheFileItWasReadFrom() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("last-good-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        let environment = ["XDG_STATE_HOME": dir.path]
        let url = URL(string: "http://kiosk.example/lobby/index.swipe")!
        let row = URL(string: "http://kiosk.example/lobby/a.swipe")!, story = URL(string: "http://kiosk.example/lobby/tale/")!
        let storyFile = story.appendingPathComponent("StoryDescription.json")
        let store = LastGoodVersion(url: url, environment: environment)
        store.save(CheckedVersion(main: file(url, "list", "l1"), rows: [row: file(row, "a", "a1"), story: file(storyFile, "tale", "t1")]))
        #expect(store.load() != nil, "written in the background, waited for")
        let kept = try #require(LastGoodVersion(url: url, environment: environment).load(), "read by the next run")
        #expect(kept.main.url == url && kept.main.version == version("l1"))
        #expect(kept.rows[row] == CheckedVersion.Download(url: row, bytes: Array("a".utf8), version: version("a1")))
        #expect(kept.rows[story] == CheckedVersion.Download(url: storyFile, bytes: Array("tale".utf8), version: version("t1")), "a story's folder and its file")
    }
}
