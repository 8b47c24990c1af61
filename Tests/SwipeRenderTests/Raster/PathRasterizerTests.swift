import Testing
import SwipeDocument
@testable import SwipeRender

struct PathRasterizerTests {
    typealias Style = PathRasterizer.PathStyle

    func path(_ text: String) -> PathData { PathData.parse(text).path }

    /// Alpha at element pixel (x, y) (top-left corner of the pixel), 0 outside the image.
    func alpha(_ r: (image: RasterImage, origin: Point), _ x: Int, _ y: Int) -> UInt8 {
        let ix = x - Int(r.origin.x), iy = y - Int(r.origin.y)
        guard ix >= 0, iy >= 0, ix < r.image.width, iy < r.image.height else { return 0 }
        return r.image.pixel(ix, iy).3
    }

    /// Element-pixel rows and columns holding any ink.
    func inkedRange(_ r: (image: RasterImage, origin: Point)) -> (xs: ClosedRange<Int>, ys: ClosedRange<Int>)? {
        var xs: [Int] = [], ys: [Int] = []
        for y in 0..<r.image.height {
            for x in 0..<r.image.width where r.image.pixel(x, y).3 > 0 {
                xs.append(x + Int(r.origin.x))
                ys.append(y + Int(r.origin.y))
            }
        }
        guard let x0 = xs.min(), let x1 = xs.max(), let y0 = ys.min(), let y1 = ys.max() else { return nil }
        return (x0...x1, y0...y1)
    }

    /// A large path drawn in bands on several threads has exactly the pixels it has drawn whole:
    /// fill, stroke and a trimmed stroke, straight or premultiplied, bands of uneven height.
    @Test func aPathDrawnInBandsHasTheSamePixels() {
        let shape = path("M20,300 C-40,40 260,-60 300,120 Q340,320 160,380 L120,250 Z")
        for (style, premultiplied) in [(Style(fillColor: Color(0.2, 0.6, 1, 0.7), strokeColor: Color(0.8, 0, 0), lineWidth: 9), true),
                                       (Style(fillColor: .clear, strokeColor: Color(0, 0.5, 0, 0.5), lineWidth: 5, strokeStart: 0.1, strokeEnd: 0.8), false)] {
            let whole = PathRasterizer.render(shape, scale: 1.3, style: style, premultiplied: premultiplied)
            for bands in [2, 3] {
                let banded = PathRasterizer.render(shape, scale: 1.3, style: style, premultiplied: premultiplied, bands: bands)
                #expect(banded.origin == whole.origin)
                #expect(banded.image.width == whole.image.width && banded.image.height == whole.image.height)
                #expect(banded.image.pixels == whole.image.pixels, "\(bands) bands")
            }
        }
    }

    @Test func filledSquareCoversItsScaledArea() {
        let r = PathRasterizer.render(path("M0 0 L10 0 L10 10 L0 10 Z"), scale: 2, style: Style(fillColor: .red))
        #expect(r.origin == Point(-1, -1))
        #expect(r.image.width == 22 && r.image.height == 22)
        let opaque = stride(from: 3, to: r.image.pixels.count, by: 4).filter { r.image.pixels[$0] == 255 }.count
        let inked = stride(from: 3, to: r.image.pixels.count, by: 4).filter { r.image.pixels[$0] > 0 }.count
        #expect(opaque == 400 && inked == 400)
        #expect(r.image.pixel(1, 1) == (255, 0, 0, 255))
        #expect(r.image.pixel(20, 20) == (255, 0, 0, 255))
        #expect(r.image.pixel(21, 21).3 == 0)
    }

    @Test func strokedLineHasTheLineWidthAndRoundCaps() {
        let r = PathRasterizer.render(path("M5 10 L15 10"), scale: 1, style: Style(lineWidth: 4))
        let ink = inkedRange(r)
        #expect(ink?.ys == 8...11)
        #expect(ink?.xs == 3...16)
        #expect(alpha(r, 10, 8) == 255 && alpha(r, 10, 11) == 255)
        // The cap is a half disc: full at the axis past the endpoint, absent at the corner.
        #expect(alpha(r, 3, 9) > 0)
        #expect(alpha(r, 3, 8) < alpha(r, 3, 9))
        #expect(alpha(r, 16, 10) > 0)
    }

    @Test func lineWidthIsInPixelsNotScaled() {
        let r = PathRasterizer.render(path("M0 5 L10 5"), scale: 3, style: Style(lineWidth: 2))
        #expect(inkedRange(r)?.ys == 14...15)
    }

    @Test func strokeEndDrawsOnlyTheFirstPart() {
        let r = PathRasterizer.render(path("M0 10 L20 10"), scale: 1, style: Style(lineWidth: 2, strokeEnd: 0.5))
        #expect(alpha(r, 5, 9) == 255)
        #expect(alpha(r, 9, 9) == 255)
        #expect(alpha(r, 12, 9) == 0)
        #expect(alpha(r, 15, 9) == 0)
        #expect(inkedRange(r)?.xs == -1...10)
    }

