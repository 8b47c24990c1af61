import Testing
import SwipeDocument
@testable import SwipeReader

/// Scrolling the text view down a long page, without a window.
struct TextViewScrollerTests {
    static let long = #"{"dimension": [400, 300], "pages": [{"elements": [{"text": "\#(String(repeating: "Words enough for several windows of text. ", count: 200))"}]}]}"#

    @Test func theWheelKeysAndDragsScrollWithinTheContent() throws {
        let layout = try TextViewLayoutTests.layout(json: Self.long)
        let line = try #require(layout.runs.first).frame.height
        #expect(layout.maxScroll > 2 * layout.viewport.y)
        var s = TextViewScroller()
        s.wheel(-1, in: layout)
        #expect(s.offset == 3 * line, "a notch towards the reader: three lines down")
        s.wheel(10, in: layout)
        #expect(s.offset == 0, "never above the top")
        _ = s.key(.pagedown, in: layout)
        #expect(s.offset == layout.viewport.y * 0.9)
        _ = s.key(.last, in: layout)
        #expect(s.offset == layout.maxScroll)
        _ = s.key(.down, in: layout)
        #expect(s.offset == layout.maxScroll, "never past the end")
        let sideways = s.key(.left, in: layout)
        #expect(!sideways, "nothing sideways")
        s.reset()
        s.pointerDown(Point(200, 250), at: 0)
        s.pointerMoved(Point(202, 150), in: layout)
        #expect(s.offset == 100, "a drag up scrolls the content up with it")
        #expect(s.pointerUp(Point(202, 150), in: layout) == .none)
    }

    @Test func aStillPressIsATapAndASidewaysSwipeTurnsThePage() throws {
        let layout = try TextViewLayoutTests.layout(json: Self.long)
        var s = TextViewScroller()
        s.pointerDown(Point(100, 100), at: 0)
        #expect(s.pointerUp(Point(103, 101), in: layout) == .tap(Point(103, 101)))
        s.pointerDown(Point(300, 100), at: 0)
        s.pointerMoved(Point(150, 110), in: layout)
        #expect(s.pointerUp(Point(100, 110), in: layout) == .turn(next: true))
        #expect(s.offset == 0, "a swipe does not scroll")
        s.pointerDown(Point(100, 100), at: 0)
        #expect(s.pointerUp(Point(300, 100), in: layout) == .turn(next: false))
    }

    @Test func aPressHeldStillIsALongPressOnceAndThenNeitherScrollsNorTaps() throws {
        let layout = try TextViewLayoutTests.layout(json: Self.long)
        var s = TextViewScroller()
        s.pointerDown(Point(100, 200), at: 10)
        s.pointerMoved(Point(104, 203), in: layout)
        #expect(s.longPressDeadline == 10 + GestureRecognizer.longPressDelay)
        #expect(s.longPress(at: 10.2) == nil, "not yet")
        #expect(s.longPress(at: 10.6) == Point(100, 200))
        #expect(s.longPress(at: 11) == nil && s.longPressDeadline == nil, "once")
        s.pointerMoved(Point(104, 100), in: layout)
        #expect(s.offset == 0 && s.pointerUp(Point(104, 100), in: layout) == .none, "its drag is the selection's")
        s.pointerDown(Point(100, 200), at: 20)
        s.pointerMoved(Point(100, 150), in: layout)
        #expect(s.longPressDeadline == nil && s.longPress(at: 30) == nil, "a press that scrolled is no long press")
    }

    @Test func revealScrollsToWordsAtTheTopOrIntoTheWindow() throws {
        let layout = try TextViewLayoutTests.layout(json: Self.long)
        let far = Rect(x: 10, y: 1000, width: 50, height: 20)
        var s = TextViewScroller()
        s.reveal(far, atTop: true, in: layout)
        #expect(s.offset == 1000, "a bookmark's words at the window's top")
        s.reveal(Rect(x: 10, y: 1100, width: 50, height: 20), atTop: false, in: layout)
        #expect(s.offset == 1000, "words already in the window: no scrolling")
        s.reveal(Rect(x: 10, y: 2000, width: 50, height: 20), atTop: false, in: layout)
        #expect(s.offset == 2000 - layout.viewport.y / 3, "a match a third of the way down")
        s.reveal(Rect(x: 10, y: layout.contentHeight - 10, width: 50, height: 20), atTop: true, in: layout)
        #expect(s.offset == layout.maxScroll, "never past the end")
    }
}
