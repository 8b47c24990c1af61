import Testing
import SwipeDocument
@testable import SwipeReader

/// Spoken mode's one-finger gestures, with the time given.
struct SpokenTouchTests {
    @Test func aFingerRestingExploresWhereItIs() {
        var touch = SpokenTouch()
        #expect(touch.down(1, at: Point(10, 10), time: 0) == nil)
        #expect(touch.tick(at: 0.2) == nil)
        #expect(touch.nextDeadline == SpokenTouch.tapTime)
        #expect(touch.tick(at: 0.4) == .explore(Point(10, 10)))
        #expect(touch.tick(at: 0.5) == nil)
        #expect(touch.up(1, at: Point(10, 10), time: 0.6) == nil)
        #expect(touch.tick(at: 2) == nil)
    }

    @Test func aFingerSlidingExploresAsItGoes() {
        var touch = SpokenTouch()
        _ = touch.down(1, at: Point(10, 10), time: 0)
        #expect(touch.moved(1, to: Point(15, 10), time: 0.05) == nil)
        #expect(touch.moved(1, to: Point(10, 200), time: 0.5) == .explore(Point(10, 200)))
        #expect(touch.moved(1, to: Point(12, 210), time: 0.6) == .explore(Point(12, 210)))
        #expect(touch.up(1, at: Point(12, 210), time: 1.5) == nil)
    }

    @Test func oneTapExploresOnceNoSecondFollows() {
        var touch = SpokenTouch()
        _ = touch.down(1, at: Point(10, 10), time: 0)
        #expect(touch.up(1, at: Point(10, 10), time: 0.1) == nil)
        #expect(touch.tick(at: 0.3) == nil)
        #expect(touch.tick(at: 0.6) == .explore(Point(10, 10)))
    }

    @Test func aDoubleTapAnywhereActivates() {
        var touch = SpokenTouch()
        _ = touch.down(1, at: Point(300, 300), time: 0)
        _ = touch.up(1, at: Point(300, 300), time: 0.1)
        _ = touch.down(2, at: Point(310, 305), time: 0.25)
        #expect(touch.up(2, at: Point(310, 305), time: 0.32) == .activate)
        #expect(touch.tick(at: 1) == nil)
    }

    @Test func quickSidewaysSwipesMove() {
        var touch = SpokenTouch()
        _ = touch.down(1, at: Point(100, 300), time: 0)
        _ = touch.moved(1, to: Point(200, 305), time: 0.1)
        #expect(touch.up(1, at: Point(300, 310), time: 0.2) == .move(forward: true))
        _ = touch.down(1, at: Point(300, 300), time: 1)
        #expect(touch.up(1, at: Point(150, 290), time: 1.2) == .move(forward: false))
        _ = touch.down(1, at: Point(100, 100), time: 2)
        #expect(touch.up(1, at: Point(200, 300), time: 2.2) == nil)
    }

    @Test func aFingerStillForThreeSecondsHoldsOnce() {
        var touch = SpokenTouch()
        _ = touch.down(1, at: Point(10, 10), time: 0)
        #expect(touch.tick(at: 0.5) == .explore(Point(10, 10)))
        #expect(touch.nextDeadline == SpokenTouch.holdTime)
        #expect(touch.tick(at: 2.9) == nil)
        #expect(touch.tick(at: 3) == .hold)
        #expect(touch.tick(at: 4) == nil)
        _ = touch.up(1, at: Point(10, 10), time: 4)
        _ = touch.down(1, at: Point(10, 10), time: 5)
        _ = touch.moved(1, to: Point(100, 10), time: 5.1)
        #expect(touch.tick(at: 9) == nil)
    }

    @Test func aSecondFingerIsIgnored() {
        var touch = SpokenTouch()
        _ = touch.down(1, at: Point(10, 10), time: 0)
        #expect(touch.down(2, at: Point(300, 10), time: 0.1) == nil)
        #expect(touch.moved(2, to: Point(10, 300), time: 0.2) == nil)
        #expect(touch.up(2, at: Point(10, 300), time: 0.3) == nil)
    }
}
