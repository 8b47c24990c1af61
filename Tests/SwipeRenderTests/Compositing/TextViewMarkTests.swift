import DocumentTestSupport
import SwipeDocument
import Testing
@testable import SwipeReader
@testable import SwipeRender

extension SDLSerialTests {
    /// The word read aloud marked in the text view as the compositor draws it: at a time the test
    /// gives, the mark's tint is under the word then spoken, measured with the fonts that draw it,
    /// and nowhere else.
    struct TextViewMarkTests {
        static let viewport = Point(320, 240)
        static let tint = Color(1, 0.85, 0)

        @Test func theWordHeardAtATimeIsTheWordTintedInTheColumn() throws {
            let doc = try #require(DocumentLoader.load(bytes: Array(#"{ "pages": [ {} ] }"#.utf8), name: "d.swipe", baseURL: nil).document)
            let canvas = try #require(OffscreenCanvas(width: Int(Self.viewport.x), height: Int(Self.viewport.y)))
            let engine = RenderEngine(document: doc, device: canvas.device, owner: canvas, viewport: Self.viewport, language: "en", report: { _ in })
            let blocks = ["Reading", "one two three four five six seven eight nine ten"].enumerated().map { i, text in
                TextViewBlock(kind: i == 0 ? .heading(level: 1) : .paragraph, text: text, id: AccessibleID.window.appending("\(i)"))
            }
            let layout = engine.compositor.textView(blocks, style: TextViewStyle(), viewport: Self.viewport, baseSize: 16)
            let script = try #require(layout.readAloudScript(page: 0))
            let spoken = ReadAloudWord.each(of: script.text)
            // "Reading" at 0 s, "one" at 0.5 s, …: "five" is heard from 2.5 s.
            let index = try #require(ReadAloudWord.spoken(in: spoken, at: 2.7))
            let word = try #require(layout.word(spoken: index, of: spoken, script: script))
            #expect(layout.words[word].text == "five")
            engine.compositor.draw(layout, scroll: 0, marks: [TextViewMark(word: word, tint: Self.tint, opacity: 1)])
            let image = canvas.image()
            func tinted(_ r: Rect) -> Int {
                var n = 0
                for y in Int(r.y.rounded())..<Int((r.y + r.height).rounded()) {
                    for x in Int(r.x.rounded())..<Int((r.x + r.width).rounded()) {
                        let (red, green, blue, _) = image.pixel(x, y)
                        if red > 240, abs(Int(green) - 217) < 12, blue < 30 { n += 1 }
                    }
                }
                return n
            }
            let frame = try #require(layout.frames(ofWord: word).first)
            #expect(Double(tinted(frame)) > frame.width * frame.height * 0.4, "the word's box is tinted, under its text")
            let others = layout.words.indices.filter { $0 != word }.flatMap { layout.frames(ofWord: $0) }
            #expect(others.allSatisfy { tinted($0) == 0 }, "no other word is")
        }
    }
}
