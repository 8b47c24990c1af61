import Testing
@testable import SwipeDocument
import DocumentTestSupport

/// The recognizer's long press: a press held within the tap slop for `longPressDelay`, reported
/// once while held; one that moved or was let go early is none.
struct LongPressTests {
    struct Rig {
        var nav = Navigator(pageCount: 3, paging: .leftToRight, position: 0)
        var recognizer = GestureRecognizer()

        @discardableResult
        mutating func send(_ input: GestureRecognizer.Input) -> GestureRecognizer.Recognized? {
            recognizer.handle(input, navigator: &nav, pageLength: 1000)
        }
    }

    let delay = GestureRecognizer.longPressDelay

    @Test func aPressHeldStillIsALongPressOnceAtItsDeadline() {
        var rig = Rig()
        rig.send(.pointerDown(Point(100, 100), time: 1))
        #expect(rig.recognizer.longPressDeadline == 1 + delay)
        #expect(rig.recognizer.longPress(at: 1 + delay - 0.01) == nil, "not yet")
        // Wandering within the slop keeps it a press; the long press is where it went down.
        rig.send(.pointerMoved(Point(103, 102), time: 1.2))
        #expect(rig.recognizer.longPress(at: 1 + delay) == .longPress(Point(100, 100)))
        #expect(rig.recognizer.longPress(at: 2) == nil, "reported once")
        #expect(rig.recognizer.longPressDeadline == nil)
    }

    @Test func aPressThatMovedIsNoLongPress() {
        var rig = Rig()
        rig.send(.pointerDown(Point(100, 100), time: 0))
        rig.send(.pointerMoved(Point(100 + GestureRecognizer.tapSlop + 4, 100), time: 0.2))
        #expect(rig.recognizer.isDragging)
        #expect(rig.recognizer.longPressDeadline == nil)
        #expect(rig.recognizer.longPress(at: delay + 1) == nil)
    }

    @Test func aPressLetGoEarlyIsATapAndNoLongPress() {
        var rig = Rig()
        rig.send(.pointerDown(Point(100, 100), time: 0))
        #expect(rig.send(.pointerUp(Point(100, 100), time: delay / 2)) == .tap(Point(100, 100)))
        #expect(rig.recognizer.longPress(at: delay + 1) == nil)
    }

    @Test func aLongPressLeftToThePageStillEndsInATap() {
        var rig = Rig()
        rig.send(.pointerDown(Point(100, 100), time: 0))
        #expect(rig.recognizer.longPress(at: delay) != nil)
        #expect(rig.send(.pointerUp(Point(100, 100), time: delay + 0.2)) == .tap(Point(100, 100)))
    }

    @Test func aPressYieldedNeitherDragsThePagesNorTaps() {
        var rig = Rig()
        rig.send(.pointerDown(Point(500, 100), time: 0))
        #expect(rig.recognizer.longPress(at: delay) != nil)
        rig.recognizer.yieldPress()
        rig.send(.pointerMoved(Point(100, 100), time: delay + 0.1))
        #expect(!rig.nav.isMoving && rig.nav.position == 0, "the drag is the selection's, not the pages'")
        #expect(rig.send(.pointerUp(Point(100, 100), time: delay + 0.2)) == nil, "no tap")
        #expect(rig.nav.targetPage == nil && rig.nav.currentPage == 0)
    }

    @Test func aPressGrabbingMovingPagesIsNoLongPress() {
        var rig = Rig()
        rig.send(.key(.next, shift: false, time: 0))
        rig.send(.pointerDown(Point(100, 100), time: 0.05))
        #expect(rig.recognizer.longPressDeadline == nil)
        #expect(rig.recognizer.longPress(at: 1) == nil)
    }
}
