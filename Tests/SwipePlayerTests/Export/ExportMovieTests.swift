import Foundation
import Testing

/// `swipe-player export` to movies: the streams ffprobe sees, frames equal to `render` of the
/// same moment, and the sound track holding the music and the page audio where the window plays
/// them.
struct ExportMovieTests {
    /// Three pages: two of the template with music (the second with a beep as its audio), a third
    /// without; boxes move so a frame of the wrong moment differs. With --dwell 0.5 and the 0.3 s
    /// turn: page 1 from 0 to 1, page 2 from 1.3 to 2.3, page 3 from 2.6 to 3.6.
    static let document = #"""
    { "dimension": [160, 120],
      "templates": { "pages": { "music": { "bgm": "music.wav" } } },
      "pages": [
        { "template": "music", "bc": "#203040", "duration": 0.5,
          "elements": [ { "x": 10, "y": 10, "w": 40, "h": 40, "bc": "#ff8000", "to": { "translate": [100, 60] } } ] },
        { "template": "music", "bc": "#f0f0f0", "duration": 0.5, "audio": "beep.wav",
          "elements": [ { "x": 100, "y": 60, "w": 40, "h": 40, "bc": "#0040ff", "to": { "translate": [-80, -40] } } ] },
        { "bc": "#406020", "duration": 0.5, "elements": [ { "x": 60, "y": 40, "w": 40, "h": 40, "bc": "#ffff00", "cornerRadius": 20 } ] }
      ] }
    """#

    func fixture() throws -> (ExportFixture, String) {
        let f = try ExportFixture()
        try f.tone("music.wav", frequency: 440, seconds: 10, amplitude: 0.15)
        try f.tone("beep.wav", frequency: 1000, seconds: 0.3, amplitude: 0.6)
        return (f, try f.write("book.swipe", Self.document))
    }

    /// Frames at moments inside each page's stay equal `render --page P --time T` of the moment.
    func expectFramesMatchRender(_ f: ExportFixture, _ doc: String, _ movie: String) throws {
        for (frame, page, time) in [(6, 1, 0.2), (45, 2, 0.2), (90, 3, 0.4)] {
            let exported = try f.frame(movie, frame)
            let rendered = try f.render(doc, size: "160x120", ["--page", "\(page)", "--time", "\(time)"])
            #expect(Measure.psnr(exported, rendered) >= 35, "frame \(frame) of \(movie): \(Measure.psnr(exported, rendered)) dB")
        }
        let elsewhere = try f.render(doc, size: "160x120", ["--page", "1", "--time", "0.4"])
        #expect(Measure.psnr(try f.frame(movie, 6), elsewhere) < 30, "another moment is told apart")
    }

    func expectStreams(_ f: ExportFixture, _ movie: String, video: String, audio: String) throws {
        let probe = try f.probe(movie)
        #expect(probe.filter { $0 == "codec_type=audio" }.count == 1, "\(probe)")
        #expect(probe.contains("codec_name=\(video)") && probe.contains("codec_name=\(audio)"), "\(probe)")
        #expect(probe.contains("width=160") && probe.contains("height=120") && probe.contains("r_frame_rate=30/1"), "\(probe)")
        #expect(probe.contains("nb_read_frames=108"), "3 × (0.5 + 0.5) + 2 × 0.3 s at 30 fps: \(probe)")
        let duration = Double(probe.first { $0.hasPrefix("duration=") }?.dropFirst(9) ?? "") ?? 0
        #expect(abs(duration - 3.6) <= 1.0 / 30 + 0.01, "duration \(duration)")
    }

    /// The music's tone on the template's pages, silence once a page without it is reached, and
    /// the page's audio starting when page 2 arrives (1.3 s), to 25 ms.
    func expectSound(_ f: ExportFixture, _ movie: String) throws {
        let s = try f.sound(movie)
        #expect(abs(Measure.frequency(s, 0.1, 0.9) - 440) < 15, "music on page 1: \(Measure.frequency(s, 0.1, 0.9)) Hz")
        #expect(abs(Measure.frequency(s, 1.7, 2.25) - 440) < 15, "music kept on page 2")
        #expect(Measure.peak(s, 0.1, 0.9) > 3000 && Measure.peak(s, 0.1, 0.9) < 8000)
        let onset = try #require(Measure.onset(s, after: 0.5, threshold: 12000))
        #expect(abs(onset - 1.3) <= 0.025, "page audio at \(onset) s, due at 1.3 s")
        #expect(Measure.peak(s, 2.95, 3.55) < 300, "music faded out on page 3: \(Measure.peak(s, 2.95, 3.55))")
    }

    @Test(arguments: [("book.mp4", "h264", "aac"), ("book.webm", "vp9", "opus")])
    func movieHasItsStreamsFramesAndSound(movie: String, video: String, audio: String) throws {
        let (f, doc) = try fixture()
        let r = try f.export(doc, movie, ["--dwell", "0.5"])
        #expect(r.status == 0, "\(r.stderr)")
        try expectStreams(f, movie, video: video, audio: audio)
        try expectFramesMatchRender(f, doc, movie)
        try expectSound(f, movie)
    }

    /// The original engine's exporter: frame n is `render --page ⌊n/fps⌋+1 --progress (n mod fps)/fps`.
    @Test func scrollStyleFrameNIsRenderOfItsPageAndProgress() throws {
        let f = try ExportFixture()
        let doc = try f.write("scroll.swipe", #"""
        { "dimension": [160, 120], "pages": [
          { "bc": "#a02020", "elements": [ { "x": 20, "y": 20, "w": 50, "h": 50, "bc": "#ffffff" } ] },
          { "bc": "#2020a0", "play": "scroll", "elements": [ { "x": 10, "y": 60, "w": 40, "h": 40, "bc": "#ffff00", "to": { "translate": [100, -40] } } ] },
          { "bc": "#20a020", "transition": "fadeIn" }
        ] }
        """#)
        let r = try f.export(doc, "scroll.mp4", ["--style", "scroll", "--fps", "10"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(try f.probe("scroll.mp4").contains("nb_read_frames=21"), "two seconds, ending on the last page")
        for n in [4, 10, 13, 17, 20] {
            let expected = try f.render(doc, size: "160x120", ["--page", "\(n / 10 + 1)", "--progress", "\(Double(n % 10) / 10)"])
            let psnr = Measure.psnr(try f.frame("scroll.mp4", n), expected)
            #expect(psnr >= 35, "frame \(n): \(psnr) dB")
        }
        let next = try f.render(doc, size: "160x120", ["--page", "1", "--progress", "0.5"])
        #expect(Measure.psnr(try f.frame("scroll.mp4", 4), next) < 30, "another moment is told apart")
    }
}
