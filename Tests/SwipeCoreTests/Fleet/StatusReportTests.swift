import Foundation
import Testing
@testable import SwipeCore

@Suite struct StatusReportTests {
    @Test func aFailingKioskSaysWhatItShowsAndSinceWhenItFails() {
        let lines = StatusReport.lines(PlayerStatusTests.sample, at: PlayerStatusTests.at(1301))
        #expect(lines.contains("Showing:     version \"v2\", fetched 2027-01-15 08:05:01 UTC (16 min ago)"))
        #expect(lines.contains { $0.hasPrefix("Error:       cannot reach kiosk.example: no route to host (failing since ") && $0.hasSuffix("(11 min ago))") })
        #expect(lines.contains("Page:        3 of 13"))
        #expect(lines.contains("Checks:      4, 2 failed; 1 updates shown"))
    }

    @Test func durationsReadAsAPersonWouldSayThem() {
        #expect(StatusReport.duration(42) == "42 s")
        #expect(StatusReport.duration(200) == "3 min")
        #expect(StatusReport.duration(7300) == "2 h 1 min")
        #expect(StatusReport.duration(200_000) == "2 d 7 h")
    }
}
