import Foundation
import MediaTestSupport
import SwipeCore
import SwipeNet
import Testing

@Suite struct RemoteDocumentCheckTests {
    /// A kiosk document of thirteen pages, one NASA picture each (1.7 MB in all), and its server.
    private func lobby(cacheControl: String = "") throws -> (StaticHTTPServer, URL) {
        let root = try temporaryFolder("lobby")
        try FileManager.default.copyItem(at: TestCorpus.url("nasa"), to: root.appendingPathComponent("nasa"))
        let pages = (0..<13).map { #"{ "elements": [ { "img": "nasa/nasa\#(String(format: "%03d", $0)).jpg" } ] }"# }
        try #"{ "title": "Lobby", "pages": [ \#(pages.joined(separator: ", ")) ] }"#.write(to: root.appendingPathComponent("lobby.swipe"), atomically: true, encoding: .utf8)
        let server = try StaticHTTPServer(serving: root, cacheControl: cacheControl)
        return (server, server.url("lobby.swipe"))
    }

    /// The Swipe document a version's file read as.
    private func document(_ version: CheckedVersion) -> Document? {
        if case .document(let result) = version.main.content { return result.document } else { return nil }
    }

    private func check(_ url: URL, cache: URL) -> RemoteDocumentCheck {
        RemoteDocumentCheck(url: url, cache: HTTPCache(directory: cache, client: HTTPClient(connectTimeout: 2, stallTimeout: 2)))
    }

    @Test func aCheckAsksConditionallyEvenForFreshCopiesAndTellsANewVersion() throws {
        let (server, url) = try lobby(cacheControl: "max-age=3600")
        let cache = try temporaryFolder("cache")
        guard case .current(let first, true, _) = check(url, cache: cache).run() else { Issue.record("not downloaded"); return }
        #expect(UpdateVerdict(first) == .accepted)
        let version = first.version
        #expect(version.lastModified != nil, "http.server names versions by Last-Modified")
        let served = server.requests.count
        guard case .current(let again, false, _) = check(url, cache: cache).run() else { Issue.record("not unchanged"); return }
        let same = again.version
        #expect(same.lastModified == version.lastModified && same.fetchedAt == version.fetchedAt)
        let requests = server.requests.dropFirst(served)
        #expect(requests.count == 14 && requests.allSatisfy { $0.status == 304 }, "a max-age of an hour does not hide a new version: \(requests)")
        // A new picture under the same name is a new version.
        let picture = server.root.appendingPathComponent("nasa/nasa004.jpg")
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(5)], ofItemAtPath: picture.path)
        guard case .current(_, true, _) = check(url, cache: cache).run() else { Issue.record("a changed picture not seen"); return }
    }

    @Test func aServerThatFailsOrIsGoneGivesTheStoredCopyWhateverItsHeaders() throws {
        var server: StaticHTTPServer? = try lobby(cacheControl: "no-cache, must-revalidate").0
        let root = try #require(server?.root), url = try #require(server?.url("lobby.swipe"))
        let cache = try temporaryFolder("cache")
        guard case .current = check(url, cache: cache).run() else { Issue.record("not downloaded"); return }
        try "503".write(to: root.appendingPathComponent(".fail"), atomically: true, encoding: .utf8)
        guard case .failed(let why, let stored?) = check(url, cache: cache).run() else { Issue.record("a 503 is not a failure with the stored copy"); return }
        #expect(why.contains("503"), "\(why)")
        #expect(document(stored)?.title == "Lobby" && UpdateVerdict(stored) == .accepted, "the stored copy with its cached pictures")
        try "drop".write(to: root.appendingPathComponent(".fail"), atomically: true, encoding: .utf8)
        guard case .failed(let dropped, _?) = check(url, cache: cache).run() else { Issue.record("a dropped connection is not a failure"); return }
        #expect(dropped.contains("connection") || dropped.contains("failed"), "\(dropped)")
        server = nil
        let gone = url
        guard case .failed(let unreachable, let offline?) = check(gone, cache: cache).run() else { Issue.record("no stored copy offline"); return }
        #expect(unreachable.contains("cannot reach 127.0.0.1"), "\(unreachable)")
        #expect(document(offline)?.pages.count == 13)
        // A screen that never had it has nothing to show.
        guard case .failed(_, nil) = check(gone, cache: try temporaryFolder("empty-cache")).run() else { Issue.record("a stored copy from nowhere"); return }
    }

    /// The load a fleet puts on its server: `screens` kiosks, each with its own cache, check an
    /// unchanged 13-picture document once (one interval's worth), 8 at a time, against Python's
    /// single-process `http.server`. The figures are in docs/kiosk-fleets.md.
    @Test func aFleetPutsOneConditionalRequestPerFileAndScreenOnItsServerPerInterval() throws {
        let screens = 100
        let (server, url) = try lobby()
        let caches = try (0..<screens).map { try temporaryFolder("screen\($0)") }
        let parallel = 8
        func round() -> (seconds: Double, outcomes: [Bool?]) {
            let outcomes = Outcomes(screens)
            let seconds = elapsed {
                DispatchQueue.concurrentPerform(iterations: parallel) { lane in
                    for i in stride(from: lane, to: screens, by: parallel) {
                        if case .current(_, let changed, _) = check(url, cache: caches[i]).run() { outcomes.set(i, changed) }
                    }
                }
            }
            return (seconds, outcomes.values)
        }
        let download = round()
        #expect(download.outcomes.allSatisfy { $0 == true }, "every screen downloads it once")
        let before = server.requests.count
        let checkRound = round()
        let requests = server.requests.dropFirst(before)
        #expect(checkRound.outcomes.allSatisfy { $0 == false }, "nothing changed")
        #expect(requests.count == screens * 14 && requests.allSatisfy { $0.status == 304 })
        let perSecond = Double(requests.count) / checkRound.seconds
        print("fleet load: \(screens) screens, first download \(String(format: "%.1f", download.seconds)) s; one check each: \(requests.count) conditional requests, all 304, in \(String(format: "%.2f", checkRound.seconds)) s (\(Int(perSecond)) requests/s)")
        #expect(perSecond > 50, "even Python's http.server answers a fleet's checks quickly")
    }

    /// What each screen's check found, written from the check threads.
    private final class Outcomes: @unchecked Sendable {
        private let lock = NSLock()
        private var all: [Bool?]
        init(_ count: Int) { all = Array(repeating: nil, count: count) }
        func set(_ i: Int, _ changed: Bool) { lock.withLock { all[i] = changed } }
        var values: [Bool?] { lock.withLock { all } }
    }
}
