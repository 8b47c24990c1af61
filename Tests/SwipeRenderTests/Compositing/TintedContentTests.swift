import SwipeDocument
import Testing
@testable import SwipeRender

/// Which contents are drawn as white pictures tinted when placed, and in which parts.
struct TintedContentTests {
    let square = PathData(segments: [.move(Point(0, 0)), .line(Point(10, 0)), .line(Point(10, 10)), .close])

    func item(_ content: DisplayContent, opacity: Double = 1, mask: MaskSpec? = nil) -> DisplayItem {
        DisplayItem(content: content, size: Point(10, 10), transform: .identity, opacity: opacity, clips: [], mask: mask)
    }

    func paint(fill: Color, stroke: Color, width: Double = 2, end: Double = 1) -> PathPaint {
        PathPaint(fillColor: fill, strokeColor: stroke, lineWidth: width, strokeStart: 0, strokeEnd: end)
    }

    @Test func roundedBoxesAndBordersAreWhiteInTheirColour() throws {
        let red = Color(1, 0, 0)
        let box = try #require(TintedContent.parts(of: item(.box(color: red, cornerRadius: 3))))
        #expect(box.first.content == .box(color: .white, cornerRadius: 3))
        #expect(box.first.color == red)
        #expect(box.second == nil)
        let border = try #require(TintedContent.parts(of: item(.border(color: red, width: 2, cornerRadius: 0), opacity: 0.5)))
        #expect(border.first.content == .border(color: .white, width: 2, cornerRadius: 0))
        // A square box is filled without any texture; a picture is drawn as it is.
        #expect(TintedContent.parts(of: item(.box(color: red, cornerRadius: 0))) == nil)
        #expect(TintedContent.parts(of: item(.placeholder(reason: "x"))) == nil)
    }

    /// A path's fill and stroke are two textures; the fill's depends on neither colour nor trim,
    /// so animating any of them never rasterizes it again.
    @Test func aPathIsItsFillThenItsStroke() throws {
        let fill = Color(0, 0, 1, 0.5), stroke = Color(1, 0, 0)
        let parts = try #require(TintedContent.parts(of: item(.path(square, style: paint(fill: fill, stroke: stroke, end: 0.4)))))
        #expect(parts.first.color == fill)
        #expect(parts.second?.color == stroke)
        let other = try #require(TintedContent.parts(of: item(.path(square, style: paint(fill: stroke, stroke: fill, end: 1)))))
        #expect(parts.first.content == other.first.content)
        #expect(parts.second?.content != other.second?.content, "the stroke keeps its trim")
        #expect(parts.second?.content == .path(square, style: PathPaint(fillColor: .clear, strokeColor: .white, lineWidth: 2, strokeStart: 0, strokeEnd: 0.4)))
    }

    /// Through an opacity a fill drawn under its stroke would show through it: such a path is
    /// rasterized as one picture. A path with only one of them is tinted at any opacity.
    @Test func aTranslucentPathWithFillAndStrokeIsOnePicture() throws {
        #expect(TintedContent.parts(of: item(.path(square, style: paint(fill: .white, stroke: Color(1, 0, 0))), opacity: 0.5)) == nil)
        let fillOnly = try #require(TintedContent.parts(of: item(.path(square, style: paint(fill: Color(0, 1, 0), stroke: .clear)), opacity: 0.5)))
        #expect(fillOnly.first.color == Color(0, 1, 0) && fillOnly.second == nil)
        let strokeOnly = try #require(TintedContent.parts(of: item(.path(square, style: paint(fill: .clear, stroke: Color(1, 0, 0))), opacity: 0.5)))
        #expect(strokeOnly.first.color == Color(1, 0, 0) && strokeOnly.second == nil)
        #expect(TintedContent.parts(of: item(.path(square, style: paint(fill: .clear, stroke: Color(1, 0, 0), width: 0)))) == nil)
    }

    @Test func aMaskedItemIsDrawnAsItIsRasterized() {
        let mask = MaskSpec(asset: AssetReference("m.png", relativeTo: nil), region: Rect(x: 0, y: 0, width: 1, height: 1))
        #expect(TintedContent.parts(of: item(.box(color: Color(1, 0, 0), cornerRadius: 3), mask: mask)) == nil)
    }
}
