import Testing
@testable import SwipeDocument
import DocumentTestSupport

struct ExportProgressTests {
    @Test func theLineShowsTheBarFramesShareAndTimeLeft() {
        #expect(ExportProgress(done: 0, total: 300, elapsed: 0).line(width: 10) == "[----------] 0/300 frames 0% --:-- left")
        #expect(ExportProgress(done: 120, total: 300, elapsed: 8).line(width: 10) == "[####------] 120/300 frames 40% 0:12 left")
        #expect(ExportProgress(done: 300, total: 300, elapsed: 20).line(width: 10) == "[##########] 300/300 frames 100% 0:00 left")
        #expect(ExportProgress.clock(3725) == "1:02:05")
    }

    @Test func gifDelaysAddUpToTheMoviesTime() {
        let delays = (0..<15).map { GIFTiming.delay(frame: $0, fps: 15) }
        #expect(delays.reduce(0, +) == 100)
        #expect(Set(delays) == [6, 7])
        #expect(GIFTiming.delay(frame: 7, fps: 10) == 10)
    }
}
