import Testing
@testable import SwipeDocument

/// WCAG 2's luminance and contrast ratio, checked against WCAG's own figures.
struct ContrastTests {
    @Test func luminanceAndRatioAreWCAGs() {
        #expect(Contrast.luminance(Color(0, 0, 0)) == 0)
        #expect(abs(Contrast.luminance(Color(1, 1, 1)) - 1) < 1e-12)
        #expect(abs(Contrast.ratio(1, 0) - 21) < 1e-12)
        // #767676 on white is WCAG's well-known 4.54:1, just above the text minimum; #777777 is under it.
        let grey = Color(118.0 / 255, 118.0 / 255, 118.0 / 255)
        #expect(abs(Contrast.ratio(grey, Color(1, 1, 1)) - 4.54) < 0.01)
        #expect(Contrast.ratio(Color(119.0 / 255, 119.0 / 255, 119.0 / 255), Color(1, 1, 1)) < Contrast.minimumTextRatio)
    }

    @Test func bytesAndColoursAgree() {
        let c = Color(200.0 / 255, 30.0 / 255, 90.0 / 255)
        #expect(abs(Contrast.luminance(r: 200, g: 30, b: 90) - Contrast.luminance(c)) < 1e-12)
    }
}
