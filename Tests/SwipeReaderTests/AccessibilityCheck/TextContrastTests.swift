import Testing
import SwipeDocument
@testable import SwipeReader

/// The contrast rule's measure: glyph pixels found by comparing the page with and without its text.
struct TextContrastTests {
    /// A `w`×`h` picture whose pixel at (x, y) is `colour(x, y)` as a grey level.
    static func picture(_ w: Int, _ h: Int, _ colour: (Int, Int) -> UInt8) -> PagePixels {
        var rgba: [UInt8] = []
        for y in 0..<h { for x in 0..<w { let v = colour(x, y); rgba += [v, v, v, 255] } }
        return PagePixels(width: w, height: h, rgba: rgba)
    }

    @Test func theGlyphsCoresAreMeasuredAgainstWhatIsBehindThem() throws {
        let white = Self.picture(20, 10) { _, _ in 255 }
        // A "glyph": 10 black pixels and 10 anti-aliased grey edge pixels on white.
        let text = Self.picture(20, 10) { x, y in y == 5 ? (x < 10 ? 0 : 200) : 255 }
        let ratio = try #require(TextContrast.ratio(with: text, without: white, in: Rect(x: 0, y: 0, width: 20, height: 10)))
        #expect(abs(ratio - 21) < 0.01)
        // Outside the box nothing differs: no text there.
        #expect(TextContrast.ratio(with: text, without: white, in: Rect(x: 0, y: 0, width: 20, height: 4)) == nil)
    }

    @Test func overAGradientEachPixelIsMeasuredAgainstItsOwnBackground() throws {
        // Mid-grey text over a ramp from white to black: low contrast wherever the ramp is grey.
        let ramp = Self.picture(100, 3) { x, _ in UInt8(255 - x * 255 / 99) }
        let text = Self.picture(100, 3) { x, y in y == 1 ? 119 : UInt8(255 - x * 255 / 99) }
        let ratio = try #require(TextContrast.ratio(with: text, without: ramp, in: Rect(x: 0, y: 0, width: 100, height: 3)))
        #expect(ratio < Contrast.minimumTextRatio)
        #expect(ratio > 1)
    }

    @Test func largeTextNeedsThreeToOne() {
        #expect(TextContrast.minimum(fontSize: 16) == 4.5)
        #expect(TextContrast.minimum(fontSize: 24) == 3)
    }
}
