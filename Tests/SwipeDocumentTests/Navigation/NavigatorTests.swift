import Testing
@testable import SwipeDocument
import DocumentTestSupport

/// Scripted drags, releases and jumps with explicit times; pages are 1000 pixels long.
struct NavigatorTests {
    let length = 1000.0

    /// Drags by `total` pixels in `steps` equal moves spread over `duration`, beginning at `start`;
    /// returns the time of the last move.
    @discardableResult
    func drag(_ nav: inout Navigator, by total: Point, over duration: Double, from start: Double = 0, steps: Int = 10) -> Double {
        nav.beginDrag(at: start)
        for i in 1...steps {
            nav.drag(by: total * (1 / Double(steps)), pageLength: length, at: start + duration * Double(i) / Double(steps))
        }
        return start + duration
    }

    /// Drags and releases, then lets the settle finish; returns the events of the whole turn.
    func swipe(_ nav: inout Navigator, by total: Point, over duration: Double, steps: Int = 10) -> [Navigator.Event] {
        let end = drag(&nav, by: total, over: duration, steps: steps)
        nav.endDrag(at: end)
        nav.advance(to: end + 1)
        return nav.takeEvents()
    }

    @Test func slowDragPastHalfAPageGoesToTheNextPage() {
        var nav = Navigator(pageCount: 5, paging: .vertical)
        let end = drag(&nav, by: Point(0, -600), over: 1, steps: 60)
        #expect(abs(nav.position - 0.6) < 1e-9 && nav.isMoving)
        nav.endDrag(at: end)
        #expect(nav.targetPage == 1)
        nav.advance(to: end + 1)
        #expect(nav.position == 1 && nav.currentPage == 1 && !nav.isMoving)
    }

    @Test func shortSlowDragSnapsBack() {
        var nav = Navigator(pageCount: 5, paging: .vertical)
        #expect(swipe(&nav, by: Point(0, -200), over: 1, steps: 60) == [])
        #expect(nav.position == 0 && !nav.isMoving)
    }

    @Test func quickShortFlingGoesToTheNextPage() {
        var nav = Navigator(pageCount: 5, paging: .vertical)
        _ = swipe(&nav, by: Point(0, -100), over: 0.05, steps: 3)
        #expect(nav.position == 1)
        var back = Navigator(pageCount: 5, paging: .vertical, position: 3)
        _ = swipe(&back, by: Point(0, 100), over: 0.05, steps: 3)
        #expect(back.position == 2)
    }

    @Test func flingNeverSkipsMoreThanOnePage() {
        var nav = Navigator(pageCount: 10, paging: .vertical, position: 2)
        _ = swipe(&nav, by: Point(0, -900), over: 0.03, steps: 2)
        #expect(nav.position == 3)
        _ = swipe(&nav, by: Point(0, 950), over: 0.03, steps: 2)
        #expect(nav.position == 2)
    }

    @Test func pointerHeldStillBeforeReleaseDoesNotFling() {
        var nav = Navigator(pageCount: 5, paging: .vertical)
        let end = drag(&nav, by: Point(0, -150), over: 0.05, steps: 3)
        nav.endDrag(at: end + 0.2)
        nav.advance(to: end + 2)
        #expect(nav.position == 0)
    }

    @Test func pagingDirections() {
        var ltr = Navigator(pageCount: 3, paging: .leftToRight)
        _ = swipe(&ltr, by: Point(-600, 0), over: 1)
        #expect(ltr.position == 1, "leftToRight: moving left goes forward")
        _ = swipe(&ltr, by: Point(600, 0), over: 1)
        #expect(ltr.position == 0)

        var rtl = Navigator(pageCount: 3, paging: .rightToLeft)
        _ = swipe(&rtl, by: Point(600, 0), over: 1)
        #expect(rtl.position == 1, "rightToLeft: moving right goes forward")
        _ = swipe(&rtl, by: Point(-600, 0), over: 1)
        #expect(rtl.position == 0)

        var vertical = Navigator(pageCount: 3, paging: .vertical)
        drag(&vertical, by: Point(-600, 0), over: 1)
        #expect(vertical.position == 0, "vertical paging ignores sideways motion")
        drag(&vertical, by: Point(0, -600), over: 1)
        #expect(abs(vertical.position - 0.6) < 1e-9, "vertical: moving up goes forward")
    }

    @Test func rubberBandAtBothEndsStaysWithinItsLimitAndSettlesBack() {
        var first = Navigator(pageCount: 4, paging: .vertical)
        first.beginDrag(at: 0)
        var lowest = 0.0
        for i in 1...100 {
            first.drag(by: Point(0, 100), pageLength: length, at: Double(i) * 0.02)
            lowest = min(lowest, first.position)
        }
        #expect(lowest < -0.3 && lowest > -Navigator.rubberBandLimit)
        first.endDrag(at: 2.5)
        first.advance(to: 3.5)
        #expect(first.position == 0 && !first.isMoving)
        #expect(first.takeEvents() == [.pulledToReplay(0)])

        var last = Navigator(pageCount: 4, paging: .leftToRight, position: 3)
        let end = drag(&last, by: Point(-10_000, 0), over: 0.2, steps: 5)
        #expect(last.position > 3.3 && last.position < 3 + Navigator.rubberBandLimit)
        last.endDrag(at: end)
        last.advance(to: end + 1)
        #expect(last.position == 3 && last.takeEvents() == [])
    }

