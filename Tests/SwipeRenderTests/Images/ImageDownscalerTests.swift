import Testing
import SwipeCore
@testable import SwipeRender

/// The mip chain pictures shown below half their size are drawn from: area averages of
/// premultiplied colour, level sizes rounded up, and the level chosen for a scale.
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

    @Test func aCheckerboardHalvedIsEvenGrey() {
        let level = ImageDownscaler.level(1, of: Self.checkerboard(8, 6))
        #expect(level.width == 4 && level.height == 3)
        for y in 0..<3 {
            for x in 0..<4 {
                let (r, g, b, a) = level.pixel(x, y)
                #expect([r, g, b] == [128, 128, 128] && a == 255, "pixel \(x),\(y) is \(r),\(g),\(b),\(a)")
            }
        }
    }

    @Test func eachLevelIsTheAverageOfTwoByTwoPixels() {
        let picture = Self.image(4, 2) { x, y in (UInt8(x * 60 + y * 10), UInt8(200 - x * 40), UInt8(y * 100), 255) }
        let level = ImageDownscaler.level(1, of: picture)
        #expect(level.width == 2 && level.height == 1)
        // Left block: red 0, 60, 10, 70 → 35; green 200, 160, 200, 160 → 180; blue 0, 0, 100, 100 → 50.
        #expect(level.pixel(0, 0) == (35, 180, 50, 255))
        #expect(level.pixel(1, 0) == (155, 100, 50, 255))
        // Two levels down, the whole picture.
        #expect(ImageDownscaler.level(2, of: picture).pixel(0, 0) == (95, 140, 50, 255))
    }

    @Test func transparentPixelsDoNotDarkenEdges() {
        // Opaque red beside transparent black: the edge is red at half alpha, not dark red.
        let picture = Self.image(4, 2) { x, _ in x < 1 ? (255, 0, 0, 255) : (0, 0, 0, 0) }
        let level = ImageDownscaler.level(1, of: picture)
        #expect(level.pixel(0, 0) == (255, 0, 0, 128))
        #expect(level.pixel(1, 0).3 == 0)
        // Half-transparent blue over transparent white: colour weighted by alpha.
        let mixed = Self.image(2, 2) { x, y in x == 0 && y == 0 ? (0, 0, 255, 64) : x == 1 && y == 0 ? (255, 255, 255, 192) : (255, 255, 255, 0) }
        let (r, g, b, a) = ImageDownscaler.level(1, of: mixed).pixel(0, 0)
        #expect([r, g, b, a] == [191, 191, 255, 64])
    }

    @Test func aWhollyTransparentAreaKeepsItsColour() {
        let picture = Self.image(2, 2) { _, _ in (10, 20, 30, 0) }
        #expect(ImageDownscaler.level(1, of: picture).pixel(0, 0) == (10, 20, 30, 0))
    }

    @Test func oddSidesAreRoundedUpAndShareTheirMiddlePixel() {
        #expect(ImageDownscaler.levelSize(1, width: 5, height: 3) == (3, 2))
        #expect(ImageDownscaler.levelSize(3, width: 5, height: 3) == (1, 1))
        #expect(ImageDownscaler.levelSize(9, width: 640, height: 1) == (2, 1))
        // 5 → 3: each new pixel covers 5/3 old ones, the middle one shared between its neighbours.
        let row = Self.image(5, 1) { x, _ in ([0, 30, 60, 90, 120][x], 0, 0, 255) }
        let level = ImageDownscaler.level(1, of: row)
        #expect(level.width == 3 && level.height == 1)
        // [0, 5/3): 0 × 0.6 + 30 × 0.4 = 12; [5/3, 10/3): 30 × 0.2 + 60 × 0.6 + 90 × 0.2 = 60; the last mirrors the first.
        #expect(level.pixel(0, 0).0 == 12 && level.pixel(1, 0).0 == 60 && level.pixel(2, 0).0 == 108)
        // An odd checkerboard stays grey on average, and a level keeps the picture's mean.
        let board = ImageDownscaler.level(1, of: Self.checkerboard(7, 5))
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

    @Test func theLevelIsTheFinestNotShownBelowHalfSize() {
        func level(_ s: Double, _ t: Double? = nil, _ w: Int = 448, _ h: Int = 448, maxSide: Int = .max) -> Int {
            ImageDownscaler.level(forScale: s, t ?? s, width: w, height: h, maxSide: maxSide)
        }
        // At half size or more: the picture itself, exactly as drawn before.
        #expect(level(2) == 0 && level(1) == 0 && level(0.5) == 0 && level(0.4999999999999) == 0)
        #expect(level(0.49) == 1 && level(0.25) == 1 && level(0.2499) == 2 && level(1.0 / 7) == 2 && level(0.125) == 2)
        #expect(level(0.1) == 3 && level(0) == 9)
        // The more reduced side decides.
        #expect(level(1, 0.2) == 2 && level(0.2, 1) == 2)
        // Odd sizes: 5 → 3 is 0.6 of the picture, shown at 0.31 it is above half.
        #expect(level(0.31, 0.31, 5, 5) == 1 && level(0.29, 0.29, 5, 5) == 2)
        // Never a texture larger than the renderer takes.
        #expect(level(1, 1, 10000, 300, maxSide: 8192) == 1)
        // A sprite cell: a quarter of a 128-wide sheet, its 32 pixels shown over 16 or 15.
        let cell = Rect(x: 0.5, y: 0, width: 0.25, height: 1)
        #expect(ImageDownscaler.level(showing: cell, ofWidth: 128, height: 32, over: Point(16, 16)) == 0)
        #expect(ImageDownscaler.level(showing: cell, ofWidth: 128, height: 32, over: Point(15, 16)) == 1)
    }
}
