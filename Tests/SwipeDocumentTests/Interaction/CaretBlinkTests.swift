import Testing
@testable import SwipeDocument
import DocumentTestSupport

/// The caret's blink: on, off, on again from its last reset, steady while composing or selecting,
/// and the edges a window idling needs frames at.
struct CaretBlinkTests {
    @Test func itShowsThenHidesThenShowsAgain() {
        let b = CaretBlink(since: 10)
        #expect(b.isVisible(at: 10) && b.isVisible(at: 10.5))
        #expect(!b.isVisible(at: 10.6) && !b.isVisible(at: 11.0))
        #expect(b.isVisible(at: 11.1) && !b.isVisible(at: 11.7))
        #expect(b.isVisible(at: 9), "before its reset: shown")
    }

    @Test func aResetShowsItAtOnce() {
        var b = CaretBlink(since: 0)
        #expect(!b.isVisible(at: 0.8))
        b.reset(at: 0.8)
        #expect(b.isVisible(at: 0.8) && b.isVisible(at: 1.3) && !b.isVisible(at: 1.4))
    }

    @Test func itIsSteadyWhileComposingOrSelecting() {
        let b = CaretBlink(since: 0)
        #expect(b.isVisible(at: 0.8, steady: true))
        #expect(b.nextEdge(after: 0.8, steady: true) == nil)
    }

    @Test func theNextEdgeIsWhereItShowsOrHides() {
        let b = CaretBlink(since: 2)
        let on = CaretBlink.onTime, period = CaretBlink.onTime + CaretBlink.offTime
        func edge(after t: Double, is expected: Double) -> Bool { abs((b.nextEdge(after: t) ?? 0) - expected) < 1e-9 }
        #expect(edge(after: 2, is: 2 + on))
        #expect(edge(after: 2 + on, is: 2 + period), "on the edge itself: the next one")
        #expect(edge(after: 2.7, is: 2 + period))
        #expect(edge(after: 2 + 3 * period + 0.1, is: 2 + 3 * period + on))
        #expect(edge(after: 1, is: 2 + on))
        // Between two edges the caret does not change: frames there would be for nothing.
        var t = 2.0
        for _ in 0..<20 {
            let edge = b.nextEdge(after: t)!
            #expect(edge > t)
            #expect(b.isVisible(at: t + (edge - t) / 2) != b.isVisible(at: edge + 0.001))
            t = edge
        }
    }

    @Test func theCaretOfAFieldBeingEditedBlinksOnlyWhenAskedTo() throws {
        var i = try interaction("""
        {"pages":[{"elements":[{"id":"f","textField":{},"text":"hello","textAlign":"left","x":0,"y":0,"w":200,"h":40}]}]}
        """)
        i.measure = MonospacedGrid()
        i.tapAndAdvance(Point(150, 20), at: 1)
        let marks = { (t: Double) in i.page(at: t).elements[0].elements.count }
        #expect(marks(1.8) == 1, "render: the caret always shows")
        #expect(i.nextCaretEdge(after: 1.8) == nil)
        i.caretBlinks = true
        #expect(marks(1.2) == 1 && marks(1.8) == 0 && marks(2.2) == 1)
        #expect(i.nextCaretEdge(after: 1.2) == 1 + CaretBlink.onTime)
        i.type("!", time: 1.8)
        #expect(marks(1.8) == 1, "an edit shows it at once")
        i.editText(time: 2.5) { $0.move(.left) }
        #expect(marks(2.5) == 1 && marks(2.5 + CaretBlink.onTime + 0.01) == 0, "a caret move too")
        i.editText(time: 4) { $0.selectAll() }
        #expect(i.nextCaretEdge(after: 4.7) == nil && marks(4.7) == 2, "steady with a selection (its tint and the caret)")
        i.editText(time: 5) { $0.move(.right) }
        i.editText(time: 5) { $0.composition = "ü" }
        #expect(i.nextCaretEdge(after: 5.7) == nil && marks(5.7) == 2, "steady while composing (the underline and the caret)")
        i.endEditing()
        #expect(i.nextCaretEdge(after: 6) == nil, "nothing edited: no blink")
    }
}
