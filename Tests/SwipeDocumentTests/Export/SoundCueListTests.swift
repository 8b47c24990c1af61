import Foundation
import Testing
@testable import SwipeDocument
import DocumentTestSupport

/// The sound track's cues: what the window's sound would play, and when.
struct SoundCueListTests {
    static let json = #"""
    { "templates": { "pages": {
        "a": { "bgm": "a.mp3" }, "b": { "bgm": "b.mp3" }
      } },
      "pages": [
        { "template": "a", "audio": "tick.wav", "speech": { "text": "one" } },
        { "template": "a" },
        { "template": "b", "repeat": true, "elements": [ { "video": "v.mp4", "videoStart": 0.5 } ] },
        { }
    ] }
    """#

    func cues() throws -> (Document, [SoundCue]) {
        let d = try #require(document(Self.json))
        let video = try #require(PageVideo.of(d.pages[2], index: 2).first)
        let lengths = MediaLengths(files: [video.asset: 2.5])
        let s = ExportSchedule.play(pages: 0...3, playLengths: [0: 1, 1: 1, 2: 1, 3: 1], dwell: 0, turn: 0.5)
        let events = ExportPlayhead.events(document: d, schedule: s, lengths: lengths, fps: 10)
        return (d, SoundCueList.make(events: events, document: d, language: "*", lengths: lengths))
    }

    @Test func musicIsKeptAcrossItsTemplateAndFadesOverToAnother() throws {
        let (d, cues) = try cues()
        let music = cues.filter { $0.role == .music }
        #expect(music.count == 2)
        #expect(music[0].source == .file(d.pages[0].bgm!) && music[0].start == 0 && music[0].loops)
        // Page 3 (template b) arrives at 1 + 0.5 + 1 + 0.5 = 3: a fades out, then b fades in.
        #expect(music[0].end == 3.25 && music[0].fadeOut == 0.25)
        #expect(music[1].start == 3.25 && music[1].fadeIn == 0.25)
        // Page 4 has no template: b fades out.
        #expect(music[1].end == 4.75)
    }

    @Test func pageAudioAndSpeechStartWithThePlayAndStopWhenLeft() throws {
        let (d, cues) = try cues()
        let audio = try #require(cues.first { $0.role == .pageAudio })
        #expect(audio.source == .file(d.pages[0].audio!) && audio.start == 0 && audio.end == 1.5, "stopped when page 1 is left")
        let speech = try #require(cues.first { $0.role == .speech })
        #expect(speech.source == .speech(page: 0) && speech.end == 1, "stopped when the turn away starts")
    }

    @Test func aRepeatingPagesVideoSoundLoopsFromVideoStart() throws {
        let (_, cues) = try cues()
        let video = cues.filter { $0.role == .video }
        #expect(video.count == 1, "one start: a repeating page's videos keep looping")
        #expect(video.first?.start == 3 && video.first?.offset == 0.5 && video.first?.loops == true && video.first?.loopLength == 2)
        #expect(video.first?.end == 4.5, "paused when the page is left")
    }
}
