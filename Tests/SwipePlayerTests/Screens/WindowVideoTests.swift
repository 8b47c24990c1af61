import Foundation
import MediaTestSupport
import SwipeRender
import Testing

extension SDLSerialTests.WindowTests {
    /// The frame number (mod 25) a counting clip shows at a pixel of a screenshot.
    func clipFrame(_ image: RasterImage, _ x: Int, _ y: Int) -> Int {
        GeneratedMedia.frame(forLuma: Double(image.pixel(x, y).0) * 219 / 255 + 16)
    }

    @Test func videosPlayInTheWindowUprightAndInTime() throws {
        let media = try GeneratedMedia()
        try media.countingClip("count.mp4", seconds: 4, size: "80x60")
        try media.halvesClip("turned.mp4", rotation: 180, size: "80x60")
        let doc = try media.write("window-test.swipe", """
        { "title": "window-test", "dimension": [400, 300], "pages": [
          { "play": "auto", "elements": [ { "video": "count.mp4" } ] },
          { "play": "auto", "elements": [ { "video": "turned.mp4" } ] } ] }
        """)
        let x = try XvfbSession()
        let player = try launch(doc, on: x)
        defer { XvfbSession.stop(player) }
        let window = try #require(x.window(named: "window-test"), "the player's window did not appear")
        usleep(300_000)
        let start = Date()
        let a = try screenshot(x, window: window)
        usleep(600_000)
        let b = try screenshot(x, window: window)
        let elapsed = Date().timeIntervalSince(start)
        // Frames advance with the clock: 25 a second (screenshots take a while, so allow ±5).
        let advanced = (clipFrame(b, 200, 150) - clipFrame(a, 200, 150) + 25) % 25
        let expected = Int(elapsed * 25) % 25
        #expect(abs(advanced - expected) <= 5, "advanced \(advanced) frames in \(elapsed) s")

        x.run("xdotool", ["key", "--window", window, "Right"])
        usleep(800_000)
        let turned = try screenshot(x, window: window)
        #expect(turned.pixel(200, 60).0 < 60 && turned.pixel(200, 240).0 > 200, "the upside-down clip is shown upright")
        x.run("xdotool", ["key", "--window", window, "q"])
    }
}
