import Testing
@testable import SwipeDocument
@testable import SwipeReader
import DocumentTestSupport

struct VideoSetupTests {
    @Test func itSaysTheDriverRendererSizeAndDensity() {
        let setup = VideoSetup(driver: "wayland", renderer: "opengl", windowSize: Point(640, 400), pixelSize: Point(1280, 800), dpi: 191.6)
        #expect(setup.summary == "video wayland · renderer opengl")
        #expect(setup.scale == 2)
        #expect(setup.report == [
            "video driver: wayland",
            "renderer: opengl",
            "window: 640x400 points, 1280x800 pixels (scale 2.0)",
            "display: 192 dpi",
        ])
    }

    @Test func anUnknownDensityIsSaidSo() {
        let setup = VideoSetup(driver: "x11", renderer: "software", windowSize: Point(400, 300), pixelSize: Point(500, 375))
        #expect(setup.scale == 1.25)
        #expect(setup.report.last == "display: density unknown")
    }
}
