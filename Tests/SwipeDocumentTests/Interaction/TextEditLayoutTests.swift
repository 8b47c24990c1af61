import Testing
@testable import SwipeDocument
import DocumentTestSupport

/// Text longer than its field: laid out on one line (a field) or from the top (an area), and
/// scrolled only as far as the caret needs.
struct TextEditLayoutTests {
    func content(_ s: String) -> DisplayContent {
        .text(s, style: TextPaint(fontNames: [], fontSize: 16, color: .black, alignment: TextAlignment()))
    }

    @Test func aShortTextDoesNotScroll() {
        let e = TextEdit(text: "abc", multiline: false)
        let layout = TextEditLayout(e, content: content(e.text), field: Point(100, 40), measure: MonospacedGrid())
        #expect(!layout.scrolls && layout.size == Point(100, 40))
        #expect(layout.scroll(Point(5, 5), field: Point(100, 40)) == .zero)
    }

    @Test func aLongFieldScrollsSidewaysAsFarAsTheCaretNeeds() {
        var e = TextEdit(text: String(repeating: "x", count: 30), multiline: false)
        var layout = TextEditLayout(e, content: content(e.text), field: Point(100, 40), measure: MonospacedGrid())
        #expect(layout.scrolls && layout.size.x > 300, "one line as long as its 30 characters")
        var scroll = layout.scroll(.zero, field: Point(100, 40))
        #expect(scroll == Point(201, 0), "the caret after the last character at the right edge")
        e.move(.left)
        layout = TextEditLayout(e, content: content(e.text), field: Point(100, 40), measure: MonospacedGrid())
        #expect(layout.scroll(scroll, field: Point(100, 40)) == scroll, "a caret still in view moves nothing")
        e.place(at: 5)
        layout = TextEditLayout(e, content: content(e.text), field: Point(100, 40), measure: MonospacedGrid())
        scroll = layout.scroll(scroll, field: Point(100, 40))
        #expect(scroll == Point(50, 0), "back to the caret at the left edge")
        let children = layout.elements(field: TextEditMarksTests.field(), scroll: scroll)
        #expect(children.first?.x == .length(.units(-50)), "the text moved by the scroll")
    }

    @Test func aLongAreaScrollsDown() {
        let e = TextEdit(text: "1\n2\n3\n4\n5\n6", multiline: true)
        let layout = TextEditLayout(e, content: content(e.text), field: Point(100, 50), measure: MonospacedGrid())
        #expect(layout.scrolls)
        #expect(layout.scroll(.zero, field: Point(100, 50)) == Point(0, 70), "six lines of 20: the last at the bottom")
    }

    @Test func upAndDownGoByTheLinesAsLaidOut() throws {
        var i = try interaction("""
        {"pages":[{"elements":[{"id":"a","textArea":{},"text":"abcd\\nxy\\nlonger","textAlign":"left","w":320,"h":100}]}]}
        """)
        i.measure = MonospacedGrid()
        i.tapAndAdvance(Point(34, 5), at: 1)
        #expect(i.textEdit?.caret == 3)
        i.moveCaretLine(up: false, extend: false, time: 2)
        #expect(i.textEdit?.caret == 7, "past the end of xy: its end")
        i.moveCaretLine(up: false, extend: true, time: 2)
        #expect(i.textEdit?.caret == 10 && i.textEdit?.selectedText == "\nlo")
        i.moveCaretLine(up: false, extend: false, time: 2)
        #expect(i.textEdit?.caret == 14, "down on the last line: the end")
        i.moveCaretLine(up: true, extend: false, time: 3)
        i.moveCaretLine(up: true, extend: false, time: 3)
        i.moveCaretLine(up: true, extend: false, time: 3)
        #expect(i.textEdit?.caret == 0, "up on the first line: the start")
    }

    @Test func theWheelScrollsAnAreaUpAndDownWithinItsText() {
        let e = TextEdit(text: "1\n2\n3\n4\n5\n6", multiline: true)
        let field = Point(100, 50)
        let layout = TextEditLayout(e, content: content(e.text), field: field, measure: MonospacedGrid())
        #expect(layout.wheelScrolls(dx: 0, dy: 1) && !layout.wheelScrolls(dx: 1, dy: 0), "an area scrolls up and down only")
        let step = 16 * 1.2 * TextEditLayout.linesPerWheelLine
        var scroll = layout.wheeled(.zero, dx: 0, dy: 1, field: field)
        #expect(scroll == Point(0, step), "one wheel line: three text lines down")
        scroll = layout.wheeled(scroll, dx: 0, dy: 1, field: field)
        #expect(scroll == Point(0, 70), "no further than the last line at the bottom")
        #expect(layout.wheeled(scroll, dx: 0, dy: -5, field: field) == .zero, "no further up than the first line")
        #expect(layout.wheeled(Point(0, 30), dx: 4, dy: 0, field: field) == Point(0, 30), "a sideways wheel leaves an area alone")
    }

