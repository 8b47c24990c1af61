import Foundation
import MediaTestSupport
import Testing
@testable import SwipeDocument
@testable import SwipeReader
import DocumentTestSupport

@Suite struct PrometheusExpositionTests {
    @Test func theMetricsParseAsPrometheusTextAndSayWhatTheStatusSays() throws {
        var status = PlayerStatusTests.sample
        status.document = "http://kiosk.example/a \"quoted\" \\ name"
        let samples = try PrometheusTextParser.parse(PrometheusExposition.text(status, at: PlayerStatusTests.at(1301)))
        func value(_ name: String) -> Double? { samples.first { $0.name == name }?.value }
        #expect(value("swipe_player_up") == 1)
        #expect(value("swipe_player_document_age_seconds") == 1000)
        #expect(value("swipe_player_update_failures_total") == 2)
        #expect(value("swipe_player_last_check_success") == 0)
        #expect(value("swipe_player_failing_since_timestamp_seconds") == PlayerStatusTests.at(601).timeIntervalSince1970)
        #expect(value("swipe_player_page") == 3)
        #expect(value("swipe_player_dropped_frames_total") == 7)
        let info = try #require(samples.first { $0.name == "swipe_player_info" })
        #expect(info.labels == ["document": status.document, "version": "\"v2\""], "label values escaped and read back")
    }

    @Test func aScreenWaitingForContentHasNoAgeAndIsNotFailingYet() throws {
        let status = PlayerStatus(document: "http://kiosk.example/", startedAt: PlayerStatusTests.start)
        let samples = try PrometheusTextParser.parse(PrometheusExposition.text(status, at: PlayerStatusTests.at(5)))
        #expect(samples.first { $0.name == "swipe_player_content_shown" }?.value == 0)
        #expect(!samples.contains { $0.name == "swipe_player_document_age_seconds" || $0.name == "swipe_player_failing_since_timestamp_seconds" })
    }

    @Test func theParserRefusesBrokenText() {
        #expect(throws: PrometheusTextParser.Invalid.self) { try PrometheusTextParser.parse("swipe_player_up 1\n") }
        #expect(throws: PrometheusTextParser.Invalid.self) { try PrometheusTextParser.parse("# TYPE a counter\na 1\n") }
        #expect(throws: PrometheusTextParser.Invalid.self) { try PrometheusTextParser.parse("# TYPE a gauge\na{x=\"1} 1\n") }
        #expect(throws: PrometheusTextParser.Invalid.self) { try PrometheusTextParser.parse("# TYPE a gauge\na one\n") }
    }
}
