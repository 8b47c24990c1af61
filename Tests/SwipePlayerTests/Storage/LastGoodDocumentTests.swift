import Foundation
import Testing
import SwipeCore
@testable import SwipePlayer

@Suite struct LastGoodDocumentTests {
    @Test func theLastVersionShownIsKeptPerDocumentAndADamagedFileIsNone() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("last-good-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        let environment = ["XDG_STATE_HOME": dir.path]
        let url = URL(string: "http://kiosk.example/lobby.swipe")!
        let store = LastGoodDocument(url: url, environment: environment)
        #expect(store.load() == nil)
        let version = PlayerStatus.Version(etag: "\"v2\"", lastModified: nil, fetchedAt: Date(timeIntervalSince1970: 1_800_000_000))
        store.save(Array(#"{ "title": "é v2", "pages": [ {} ] }"#.utf8), version: version)
        #expect(store.load()?.version == version, "written in the background, waited for")
        let kept = try #require(LastGoodDocument(url: url, environment: environment).load(), "read by the next run")
        #expect(String(decoding: kept.bytes, as: UTF8.self) == #"{ "title": "é v2", "pages": [ {} ] }"#)
        #expect(kept.version == version)
        #expect(LastGoodDocument(url: URL(string: "http://kiosk.example/other.swipe")!, environment: environment).load() == nil)
        let folder = dir.appendingPathComponent("swipe-player/fleet")
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
            try Data("{ broken".utf8).write(to: folder.appendingPathComponent(name))
        }
        #expect(store.load() == nil)
    }
}
