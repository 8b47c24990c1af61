import Testing
@testable import SwipeDocument
@testable import SwipeReader
import DocumentTestSupport

/// Selecting a passage to highlight: a long press takes the word under it, a drag extends it
/// either way without losing that word; offsets are Unicode scalars, as locators count them.
struct TextSelectionTests {
    let text = "The quick brown fox"

    @Test func aLongPressTakesTheWordItIsInOrEnds() {
        #expect(TextSelection(wordAt: 5, in: text).range == 4..<9, "inside quick")
        #expect(TextSelection(wordAt: 4, in: text).range == 4..<9, "at its start")
        #expect(TextSelection(wordAt: 9, in: text).range == 4..<9, "at its end: the word, not the space after it")
        #expect(TextSelection(wordAt: 0, in: text).range == 0..<3)
        #expect(TextSelection(wordAt: 19, in: text).range == 16..<19, "past the last letter")
        #expect(TextSelection(wordAt: 99, in: text).range == 16..<19, "clamped")
    }

    @Test func spacesAndPunctuationAloneAreTheirOwnRun() {
        #expect(TextSelection(wordAt: 1, in: "a, b").range == 0..<1, "the word just before the comma")
        #expect(TextSelection(wordAt: 2, in: "a, b").range == 2..<3, "the space after it")
        #expect(TextSelection(wordAt: 2, in: "a   b").range == 1..<4)
        #expect(TextSelection(wordAt: 0, in: "").range == 0..<0)
    }

    @Test func offsetsCountUnicodeScalars() {
        // "é" written as e + combining accent is one character of two scalars.
        let accented = "caf\u{0065}\u{0301} noir"
        #expect(TextSelection(wordAt: 1, in: accented).range == 0..<5)
        #expect(TextSelection(wordAt: 7, in: accented).range == 6..<10)
    }

    @Test func draggingExtendsEitherWayKeepingTheWord() {
        var s = TextSelection(wordAt: 5, in: text)
        s.focus = 15
        #expect(s.range == 4..<15, "forwards")
        s.focus = 1
        #expect(s.range == 1..<9, "backwards, the word kept")
        s.focus = 6
        #expect(s.range == 4..<9, "inside the word: the word")
    }

    @Test func aShiftPressStartsAtACaret() {
        var s = TextSelection(caret: 4)
        #expect(s.range.isEmpty)
        s.focus = 9
        #expect(s.range == 4..<9)
        s.focus = 0
        #expect(s.range == 0..<4)
    }
}
