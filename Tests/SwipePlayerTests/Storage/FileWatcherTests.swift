import Foundation
import Testing
@testable import SwipePlayer

@Suite struct FileWatcherTests {
    final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var n = 0
        func bump() { lock.withLock { n += 1 } }
        var value: Int { lock.withLock { n } }
    }

    private func waitFor(_ condition: () -> Bool, seconds: Double = 3) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if condition() { return true }
            usleep(20_000)
        }
        return condition()
    }

    @Test func anEditACreationAndARemovalAreEachNoticedOnce() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("watch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let doc = dir.appendingPathComponent("doc.swipe"), picture = dir.appendingPathComponent("later.png")
        try Data("{}".utf8).write(to: doc)
        let changes = Counter()
        let watcher = FileWatcher(paths: [doc.path, picture.path], interval: 0.05) { changes.bump() }
        defer { watcher.stop() }
        usleep(200_000)
        #expect(changes.value == 0, "nothing changed yet")

        try Data("{ \"pages\": [] }".utf8).write(to: doc)
        #expect(waitFor { changes.value == 1 }, "an edit is noticed")
        try Data([1, 2, 3]).write(to: picture)
        #expect(waitFor { changes.value == 2 }, "a file that appears is noticed")
        try FileManager.default.removeItem(at: picture)
        #expect(waitFor { changes.value == 3 }, "a file that goes is noticed")
        usleep(200_000)
        #expect(changes.value == 3, "each change once")
    }

    @Test func afterStopNothingIsReported() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("watch-\(UUID().uuidString).swipe")
        try Data("{}".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let changes = Counter()
        let watcher = FileWatcher(paths: [file.path], interval: 0.05) { changes.bump() }
        watcher.stop()
        usleep(100_000)
        try Data("{ }".utf8).write(to: file)
        usleep(300_000)
        #expect(changes.value == 0)
    }
}