    @Test func theWheelScrollsALongFieldAcrossWithinItsText() {
        let e = TextEdit(text: String(repeating: "x", count: 30), multiline: false)
        let field = Point(100, 40)
        let layout = TextEditLayout(e, content: content(e.text), field: field, measure: MonospacedGrid())
        #expect(layout.wheelScrolls(dx: 1, dy: 0) && !layout.wheelScrolls(dx: 0, dy: 1), "a field scrolls across only")
        #expect(layout.wheeled(Point(201, 0), dx: -1, dy: 0, field: field) == Point(201 - 16 * 1.2 * TextEditLayout.linesPerWheelLine, 0))
        #expect(layout.wheeled(Point(100, 0), dx: 10, dy: 0, field: field) == Point(201, 0), "no further than the caret after the last character")
        #expect(layout.wheeled(Point(100, 0), dx: -10, dy: 0, field: field) == .zero)
    }

    @Test func theWheelDoesNotScrollATextThatFits() {
        let e = TextEdit(text: "abc", multiline: true)
        let layout = TextEditLayout(e, content: content(e.text), field: Point(100, 40), measure: MonospacedGrid())
        #expect(!layout.wheelScrolls(dx: 0, dy: 1))
        #expect(layout.wheeled(.zero, dx: 0, dy: 3, field: Point(100, 40)) == .zero)
    }

    @Test func theWheelOverTheAreaBeingEditedScrollsItsTextUntilTheNextEdit() throws {
        var i = try interaction("""
        {"pages":[{"elements":[{"id":"a","textArea":{},"text":"1\\n2\\n3\\n4\\n5\\n6\\n7\\n8","textAlign":"left","fontSize":16,"x":0,"y":0,"w":200,"h":60},
                               {"id":"f","textField":{},"text":"short","x":0,"y":100,"w":200,"h":40}]}]}
        """)
        i.measure = MonospacedGrid()
        i.tapAndAdvance(Point(2, 5), at: 1)
        #expect(i.textEdit?.caret == 0 && i.textEdit?.scroll == .zero, "the caret where the tap was on the text as shown, not scrolled")
        var took = i.textWheel(at: Point(50, 30), dx: 0, dy: 1, time: 2)
        #expect(took && i.textEdit?.scroll == Point(0, 16 * 1.2 * TextEditLayout.linesPerWheelLine), "the text moved up three lines")
        took = i.textWheel(at: Point(50, 30), dx: 0, dy: 20, time: 2)
        #expect(took && i.textEdit?.scroll == Point(0, 160 - 60), "eight lines of 20 in a box of 60: as far as the last line")
        let drawn = try #require(i.shown([0])?.elements.first)
        #expect(drawn.y == .length(.units(-100)), "the text drawn moved by the scroll")
        took = i.textWheel(at: Point(50, 120), dx: 0, dy: 1, time: 3)
        #expect(!took, "over another field: not this one's")
        took = i.textWheel(at: Point(50, 30), dx: 1, dy: 0, time: 3)
        #expect(!took, "sideways over an area: pages")
        i.type("x", time: 4)
        #expect(i.textEdit?.scroll == .zero, "typing brings the caret back into view")
    }

    @Test func theWheelScrollsAnAreaNotBeingEditedAndATapThenLandsOnTheTextAsShown() throws {
        var i = try interaction("""
        {"pages":[{"elements":[{"id":"a","textArea":{},"text":"1\\n2\\n3\\n4\\n5\\n6\\n7\\n8","textAlign":"left","fontSize":16,"x":0,"y":0,"w":200,"h":60}]}]}
        """)
        i.measure = MonospacedGrid()
        #expect(i.updatedPage(at: 0) == nil, "shown as built")
        let took = i.textWheel(at: Point(50, 30), dx: 0, dy: 1, time: 1)
        let step = 16 * 1.2 * TextEditLayout.linesPerWheelLine
        #expect(took && i.editing == nil && i.textScrolls[[0]] == Point(0, step), "a text not being edited scrolls too")
        let field = try #require(i.updatedPage(at: 1)?.elements[0])
        #expect(field.text == nil && field.clip && field.elements.count == 1, "the text drawn apart, cut by the field, no caret")
        #expect(field.elements.first?.y == .length(.units(-step)), "moved up by the scroll")
        // Line 4 (offset 6) shows at the top now: a tap there puts the caret on it.
        i.tapAndAdvance(Point(2, 5), at: 2)
        #expect(i.editing == [0] && i.textEdit?.caret == 6 && i.textScrolls.isEmpty)
        #expect(i.textEdit?.scroll == Point(0, step), "the text stays where the wheel left it")
    }
}
