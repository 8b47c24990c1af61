import Testing
import SwipeDocument
import DocumentTestSupport
@testable import SwipeReader

/// The text view read aloud: the column's texts are what is read, and the word heard at a time
/// the test gives is the word marked, where the column draws it.
struct TextViewReadAloudTests {
    static let json = #"""
    { "dimension": [400, 300], "pages": [ { "speech": { "text": "brown fox" }, "elements": [
      { "text": "Title", "textStyle": "heading" },
      { "text": "The quick brown fox jumps over the lazy dog, then the quick brown fox naps." },
      { "text": "Last words" } ] } ] }
    """#

    /// The column of `json` in a window of `viewport` (narrow enough to wrap).
    static func layout(viewport: Point = Point(300, 400)) throws -> TextViewLayout {
        try TextViewLayoutTests.layout(json: json, viewport: viewport)
    }

    @Test func theColumnIsReadInItsOrderAndTheWordHeardIsTheWordMarked() throws {
        let layout = try Self.layout()
        let script = try #require(layout.readAloudScript(page: 0))
        #expect(script.text == layout.blocks.map(\.text).joined(separator: "\n\n"), "every block read, in the column's order")
        let spoken = ReadAloudWord.each(of: script.text)
        #expect(spoken.count == layout.words.count)
        for t in [0.0, 0.6, 2.5, 7.1, Double(spoken.count - 1) * 0.5 + 0.2] {
            let index = try #require(ReadAloudWord.spoken(in: spoken, at: t))
            let heard = String(String.UnicodeScalarView(Array(script.text.unicodeScalars)[spoken[index].characters]))
            let marked = try #require(layout.word(spoken: index, of: spoken, script: script))
            #expect(layout.words[marked].text == heard, "at \(t) s \"\(heard)\" is heard and marked")
            #expect(marked == index, "the column's \(index)th word, not another showing the same text")
            let frames = layout.frames(ofWord: marked)
            #expect(frames == layout.runs.filter { $0.word == marked }.map(\.frame), "its box is where its text is drawn")
        }
        #expect(layout.word(spoken: nil, of: spoken, script: script) == nil)
    }

    @Test func thePagesSpeechIsFoundInTheColumn() throws {
        let layout = try Self.layout()
        let script = layout.speechScript("brown fox", page: 0)
        let spoken = ReadAloudWord.each(of: script.text)
        let fox = try #require(layout.word(spoken: 1, of: spoken, script: script))
        #expect(layout.words[fox].text == "fox" && layout.words[fox].block == 1)
        #expect(layout.words[fox - 1].text == "brown", "the first place the speech is shown")
    }

    @Test func theMarkIsDrawnUnderItsWordAndAWordLowDownIsScrolledIntoTheWindow() throws {
        let layout = try Self.layout(viewport: Point(300, 120))
        #expect(layout.maxScroll > 0, "the column is longer than the window")
        let last = layout.words.count - 1
        let mark = TextViewMark(word: last, tint: Color(1, 0.85, 0), opacity: 0.3)
        let frame = try #require(layout.frames(ofWord: last).first)
        var scroller = TextViewScroller()
        scroller.reveal(frame, atTop: false, in: layout)
        #expect(scroller.offset > 0 && frame.y >= scroller.offset && frame.y + frame.height <= scroller.offset + layout.viewport.y,
                "the last word scrolled into the window")
        let items = layout.items(scroll: scroller.offset, marks: [mark])
        let box = try #require(items.first { $0.content == .box(color: mark.tint, cornerRadius: 0) })
        #expect(box.opacity == 0.3)
        #expect(box.transform == .translation(frame.x, frame.y - scroller.offset) && box.size == Point(frame.width, frame.height))
        let text = try #require(items.firstIndex { $0.content.shownText == layout.words[last].text })
        #expect(items.firstIndex(of: box)! < text, "under its text")
        #expect(layout.items(scroll: scroller.offset).count == items.count - 1, "nothing marked without a mark")
        let kept = scroller.offset
        scroller.reveal(frame, atTop: false, in: layout)
        #expect(scroller.offset == kept, "a word in the window does not scroll it")
    }
}
