import Foundation
import Testing
@testable import SwipeDocument
import DocumentTestSupport

/// Keyboard focus: arrows to the nearest focusable element that way, Tab in document order,
/// lostFocus before gainedFocus, Enter as a tap (behaviour reference 2.4).
struct FocusTests {
    @Test func arrowsMoveTheFocusFrameOfFocusSwipe() throws {
        var i = try corpusInteraction("tv/focus.swipe")
        let r1 = i.moveFocus(.down, time: 1)
        #expect(r1)
        #expect(i.focused == [0], "nothing focused yet: the first focusable element")
        let r2 = i.moveFocus(.down, time: 2)
        #expect(r2)
        #expect(i.focused == [1, 0])
        let r3 = i.moveFocus(.right, time: 3)
        #expect(r3)
        #expect(i.focused == [1, 1])
        let r4 = i.moveFocus(.right, time: 4)
        #expect(!r4, "nothing further right")
        let r5 = i.moveFocus(.down, time: 5)
        #expect(r5)
        #expect(i.focused == [2, 1])
        i.advance(to: 6)
        // The frame ("focus", the last element) sits on the focused button and has faded in.
        let frame = try #require(i.state(of: [7])?.frame)
        #expect(frame == Rect(x: 640, y: 160, width: 640, height: 50))
        #expect(i.shown([7])?.opacity == 1)
        #expect(i.firedNames.filter { $0.contains("Focus") }.suffix(2) == ["lostFocus on element[1][1] at 5.0", "gainedFocus on element[2][1] at 5.0"])
    }

    @Test func tabGoesInDocumentOrderAndEnterTaps() throws {
        var i = try corpusInteraction("tv/focus.swipe")
        i.advance(to: 0)
        let r6 = i.moveFocus(.previous, time: 1)
        #expect(r6)
        #expect(i.focused == [6, 1])
        let r7 = i.moveFocus(.next, time: 1)
        #expect(r7)
        #expect(i.focused == [0], "Tab wraps around")
        let r8 = i.activateFocus(time: 2)
        #expect(r8)
        i.advance(to: 2)
        #expect(i.text([0]) == "tapped")
        i.advance(to: 3)
        #expect(i.text([0]) == "1")
    }

    @Test func anElementThatBecomesUnfocusableLosesTheFocus() throws {
        var i = try interaction("""
        {"pages":[{"elements":[{"id":"a","w":100,"h":100,"focusable":true,"events":{"tapped":{"actions":[{"update":{"focusable":false}}]},
          "lostFocus":{"actions":[]}}}]}]}
        """)
        let r9 = i.activateFocus(time: 0)
        #expect(!r9)
        let r10 = i.moveFocus(.next, time: 0)
        #expect(r10)
        let r11 = i.activateFocus(time: 1)
        #expect(r11)
        i.advance(to: 1)
        #expect(i.focused == nil)
        #expect(i.firedNames.last == "lostFocus on element[0] at 1.0")
        let r12 = i.moveFocus(.next, time: 2)
        #expect(!r12)
    }
}
