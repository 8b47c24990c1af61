import Testing
@testable import SwipeDocument
import DocumentTestSupport

@Suite struct ViewportFitTests {
    let portrait = Point(600, 800)
    let wide = Point(1200, 600)

    @Test func containShowsTheWholePageWithBands() {
        let fit = ViewportFit(document: portrait, viewport: wide, mode: .contain)
        #expect(fit.scale == 0.75)
        #expect(fit.offset == Point(375, 0))
    }

    @Test func coverFillsTheWindowAndCrops() {
        let fit = ViewportFit(document: portrait, viewport: wide, mode: .cover)
        #expect(fit.scale == 2)
        #expect(fit.offset == Point(0, -500))
        #expect(fit.pageRect.width == 1200)
    }

    @Test func widthAndHeightMatchTheirSide() {
        let byWidth = ViewportFit(document: wide, viewport: portrait, mode: .width)
        #expect(byWidth.scale == 0.5)
        #expect(byWidth.offset == Point(0, 250))
        let byHeight = ViewportFit(document: wide, viewport: portrait, mode: .height)
        let scale: Double = 800.0 / 600
        let x: Double = (600 - 1200 * scale) / 2
        #expect(byHeight.scale == scale)
        #expect(byHeight.offset == Point(x, 0))
    }

    @Test func containIsTheDefault() {
        #expect(ViewportFit(document: portrait, viewport: wide) == ViewportFit(document: portrait, viewport: wide, mode: .contain))
    }
}
