import Foundation
import Testing
import SwipeDocument
import SwipeReader
@testable import SwipePlayer

extension SDLSerialTests {
    /// The reading position through the real command: read at start (and kept inside the
    /// document), saved as pages become current, overridden by `--page`, and never kept for a
    /// document that says `"viewstate": false`.
    struct ViewStateCommandTests {
        private func folder() throws -> URL {
            let url = FileManager.default.temporaryDirectory.appendingPathComponent("viewstate-cli-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            return url
        }

        private func open(_ doc: URL, _ extra: [String], state: URL) throws {
            var env = ProcessInfo.processInfo.environment
            env["SDL_VIDEODRIVER"] = "offscreen"
            env["SDL_AUDIODRIVER"] = "dummy"
            env["XDG_STATE_HOME"] = state.path
            let r = try SDLSerialTests.CommandLineTests().run([doc.path, "--window", "200x100", "--exit-after-first-frame"] + extra, environment: env)
            #expect(r.status == 0, "\(r.stderr)")
        }

        @Test func theReadingPositionIsResumedClampedAndOverridden() throws {
            let dir = try folder()
            defer { try? FileManager.default.removeItem(at: dir) }
            let doc = dir.appendingPathComponent("book.swipe")
            try #"{ "pages": [ {}, {}, {}, {} ] }"#.write(to: doc, atomically: true, encoding: .utf8)
            let store = ViewStateStore(documentPath: doc.path, directory: ViewStateStore.directory(environment: ["XDG_STATE_HOME": dir.path]), warn: { _ in })
            store.save(ViewState(page: 10, language: nil))
            try open(doc, [], state: dir)
            #expect(store.load()?.page == 3, "the saved page 11 of a 4-page book opens (and is saved) as the last page")
            try open(doc, ["--page", "2"], state: dir)
            #expect(store.load()?.page == 1)
            try open(doc, [], state: dir)
            #expect(store.load()?.page == 1)
        }

        @Test func aDocumentWithoutViewStateKeepsNone() throws {
            let dir = try folder()
            defer { try? FileManager.default.removeItem(at: dir) }
            let doc = dir.appendingPathComponent("kiosk.swipe")
            try #"{ "viewstate": false, "pages": [ {}, {} ] }"#.write(to: doc, atomically: true, encoding: .utf8)
            try open(doc, ["--page", "2"], state: dir)
            let saved = ViewStateStore.directory(environment: ["XDG_STATE_HOME": dir.path])
            #expect(!FileManager.default.fileExists(atPath: saved.path))
        }
    }
}
