import Testing
@testable import SwipeDocument
import DocumentTestSupport

/// Scripted device input through the recognizer; pages are 1000 pixels long.
struct GestureRecognizerTests {
    let length = 1000.0

    struct Rig {
        var nav: Navigator
        var recognizer = GestureRecognizer()

        init(pages: Int = 5, paging: Paging = .vertical, position: Double = 0) {
            nav = Navigator(pageCount: pages, paging: paging, position: position)
        }

        @discardableResult
        mutating func send(_ input: GestureRecognizer.Input) -> GestureRecognizer.Recognized? {
            recognizer.handle(input, navigator: &nav, pageLength: 1000)
        }

        /// Runs frames at 60 Hz from `start` until nothing moves (at most `limit` seconds).
        mutating func run(from start: Double, limit: Double = 2) {
            var time = start
            while nav.isMoving && time < start + limit {
                time += 1.0 / 60
                recognizer.advance(to: time, navigator: &nav)
                nav.advance(to: time)
            }
        }

        /// Presses at `from`, moves to `to` in `steps` moves over `duration`, releases there.
        mutating func swipe(from: Point, to: Point, over duration: Double, steps: Int = 10) {
            send(.pointerDown(from, time: 0))
            for i in 1...steps {
                let f = Double(i) / Double(steps)
                send(.pointerMoved(from + (to - from) * f, time: duration * f))
            }
            send(.pointerUp(to, time: duration))
            run(from: duration)
        }
    }

    @Test func aTapDoesNotMoveThePage() {
        var rig = Rig(position: 2)
        #expect(rig.send(.pointerDown(Point(100, 100), time: 0)) == nil)
        rig.send(.pointerMoved(Point(103, 98), time: 0.05))
        #expect(rig.send(.pointerUp(Point(103, 98), time: 0.1)) == .tap(Point(103, 98)))
        #expect(rig.nav.position == 2 && !rig.nav.isMoving && rig.nav.takeEvents() == [])
    }

    @Test func hoveringDoesNothing() {
        var rig = Rig()
        rig.send(.pointerMoved(Point(0, 0), time: 0))
        rig.send(.pointerMoved(Point(0, -900), time: 0.1))
        #expect(rig.nav.position == 0 && !rig.nav.isMoving)
    }

    @Test func aDragFollowsThePointerFromWhereItWentDown() {
        var rig = Rig()
        rig.send(.pointerDown(Point(0, 500), time: 0))
        rig.send(.pointerMoved(Point(0, 497), time: 0.1))
        #expect(rig.nav.position == 0 && !rig.nav.isMoving, "within the tap slop")
        rig.send(.pointerMoved(Point(0, 400), time: 0.2))
        #expect(abs(rig.nav.position - 0.1) < 1e-9 && rig.nav.isMoving)
        #expect(rig.send(.pointerUp(Point(0, 400), time: 1)) == nil, "a drag is no tap")
        rig.run(from: 1)
        #expect(rig.nav.position == 0)
    }

    @Test func pointerDragsInTheThreePagingDirections() {
        var vertical = Rig()
        vertical.swipe(from: Point(500, 800), to: Point(500, 200), over: 1)
        #expect(vertical.nav.position == 1)

        var ltr = Rig(paging: .leftToRight)
        ltr.swipe(from: Point(800, 500), to: Point(200, 500), over: 1)
        #expect(ltr.nav.position == 1)

        var rtl = Rig(paging: .rightToLeft)
        rtl.swipe(from: Point(200, 500), to: Point(800, 500), over: 1)
        #expect(rtl.nav.position == 1)
        rtl.swipe(from: Point(800, 500), to: Point(200, 500), over: 1)
        #expect(rtl.nav.position == 0)
    }

    @Test func aQuickFlickTurnsThePage() {
        var rig = Rig(paging: .leftToRight, position: 2)
        rig.swipe(from: Point(500, 500), to: Point(380, 500), over: 0.06, steps: 4)
        #expect(rig.nav.position == 3)
    }

    @Test func pressingDuringASettleGrabsIt() {
        var rig = Rig()
        rig.send(.key(.next, shift: false, time: 0))
        rig.nav.advance(to: 0.05)
        let caught = rig.nav.position
        #expect(caught > 0 && caught < 1)
        rig.send(.pointerDown(Point(10, 10), time: 0.05))
        rig.nav.advance(to: 0.2)
        #expect(rig.nav.position == caught && rig.nav.isMoving)
        #expect(rig.send(.pointerUp(Point(10, 10), time: 0.3)) == nil, "grabbing is no tap")
        rig.run(from: 0.3)
        #expect(rig.nav.position == (caught < 0.5 ? 0 : 1))
    }

    @Test func keys() {
        var rig = Rig(pages: 6)
        rig.send(.key(.next, shift: false, time: 0))
        rig.send(.key(.next, shift: false, time: 0.05))
        rig.run(from: 0.05)
        #expect(rig.nav.position == 2, "two quick presses go two pages")
        rig.send(.key(.previous, shift: false, time: 1))
        rig.run(from: 1)
        #expect(rig.nav.position == 1)
        rig.send(.key(.next, shift: true, time: 2))
        rig.run(from: 2)
        #expect(rig.nav.position == 0, "Shift-Space goes back")
        rig.send(.key(.last, shift: false, time: 3))
        rig.run(from: 3)
        #expect(rig.nav.position == 5)
        rig.send(.key(.previous, shift: true, time: 4))
        rig.run(from: 4)
        #expect(rig.nav.position == 5)
        rig.send(.key(.first, shift: false, time: 5))
        rig.run(from: 5)
        #expect(rig.nav.position == 0)
        rig.send(.key(.previous, shift: false, time: 6))
        #expect(!rig.nav.isMoving && rig.nav.position == 0)
    }

