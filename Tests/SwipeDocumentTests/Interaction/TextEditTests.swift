import Testing
@testable import SwipeDocument
import DocumentTestSupport

/// The editing model of text fields and areas: caret moves, selection, deletion, newlines and the
/// input method's composition.
struct TextEditTests {
    @Test func typingGoesAtTheCaretAndReplacesTheSelection() {
        var e = TextEdit(text: "hello", multiline: false)
        #expect(e.caret == 5 && e.selection.isEmpty)
        e.move(.left)
        e.move(.left)
        e.insert("X")
        #expect(e.text == "helXlo" && e.caret == 4)
        e.move(.lineStart)
        e.move(.right, extend: true)
        e.move(.right, extend: true)
        #expect(e.selectedText == "he")
        e.insert("J")
        #expect(e.text == "JlXlo" && e.caret == 1 && e.selection.isEmpty)
    }

    @Test func backspaceAndDeleteTakeOneCharacterOrTheSelection() {
        var e = TextEdit(text: "cafe\u{301}s", multiline: false)
        #expect(e.text.count == 5, "é as e + combining accent is one character")
        e.move(.left)
        e.deleteBackward()
        #expect(e.text == "cafs")
        e.move(.textStart)
        e.deleteBackward()
        #expect(e.text == "cafs", "nothing before the start")
        e.deleteForward()
        #expect(e.text == "afs")
        e.move(.textEnd)
        e.deleteForward()
        #expect(e.text == "afs", "nothing after the end")
        e.selectAll()
        e.deleteForward()
        #expect(e.text == "" && e.caret == 0)
    }

    @Test func arrowsCollapseASelectionToItsEdge() {
        var e = TextEdit(text: "abcdef", multiline: false)
        e.place(at: 2)
        e.place(at: 4, extend: true)
        #expect(e.selectedText == "cd")
        e.move(.left)
        #expect(e.caret == 2 && e.selection.isEmpty)
        e.place(at: 4, extend: true)
        e.move(.right)
        #expect(e.caret == 4 && e.selection.isEmpty)
        e.place(at: 99)
        #expect(e.caret == 6, "a click past the end puts the caret at the end")
    }

    @Test func wordMovesAndDoubleClickSelection() {
        var e = TextEdit(text: "one, two  three", multiline: false)
        e.move(.wordLeft)
        #expect(e.caret == 10)
        e.move(.wordLeft)
        #expect(e.caret == 5)
        e.move(.wordLeft, extend: true)
        #expect(e.caret == 0 && e.selectedText == "one, ")
        e.move(.wordRight)
        #expect(e.caret == 3)
        e.selectWord(at: 6)
        #expect(e.selectedText == "two")
        e.selectWord(at: 8)
        #expect(e.selectedText == "  ", "a double click between words selects the spaces")
        e.selectWord(at: 15)
        #expect(e.selectedText == "three", "after the last character: the last word")
    }

    @Test func aFieldIsOneLineAnAreaTakesNewlines() {
        var field = TextEdit(text: "", multiline: false)
        field.insert("a\nb\r\nc")
        #expect(field.text == "abc")
        var area = TextEdit(text: "", multiline: true)
        area.insert("a\r\nb")
        area.insert("\n")
        #expect(area.text == "a\nb\n")
    }

    @Test func upAndDownKeepTheColumnInAnArea() {
        var e = TextEdit(text: "abcd\nxy\nlonger", multiline: true)
        e.place(at: 3)
        e.move(.down)
        #expect(e.caret == 7, "column 3 is past the end of \"xy\": its end")
        e.move(.down)
        #expect(e.caret == 10, "the column the caret has on that line")
        e.move(.lineEnd)
        #expect(e.caret == 14)
        e.move(.down)
        #expect(e.caret == 14, "down on the last line goes to the end")
        e.move(.lineStart)
        e.move(.up, extend: true)
        #expect(e.caret == 5 && e.selectedText == "xy\n")
        e.move(.up)
        e.move(.up)
        #expect(e.caret == 0, "up on the first line goes to the start")
    }

    @Test func cutTakesTheSelectionOut() {
        var e = TextEdit(text: "copy me", multiline: false)
        #expect(e.cut() == "", "nothing selected: nothing cut")
        e.selectWord(at: 6)
        #expect(e.cut() == "me")
        #expect(e.text == "copy ")
    }

    @Test func compositionShowsAtTheCaretUntilCommitted() {
        var e = TextEdit(text: "ab", multiline: false)
        e.move(.left)
        e.composition = "ka"
        #expect(e.text == "ab")
        #expect(e.shownText == "akab" && e.compositionRange == 1..<3)
        #expect(e.shownText(caret: "|") == "aka|b")
        e.insert("か")
        #expect(e.text == "aかb" && e.composition.isEmpty && e.caret == 2)
    }
}
