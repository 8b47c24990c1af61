import Testing
@testable import SwipeDocument
@testable import SwipeReader
import DocumentTestSupport

/// Scrolling a list with a pointer, the wheel and keys, and telling taps from drags; time is a
/// parameter throughout.
struct ListScrollerTests {
    /// 40 rows in an 800×600 window: 57.75-pixel rows, 1768 pixels of scrolling.
    let layout: ListLayout = {
        let items = (0..<40).map { ListDocument.Item(url: AssetReference("\($0).swipe", relativeTo: nil)) }
        return ListLayout(list: ListDocument(title: "Long", sections: [ListDocument.Section(items: items)]), language: "en",
                          viewport: Point(800, 600), showsBack: true, icons: FixedSizes())
    }()

    func drag(_ s: inout ListScroller, from y0: Double, to y1: Double, start: Double, duration: Double, steps: Int = 10) {
        s.handle(.pointerDown(Point(400, y0), time: start), layout: layout)
        for i in 1...steps {
            let f = Double(i) / Double(steps)
            s.handle(.pointerMoved(Point(400, y0 + (y1 - y0) * f), time: start + duration * f), layout: layout)
        }
    }

    /// Advances in display frames until the motion ends; returns the offsets passed.
    func run(_ s: inout ListScroller, from t0: Double, seconds: Double = 10) -> [Double] {
        var offsets: [Double] = []
        var t = t0
        while s.isMoving && t < t0 + seconds {
            t += 1.0 / 60
            s.advance(to: t)
            offsets.append(s.offset)
        }
        return offsets
    }

    @Test func aDragFollowsThePointerAndASlowReleaseStaysPut() {
        var s = ListScroller()
        drag(&s, from: 500, to: 300, start: 0, duration: 0.5)
        #expect(abs(s.offset - 200) < 1e-9)
        #expect(s.pressedRow == nil)
        s.handle(.pointerMoved(Point(400, 300), time: 0.8), layout: layout)
        #expect(s.handle(.pointerUp(Point(400, 300), time: 0.8), layout: layout) == nil)
        #expect(!s.isMoving && abs(s.offset - 200) < 1e-9)
    }

    @Test func aFlingDeceleratesAndStops() {
        var s = ListScroller()
        drag(&s, from: 500, to: 350, start: 0, duration: 0.1)
        s.handle(.pointerUp(Point(400, 350), time: 0.1), layout: layout)
        #expect(s.isMoving)
        let offsets = run(&s, from: 0.1)
        #expect(!s.isMoving && offsets.count > 30)
        let steps = zip(offsets.dropFirst(), offsets).map { $0 - $1 }
        #expect(steps.allSatisfy { $0 >= 0 })
        #expect(steps.first! > steps.last! * 10)
        #expect(s.offset > 600 && s.offset <= layout.maxScroll)
    }

    @Test func overscrollResistsAndSpringsBack() {
        var s = ListScroller()
        drag(&s, from: 200, to: 500, start: 0, duration: 0.5)
        #expect(s.offset < 0 && s.offset > -300)
        s.handle(.pointerUp(Point(400, 500), time: 1), layout: layout)
        let offsets = run(&s, from: 1)
        #expect(!s.isMoving && s.offset == 0)
        #expect(offsets.allSatisfy { $0 <= 0 })
        #expect(offsets.count < 90)
    }

    @Test func aFlingPastTheEndOvershootsALittleAndComesBack() {
        var s = ListScroller()
        drag(&s, from: 550, to: 150, start: 0, duration: 0.1)
        s.handle(.pointerUp(Point(400, 150), time: 0.1), layout: layout)
        let offsets = run(&s, from: 0.1)
        #expect(offsets.contains { $0 > layout.maxScroll })
        #expect(offsets.allSatisfy { $0 < layout.maxScroll + 0.35 * layout.areaHeight })
        #expect(!s.isMoving && s.offset == layout.maxScroll)
    }

