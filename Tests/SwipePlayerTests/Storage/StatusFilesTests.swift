import Foundation
import MediaTestSupport
import Testing
import SwipeDocument
import SwipeReader
@testable import SwipePlayer

@Suite struct StatusFilesTests {
    /// Messages said, from the writing queue.
    final class Said: @unchecked Sendable {
        private let lock = NSLock()
        private var all: [String] = []
        func add(_ s: String) { lock.withLock { all.append(s) } }
        var list: [String] { lock.withLock { all } }
    }

    @Test func theStatusAndItsMetricsAreWrittenWholeInTheXDGStateFolder() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("status-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        let url = StatusFiles.defaultStatus(environment: ["XDG_STATE_HOME": dir.path])
        #expect(url.path == dir.path + "/swipe-player/status.json")
        #expect(StatusFiles.defaultStatus(environment: ["HOME": "/home/k"]).path == "/home/k/.local/state/swipe-player/status.json")
        let files = StatusFiles(status: url, metrics: dir.appendingPathComponent("textfile/swipe_player.prom"), warn: { Issue.record("unexpected: \($0)") })
        var status = PlayerStatus(document: "http://k/a.swipe", startedAt: Date())
        status.checked(.failed, message: "HTTP 503", at: Date())
        files.write(status, at: Date())
        files.flush()
        #expect(try PlayerStatus(json: Data(contentsOf: url)).lastError?.message == "HTTP 503")
        let samples = try PrometheusTextParser.parse(String(contentsOf: dir.appendingPathComponent("textfile/swipe_player.prom"), encoding: .utf8))
        #expect(samples.first { $0.name == "swipe_player_update_failures_total" }?.value == 1)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("textfile").path) == ["swipe_player.prom"], "no temporary file left for the collector")
    }

    @Test func aFolderThatCannotBeWrittenIsSaidOnce() throws {
        let blocker = FileManager.default.temporaryDirectory.appendingPathComponent("status-file-\(UUID().uuidString)")
        try Data().write(to: blocker)
        defer { try? FileManager.default.removeItem(at: blocker) }
        let said = Said()
        let files = StatusFiles(status: blocker.appendingPathComponent("status.json"), metrics: nil, warn: said.add)
        for _ in 0..<3 { files.write(PlayerStatus(document: "http://k/", startedAt: Date()), at: Date()) }
        files.flush()
        #expect(said.list.count == 1 && said.list[0].hasPrefix("cannot write the status to \(blocker.path)"), "\(said.list)")
    }
}
