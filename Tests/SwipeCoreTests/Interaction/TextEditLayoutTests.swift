import Testing
@testable import SwipeCore

/// Text longer than its field: laid out on one line (a field) or from the top (an area), and
/// scrolled only as far as the caret needs.
struct TextEditLayoutTests {
    typealias Grid = TextEditMarksTests.Grid

    func content(_ s: String) -> DisplayContent {
        .text(s, style: TextPaint(fontNames: [], fontSize: 16, color: .black, alignment: TextAlignment()))
    }

    @Test func aShortTextDoesNotScroll() {
        let e = TextEdit(text: "abc", multiline: false)
        let layout = TextEditLayout(e, content: content(e.text), field: Point(100, 40), measure: Grid())
        #expect(!layout.scrolls && layout.size == Point(100, 40))
        #expect(layout.scroll(Point(5, 5), field: Point(100, 40)) == .zero)
    }

    @Test func aLongFieldScrollsSidewaysAsFarAsTheCaretNeeds() {
        var e = TextEdit(text: String(repeating: "x", count: 30), multiline: false)
        var layout = TextEditLayout(e, content: content(e.text), field: Point(100, 40), measure: Grid())
        #expect(layout.scrolls && layout.size.x > 300, "one line as long as its 30 characters")
        var scroll = layout.scroll(.zero, field: Point(100, 40))
        #expect(scroll == Point(201, 0), "the caret after the last character at the right edge")
        e.move(.left)
        layout = TextEditLayout(e, content: content(e.text), field: Point(100, 40), measure: Grid())
        #expect(layout.scroll(scroll, field: Point(100, 40)) == scroll, "a caret still in view moves nothing")
        e.place(at: 5)
        layout = TextEditLayout(e, content: content(e.text), field: Point(100, 40), measure: Grid())
        scroll = layout.scroll(scroll, field: Point(100, 40))
        #expect(scroll == Point(50, 0), "back to the caret at the left edge")
        let children = layout.elements(field: TextEditMarksTests.field(), scroll: scroll)
        #expect(children.first?.x == .length(.units(-50)), "the text moved by the scroll")
    }

    @Test func aLongAreaScrollsDown() {
        let e = TextEdit(text: "1\n2\n3\n4\n5\n6", multiline: true)
        let layout = TextEditLayout(e, content: content(e.text), field: Point(100, 50), measure: Grid())
        #expect(layout.scrolls)
        #expect(layout.scroll(.zero, field: Point(100, 50)) == Point(0, 70), "six lines of 20: the last at the bottom")
    }

    @Test func upAndDownGoByTheLinesAsLaidOut() throws {
        var i = try interaction("""
        {"pages":[{"elements":[{"id":"a","textArea":{},"text":"abcd\\nxy\\nlonger","textAlign":"left","w":320,"h":100}]}]}
        """)
        i.measure = Grid()
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
}
