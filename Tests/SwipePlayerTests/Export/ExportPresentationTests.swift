import Foundation
import Testing

/// `export` with the settings that change what is shown and heard: `doublePageSpread` (frames of
/// spreads, turning as one, mirrored right to left, equal to `render` of the spread),
/// `speechRate` and `speechVoice` (the speech of the sound track and the pages' lengths), and
/// `autoplay` off (pages wait at their start, their audio not started), in `export` and `render`.
struct ExportPresentationTests {
    /// Four portrait pages of one colour each: red, green, blue, yellow. At 240x160 a spread (two
    /// 60x80 pages) fills the picture. With --dwell 0.5, --turn 1 and each page's 0.5 s: spread 0
    /// ([1]) from 0 to 1, the turn to 2, spread 1 ([2, 3]) from 2 to 3, the turn to 4, spread 2.
    static func spreads(paging: String) -> String {
        """
        { "dimension": [60, 80], "paging": "\(paging)", "pages": [
          { "bc": "#ff0000", "duration": 0.5 }, { "bc": "#00ff00", "duration": 0.5 },
          { "bc": "#0000ff", "duration": 0.5 }, { "bc": "#ffff00", "duration": 0.5 } ] }
        """
    }

    static let red = [255, 0, 0], green = [0, 255, 0], blue = [0, 0, 255]

    /// The colour at a fraction of the width, half way down a 240x160 picture.
    func colour(_ rgb: [UInt8], at x: Double) -> [Int] {
        let i = (80 * 240 + Int(x * 240)) * 3
        return rgb[i..<i + 3].map(Int.init)
    }

    func near(_ a: [Int], _ b: [Int]) -> Bool { zip(a, b).allSatisfy { abs($0 - $1) < 40 } }