    @Test func strokeStartSkipsTheBeginningAcrossSubpaths() {
        // Two 10-unit segments; start 0.75 leaves the second half of the second one.
        let r = PathRasterizer.render(path("M0 0 L10 0 M0 20 L10 20"), scale: 1, style: Style(lineWidth: 2, strokeStart: 0.75))
        #expect(alpha(r, 5, 0) == 0)
        #expect(alpha(r, 2, 19) == 0)
        #expect(alpha(r, 8, 19) == 255)
    }

    @Test func equalStartAndEndDrawNothing() {
        let r = PathRasterizer.render(path("M0 0 L20 20"), scale: 1, style: Style(fillColor: .clear, lineWidth: 3, strokeStart: 0.3, strokeEnd: 0.3))
        #expect(r.image.width > 0)
        #expect(r.image.pixels.allSatisfy { $0 == 0 })
    }

    @Test func fillIsNotTrimmed() {
        let square = path("M0 0 L10 0 L10 10 L0 10 Z")
        let full = PathRasterizer.render(square, scale: 1, style: Style(fillColor: .red))
        let trimmed = PathRasterizer.render(square, scale: 1, style: Style(fillColor: .red, strokeColor: .clear, lineWidth: 2, strokeEnd: 0.1))
        #expect(alpha(trimmed, 5, 5) == 255)
        #expect(alpha(full, 5, 5) == 255)
    }

    @Test func trimmedCurveFollowsTheExactCurve() {
        let curve = path("M0 0 Q50 100 100 0")
        let exact = PathRasterizer.render(curve, scale: 1, style: Style(lineWidth: 4))
        let trimmed = PathRasterizer.render(curve, scale: 1, style: Style(lineWidth: 4, strokeEnd: 0.999_999))
        #expect(exact.origin == trimmed.origin)
        #expect(exact.image.width == trimmed.image.width && exact.image.height == trimmed.image.height)
        let differing = stride(from: 3, to: exact.image.pixels.count, by: 4).filter {
            abs(Int(exact.image.pixels[$0]) - Int(trimmed.image.pixels[$0])) > 64
        }
        #expect(differing.count < 10)
        #expect(alpha(exact, 50, 49) == 255 && alpha(trimmed, 50, 49) == 255)
    }

    @Test func negativeCoordinatesGiveANegativeOrigin() {
        let r = PathRasterizer.render(path("M-10 -20 L5 5"), scale: 1, style: Style(lineWidth: 2))
        #expect(r.origin.x < -10 && r.origin.y < -20)
        #expect(alpha(r, -10, -21) > 0 || alpha(r, -11, -20) > 0)
    }

    @Test func miterSpikesAreInsideTheImage() {
        // Half-angle atan(0.3) ≈ 16.7°: the miter tip reaches 5 / sin(16.7°) ≈ 17.4 px below the vertex.
        let r = PathRasterizer.render(path("M0 0 L30 100 L60 0"), scale: 1, style: Style(lineWidth: 10))
        #expect(Double(r.image.height) + r.origin.y >= 117)
        #expect(alpha(r, 30, 114) > 0)
    }

    @Test func degenerateInputGivesAnEmptyImage() {
        let empty = PathRasterizer.render(PathData(segments: []), scale: 2, style: Style(fillColor: .red, lineWidth: 2))
        #expect(empty.image == RasterImage(width: 0, height: 0) && empty.origin == .zero)
        #expect(PathRasterizer.render(PathData(segments: [.close]), scale: 1, style: Style(lineWidth: 1)).image.pixels.isEmpty)
        #expect(PathRasterizer.render(path("M0 0 L10 10"), scale: 0, style: Style(lineWidth: 1)).image.pixels.isEmpty)
        #expect(PathRasterizer.render(path("M0 0 L10 10"), scale: .nan, style: Style(lineWidth: 1)).image.pixels.isEmpty)
        #expect(PathRasterizer.render(path("M0 0 L1e300 10"), scale: 1e10, style: Style(lineWidth: 1)).image.pixels.isEmpty)
    }

    @Test func enormousPathsAreScaledDownToFit() {
        let long = path("M0 0 L100000 0 L100000 20 L0 20 Z")
        let r = PathRasterizer.render(long, scale: 1, style: Style(fillColor: .red))
        let fitted = PathRasterizer.fittedScale(for: long, scale: 1, lineWidth: 0)
        #expect(r.image.width <= PathRasterizer.maxImageSide && r.image.width > 8000)
        #expect(fitted < 0.082 && fitted > 0.08)
        #expect(r.image.height <= 5)
        #expect(PathRasterizer.fittedScale(for: path("M0 0 L10 10"), scale: 3, lineWidth: 2) == 3)
    }
}
