import Testing
@testable import SwipeDocument
import DocumentTestSupport

/// The caret, selection and composition marks placed over a field's text through the measure of
/// its laid-out text, and drawn as children of the field being edited.
struct TextEditMarksTests {
    /// A left-aligned field to take the text's style from.
    static func field() -> Element {
        let d = document("""
        {"pages":[{"elements":[{"textField":{},"text":"","textAlign":"left"}]}]}
        """)
        return d!.pages[0].elements[0]
    }

    func content(_ s: String) -> DisplayContent {
        .text(s, style: TextPaint(fontNames: [], fontSize: 16, color: .black, alignment: TextAlignment(.left)))
    }

    @Test func caretBeforeTheCharacterAfterItOrAfterTheLastOne() {
        var e = TextEdit(text: "abc", multiline: false)
        var m = TextEditMarks(e, content: content(e.text), size: Point(200, 40), measure: MonospacedGrid())
        #expect(m.caret == Rect(x: 30, y: 0, width: 1, height: 20))
        #expect(m.selection.isEmpty)
        e.move(.left)
        m = TextEditMarks(e, content: content(e.text), size: Point(200, 40), measure: MonospacedGrid())
        #expect(m.caret.x == 20)
    }

    @Test func selectionBoxesPerLineAndCaretOnAnEmptyLine() {
        var e = TextEdit(text: "ab\ncd\n", multiline: true)
        var m = TextEditMarks(e, content: content(e.text), size: Point(200, 100), measure: MonospacedGrid())
        #expect(m.caret.x == 0 && m.caret.y == 40, "after a final newline: the start of the next line")
        e.place(at: 1)
        e.place(at: 4, extend: true)
        m = TextEditMarks(e, content: content(e.text), size: Point(200, 100), measure: MonospacedGrid())
        #expect(m.selection == [Rect(x: 10, y: 0, width: 20, height: 20), Rect(x: 0, y: 20, width: 10, height: 20)])
        #expect(m.caret == Rect(x: 10, y: 20, width: 1, height: 20))
    }

    @Test func scalarOffsetsAndTheComposition() {
        var e = TextEdit(text: "e\u{301}x", multiline: false)
        e.move(.left)
        e.composition = "ka"
        let m = TextEditMarks(e, content: content(e.shownText), size: Point(200, 40), measure: MonospacedGrid())
        // é is two scalars: the composition starts at scalar 2.
        #expect(m.composition == [Rect(x: 20, y: 19, width: 20, height: 1)])
        #expect(m.caret.x == 40)
    }

    @Test func marksAreDrawnAsChildrenOfTheFieldAndTapsThereStayOnIt() throws {
        var i = try interaction("""
        {"pages":[{"elements":[{"id":"f","textField":{},"text":"abc","textAlign":"left","w":320,"h":100,"elements":[{"w":1,"h":1}]}]}]}
        """)
        i.measure = MonospacedGrid()
        i.tapAndAdvance(Point(300, 90), at: 1)
        i.editText(time: 2) { $0.move(.left, extend: true) }
        let field = try #require(i.shown([0]))
        #expect(i.text([0]) == "abc", "no caret mark in the text")
        #expect(field.elements.count == 3, "its own child, the selection and the caret")
        #expect(field.elements[1].bc == TextEditMarks.selectionColor)
        #expect(i.hit(Point(25, 5)) == .element([0]), "a tap on the selection is on the field")
    }

    @Test func theOffsetUnderAPoint() {
        let text = "ab\ncde"
        func at(_ x: Double, _ y: Double) -> Int {
            TextEditMarks.offset(at: Point(x, y), in: text, content: content(text), size: Point(200, 100), measure: MonospacedGrid())
        }
        #expect(at(4, 5) == 0)
        #expect(at(6, 5) == 1, "the right half of a character: after it")
        #expect(at(90, 5) == 2, "right of a line's end: its end (before its newline)")
        #expect(at(12, 30) == 4)
        #expect(at(4, 95) == 3, "below the text: on its last line")
    }

    @Test func aTapPlacesTheCaretAShiftTapSelectsAQuickSecondTapTakesTheWord() throws {
        var i = try interaction("""
        {"pages":[{"elements":[{"id":"f","textField":{},"text":"one two","textAlign":"left","w":320,"h":100}]}]}
        """)
        i.measure = MonospacedGrid()
        i.tapAndAdvance(Point(24, 5), at: 1)
        #expect(i.textEdit?.caret == 2)
        i.tap(at: Point(56, 5), time: 2, extend: true)
        #expect(i.textEdit?.selectedText == "e tw")
        i.tapAndAdvance(Point(56, 5), at: 3)
        #expect(i.textEdit?.caret == 6 && i.textEdit?.selection.isEmpty == true)
        i.tapAndAdvance(Point(56, 5), at: 3.2)
        #expect(i.textEdit?.selectedText == "two", "a double click selects the word")
        i.tapAndAdvance(Point(4, 5), at: 3.3)
        #expect(i.textEdit?.caret == 0, "a third tap places the caret again")
        i.dragCaret(to: Point(34, 5))
        #expect(i.textEdit?.selectedText == "one", "a drag selects from the press")
    }

    @Test func theInputMethodGoesByTheCaretOrTheField() throws {
        var i = try interaction("""
        {"pages":[{"elements":[{"id":"f","textField":{},"text":"abc","textAlign":"left","x":10,"y":50,"w":300,"h":100}]}]}
        """)
        #expect(i.editingBounds == nil, "nothing edited")
        i.tapAndAdvance(Point(300, 90), at: 1)
        #expect(i.editingBounds == Rect(x: 10, y: 50, width: 300, height: 100), "no measure: the field")
        i.measure = MonospacedGrid()
        #expect(i.editingBounds == Rect(x: 40, y: 50, width: 1.25, height: 20), "the caret, as wide as the default font size (20) makes it")
    }
}
