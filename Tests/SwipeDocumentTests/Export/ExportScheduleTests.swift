import Testing
@testable import SwipeDocument
import DocumentTestSupport

struct ExportScheduleTests {
    @Test func playStaysAddUpToPagesTimesPlayAndDwellPlusTurns() {
        let s = ExportSchedule.play(pages: 2...4, playLengths: [2: 1, 3: 2, 4: 0.5], dwell: 0.5, turn: 0.3)
        #expect(s.stays.map(\.page) == [2, 3, 4])
        #expect(s.stays.map(\.arrival) == [0, 1.8, 2.5 + 1.8 + 0.3])
        #expect(s.stays[1].playEnd == 3.8 && s.stays[1].leave == 4.3)
        #expect(abs(s.duration - (1.5 + 2.5 + 1 + 2 * 0.3)) < 1e-12)
        #expect(s.frameCount(fps: 30) == 168)
    }

    @Test func scrollAdvancesAPageASecondAndEndsOnTheLastPage() {
        let s = ExportSchedule.scroll(pages: 0...3)
        #expect(s.duration == 3)
        #expect(s.frameCount(fps: 10) == 31)
        #expect(ExportSchedule.scroll(pages: 5...5).frameCount(fps: 10) == 1)
    }
}