    @Test func mouseWheelNotchesStepPages() {
        var rig = Rig()
        rig.send(.wheel(dx: 0, dy: 1, time: 0))
        #expect(rig.nav.targetPage == 1)
        rig.send(.wheel(dx: 0, dy: 1, time: 0.04))
        #expect(rig.nav.targetPage == 2)
        rig.run(from: 0.04)
        #expect(rig.nav.position == 2)
        rig.send(.wheel(dx: 0, dy: -1, time: 1))
        rig.run(from: 1)
        #expect(rig.nav.position == 1)
        #expect(rig.nav.takeEvents() == [
            .willLeave(0), .willEnter(1, forward: true), .willEnter(2, forward: true),
            .didLeave(0, goingBack: false), .didEnter(2, forward: true),
            .willLeave(2), .willEnter(1, forward: false), .didLeave(2, goingBack: true), .didEnter(1, forward: false),
        ])
    }

    @Test func aHorizontalDocumentPagesWithThePlainWheelToo() {
        var rig = Rig(paging: .rightToLeft)
        rig.send(.wheel(dx: 0, dy: 1, time: 0))
        rig.run(from: 0)
        #expect(rig.nav.position == 1)
    }

    /// Sends `count` wheel inputs of `lines` each, `interval` apart from `start`; returns the last time.
    @discardableResult
    func scroll(_ rig: inout Rig, dx: Double = 0, dy: Double = 0, count: Int, interval: Double, from start: Double = 0) -> Double {
        for i in 0..<count { rig.send(.wheel(dx: dx, dy: dy, time: start + Double(i) * interval)) }
        return start + Double(count - 1) * interval
    }

    @Test func aTouchpadFlickTurnsThePageAfterTheWheelStops() {
        var rig = Rig()
        let last = scroll(&rig, dy: 0.6, count: 20, interval: 0.01)
        #expect(abs(rig.nav.position - 0.4) < 1e-9 && rig.nav.targetPage == nil, "follows the fingers")
        rig.recognizer.advance(to: last + 0.1, navigator: &rig.nav)
        #expect(rig.nav.targetPage == nil, "still within the gesture")
        rig.recognizer.advance(to: last + GestureRecognizer.wheelQuiet, navigator: &rig.nav)
        #expect(rig.nav.targetPage == 1, "released with the velocity it had")
        rig.run(from: last + GestureRecognizer.wheelQuiet)
        #expect(rig.nav.position == 1)
    }

    @Test func aSlowShortTouchpadScrollSpringsBack() {
        var rig = Rig(position: 1)
        let last = scroll(&rig, dy: -0.3, count: 10, interval: 0.05)
        #expect(abs(rig.nav.position - 0.9) < 1e-9)
        rig.run(from: last)
        #expect(rig.nav.position == 1 && rig.nav.takeEvents() == [])
    }

    @Test func aLongTouchpadScrollMovesAtMostOnePage() {
        var rig = Rig()
        rig.send(.wheel(dx: 0, dy: 0.5, time: 0))
        let last = scroll(&rig, dy: 1, count: 100, interval: 0.01, from: 0.01)
        #expect(rig.nav.position == 1 && rig.nav.targetPage == nil, "whole numbers within the gesture keep scrolling")
        rig.run(from: last)
        #expect(rig.nav.position == 1)
        let next = scroll(&rig, dy: 0.9, count: 100, interval: 0.01, from: last + 1)
        rig.run(from: next)
        #expect(rig.nav.position == 2, "the next gesture goes on")
    }

    @Test func aHorizontalTouchpadSwipe() {
        var ltr = Rig(paging: .leftToRight)
        scroll(&ltr, dx: 0.6, dy: 0.1, count: 20, interval: 0.01)
        ltr.run(from: 0.2)
        #expect(ltr.nav.position == 1)

        var rtl = Rig(paging: .rightToLeft)
        scroll(&rtl, dx: -0.6, count: 20, interval: 0.01)
        rtl.run(from: 0.2)
        #expect(rtl.nav.position == 1)
    }

    @Test func aTouchpadOverscrollAtTheFirstPageSettlesBack() {
        var rig = Rig()
        let last = scroll(&rig, dy: -0.5, count: 60, interval: 0.01)
        #expect(rig.nav.position < 0 && rig.nav.position > -Navigator.rubberBandLimit)
        rig.run(from: last)
        #expect(rig.nav.position == 0)
    }

    /// A drag another finger takes settles where it is, however fast it was moving, and its
    /// release is no tap.
    @Test func aCancelledDragSettlesOnTheNearestPageWithoutAFling() {
        var rig = Rig(position: 2)
        rig.send(.pointerDown(Point(500, 500), time: 0))
        rig.send(.pointerMoved(Point(500, 400), time: 0.016))
        rig.send(.pointerMoved(Point(500, 300), time: 0.032))
        rig.recognizer.cancelPress(navigator: &rig.nav, at: 0.04)
        #expect(rig.send(.pointerUp(Point(500, 100), time: 0.05)) == nil)
        rig.run(from: 0.05)
        #expect(rig.nav.currentPage == 2, "a fast drag of a fifth of a page, cancelled, turns nothing")
        var held = Rig()
        held.send(.pointerDown(Point(500, 500), time: 0))
        held.recognizer.cancelPress(navigator: &held.nav, at: 0.1)
        #expect(held.send(.pointerUp(Point(500, 500), time: 0.2)) == nil, "no tap")
    }
}
