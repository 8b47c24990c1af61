import Testing
@testable import SwipeDocument
@testable import SwipeReader
import DocumentTestSupport

/// When a list row's icon gets a backdrop: WCAG luminance of its visible pixels against the row.
struct IconContrastTests {
    /// A `width`×`height` picture of one colour, its other pixels transparent after `opaque` of them.
    func pixels(_ rgba: [UInt8], count: Int, transparent: Int = 0) -> [UInt8] {
        Array([[UInt8]](repeating: rgba, count: count).joined()) + [UInt8](repeating: 0, count: transparent * 4)
    }

    @Test func onlyVisiblePixelsCountWeightedByOpacity() throws {
        // Black lines on a transparent ground: as dark as black, however little of it is drawn.
        let lines = pixels([0, 0, 0, 255], count: 4, transparent: 60)
        #expect(IconContrast.meanLuminance(rgba: lines, width: 8, height: 8) == 0)
        // Half white opaque, half black at a third opacity: the white weighs three times as much.
        let mixed = pixels([255, 255, 255, 255], count: 2) + pixels([0, 0, 0, 85], count: 2)
        let mean = try #require(IconContrast.meanLuminance(rgba: mixed, width: 2, height: 2))
        #expect(abs(mean - 0.75) < 1e-9)
        // Nothing visible: nothing to measure.
        #expect(IconContrast.meanLuminance(rgba: pixels([255, 255, 255, 0], count: 4), width: 2, height: 2) == nil)
        #expect(IconContrast.meanLuminance(rgba: [], width: 0, height: 0) == nil)
    }

    @Test func largePicturesAreSampledToTheSameMean() throws {
        let side = 1024
        let big = pixels([255, 0, 0, 255], count: side * side)
        let mean = try #require(IconContrast.meanLuminance(rgba: big, width: side, height: side))
        #expect(abs(mean - Contrast.luminance(Color(1, 0, 0))) < 1e-9)
    }

    @Test func aDarkIconOnADarkRowGetsABackdropAndALightOneDoesNot() {
        let black = Color(0, 0, 0), white = Color(1, 1, 1), lightGrey = Color(0.9, 0.9, 0.92)
        let darkIcon = IconContrast.meanLuminance(rgba: pixels([0, 0, 0, 255], count: 4), width: 2, height: 2)
        let lightIcon = IconContrast.meanLuminance(rgba: pixels([250, 250, 250, 255], count: 4), width: 2, height: 2)
        let midIcon = IconContrast.meanLuminance(rgba: pixels([0, 120, 255, 255], count: 4), width: 2, height: 2)
        #expect(IconContrast.needsBackdrop(icon: darkIcon, row: black, backdrop: lightGrey))
        #expect(!IconContrast.needsBackdrop(icon: darkIcon, row: white, backdrop: black))
        #expect(IconContrast.needsBackdrop(icon: lightIcon, row: white, backdrop: black))
        #expect(!IconContrast.needsBackdrop(icon: lightIcon, row: black, backdrop: white))
        // A mid-blue icon shows well enough on black (above 3:1): no tile.
        #expect(!IconContrast.needsBackdrop(icon: midIcon, row: black, backdrop: white))
        // A backdrop that would not help is left out; an icon not measured gets none.
        #expect(!IconContrast.needsBackdrop(icon: darkIcon, row: black, backdrop: Color(0.05, 0.05, 0.05)))
        #expect(!IconContrast.needsBackdrop(icon: nil, row: black, backdrop: white))
    }
}