    @Test func aShortPressIsATapOnTheRowUnderIt() {
        var s = ListScroller()
        let p = Point(400, layout.barHeight + layout.rowHeight * 1.5)
        s.handle(.pointerDown(p, time: 0), layout: layout)
        #expect(s.pressedRow == 1)
        s.handle(.pointerMoved(p + Point(3, 2), time: 0.05), layout: layout)
        let tap = s.handle(.pointerUp(p + Point(3, 2), time: 0.1), layout: layout)
        #expect(tap == .tap(p + Point(3, 2)))
        #expect(s.pressedRow == nil && s.offset == 0)
        guard case .tap(let at)? = tap else { return }
        #expect(layout.hit(at, scroll: s.offset) == .row(1))
    }

    @Test func aDragALongPressOrAGrabIsNoTap() {
        var s = ListScroller()
        drag(&s, from: 400, to: 380, start: 0, duration: 0.1)
        #expect(s.handle(.pointerUp(Point(400, 380), time: 0.1), layout: layout) == nil)
        s = ListScroller()
        s.handle(.pointerDown(Point(400, 400), time: 0), layout: layout)
        #expect(s.handle(.pointerUp(Point(400, 400), time: ListScroller.maxTapDuration + 0.1), layout: layout) == nil)
        s.handle(.wheel(dy: 3, time: 2), layout: layout)
        #expect(s.isMoving)
        s.handle(.pointerDown(Point(400, 400), time: 2.05), layout: layout)
        #expect(s.isMoving && s.pressedRow == nil)
        #expect(s.handle(.pointerUp(Point(400, 400), time: 2.1), layout: layout) == nil)
    }

    @Test func aPressInTheBarTapsButDoesNotScroll() {
        var s = ListScroller()
        s.handle(.pointerDown(Point(20, 10), time: 0), layout: layout)
        s.handle(.pointerMoved(Point(20, 200), time: 0.1), layout: layout)
        #expect(s.offset == 0)
        #expect(s.handle(.pointerUp(Point(20, 10), time: 0.2), layout: layout) == .tap(Point(20, 10)))
    }

    @Test func wheelNotchesScrollSmoothlyWithinTheEnds() {
        var s = ListScroller()
        s.handle(.wheel(dy: 1, time: 0), layout: layout)
        s.handle(.wheel(dy: 1, time: 0.05), layout: layout)
        let offsets = run(&s, from: 0.05)
        #expect(offsets.count > 3)
        #expect(s.offset == 2 * ListScroller.pointsPerLine * layout.point)
        s.handle(.wheel(dy: -100, time: 1), layout: layout)
        _ = run(&s, from: 1)
        #expect(s.offset == 0)
    }

    @Test func keysMoveTheSelectionAndScrollToShowIt() {
        var s = ListScroller()
        s.handle(.key(.down, time: 0), layout: layout)
        #expect(s.selection == 0 && !s.isMoving)
        s.handle(.key(.down, time: 0.1), layout: layout)
        #expect(s.selection == 1)
        s.handle(.key(.up, time: 0.2), layout: layout)
        s.handle(.key(.up, time: 0.3), layout: layout)
        #expect(s.selection == 0)
        s.handle(.key(.pageDown, time: 0.4), layout: layout)
        s.handle(.key(.pageDown, time: 0.45), layout: layout)
        #expect(s.selection == 2 * layout.pageRows)
        _ = run(&s, from: 0.45)
        #expect(s.offset == layout.scroll(toShow: 2 * layout.pageRows, from: 0) && s.offset > 0)
        s.handle(.key(.end, time: 1), layout: layout)
        _ = run(&s, from: 1)
        #expect(s.selection == 39 && s.offset == layout.maxScroll)
        s.handle(.key(.home, time: 2), layout: layout)
        s.handle(.key(.pageUp, time: 2.01), layout: layout)
        _ = run(&s, from: 2.01)
        #expect(s.selection == 0 && s.offset == 0)
    }

    @Test func aSmallerLayoutKeepsTheRestingListWithinItsEnds() {
        var s = ListScroller()
        s.handle(.key(.end, time: 0), layout: layout)
        _ = run(&s, from: 0)
        let short = ListLayout(list: ListDocument(title: nil, sections: [ListDocument.Section(items: [ListDocument.Item()])]), language: "en",
                               viewport: Point(800, 600), showsBack: false, icons: FixedSizes())
        s.fit(short)
        #expect(s.offset == 0 && s.selection == 0)
    }
}
