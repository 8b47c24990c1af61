import Foundation
import MediaTestSupport
import SwipeNet
import Testing

@Suite struct HTTPCacheTests {
    /// A clock the test moves.
    final class TestClock: @unchecked Sendable {
        private let lock = NSLock()
        private var now = Date()
        func advance(_ seconds: TimeInterval) { lock.lock(); now += seconds; lock.unlock() }
        var date: Date { lock.lock(); defer { lock.unlock() }; return now }
    }

    private func cache(_ dir: URL, clock: TestClock = TestClock()) -> HTTPCache {
        HTTPCache(directory: dir, client: HTTPClient(connectTimeout: 2, stallTimeout: 2), clock: { clock.date })
    }

    private let picture = Data((0..<5000).map { UInt8($0 % 256) })

    @Test func theDefaultFolderFollowsXDG() {
        #expect(HTTPCache.defaultDirectory(environment: ["XDG_CACHE_HOME": "/x/cache", "HOME": "/home/a"]).path == "/x/cache/swipe-player/http")
        #expect(HTTPCache.defaultDirectory(environment: ["HOME": "/home/a"]).path == "/home/a/.cache/swipe-player/http")
        #expect(HTTPCache.defaultDirectory(environment: ["XDG_CACHE_HOME": "relative", "HOME": "/home/a"]).path == "/home/a/.cache/swipe-player/http")
    }

    @Test func withoutFreshnessEveryUseIsConfirmedByTheServer() throws {
        let server = try StaticHTTPServer(serving: try site(["p.png": picture]))
        let dir = try temporaryFolder("cache")
        let first = try cache(dir).fetch(server.url("p.png")).get()
        #expect(first.source == .network)
        #expect(FileManager.default.contents(atPath: first.file.path) == picture)
        #expect(first.file.deletingLastPathComponent().path == dir.path)
        let second = try cache(dir).fetch(server.url("p.png")).get()
        #expect(second == HTTPCache.Fetched(file: first.file, source: .revalidated))
        #expect(server.requests.map(\.status) == [200, 304])
    }

    @Test func aFreshEntryIsUsedWithoutARequestUntilItsMaxAge() throws {
        let server = try StaticHTTPServer(serving: try site(["p.png": picture]), cacheControl: "max-age=60")
        let dir = try temporaryFolder("cache")
        let clock = TestClock()
        #expect(try cache(dir, clock: clock).fetch(server.url("p.png")).get().source == .network)
        clock.advance(59)
        #expect(try cache(dir, clock: clock).fetch(server.url("p.png")).get().source == .cache)
        clock.advance(2)
        #expect(try cache(dir, clock: clock).fetch(server.url("p.png")).get().source == .revalidated)
        #expect(server.requests.map(\.status) == [200, 304])
        // The 304 made it fresh again.
        clock.advance(30)
        #expect(try cache(dir, clock: clock).fetch(server.url("p.png")).get().source == .cache)
    }

    @Test func noStoreIsNeverServedFromTheCache() throws {
        let server = try StaticHTTPServer(serving: try site(["p.png": picture]), cacheControl: "no-store")
        let dir = try temporaryFolder("cache")
        let first = try cache(dir).fetch(server.url("p.png")).get()
        #expect(FileManager.default.contents(atPath: first.file.path) == picture)
        #expect(try cache(dir).fetch(server.url("p.png")).get().source == .network)
        #expect(server.requests.map(\.status) == [200, 200])
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted() == ["transient"])
    }

    @Test func anUnreachableServerLeavesTheCachedCopyWithAWarning() throws {
        let dir = try temporaryFolder("cache")
        var server: StaticHTTPServer? = try StaticHTTPServer(serving: try site(["p.png": picture]))
        let url = server!.url("p.png")
        let first = try cache(dir).fetch(url).get()
        server = nil
        let offline = try cache(dir).fetch(url).get()
        #expect(offline == HTTPCache.Fetched(file: first.file, source: .offlineCopy, warning: "cannot reach 127.0.0.1: connection refused; using the copy downloaded earlier"))
        #expect(FileManager.default.contents(atPath: offline.file.path) == picture)
    }

    @Test func mustRevalidateForbidsAStaleCopyWhenUnreachable() throws {
        let dir = try temporaryFolder("cache")
        var server: StaticHTTPServer? = try StaticHTTPServer(serving: try site(["p.png": picture]), cacheControl: "max-age=0, must-revalidate")
        let url = server!.url("p.png")
        _ = try cache(dir).fetch(url).get()
        server = nil
        #expect(cache(dir).fetch(url).failure == HTTPError(.network, "cannot reach 127.0.0.1: connection refused"))
    }

    @Test func aKiosksCacheAsksEvenAboutFreshCopiesAndServesAnyCopyWhenTheServerFails() throws {
        let dir = try temporaryFolder("cache")
        let root = try site(["p.png": picture])
        var server: StaticHTTPServer? = try StaticHTTPServer(serving: root, cacheControl: "max-age=3600, must-revalidate")
        let url = server!.url("p.png")
        let kiosk = HTTPCache(directory: dir, client: HTTPClient(connectTimeout: 2, stallTimeout: 2), alwaysRevalidate: true, staleIfError: true)
        #expect(try kiosk.fetch(url).get().source == .network)
        #expect(try kiosk.fetch(url).get().source == .revalidated, "fresh for an hour, yet asked")
        #expect(try cache(dir).fetch(url).get().source == .cache, "a reader's cache does not ask")
        #expect(kiosk.entry(for: url)?.lastModified != nil)
        try "503".write(to: root.appendingPathComponent(".fail"), atomically: true, encoding: .utf8)
        let failing = try kiosk.fetch(url).get()
        #expect(failing.source == .offlineCopy && failing.warning == "the server answered HTTP 503 Service Unavailable; using the copy downloaded earlier")
        server = nil
        let clock = TestClock()
        clock.advance(7200)
        let stale = HTTPCache(directory: dir, client: HTTPClient(connectTimeout: 2, stallTimeout: 2), staleIfError: true, clock: { clock.date })
        #expect(try stale.fetch(url).get().source == .offlineCopy, "stale and must-revalidate, yet shown")
        #expect(cache(dir, clock: clock).fetch(url).failure?.kind == .network, "not to a reader")
    }

    @Test func aMissingFileIsAFailureAndNothingIsStored() throws {
        let server = try StaticHTTPServer(serving: try site([:]))
        let dir = try temporaryFolder("cache")
        #expect(cache(dir).fetch(server.url("none.png")).failure == HTTPError(.status(404), "HTTP 404 File not found"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty)
    }
}
