import Testing
@testable import SwipeDocument

struct SpeechCaptionTests {
    static let text = "The lamp turns. It shines far! Ships see it."
    /// Each word's scalar range and a start half a second after the one before.
    static let words: [ReadAloudWord] = {
        var out: [ReadAloudWord] = [], start: Int?
        let scalars: [Unicode.Scalar] = Array(text.unicodeScalars) + [" "]
        for (i, c) in scalars.enumerated() {
            if c == " " || c == "." || c == "!" {
                if let s = start { out.append(ReadAloudWord(characters: s..<i, time: Double(out.count) * 0.5)) }
                start = nil
            } else if start == nil {
                start = i
            }
        }
        return out
    }()

    @Test func showsTheSentenceBeingSpokenWithItsWordMarked() {
        #expect(SpeechCaption.caption(text: Self.text, words: Self.words, elapsed: 0.1) == Caption(text: "The lamp turns.", word: 0..<3))
        #expect(SpeechCaption.caption(text: Self.text, words: Self.words, elapsed: 1.1) == Caption(text: "The lamp turns.", word: 9..<14))
        #expect(SpeechCaption.caption(text: Self.text, words: Self.words, elapsed: 1.6) == Caption(text: "It shines far!", word: 0..<2))
        #expect(SpeechCaption.caption(text: Self.text, words: Self.words, elapsed: 3.4) == Caption(text: "Ships see it.", word: 0..<5))
        #expect(SpeechCaption.caption(text: Self.text, words: Self.words, elapsed: 4.1) == Caption(text: "Ships see it.", word: 10..<12))
    }

    @Test func beforeTheFirstWordAfterTheEndAndWithoutWords() {
        let late = [ReadAloudWord(characters: 0..<3, time: 0.3)]
        #expect(SpeechCaption.caption(text: Self.text, words: late, elapsed: 0.1) == Caption(text: "The lamp turns."))
        #expect(SpeechCaption.caption(text: Self.text, words: Self.words, elapsed: 4, duration: 4) == nil)
        #expect(SpeechCaption.caption(text: Self.text, words: Self.words, elapsed: -0.1) == nil)
        #expect(SpeechCaption.caption(text: "  " + Self.text + "\n", words: [], elapsed: 1) == Caption(text: Self.text))
        #expect(SpeechCaption.caption(text: " ", words: [], elapsed: 0) == nil)
    }

    @Test func sentencesEndAtTheirMarksLineBreaksAndCJKStops() {
        func split(_ s: String) -> [String] {
            let scalars = Array(s.unicodeScalars)
            return SpeechCaption.sentences(in: scalars).map { r in String(String.UnicodeScalarView(scalars[r])) }
        }
        #expect(split("He said \"Go!\" Then 3.5 m on… Yes?") == ["He said \"Go!\"", " Then 3.5 m on…", " Yes?"])
        #expect(split("一行目。二行目！\nthird") == ["一行目。", "二行目！", "third"])
    }
}
