import Testing
import SwipeDocument
@testable import SwipeRender

struct ShadowRasterizerTests {
    @Test func shadowOfASquareIsDarkestInsideAndFadesWithinThePadding() {
        let square = RasterImage(width: 20, height: 20, pixels: [UInt8](repeating: 255, count: 20 * 20 * 4))
        let (shadow, padding) = ShadowRasterizer.shadow(of: square, color: Color(0, 0, 1), opacity: 0.5, blurRadius: 3)
        #expect(padding >= 6 && padding <= 12)
        #expect(shadow.width == 20 + 2 * padding && shadow.height == 20 + 2 * padding)
        let centre = shadow.pixel(shadow.width / 2, shadow.height / 2)
        #expect(centre == (0, 0, 255, 128))
        let alphas = shadow.pixels.enumerated().filter { $0.offset % 4 == 3 }.map(\.element)
        #expect(alphas.max() == centre.3)
        // Along the middle row the alpha rises from ~0 at the padding edge to the plateau.
        let row = (0..<shadow.width / 2).map { shadow.pixel($0, shadow.height / 2).3 }
        #expect(row.first! < 3)
        #expect(zip(row, row.dropFirst()).allSatisfy { $0 <= $1 })
        #expect((50...78).contains(shadow.pixel(padding, shadow.height / 2).3))
        #expect(shadow.pixel(0, 0).3 == 0)
    }

    @Test func zeroRadiusIsATintedCopyOfTheAlpha() {
        var image = RasterImage(width: 3, height: 1)
        image.pixels[3] = 255
        image.pixels[7] = 100
        let (shadow, padding) = ShadowRasterizer.shadow(of: image, color: Color(1, 0, 0, 0.5), opacity: 1, blurRadius: 0)
        #expect(padding == 0)
        #expect(shadow.pixel(0, 0) == (255, 0, 0, 128))
        #expect(shadow.pixel(1, 0) == (255, 0, 0, 50))
        #expect(shadow.pixel(2, 0).3 == 0)
    }

    @Test func boxRadiiApproximateTheGaussian() {
        for sigma in [1.0, 2.5, 10, 40] {
            let radii = ShadowRasterizer.boxRadii(sigma: sigma)
            let variance = radii.map { Double((2 * $0 + 1) * (2 * $0 + 1) - 1) / 12 }.reduce(0, +)
            #expect(abs(variance.squareRoot() - sigma) < 0.2 * sigma, "sigma \(sigma)")
        }
    }

    @Test func emptyOrWildInputFailsSoft() {
        let empty = ShadowRasterizer.shadow(of: RasterImage(width: 0, height: 0), color: .black, opacity: 0.5, blurRadius: 4)
        #expect(empty.image.pixels.isEmpty && empty.padding == 0)
        let dot = RasterImage(width: 1, height: 1, pixels: [0, 0, 0, 255])
        #expect(ShadowRasterizer.shadow(of: dot, color: .black, opacity: .nan, blurRadius: .infinity).padding == 0)
        #expect(ShadowRasterizer.boxRadii(sigma: 1e9) == ShadowRasterizer.boxRadii(sigma: ShadowRasterizer.maxBlurRadius))
        #expect(ShadowRasterizer.boxRadii(sigma: -2) == [0, 0, 0])
    }
}
