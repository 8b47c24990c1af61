import Foundation
import MediaTestSupport
import SwipeRender
import Testing

extension SDLSerialTests.WindowTests {
    /// The frame number (mod 25) a counting clip shows at a pixel of a screenshot.
    func clipFrame(_ image: RasterImage, _ x: Int, _ y: Int) -> Int {
        GeneratedMedia.frame(forLuma: Double(image.pixel(x, y).0) * 219 / 255 + 16)
    }

    /// The counting clip's frame in the window, and when it was captured: somewhere within the
    /// screenshot's call, so at its middle, give or take half its length.
    func timedClipFrame(_ x: XvfbSession, window: String) throws -> (frame: Int, at: Date, within: TimeInterval) {
        let before = Date()
        let shot = try screenshot(x, window: window)
        let half = Date().timeIntervalSince(before) / 2
        return (clipFrame(shot, 200, 150), before.addingTimeInterval(half), half)
    }

    /// Whether the counting clip advances 25 frames a second, judged over 3 s of screenshots
    /// taken one after another, so its frame numbers (mod 25) unwrap without doubt; a run whose
    /// screenshots are too slow to tell (a loaded machine) is taken again. False if none was quick
    /// enough; a wrong rate is reported as a failed expectation.
    func framesAdvanceWithTheClock(_ x: XvfbSession, window: String) throws -> Bool {
        for _ in 0..<10 {
            var samples = [try timedClipFrame(x, window: window)]
            var advanced = 0
            while let last = samples.last, last.at.timeIntervalSince(samples[0].at) < 3 {
                let next = try timedClipFrame(x, window: window)
                // Apart by at most 0.4 s, two frames differ by less than 25 even at twice the rate.
                guard next.at.timeIntervalSince(last.at) <= 0.4 else { break }
                advanced += (next.frame - last.frame + 25) % 25
                samples.append(next)
            }
            guard let first = samples.first, let last = samples.last, last.at.timeIntervalSince(first.at) >= 3 else { continue }
            // Each capture's moment is known within its call. The window shows a frame a few drawings
            // old, and a player that started late (a slow machine) catches up: a tenth more or less
            // still tells the clock's pace from a drawing's (60 a second) or a stop.
            let elapsed = last.at.timeIntervalSince(first.at)
            let slack = 3 + (first.within + last.within) * 25 + elapsed * 2.5
            #expect(abs(Double(advanced) - elapsed * 25) <= slack, "advanced \(advanced) frames in \(elapsed) s")
            return true
        }
        return false
    }

    /// Not under ThreadSanitizer (`Packaging/test-sanitized.sh thread` sets `SWIPE_SANITIZER`): its
    /// 5–15× slowdown leaves two cores too little to decode and draw 25 frames a second, so the
    /// clock's pace cannot be told from the machine's.
    @Test(.notUnderThreadSanitizer("decoding at 25 frames a second is beyond two cores under ThreadSanitizer"))
    func videosPlayInTheWindowUprightAndInTime() throws {
        let media = try GeneratedMedia()
        try media.countingClip("count.mp4", seconds: 20, size: "80x60")
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
        // Black, before the clip shows, reads as its first frame.
        _ = try screenshot(x, window: window) { clipFrame($0, 200, 150) != 0 }
        #expect(try framesAdvanceWithTheClock(x, window: window), "no run of screenshots was quick enough to time the clip's frames")

        x.run("xdotool", ["key", "--window", window, "Right"])
        let upright = { (shot: RasterImage) in shot.pixel(200, 60).0 < 60 && shot.pixel(200, 240).0 > 200 }
        #expect(upright(try screenshot(x, window: window, until: upright)), "the upside-down clip is shown upright")
        x.run("xdotool", ["key", "--window", window, "q"])
    }
}
