import Testing
@testable import SwipeDocument
import DocumentTestSupport

struct DoubleTapTests {
    @Test func twoQuickNearbyTapsAreADoubleTap() {
        var taps = DoubleTap()
        let first = taps.tap(at: Point(100, 100), time: 1), second = taps.tap(at: Point(110, 95), time: 1.2)
        let third = taps.tap(at: Point(110, 95), time: 1.3)
        #expect(!first && second)
        #expect(!third, "a third tap starts over")
    }

    @Test func slowFarOrForgottenTapsAreNot() {
        var taps = DoubleTap()
        _ = taps.tap(at: Point(100, 100), time: 1)
        let slow = taps.tap(at: Point(100, 100), time: 1 + DoubleTap.interval + 0.01)
        let far = taps.tap(at: Point(200, 100), time: 1.5)
        #expect(!slow, "too slow")
        #expect(!far, "too far")
        taps.reset()
        let afterDrag = taps.tap(at: Point(200, 100), time: 1.6)
        let back = taps.tap(at: Point(200, 100), time: 1.0)
        #expect(!afterDrag, "a drag came between")
        #expect(!back, "time going back")
    }
}
