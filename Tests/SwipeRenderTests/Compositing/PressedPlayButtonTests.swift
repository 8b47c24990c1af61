import SwipeDocument
import Testing
@testable import SwipeRender

extension SDLSerialTests {
    /// A play button held down is drawn at half opacity over what is under it (3.11), children
    /// included as one picture (Core Animation's group opacity), and nothing else changes.
    struct PressedPlayButtonTests {
        static let json = #"""
        { "dimension": [80, 40], "pages": [ { "play": "pause", "bc": "#0000ff", "elements": [
          { "x": 0, "y": 0, "w": 40, "h": 40, "bc": "#ff0000", "action": "play", "elements": [ { "x": 20, "w": 20, "h": 40, "bc": "#ffffff" } ] },
          { "x": 40, "y": 0, "w": 40, "h": 40, "bc": "#00ff00" } ] } ] }
        """#

        func render(pressed: PlayButtonID?) throws -> RasterImage {
            let doc = try #require(DocumentLoader.load(bytes: Array(Self.json.utf8), name: "button.swipe", baseURL: nil).document)
            let viewport = Point(80, 40)
            let canvas = try #require(OffscreenCanvas(width: 80, height: 40))
            let engine = RenderEngine(document: doc, device: canvas.device, owner: canvas, viewport: viewport, language: "en", report: { _ in })
            engine.draw(position: 0, clock: { _ in 0 }, pressed: pressed, viewport: viewport)
            return canvas.image()
        }

        @Test func aPressedButtonIsHalfTransparentOverThePage() throws {
            let idle = try render(pressed: nil)
            let held = try render(pressed: PlayButtonID(page: 0, path: [0]))
            #expect(idle.pixel(10, 20).0 == 255 && idle.pixel(10, 20).2 == 0)
            // Red over blue at half: (128, 0, 128) within rounding; the white child covers the red, so
            // it alone is seen at half over the blue: (128, 128, 255), not (191, 128, 191).
            let red = held.pixel(10, 20)
            #expect(abs(Int(red.0) - 128) <= 2 && red.1 <= 2 && abs(Int(red.2) - 128) <= 2, "\(red)")
            let child = held.pixel(30, 20)
            #expect(abs(Int(child.0) - 128) <= 3 && abs(Int(child.1) - 128) <= 3 && child.2 >= 252, "\(child)")
            #expect(held.pixel(60, 20) == idle.pixel(60, 20), "the other box is untouched")
        }
    }
}
