import Testing
import SwipeDocument
@testable import SwipeRender

/// What pictures shown below half their size are drawn from: area averages of premultiplied
/// colour to any smaller size, and the size chosen for a scale.
struct ImageDownscalerTests {
    /// An opaque image whose pixel (x, y) is `colour(x, y)`.
    static func image(_ width: Int, _ height: Int, _ colour: (Int, Int) -> (UInt8, UInt8, UInt8, UInt8)) -> RasterImage {
        var image = RasterImage(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                let (r, g, b, a) = colour(x, y), i = (y * width + x) * 4
                image.pixels[i] = r; image.pixels[i + 1] = g; image.pixels[i + 2] = b; image.pixels[i + 3] = a
            }
        }
        return image
    }

    static func checkerboard(_ width: Int, _ height: Int) -> RasterImage {
        image(width, height) { x, y in (x + y) % 2 == 0 ? (255, 255, 255, 255) : (0, 0, 0, 255) }
    }

    static func halved(_ image: RasterImage) -> RasterImage {
        ImageDownscaler.areaAverage(image, width: (image.width + 1) / 2, height: (image.height + 1) / 2)
    }

    @Test func aCheckerboardHalvedIsEvenGrey() {
        let level = Self.halved(Self.checkerboard(8, 6))
        #expect(level.width == 4 && level.height == 3)
        for y in 0..<3 {
            for x in 0..<4 {
                let (r, g, b, a) = level.pixel(x, y)
                #expect([r, g, b] == [128, 128, 128] && a == 255, "pixel \(x),\(y) is \(r),\(g),\(b),\(a)")
            }
        }
    }

    @Test func halvingAveragesTwoByTwoPixels() {
        let picture = Self.image(4, 2) { x, y in (UInt8(x * 60 + y * 10), UInt8(200 - x * 40), UInt8(y * 100), 255) }
        let level = Self.halved(picture)
        #expect(level.width == 2 && level.height == 1)
        // Left block: red 0, 60, 10, 70 → 35; green 200, 160, 200, 160 → 180; blue 0, 0, 100, 100 → 50.
        #expect(level.pixel(0, 0) == (35, 180, 50, 255))
        #expect(level.pixel(1, 0) == (155, 100, 50, 255))
        // Down to one pixel, the whole picture.
        #expect(ImageDownscaler.areaAverage(picture, width: 1, height: 1).pixel(0, 0) == (95, 140, 50, 255))
    }

    @Test func transparentPixelsDoNotDarkenEdges() {
        // Opaque red beside transparent black: the edge is red at half alpha, not dark red.
        let picture = Self.image(4, 2) { x, _ in x < 1 ? (255, 0, 0, 255) : (0, 0, 0, 0) }
        let level = Self.halved(picture)
        #expect(level.pixel(0, 0) == (255, 0, 0, 128))
        #expect(level.pixel(1, 0).3 == 0)
        // Half-transparent blue over transparent white: colour weighted by alpha.
        let mixed = Self.image(2, 2) { x, y in x == 0 && y == 0 ? (0, 0, 255, 64) : x == 1 && y == 0 ? (255, 255, 255, 192) : (255, 255, 255, 0) }
        let (r, g, b, a) = Self.halved(mixed).pixel(0, 0)
        #expect([r, g, b, a] == [191, 191, 255, 64])
    }

    @Test func aWhollyTransparentAreaKeepsItsColour() {
        let picture = Self.image(2, 2) { _, _ in (10, 20, 30, 0) }
        #expect(Self.halved(picture).pixel(0, 0) == (10, 20, 30, 0))
    }

    @Test func oddSizesShareThePixelsTheyCut() {
        // 5 → 3: each new pixel covers 5/3 old ones, the middle one shared between its neighbours.
        let row = Self.image(5, 1) { x, _ in ([0, 30, 60, 90, 120][x], 0, 0, 255) }
        let level = Self.halved(row)
        #expect(level.width == 3 && level.height == 1)
        // [0, 5/3): 0 × 0.6 + 30 × 0.4 = 12; [5/3, 10/3): 30 × 0.2 + 60 × 0.6 + 90 × 0.2 = 60; the last mirrors the first.
        #expect(level.pixel(0, 0).0 == 12 && level.pixel(1, 0).0 == 60 && level.pixel(2, 0).0 == 108)
        // An odd checkerboard stays grey on average, and a reduced picture keeps the picture's mean.
        let board = Self.halved(Self.checkerboard(7, 5))
        #expect(board.width == 4 && board.height == 3)
        let mean = stride(from: 0, to: board.pixels.count, by: 4).map { Double(board.pixels[$0]) }.reduce(0, +) / 12
        #expect(abs(mean - 255 * 18 / 35) < 4)
    }

    @Test func areaAverageToAnySize() {
        // 7×7 blocks of a checkerboard average to 24/49 or 25/49 white.
        let level = ImageDownscaler.areaAverage(Self.checkerboard(21, 14), width: 3, height: 2)
        #expect(level.width == 3 && level.height == 2)
        #expect(level.pixel(0, 0).0 == 130 && level.pixel(1, 0).0 == 125 && level.pixel(0, 1).0 == 125)
        let same = Self.checkerboard(3, 3)
        #expect(ImageDownscaler.areaAverage(same, width: 3, height: 3) == same)
    }

    /// Bands of new rows made on several threads give the picture one thread gives, to the bit:
    /// rows cut by a band's edge, translucent and wholly transparent areas included.
    @Test func bandsGiveTheSamePictureAsOneThread() {
        let picture = Self.image(331, 517) { x, y in
            y > 400 && x < 90 ? (UInt8(x % 256), 40, 200, 0) : (UInt8((x * 7 + y * 3) % 256), UInt8((x * y) % 256), UInt8(y % 256), UInt8((x + 2 * y) % 256))
        }
        let one = ImageDownscaler.areaAverage(picture, width: 251, height: 389)
        for bands in [2, 3, 6] {
            #expect(ImageDownscaler.areaAverage(picture, width: 251, height: 389, bands: bands) == one, "\(bands) bands")
        }
        // Fewer than 64 new rows a band: one thread.
        #expect(ImageDownscaler.areaAverage(picture, width: 100, height: 100, bands: 4) == ImageDownscaler.areaAverage(picture, width: 100, height: 100))
    }

    @Test func picturesAreReducedWheneverShownSmallerThanTheirSize() {
        func size(_ s: Double, _ t: Double? = nil, _ w: Int = 448, _ h: Int = 448, maxSide: Int = .max) -> [Int]? {
            ImageDownscaler.reducedSize(width: w, height: h, scaleX: s, scaleY: t ?? s, maxSide: maxSide).map { [$0.width, $0.height] }
        }
        // At its size or larger: the picture itself.
        #expect(size(2) == nil && size(1) == nil && size(0.9999999999999) == nil)
        // Smaller: the size it is shown at, rounded up (never magnified), at least a pixel; between
        // half and full size too, as the original's exporter draws it (Core Graphics' area average).
        #expect(size(0.9) == [404, 404] && size(375.0 / 720) == [234, 234] && size(0.5) == [224, 224])
        #expect(size(0.49) == [220, 220] && size(0.25) == [112, 112] && size(1.0 / 7) == [64, 64] && size(0.1) == [45, 45])
        #expect(size(0) == [1, 1])
        // One side smaller: both sides at the size shown, none larger than the picture.
        #expect(size(2, 0.2) == [448, 90] && size(0.7, 0.2) == [314, 90] && size(2, 0.7) == [448, 314])
        // Never a texture larger than the renderer takes.
        #expect(size(1, 1, 10000, 300, maxSide: 8192) == [8192, 246])
        // A sprite cell: a quarter of a 128-wide sheet, its 32 pixels shown over 32 or 30.
        let cell = Rect(x: 0.5, y: 0, width: 0.25, height: 1)
        #expect(ImageDownscaler.reducedSize(width: 128, height: 32, showing: cell, over: Point(32, 32)) == nil)
        let reduced = ImageDownscaler.reducedSize(width: 128, height: 32, showing: cell, over: Point(30, 32))
        #expect(reduced.map { [$0.width, $0.height] } == [120, 32])
    }
}
