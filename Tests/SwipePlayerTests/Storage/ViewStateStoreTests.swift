import Foundation
import Testing
import SwipeDocument
import SwipeReader
@testable import SwipePlayer

@Suite struct ViewStateStoreTests {
    private func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("viewstate-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func aSavedStateIsReadBack() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let store = ViewStateStore(documentPath: "/books/a.swipe", directory: dir, warn: { Issue.record("unexpected: \($0)") })
        #expect(store.load() == nil)
        store.save(ViewState(page: 4, language: "ja"))
        #expect(ViewStateStore(documentPath: "/books/a.swipe", directory: dir, warn: { _ in }).load() == ViewState(page: 4, language: "ja"))
        store.save(ViewState(page: 5, language: nil))
        #expect(store.load() == ViewState(page: 5, language: nil))
    }

    @Test func eachDocumentHasItsOwnState() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let a = ViewStateStore(documentPath: "/books/a.swipe", directory: dir, warn: { _ in })
        let b = ViewStateStore(documentPath: "/other/a.swipe", directory: dir, warn: { _ in })
        #expect(a.file != b.file)
        a.save(ViewState(page: 1, language: nil))
        #expect(b.load() == nil)
    }

    /// A crash (or power cut) while saving leaves the new state half-written in a temporary file,
    /// never in the state file: the previous state is still there and complete.
    @Test func aCrashDuringASaveLeavesThePreviousState() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let store = ViewStateStore(documentPath: "/books/a.swipe", directory: dir, warn: { _ in })
        store.save(ViewState(page: 2, language: "en"))
        // The moment of the crash: the new state written halfway, the rename not done.
        let temporary = dir.appendingPathComponent(".\(store.file.lastPathComponent).99999.tmp")
        let next = ViewState(page: 7, language: "en").data
        try next.prefix(next.count / 2).write(to: temporary)
        #expect(store.load() == ViewState(page: 2, language: "en"))
        // The next save goes through and replaces it.
        store.save(ViewState(page: 7, language: "en"))
        #expect(store.load() == ViewState(page: 7, language: "en"))
    }

    @Test func aDamagedStateIsReportedOnceAndIgnored() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        var messages: [String] = []
        let store = ViewStateStore(documentPath: "/books/a.swipe", directory: dir, warn: { messages.append($0) })
        try Data("{\"page\": 3, \"lang".utf8).write(to: store.file)
        #expect(store.load() == nil)
        #expect(store.load() == nil)
        #expect(messages.count == 1 && messages[0].contains(store.file.path))
    }

    @Test func anUnwritableDirectoryIsReportedNotFatal() throws {
        var messages: [String] = []
        let store = ViewStateStore(documentPath: "/books/a.swipe", directory: URL(fileURLWithPath: "/proc/no-such-place"), warn: { messages.append($0) })
        store.save(ViewState(page: 1, language: nil))
        store.save(ViewState(page: 2, language: nil))
        #expect(messages.count == 1)
    }

    @Test func theDirectoryFollowsXDG() {
        #expect(ViewStateStore.directory(environment: ["XDG_STATE_HOME": "/s", "HOME": "/h"]).path == "/s/swipe-player/viewstate")
        #expect(ViewStateStore.directory(environment: ["HOME": "/h"]).path == "/h/.local/state/swipe-player/viewstate")
        #expect(ViewStateStore.directory(environment: ["XDG_STATE_HOME": "relative", "HOME": "/h"]).path == "/h/.local/state/swipe-player/viewstate")
    }
}
