import Testing
@testable import SwipeDocument
@testable import SwipeReader
import DocumentTestSupport

@Suite struct FrameDropsTests {
    @Test func aLateFrameInMotionCountsAndOneAfterARestDoesNot() {
        var d = FrameDrops(refreshRate: 60)
        for i in 0..<10 { d.frame(at: Double(i) / 60, moving: true) }
        #expect(d.count == 0)
        d.frame(at: 12.0 / 60, moving: true)
        #expect(d.count == 1, "two refreshes missed")
        d.frame(at: 5, moving: false)
        #expect(d.count == 1, "the first frame after a rest")
    }
}