    @Test func grabbingASettleContinuesFromWhereItIs() {
        var nav = Navigator(pageCount: 5, paging: .vertical)
        let end = drag(&nav, by: Point(0, -600), over: 1)
        nav.endDrag(at: end)
        nav.advance(to: end + 0.05)
        let caught = nav.position
        #expect(caught > 0.6 && caught < 1)
        nav.beginDrag(at: end + 0.05)
        nav.advance(to: end + 0.5)
        #expect(nav.position == caught && nav.isMoving && nav.targetPage == nil)
        nav.drag(by: Point(0, 100), pageLength: length, at: end + 1)
        #expect(abs(nav.position - (caught - 0.1)) < 1e-9)
        nav.endDrag(at: end + 1.5)
        nav.advance(to: end + 3)
        #expect(nav.position == 1)
        #expect(nav.takeEvents() == [.willLeave(0), .willEnter(1, forward: true), .didLeave(0, goingBack: false), .didEnter(1, forward: true)])
    }

    @Test func draggingBackFromAGrabbedSettleAbandonsTheTurn() {
        var nav = Navigator(pageCount: 5, paging: .vertical)
        let end = drag(&nav, by: Point(0, -600), over: 1)
        nav.endDrag(at: end)
        nav.advance(to: end + 0.05)
        nav.beginDrag(at: end + 0.05)
        nav.drag(by: Point(0, 700), pageLength: length, at: end + 1)
        nav.endDrag(at: end + 1.5)
        nav.advance(to: end + 3)
        #expect(nav.position == 0 && nav.activePage == 0)
        #expect(nav.takeEvents() == [.willLeave(0), .willEnter(1, forward: true)])
    }

    @Test func keysNextPreviousFirstLast() {
        var nav = Navigator(pageCount: 6, paging: .vertical)
        nav.step(1, at: 0)
        nav.step(1, at: 0.05)
        #expect(nav.targetPage == 2, "two quick presses go two pages")
        nav.advance(to: 1)
        #expect(nav.position == 2)
        nav.step(-1, at: 2)
        nav.advance(to: 3)
        #expect(nav.position == 1)
        nav.go(to: 99, at: 4)
        nav.advance(to: 5)
        #expect(nav.position == 5)
        nav.step(1, at: 6)
        #expect(!nav.isMoving && nav.position == 5, "no page past the last")
        nav.go(to: -3, at: 7, animated: false)
        #expect(nav.position == 0 && !nav.isMoving)
    }

    @Test func settleIsFiniteAndEndsExactlyOnAPage() {
        var nav = Navigator(pageCount: 5, paging: .vertical, position: 1)
        let end = drag(&nav, by: Point(0, -377), over: 0.04, steps: 3)
        nav.endDrag(at: end)
        var time = end
        var previous = nav.position
        while nav.isMoving {
            time += 1.0 / 60
            nav.advance(to: time)
            #expect(nav.position >= previous, "the settle does not overshoot")
            previous = nav.position
            if time > end + 1 { break }
        }
        #expect(!nav.isMoving && time - end <= 0.3 + 1.0 / 60)
        #expect(nav.position == 2)
    }

    @Test func eventsOfAForwardAndABackwardTurn() {
        var nav = Navigator(pageCount: 3, paging: .vertical)
        let end = drag(&nav, by: Point(0, -600), over: 1)
        #expect(nav.takeEvents() == [])
        nav.endDrag(at: end)
        #expect(nav.takeEvents() == [.willLeave(0), .willEnter(1, forward: true)])
        nav.advance(to: end + 0.1)
        #expect(nav.takeEvents() == [])
        nav.advance(to: end + 1)
        #expect(nav.takeEvents() == [.didLeave(0, goingBack: false), .didEnter(1, forward: true)])
        #expect(nav.activePage == 1)

        #expect(swipe(&nav, by: Point(0, 600), over: 1) == [
            .willLeave(1), .willEnter(0, forward: false), .didLeave(1, goingBack: true), .didEnter(0, forward: false),
        ])
    }

    @Test func eventsOfKeysAndJumps() {
        var nav = Navigator(pageCount: 5, paging: .vertical)
        nav.step(1, at: 0)
        nav.step(1, at: 0.05)
        nav.advance(to: 1)
        #expect(nav.takeEvents() == [
            .willLeave(0), .willEnter(1, forward: true), .willEnter(2, forward: true),
            .didLeave(0, goingBack: false), .didEnter(2, forward: true),
        ])
        nav.go(to: 4, at: 2, animated: false)
        #expect(nav.takeEvents() == [.willLeave(2), .willEnter(4, forward: true), .didLeave(2, goingBack: false), .didEnter(4, forward: true)])
        nav.go(to: 4, at: 3)
        #expect(nav.takeEvents() == [] && !nav.isMoving)
    }

    @Test func pullToReplayBeyondAnEighthOfAPage() {
        var far = Navigator(pageCount: 3, paging: .vertical)
        #expect(swipe(&far, by: Point(0, 300), over: 1) == [.pulledToReplay(0)])
        #expect(far.position == 0)

        var near = Navigator(pageCount: 3, paging: .vertical)
        #expect(swipe(&near, by: Point(0, 100), over: 1) == [])
    }

    @Test func releasingWithoutADragDoesNothing() {
        var nav = Navigator(pageCount: 3, paging: .vertical, position: 1)
        nav.endDrag(at: 0)
        nav.advance(to: 1)
        #expect(nav.position == 1 && !nav.isMoving && nav.takeEvents() == [])
    }
}
