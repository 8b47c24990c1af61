import Foundation
import Testing

/// Captions as `render` and `export` draw them (the window draws them through the same engine):
/// a page's speech at the sentence spoken, a video's and a page sound's WebVTT cues during their
/// interval only, and a movie exported with `--captions` carrying them in its frames. Media are
/// made here (ffmpeg) and speech by espeak-ng; pictures are read back as RGB, no OCR: the band's
/// text is found as the theme's white caption text on its dark band, its width measured.
struct CaptionsCommandLineTests {
    static let size = (width: 640, height: 480)

    /// The caption text's pixels in the bottom quarter of a picture: near-white ones on a page
    /// that has none, and the columns they span.
    struct Band: Equatable {
        var textPixels: Int
        var left: Int
        var right: Int
        var markPixels: Int
        var width: Int { right - left }
    }

    static func band(_ rgb: [UInt8]) -> Band {
        var band = Band(textPixels: 0, left: Int.max, right: 0, markPixels: 0)
        let (w, h) = size
        for y in (h * 3 / 4)..<h {
            for x in 0..<w {
                let i = (y * w + x) * 3
                let r = Int(rgb[i]), g = Int(rgb[i + 1]), b = Int(rgb[i + 2])
                if r > 230 && g > 230 && b > 230 {
                    band.textPixels += 1
                    band.left = min(band.left, x)
                    band.right = max(band.right, x)
                }
                // The default theme's mark under the word spoken (#FFD900).
                if r > 220 && g > 190 && g < 235 && b < 60 { band.markPixels += 1 }
            }
        }
        return band
    }

    static let speechDocument = #"""
    { "dimension": [320, 240],
      "pages": [ { "bc": "#204060", "duration": 12, "speech": { "text": "Hi. The lighthouse keeper lights the lamp every night." } } ] }
    """#

    func render(_ f: ExportFixture, _ doc: String, _ options: [String]) throws -> [UInt8] {
        try f.render(doc, size: "\(Self.size.width)x\(Self.size.height)", options)
    }

    @Test func renderAtATimeWithinTheSpeechShowsTheSentenceSpoken() throws {
        let f = try ExportFixture()
        let doc = try f.write("speech.swipe", Self.speechDocument)
        let off = Self.band(try render(f, doc, ["--time", "0.2"]))
        #expect(off.textPixels == 0, "no captions unless asked for: \(off)")
        let first = Self.band(try render(f, doc, ["--time", "0.2", "--set", "captions=on"]))
        let second = Self.band(try render(f, doc, ["--time", "1.5", "--set", "captions=on"]))
        #expect(first.textPixels > 50 && second.textPixels > 50, "\(first) \(second)")
        // "Hi." and the sentence after it: the band's text as wide as what it says.
        #expect(first.width > 10 && first.width < 80, "\"Hi.\" is short: \(first)")
        #expect(second.width > first.width * 5, "the second sentence is long: \(first) \(second)")
        #expect(first.markPixels > 0 && second.markPixels > 0, "the word spoken is marked: \(first) \(second)")
        let after = Self.band(try render(f, doc, ["--time", "11", "--set", "captions=on"]))
        #expect(after.textPixels == 0, "nothing once the speech has been said: \(after)")
    }

    @Test func aWebVTTCueShowsDuringItsIntervalAndNotAfter() throws {
        let f = try ExportFixture()
        try f.tool("/usr/bin/ffmpeg", ["-v", "error", "-y", "-f", "lavfi", "-i", "color=c=0x305030:s=64x48:d=4:r=25", "-pix_fmt", "yuv420p", f.path("movie.mp4")])
        _ = try f.write("movie.vtt", "WEBVTT\n\nNOTE made by the test\n\n00:00.500 --> 00:01.500 line:90%\nThe keeper climbs\nthe stairs.\n")
        try f.tone("sound.wav", frequency: 440, seconds: 4, amplitude: 0.2)
        _ = try f.write("words.vtt", "WEBVTT\n\n00:02.000 --> 00:03.000\nA bell rings out over the water.\n")
        let doc = try f.write("video.swipe", #"""
        { "dimension": [320, 240],
          "pages": [ { "bc": "#204060", "duration": 6, "audio": "sound.wav", "audioCaptions": "words.vtt",
                       "elements": [ { "x": 40, "y": 20, "w": 240, "h": 120, "video": "movie.mp4" } ] } ] }
        """#)
        let before = Self.band(try render(f, doc, ["--time", "0.2", "--set", "captions=on"]))
        let during = Self.band(try render(f, doc, ["--time", "1.0", "--set", "captions=on"]))
        let after = Self.band(try render(f, doc, ["--time", "1.6", "--set", "captions=on"]))
        let sound = Self.band(try render(f, doc, ["--time", "2.5", "--set", "captions=on"]))
        let done = Self.band(try render(f, doc, ["--time", "3.2", "--set", "captions=on"]))
        #expect(before.textPixels == 0, "\(before)")
        #expect(during.textPixels > 50, "the video's cue shows from 0.5 s to 1.5 s: \(during)")
        #expect(after.textPixels == 0, "and is gone after it: \(after)")
        #expect(sound.textPixels > 50 && sound.width > during.width, "the page sound's cue, named by audioCaptions: \(sound) \(during)")
        #expect(done.textPixels == 0, "\(done)")
    }

    @Test func aMovieExportedWithCaptionsShowsThemInItsFrames() throws {
        let f = try ExportFixture()
        let doc = try f.write("speech.swipe", Self.speechDocument.replacingOccurrences(of: "\"duration\": 12", with: "\"duration\": 1"))
        #expect(try f.export(doc, "plain.mp4", ["--size", "640x480", "--dwell", "0"]).status == 0)
        let run = try f.export(doc, "captioned.mp4", ["--size", "640x480", "--dwell", "0", "--captions"])
        #expect(run.status == 0, "\(run.stderr)")
        let plain = Self.band(try f.frame("plain.mp4", 45)), captioned = Self.band(try f.frame("captioned.mp4", 45))
        #expect(plain.textPixels == 0, "\(plain)")
        #expect(captioned.textPixels > 50 && captioned.width > 100, "the long sentence, 1.5 s in: \(captioned)")
        let rendered = try render(f, doc, ["--time", "1.5", "--set", "captions=on"])
        #expect(Measure.psnr(try f.frame("captioned.mp4", 45), rendered) >= 30, "the frame is what render draws of the moment")
    }
}
