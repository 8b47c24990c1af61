import Foundation
import SwipeDocument
import Testing
@testable import SwipeRender

extension SDLSerialTests {
    /// A text range's boxes lie over the glyphs `render` draws for it.
    struct TextRangeBoxesTests {
        static let text = TextRasterizer()

        func run(_ s: String, _ alignment: TextAlignment.Horizontal = .left, size: Double = 20) -> TextRun {
            TextRun(text: s, fontNames: ["Helvetica"], pixelSize: size, color: .black, alignment: alignment)
        }

        /// The columns where `image` has ink in rows `rows`.
        func inkColumns(_ image: RasterImage, rows: Range<Int>) -> [Int] {
            (0..<image.width).filter { x in rows.contains { y in image.pixel(x, y).3 > 40 } }
        }

        @Test(arguments: [TextAlignment.Horizontal.left, .center, .right])
        func aWordsBoxCoversItsInkAndNoOtherWords(_ alignment: TextAlignment.Horizontal) throws {
            let whole = Self.text.render([run("aaaa bbbb cccc", alignment)], width: 300, height: 40, vertical: .top)
            let boxes = Self.text.boxes(of: 5..<9, in: [run("aaaa bbbb cccc", alignment)], width: 300, height: 40, vertical: .top)
            let box = try #require(boxes.first)
            #expect(boxes.count == 1)
            let ink = inkColumns(whole, rows: 0..<40)
            let inside = ink.filter { Double($0) >= box.x - 1 && Double($0) <= box.x + box.width + 1 }
            // Four b's worth of ink inside, the a's and c's outside.
            #expect(inside.count > Int(box.width * 0.5))
            #expect(ink.contains { Double($0) < box.x - 3 })
            #expect(ink.contains { Double($0) > box.x + box.width + 3 })
            #expect(box.y == 0)
            #expect(box.height >= 20)
        }

        @Test func aRangeAcrossAWrapHasABoxOnEachLine() throws {
            let text = "alpha beta gamma delta"
            let boxes = Self.text.boxes(of: 6..<16, in: [run(text)], width: 90, height: 200, vertical: .top)
            #expect(boxes.count == 2)
            #expect(boxes[1].y > boxes[0].y)
            #expect(boxes[1].x == 0)
            // Centred vertically, the same boxes move down together.
            let centred = Self.text.boxes(of: 6..<16, in: [run(text)], width: 90, height: 200, vertical: .center)
            #expect(centred[0].y > boxes[0].y)
            #expect(centred[1].y - centred[0].y == boxes[1].y - boxes[0].y)
        }

        @Test func offsetsCountTheTextAsWrittenAcrossTabsNewlinesAndParagraphs() throws {
            // "b" is at offset 2 after a tab drawn as four spaces: its box starts past them.
            let tab = try #require(Self.text.boxes(of: 2..<3, in: [run("a\tb")], width: 300, height: 40, vertical: .top).first)
            let spaced = try #require(Self.text.boxes(of: 5..<6, in: [run("a    b")], width: 300, height: 40, vertical: .top).first)
            #expect(tab == spaced)
            // "\r\n" is one line break of two scalars.
            let crlf = Self.text.boxes(of: 3..<4, in: [run("x\r\ny")], width: 300, height: 80, vertical: .top)
            #expect(crlf.count == 1 && crlf[0].y > 0)
            // A second paragraph starts after the first and its "\n".
            let second = Self.text.boxes(of: 4..<5, in: [run("one"), run("two")], width: 300, height: 80, vertical: .top)
            #expect(second.count == 1 && second[0].x == 0 && second[0].y > 0)
            #expect(Self.text.boxes(of: 40..<50, in: [run("short")], width: 300, height: 40, vertical: .top).isEmpty)
        }

        @Test func measurementsInDocUnitsAreKept() throws {
            let measure = TextRangeBoxes(text: Self.text)
            let paint = TextPaint(fontNames: ["Helvetica"], fontSize: 10, color: .black, alignment: TextAlignment(.left, .top))
            let content = DisplayContent.text("aaaa bbbb", style: paint)
            let once = measure.boxes(of: 5..<9, in: content, size: Point(150, 20))
            #expect(once.count == 1)
            #expect(once[0].height >= 10 && once[0].height < 20)
            #expect(measure.boxes(of: 5..<9, in: content, size: Point(150, 20)) == once)
            #expect(measure.boxes(of: 0..<4, in: .box(color: .black, cornerRadius: 0), size: Point(10, 10)).isEmpty)
        }
    }
}
