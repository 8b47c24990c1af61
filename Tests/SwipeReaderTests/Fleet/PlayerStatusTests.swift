import Foundation
import Testing
@testable import SwipeDocument
@testable import SwipeReader
import DocumentTestSupport

@Suite struct PlayerStatusTests {
    static let start = Date(timeIntervalSince1970: 1_800_000_000)
    static func at(_ s: Double) -> Date { start.addingTimeInterval(s) }

    /// A kiosk that showed v1, took v2, then lost its server for two checks.
    static var sample: PlayerStatus {
        var s = PlayerStatus(document: "http://kiosk.example/lobby/index.swipe", startedAt: start)
        s.checked(.updated, message: "version \"v1\" shown", at: at(1))
        s.showed(.init(etag: "\"v1\"", lastModified: nil, fetchedAt: at(1)), at: at(1))
        s.checked(.updated, message: "version \"v2\" downloaded", at: at(301))
        s.pending = .init(etag: "\"v2\"", lastModified: nil, fetchedAt: at(301))
        s.showed(.init(etag: "\"v2\"", lastModified: nil, fetchedAt: at(301)), at: at(320))
        s.checked(.failed, message: "cannot reach kiosk.example: connection refused", at: at(601))
        s.checked(.failed, message: "cannot reach kiosk.example: no route to host", at: at(1201))
        s.page = 3
        s.pageCount = 13
        s.droppedFrames = 7
        s.updatedAt = at(1300)
        return s
    }

    @Test func failuresCountAndRememberSinceWhen() {
        let s = Self.sample
        #expect(s.isFailing)
        #expect(s.checksTotal == 4 && s.updateFailuresTotal == 2 && s.updatesTotal == 1)
        #expect(s.lastError == .init(message: "cannot reach kiosk.example: no route to host", since: Self.at(601), at: Self.at(1201)))
        #expect(s.shown?.name == "\"v2\"" && s.pending == nil)
        #expect(s.documentAge(at: Self.at(1301)) == 1000, "last confirmed by the check at 301")
        #expect(s.uptime == 1300)
    }

    @Test func aSuccessEndsTheRunOfFailuresAndTheNextFailureStartsANewOne() {
        var s = Self.sample
        s.checked(.unchanged, at: Self.at(1500))
        #expect(!s.isFailing && s.documentAge(at: Self.at(1500)) == 0)
        s.checked(.rejected, message: "doc.swipe:1:2: error: …", at: Self.at(1800))
        #expect(s.lastError?.since == Self.at(1800))
    }

    @Test func theJSONReadsBackTheSame() throws {
        let data = try Self.sample.json()
        #expect(try PlayerStatus(json: data) == Self.sample)
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains("\"since\" : \"2027-01-15T08:10:01Z\""), "dates in ISO 8601: \(text)")
    }
}