    /// Frames of the first spread, 40% through the first turn and of the second spread at rest,
    /// checked by colour (a right-to-left document's mirrored) and against `render` of the spread.
    @Test(arguments: ["leftToRight", "rightToLeft"])
    func spreadsTurnAsOneAndMatchRender(paging: String) throws {
        let f = try ExportFixture()
        let doc = try f.write("\(paging).swipe", Self.spreads(paging: paging))
        let movie = "\(paging).mkv"
        let r = try f.export(doc, movie, ["--size", "240x160", "--fps", "10", "--dwell", "0.5", "--turn", "1", "--set", "doublePageSpread=both"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(try f.probe(movie).contains("nb_read_frames=50"), "3 spreads × 1 s + 2 turns × 1 s at 10 fps")
        // Where a colour is across a left-to-right picture; mirrored right to left.
        let at = { (x: Double) in paging == "rightToLeft" ? 1 - x : x }
        let first = try f.frame(movie, 3)
        #expect(near(colour(first, at: at(0.75)), Self.red) && !near(colour(first, at: at(0.25)), Self.red), "the first page alone, on its recto side")
        // The two spreads side by side, moving as one.
        let turning = try f.frame(movie, 14)
        let seen = [0.05, 0.45, 0.95].map { colour(turning, at: at($0)) }
        #expect(near(seen[0], Self.red) && near(seen[1], Self.green) && near(seen[2], Self.blue), "\(seen)")
        let still = try f.frame(movie, 25)
        #expect(near(colour(still, at: at(0.25)), Self.green) && near(colour(still, at: at(0.75)), Self.blue), "pages 2 and 3 side by side")
        for (frame, page) in [(3, 1), (25, 2), (25, 3)] {
            let rendered = try f.render(doc, size: "240x160", ["--page", "\(page)", "--set", "doublePageSpread=both"])
            let exported = frame == 3 ? first : still
            #expect(Measure.psnr(exported, rendered) >= 35, "frame \(frame) and render --page \(page): \(Measure.psnr(exported, rendered)) dB")
        }
    }

    /// Pictures (and PDF pages) are of spreads, each named after its first page.
    @Test func picturesAreOfSpreads() throws {
        let f = try ExportFixture()
        let doc = try f.write("book.swipe", Self.spreads(paging: "leftToRight"))
        let r = try f.player(["export", doc, "-o", f.path("pages") + "/", "--quiet", "--size", "240x160", "--set", "doublePageSpread=both"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: f.path("pages")).sorted() == ["page-001.png", "page-002.png", "page-004.png"])
        let second = try f.rgb(f.path("pages/page-002.png"))
        #expect(near(colour(second, at: 0.25), Self.green) && near(colour(second, at: 0.75), Self.blue))
    }

    /// One page speaking a sentence; the movie lasts as long as the speech (no dwell).
    static let speech = #"""
    { "dimension": [80, 60], "pages": [ { "bc": "#202020", "speech": { "text": "Good morning, this sentence is spoken at the rate the reader chose." } } ] }
    """#

    func seconds(_ f: ExportFixture, _ movie: String) throws -> Double {
        Double(try f.probe(movie).first { $0.hasPrefix("duration=") }?.dropFirst(9) ?? "") ?? 0
    }

    @Test func speechRateAndVoiceReachTheSoundTrack() throws {
        let f = try ExportFixture()
        let doc = try f.write("speech.swipe", Self.speech)
        for (name, options) in [("normal", [String]()), ("slow", ["--set", "speechRate=0.5"]), ("german", ["--set", "speechVoice=de"])] {
            let r = try f.export(doc, "\(name).mkv", ["--dwell", "0"] + options)
            #expect(r.status == 0, "\(name): \(r.stderr)")
        }
        let normal = try seconds(f, "normal.mkv"), slow = try seconds(f, "slow.mkv")
        #expect(normal > 2 && slow > normal * 1.3, "the page waits for its speech: \(normal) s, at half the rate \(slow) s")
        #expect(Measure.peak(try f.sound("slow.mkv"), slow - 1, slow - 0.3) > 1000, "still speaking near the slow movie's end")
        let english = try f.sound("normal.mkv"), german = try f.sound("german.mkv")
        let differing = zip(english, german).filter { abs(Int($0) - Int($1)) > 500 }.count
        #expect(differing > english.count / 10, "another voice says it: \(differing) of \(english.count) samples differ")
    }

    /// A box that moves over the first page's second, with a beep as the page's audio.
    static let moving = #"""
    { "dimension": [160, 120], "pages": [
      { "bc": "#203040", "duration": 1, "audio": "beep.wav",
        "elements": [ { "x": 10, "y": 10, "w": 40, "h": 40, "bc": "#ff8000", "to": { "translate": [100, 60] } } ] },
      { "bc": "#406020" } ] }
    """#

    @Test func withoutAutoplayPagesWaitAtTheirStartInExportAndRender() throws {
        let f = try ExportFixture()
        try f.tone("beep.wav", frequency: 1000, seconds: 0.3, amplitude: 0.6)
        let doc = try f.write("moving.swipe", Self.moving)
        let r = try f.export(doc, "still.mkv", ["--dwell", "0.5", "--set", "autoplay=off"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(try f.probe("still.mkv").contains("nb_read_frames=39"), "no play to wait for: 0.5 + 0.3 + 0.5 s at 30 fps")
        #expect(Measure.peak(try f.sound("still.mkv"), 0, 1.2) < 300, "the page's audio is not started")
        let start = try f.render(doc, size: "160x120", ["--page", "1", "--time", "0"])
        let waiting = try f.render(doc, size: "160x120", ["--page", "1", "--time", "0.6", "--set", "autoplay=off"])
        let playing = try f.render(doc, size: "160x120", ["--page", "1", "--time", "0.6"])
        #expect(Measure.maxDifference(waiting, start) == 0, "render --time shows the page at its start")
        #expect(Measure.psnr(waiting, playing) < 30, "with autoplay the box has moved")
        #expect(Measure.psnr(try f.frame("still.mkv", 12), start) >= 35, "the exported page at its start 0.4 s after arrival")
    }
}
