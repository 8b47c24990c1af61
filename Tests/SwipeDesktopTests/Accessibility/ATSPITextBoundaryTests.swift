import SwipeDesktop
import Testing

/// The pieces of text `GetTextAtOffset` returns: offsets in Unicode scalars, as read-aloud counts.
@Suite struct ATSPITextBoundaryTests {
    let text = "Café au lait, 2 cups"

    @Test func aCharacterAWordAndTheWholeParagraph() {
        #expect(ATSPITextBoundary.range(in: text, at: 3, boundary: 0) == 3..<4)
        #expect(ATSPITextBoundary.range(in: text, at: 2, boundary: 1) == 0..<4, "the word around the offset, é counted once")
        #expect(ATSPITextBoundary.range(in: text, at: 14, boundary: 1) == 14..<15, "a number is a word")
        #expect(ATSPITextBoundary.range(in: text, at: 12, boundary: 1) == 12..<13, "a comma alone")
        #expect(ATSPITextBoundary.range(in: text, at: 5, boundary: 3) == 0..<20)
        #expect(ATSPITextBoundary.range(in: text, at: 20, boundary: 0).isEmpty, "past the end")
    }

    @Test func aLineEndsWithItsLineBreak() {
        let page = "Title\nFirst paragraph\nLast"
        #expect(ATSPITextBoundary.range(in: page, at: 0, boundary: 5) == 0..<6)
        #expect(ATSPITextBoundary.range(in: page, at: 8, boundary: 5) == 6..<22)
        #expect(ATSPITextBoundary.range(in: page, at: 5, boundary: 6) == 0..<6, "the line break is its line's")
        #expect(ATSPITextBoundary.range(in: page, at: 23, boundary: 5) == 22..<26)
        #expect(ATSPITextBoundary.range(in: text, at: 5, boundary: 5) == 0..<20, "one line: all of it")
    }

    @Test func substringsAreClampedAndMinusOneMeansTheEnd() {
        #expect(ATSPITextBoundary.substring(text, 0, 4) == "Café")
        #expect(ATSPITextBoundary.substring(text, 14, -1) == "2 cups")
        #expect(ATSPITextBoundary.substring(text, 18, 99) == "ps")
        #expect(ATSPITextBoundary.substring(text, 30, 40) == "")
    }
}
