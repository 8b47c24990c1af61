import Foundation
import Testing
@testable import SwipeDocument
@testable import SwipeReader
import DocumentTestSupport

@Suite struct StatusReportTests {
    @Test func aFailingKioskSaysWhatItShowsAndSinceWhenItFails() {
        let lines = StatusReport.lines(PlayerStatusTests.sample, at: PlayerStatusTests.at(1301))
        #expect(lines.contains("Showing:     version \"v2\", fetched 2027-01-15 08:05:01 UTC (16 min ago)"))
        #expect(lines.contains { $0.hasPrefix("Error:       cannot reach kiosk.example: no route to host (failing since ") && $0.hasSuffix("(11 min ago))") })
        #expect(lines.contains("Page:        3 of 13"))
        #expect(lines.contains("Checks:      4, 2 failed; 1 updates shown"))
    }

    @Test func systemctlStatusGetsOneLine() {
        var s = PlayerStatusTests.sample
        #expect(StatusReport.serviceLine(s) == "Showing version \"v2\" of http://kiosk.example/lobby/index.swipe; checks failing since 2027-01-15 08:10:01 UTC: cannot reach kiosk.example: no route to host")
        s.checked(.unchanged, at: PlayerStatusTests.at(1400))
        s.pending = s.shown
        #expect(StatusReport.serviceLine(s) == "Showing version \"v2\" of http://kiosk.example/lobby/index.swipe; checked 2027-01-15 08:23:20 UTC: unchanged; a new version waits for the screen to be at rest")
        #expect(StatusReport.serviceLine(PlayerStatus(document: "http://k/", startedAt: PlayerStatusTests.start)) == "Waiting for content from http://k/")
    }

    @Test func durationsReadAsAPersonWouldSayThem() {
        #expect(StatusReport.duration(42) == "42 s")
        #expect(StatusReport.duration(200) == "3 min")
        #expect(StatusReport.duration(7300) == "2 h 1 min")
        #expect(StatusReport.duration(200_000) == "2 d 7 h")
    }
}
