import Foundation
import MediaTestSupport
import SwipeDocument
import SwipeReader
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

    /// A check with short timeouts (a server that is away is seen quickly), or the client's own
    /// (`patient`) where a starved machine may keep a local server waiting.
    private func check(_ url: URL, cache: URL, patient: Bool = false) -> RemoteDocumentCheck {
        RemoteDocumentCheck(url: url, cache: HTTPCache(directory: cache, client: patient ? HTTPClient() : HTTPClient(connectTimeout: 2, stallTimeout: 2)))
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

    /// Writes `text` to `path` under `root`, dated `version` × 10 s after the first version
    /// (http.server's Last-Modified counts whole seconds).
    private func publish(_ text: String, at path: String, in root: URL, version: Int) throws {
        let file = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: file, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(Double(version * 10) - 1000)], ofItemAtPath: file.path)
    }

    /// A story titled `title` of two scenes, the first showing `image`.
    private func story(_ title: String, image: String = "cover.png") -> String {
        #"{ "appTitle": "\#(title)", "scenes": [ { "sceneId": "One", "navigation": "next", "elements": { "elementsArray": [ { "type": "image", "imageFile": "\#(image)", "posX": 0.5, "posY": 0.5 } ] } }, { "sceneId": "Two", "navigation": "back" } ] }"#
    }

    /// A document's title, or a story's.
    private func title(_ file: CheckedVersion.File?) -> String? {
        switch file?.content {
        case .document(let result)?: return result.document?.title
        case .story(let result)?: return result.story?.appTitle
        case nil: return nil
        }
    }

    @Test func aStoryByItsFolderIsCheckedWithItsMediaAndABrokenOrIncompleteVersionRefused() throws {
        let root = try site(["tale/cover.png": try Data(contentsOf: TestCorpus.url("nasa.png"))])
        try publish(story("v1"), at: "tale/StoryDescription.json", in: root, version: 1)
        let server = try StaticHTTPServer(serving: root)
        let cache = try temporaryFolder("cache")
        let url = server.url("tale/")
        guard case .current(let first, true, _) = check(url, cache: cache).run() else { Issue.record("not downloaded"); return }
        #expect(UpdateVerdict(first) == .accepted && title(first.main) == "v1")
        #expect(first.main.download.url == server.url("tale/StoryDescription.json"), "the folder's story file")
        let served = server.requests.count
        guard case .current(_, false, _) = check(url, cache: cache).run() else { Issue.record("not unchanged"); return }
        let again = server.requests.dropFirst(served)
        #expect(again.map(\.path) == ["/tale/StoryDescription.json", "/tale/cover.png"] && again.allSatisfy { $0.status == 304 }, "\(again)")
        try publish(story("v2"), at: "tale/StoryDescription.json", in: root, version: 2)
        guard case .current(let second, true, _) = check(url, cache: cache).run() else { Issue.record("a new version not seen"); return }
        #expect(title(second.main) == "v2" && UpdateVerdict(second) == .accepted)
        try publish(#"{ "appTitle": "v3", "scenes": [ "#, at: "tale/StoryDescription.json", in: root, version: 3)
        guard case .current(let broken, true, _) = check(url, cache: cache).run() else { Issue.record("a broken version not read"); return }
        guard case .rejected(let why) = UpdateVerdict(broken) else { Issue.record("a broken story accepted"); return }
        #expect(why.contains("StoryDescription.json:1:") && why.contains("error"), "\(why)")
        try publish(story("v4", image: "gone.png"), at: "tale/StoryDescription.json", in: root, version: 4)
        guard case .current(let incomplete, true, _) = check(url, cache: cache).run() else { Issue.record("an incomplete version not read"); return }
        #expect(UpdateVerdict(incomplete) == .rejected("\(server.url("tale/StoryDescription.json").absoluteString): the media could not be downloaded: gone.png"))
    }

    @Test func aListsRowsAreCheckedWithItAndABrokenOrMissingRowRefusesTheVersion() throws {
        let root = try site(["a.png": try Data(contentsOf: TestCorpus.url("nasa.png"))])
        try publish(#"{ "type": "net.swipe.list", "items": [ { "url": "a.swipe", "title": "A" }, { "url": "b.swipe", "title": "B" } ] }"#, at: "index.swipe", in: root, version: 1)
        let document = { (title: String) in #"{ "title": "\#(title)", "pages": [ { "elements": [ { "img": "a.png" } ] } ] }"# }
        try publish(document("a1"), at: "a.swipe", in: root, version: 1)
        try publish(document("b1"), at: "b.swipe", in: root, version: 1)
        var server: StaticHTTPServer? = try StaticHTTPServer(serving: root)
        let url = try #require(server?.url("index.swipe")), a = try #require(server?.url("a.swipe")), b = try #require(server?.url("b.swipe"))
        let cache = try temporaryFolder("cache")
        guard case .current(let first, true, _) = check(url, cache: cache).run() else { Issue.record("not downloaded"); return }
        #expect(UpdateVerdict(first) == .accepted)
        #expect(Set(first.rows.keys) == [a, b] && title(first.rows[a]) == "a1" && title(first.rows[b]) == "b1")
        let served = server?.requests.count ?? 0
        guard case .current(let same, false, _) = check(url, cache: cache).run() else { Issue.record("not unchanged"); return }
        #expect(same.sameFiles(as: first))
        let again = server?.requests.dropFirst(served) ?? []
        #expect(Set(again.map(\.path)) == ["/index.swipe", "/a.swipe", "/b.swipe", "/a.png"] && again.allSatisfy { $0.status == 304 }, "\(again)")
        // A row's document changes, the list does not: a new version all the same.
        try publish(document("a2"), at: "a.swipe", in: root, version: 2)
        guard case .current(let second, true, _) = check(url, cache: cache).run() else { Issue.record("a row's new version not seen"); return }
        #expect(title(second.rows[a]) == "a2" && !second.sameFiles(as: first))
        #expect(second.version.name == first.version.name && second.version.fetchedAt > first.version.fetchedAt, "named by the list, dated by its newest file")
        // A broken row, a row gone: the whole version is refused.
        try publish(#"{ "title": "a3", "pages": [ "#, at: "a.swipe", in: root, version: 3)
        guard case .current(let broken, true, _) = check(url, cache: cache).run(), case .rejected(let why) = UpdateVerdict(broken) else { Issue.record("a broken row accepted"); return }
        #expect(why.hasPrefix(a.absoluteString + ":1:") && why.contains("error"), "\(why)")
        try publish(document("a4"), at: "a.swipe", in: root, version: 4)
        try FileManager.default.removeItem(at: root.appendingPathComponent("b.swipe"))
        guard case .current(let gone, _, _) = check(url, cache: cache).run() else { Issue.record("not read"); return }
        #expect(UpdateVerdict(gone) == .rejected("\(b.absoluteString): a row's document could not be downloaded: HTTP 404 File not found"))
        // The server away: the copies in the cache, rows and all.
        try publish(document("b5"), at: "b.swipe", in: root, version: 5)
        guard case .current = check(url, cache: cache).run() else { Issue.record("not read"); return }
        server = nil
        guard case .failed(_, let stored?) = check(url, cache: cache).run() else { Issue.record("no stored copy offline"); return }
        #expect(UpdateVerdict(stored) == .accepted && title(stored.rows[a]) == "a4" && title(stored.rows[b]) == "b5")
    }

    /// The load a fleet puts on its server: `screens` kiosks, each with its own cache, check an
    /// unchanged 13-picture document once (one interval's worth), 8 at a time, against Python's
    /// single-process `http.server`. The figures are in docs/kiosk-fleets.md.
    @Test func aFleetPutsOneConditionalRequestPerFileAndScreenOnItsServerPerInterval() throws {
        let screens = 100
        let (server, url) = try lobby()
        let caches = try (0..<screens).map { try temporaryFolder("screen\($0)") }
        let parallel = 8
        func round() -> (seconds: Double, outcomes: [String?]) {
            let outcomes = Outcomes(screens)
            let seconds = elapsed {
                DispatchQueue.concurrentPerform(iterations: parallel) { lane in
                    for i in stride(from: lane, to: screens, by: parallel) {
                        switch check(url, cache: caches[i], patient: true).run() {
                        case .current(_, let changed, _): outcomes.set(i, changed ? "changed" : "unchanged")
                        case .failed(let why, _): outcomes.set(i, "failed: \(why)")
                        }
                    }
                }
            }
            return (seconds, outcomes.values)
        }
        let download = round()
        #expect(download.outcomes.allSatisfy { $0 == "changed" }, "every screen downloads it once: \(Set(download.outcomes))")
        let before = server.requests.count
        let checkRound = round()
        let requests = server.requests.dropFirst(before)
        #expect(checkRound.outcomes.allSatisfy { $0 == "unchanged" }, "nothing changed: \(Set(checkRound.outcomes))")
        #expect(requests.count == screens * 14 && requests.allSatisfy { $0.status == 304 })
        let perSecond = Double(requests.count) / checkRound.seconds
        print("fleet load: \(screens) screens, first download \(String(format: "%.1f", download.seconds)) s; one check each: \(requests.count) conditional requests, all 304, in \(String(format: "%.2f", checkRound.seconds)) s (\(Int(perSecond)) requests/s)")
        #expect(perSecond > 50, "even Python's http.server answers a fleet's checks quickly")
    }

    /// What each screen's check found, written from the check threads.
    private final class Outcomes: @unchecked Sendable {
        private let lock = NSLock()
        private var all: [String?]
        init(_ count: Int) { all = Array(repeating: nil, count: count) }
        func set(_ i: Int, _ outcome: String) { lock.withLock { all[i] = outcome } }
        var values: [String?] { lock.withLock { all } }
    }
}
