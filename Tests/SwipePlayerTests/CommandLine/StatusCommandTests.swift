import Foundation
import Testing
@testable import SwipeDocument
@testable import SwipeReader

extension SDLSerialTests {
    /// `swipe-player status` prints a fleet player's status file for a person; `play` refuses
    /// `--update-every` and `--metrics` where they cannot work.
    struct StatusCommandTests {
        @Test func theStatusCommandPrintsTheStatusAndExitsOneWhileChecksFail() throws {
            let dir = FileManager.default.temporaryDirectory.appendingPathComponent("swipe-status-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: dir) }
            var env = ProcessInfo.processInfo.environment
            env["XDG_STATE_HOME"] = dir.path
            let cli = SDLSerialTests.CommandLineTests()
            let none = try cli.run(["status"], environment: env)
            #expect(none.status == 2 && none.stderr.contains("no status at \(dir.path)/swipe-player/status.json"), "\(none.stderr)")

            var status = PlayerStatus(document: "http://kiosk.example/lobby.swipe", startedAt: Date().addingTimeInterval(-600))
            status.showed(.init(etag: "\"v7\"", lastModified: nil, fetchedAt: Date().addingTimeInterval(-590)), at: Date().addingTimeInterval(-590))
            status.checked(.failed, message: "cannot reach kiosk.example: connection refused", at: Date().addingTimeInterval(-30))
            status.page = 2
            try FileManager.default.createDirectory(at: dir.appendingPathComponent("swipe-player"), withIntermediateDirectories: true)
            try status.json().write(to: dir.appendingPathComponent("swipe-player/status.json"))
            let failing = try cli.run(["status"], environment: env)
            #expect(failing.status == 1)
            #expect(failing.stdout.contains("Showing:     version \"v7\""), "\(failing.stdout)")
            #expect(failing.stdout.contains("Error:       cannot reach kiosk.example: connection refused (failing since"), "\(failing.stdout)")
            let json = try cli.run(["status", "--json", "--file", dir.appendingPathComponent("swipe-player/status.json").path], environment: env)
            let read = try PlayerStatus(json: Data(json.stdout.utf8))
            #expect(read.shown?.etag == "\"v7\"" && read.lastError?.message == status.lastError?.message && read.page == 2, "the file as it is")

            status.checked(.unchanged, at: Date())
            try status.json().write(to: dir.appendingPathComponent("swipe-player/status.json"))
            #expect(try cli.run(["status"], environment: env).status == 0)
        }

        @Test func updatesNeedOneDocumentFromTheWeb() throws {
            let cli = SDLSerialTests.CommandLineTests()
            let local = try cli.run(["play", "--update-every", "300", "/tmp/book.swipe"])
            #expect(local.status != 0 && local.stderr.contains("--update-every needs one http or https document"), "\(local.stderr)")
            let metrics = try cli.run(["play", "--metrics", "/tmp/m.prom", "http://127.0.0.1:9/a.swipe"])
            #expect(metrics.status != 0 && metrics.stderr.contains("--metrics needs --update-every"), "\(metrics.stderr)")
            let zero = try cli.run(["play", "--update-every", "0", "http://127.0.0.1:9/a.swipe"])
            #expect(zero.status != 0 && zero.stderr.contains("above 0"), "\(zero.stderr)")
        }
    }
}
