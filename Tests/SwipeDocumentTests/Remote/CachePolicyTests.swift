import Foundation
import Testing
@testable import SwipeDocument
import DocumentTestSupport

@Suite struct CachePolicyTests {
    private let received = Date(timeIntervalSince1970: 1_700_000_000)
    private func entry(_ headers: [String: String]) -> CacheEntryInfo {
        CacheEntryInfo(url: "http://example.org/a.png", headers: headers, receivedAt: received)
    }
    private func later(_ seconds: TimeInterval) -> Date { received.addingTimeInterval(seconds) }

    @Test func cacheControlDirectives() {
        #expect(CacheControl(header: "public, max-age=3600, must-revalidate") == CacheControl(maxAge: 3600, mustRevalidate: true))
        #expect(CacheControl(header: "No-Cache, no-store") == CacheControl(noCache: true, noStore: true))
        #expect(CacheControl(header: "max-age=\"60\"").maxAge == 60)
        #expect(CacheControl(header: "max-age=-5").maxAge == 0)
        #expect(CacheControl(header: "max-age=soon").maxAge == nil)
        #expect(CacheControl(header: nil) == CacheControl())
    }

    @Test func maxAgeKeepsAResponseFreshThenRevalidatesIt() {
        let e = entry(["cache-control": "max-age=60", "etag": "\"v1\""])
        #expect(e.decision(at: later(59)) == .fresh)
        #expect(e.decision(at: later(60)) == .revalidate(["If-None-Match": "\"v1\""]))
    }

    @Test func theAgeHeaderCountsAgainstMaxAge() {
        let e = entry(["cache-control": "max-age=60", "age": "50", "etag": "x"])
        #expect(e.isFresh(at: later(9)))
        #expect(!e.isFresh(at: later(10)))
    }

    @Test func expiresCountsFromTheServersDate() {
        let e = entry(["date": "Tue, 14 Nov 2023 22:13:20 GMT", "expires": "Tue, 14 Nov 2023 23:13:20 GMT"])
        #expect(e.freshnessLifetime == 3600)
        #expect(e.decision(at: later(3599)) == .fresh)
        #expect(e.decision(at: later(3600)) == .refetch)
        #expect(entry(["expires": "0"]).freshnessLifetime == 0)
        #expect(entry(["cache-control": "max-age=10", "expires": "0"]).freshnessLifetime == 10)
    }

    @Test func withoutFreshnessInformationEveryUseIsRevalidated() {
        let e = entry(["last-modified": "Mon, 13 Nov 2023 10:00:00 GMT"])
        #expect(e.decision(at: received) == .revalidate(["If-Modified-Since": "Mon, 13 Nov 2023 10:00:00 GMT"]))
        #expect(entry([:]).decision(at: received) == .refetch)
    }

    @Test func noCacheIsStoredButAlwaysRevalidated() {
        let e = entry(["cache-control": "no-cache, max-age=600", "etag": "\"a\"", "last-modified": "Mon, 13 Nov 2023 10:00:00 GMT"])
        #expect(e.isStorable)
        #expect(e.decision(at: later(1)) == .revalidate(["If-None-Match": "\"a\"", "If-Modified-Since": "Mon, 13 Nov 2023 10:00:00 GMT"]))
    }

    @Test func noStoreIsNotStorable() {
        #expect(!entry(["cache-control": "no-store"]).isStorable)
        #expect(entry(["cache-control": "private, max-age=5"]).isStorable)
    }

    @Test func mustRevalidateForbidsAStaleCopyWhenOffline() {
        let strict = entry(["cache-control": "max-age=60, must-revalidate"])
        #expect(strict.servableOffline(at: later(30)))
        #expect(!strict.servableOffline(at: later(61)))
        #expect(entry(["cache-control": "max-age=60"]).servableOffline(at: later(1000)))
    }

    @Test func aNotModifiedAnswerRefreshesTheEntry() {
        let e = entry(["cache-control": "max-age=60", "etag": "\"v1\"", "last-modified": "Mon, 13 Nov 2023 10:00:00 GMT"])
        let refreshed = e.revalidated(headers: ["etag": "\"v1\"", "cache-control": "max-age=120"], receivedAt: later(100))
        #expect(refreshed.receivedAt == later(100))
        #expect(refreshed.control.maxAge == 120)
        #expect(refreshed.lastModified == "Mon, 13 Nov 2023 10:00:00 GMT")
        #expect(refreshed.decision(at: later(219)) == .fresh)
        let sameRules = e.revalidated(headers: [:], receivedAt: later(100))
        #expect(sameRules.control.maxAge == 60 && sameRules.etag == "\"v1\"")
    }

    @Test func theEntryRoundTripsThroughItsMetadata() throws {
        let e = entry(["cache-control": "max-age=60", "etag": "\"v1\"", "date": "Tue, 14 Nov 2023 22:13:20 GMT"])
        #expect(try CacheEntryInfo(metadata: e.metadata()) == e)
        #expect(throws: DecodingError.self) { try CacheEntryInfo(metadata: Data(#"{"url": "http://example.org/a.png"}"#.utf8)) }
    }
}
