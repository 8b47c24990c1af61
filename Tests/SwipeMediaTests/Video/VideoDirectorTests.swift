import Foundation
import MediaTestSupport
import Testing
@testable import SwipeDocument
@testable import SwipeMedia

@Suite struct VideoDirectorTests {
    func load(_ media: GeneratedMedia, _ pages: String) throws -> Document {
        let path = try media.write("doc.swipe", #"{ "dimension": [64, 48], "pages": [ \#(pages) ] }"#)
        return try #require(DocumentLoader.load(path: path).document)
    }

    /// The content the display list would carry for element `k` of page `page` at `elapsed`.
    func content(_ doc: Document, page: Int, element k: Int = 0, elapsed: Double) -> VideoContent {
        let e = doc.pages[page].elements[k]
        return VideoContent(asset: (e.video ?? e.radio)!, instance: .init(page: page, path: [k]),
                            timing: VideoTiming(start: e.videoStart, duration: e.videoDuration, loops: doc.pages[page].repeat),
                            elapsed: elapsed, fill: false, isStream: e.stream, isRadio: e.video == nil)
    }

    /// Asks for the picture until it is the one due (bounded wait).
    func picture(_ d: VideoDirector, _ c: VideoContent, due: Double) -> VideoPicture {
        let deadline = Date().addingTimeInterval(3)
        var p = d.picture(for: c)
        while Date() < deadline, !(p.frame.map { $0.time <= due + 0.001 && due - $0.time < 0.04 } ?? false) {
            usleep(2000)
            p = d.picture(for: c)
        }
        return p
    }

    @Test func playStartsRunThePageVideosAndLeavingPausesThem() throws {
        let media = try GeneratedMedia()
        try media.countingClip("count.mp4", seconds: 2)
        let doc = try load(media, #"{ "play": "auto", "elements": [ { "video": "count.mp4" } ] }, { }"#)
        let d = VideoDirector(document: doc, audioFormat: nil, report: { Issue.record("unexpected message \($0)") })
        #expect(d.elapsed(0, at: 5) == 0 && !d.isPlaying(0, at: 5))
        let before = picture(d, content(doc, page: 0, elapsed: 0), due: 0)
        #expect(before.frame?.time == 0, "the first picture waits for the play start")

        d.start([Playback.Cue(page: 0, time: 10)])
        #expect(abs(d.elapsed(0, at: 11.3) - 1.3) < 1e-9 && d.isPlaying(0, at: 11.3))
        let p = picture(d, content(doc, page: 0, elapsed: d.elapsed(0, at: 11.3)), due: 1.28)
        #expect(p.frame.map { abs($0.time - 1.28) < 0.001 } == true && p.info?.rotation == 0)
        #expect(!d.isPlaying(0, at: 12.5), "a two-second clip has ended")

        d.navigated(.didLeave(0, goingBack: false), at: 11.5)
        #expect(d.elapsed(0, at: 20) == 1.5 && !d.isPlaying(0, at: 20))
        d.start([Playback.Cue(page: 0, time: 30)])
        #expect(d.elapsed(0, at: 30) == 0, "the next play starts from videoStart")
    }

    @Test func repeatingPagesLoopAndScrolledPagesIgnorePlayStarts() throws {
        let media = try GeneratedMedia()
        try media.countingClip("count.mp4", seconds: 1)
        let doc = try load(media, #"{ "repeat": true, "elements": [ { "video": "count.mp4" } ] }, { "play": "scroll", "elements": [ { "video": "count.mp4" } ] }"#)
        let d = VideoDirector(document: doc, audioFormat: nil, report: { _ in })
        d.start([Playback.Cue(page: 0, time: 0), Playback.Cue(page: 1, time: 0)])
        d.start([Playback.Cue(page: 0, time: 0.2)])
        #expect(d.elapsed(0, at: 0.5) == 0.5, "a repeat loop's cue does not restart the video")
        #expect(!d.isPlaying(1, at: 0.5) && d.elapsed(1, at: 0.5) == 0)
        _ = picture(d, content(doc, page: 0, elapsed: 0.5), due: 0.48)
        #expect(d.isPlaying(0, at: 50), "looping videos play on")
    }

    @Test func radiosConnectOnlyWhilePlayingAndShowTheirState() throws {
        let media = try GeneratedMedia()
        let port = LocalHTTPServer.closedPort()
        let doc = try load(media, #"{ "play": "always", "elements": [ { "radio": "http://127.0.0.1:\#(port)/live.mp3" } ] }"#)
        let log = MessageLog()
        let d = VideoDirector(document: doc, audioFormat: PCMFormat(sampleRate: 48000, channels: 2), report: log.add)
        let c = content(doc, page: 0, elapsed: 0)
        #expect(d.picture(for: c).status == .waiting)
        d.start([Playback.Cue(page: 0, time: 0)])
        #expect(d.isPlaying(0, at: 0.1))
        var p = d.picture(for: c)
        let deadline = Date().addingTimeInterval(5)
        while p.status != .failed, Date() < deadline {
            usleep(10_000)
            p = d.picture(for: c)
        }
        #expect(p.status == .failed && p.label(for: c) == "no connection")
        #expect(!d.isAnimating(at: 1) && !d.isPlaying(0, at: 1), "a dead radio neither plays nor keeps the window drawing")
        _ = d.picture(for: c)
        #expect(log.all.count == 1 && log.all.first?.contains("127.0.0.1:\(port)") == true, "\(log.all)")
    }
}
