import Testing
@testable import SwipeDocument

struct WebVTTTests {
    @Test func readsCueTimingsMultiLineCuesAndSkipsNotesAndStyles() {
        let file = """
        WEBVTT - a header's own text
        Kind: captions

        NOTE a note
        over two lines

        STYLE
        ::cue { color: yellow }

        intro
        00:01.000 --> 00:04.500 align:start position:10%
        <v Ann>Hello</v> &amp; <b>welcome</b>
        to the lighthouse.

        01:00:02,250 --> 01:00:03.000
        Later&nbsp;on &lt;3
        """
        let (track, problems) = WebVTT.parse(file, file: "movie.vtt")
        #expect(problems.isEmpty, "\(problems)")
        #expect(track.cues == [
            CaptionCue(start: 1, end: 4.5, text: "Hello & welcome\nto the lighthouse."),
            CaptionCue(start: 3602.25, end: 3603, text: "Later\u{00A0}on <3"),
        ])
    }

    @Test func reportsBadBlocksAtTheirLineAndSkipsThem() {
        let file = "WEBVTT\n\n00:01.000 --> 00:02.000\nkept\n\nno timings here\nat all\n\n00:0x.000 --> 00:03.000\nbad time\n\n00:05.000 --> 00:04.000\nbackwards\n\n00:06.000 --> 00:07.000\nalso kept\n"
        let (track, problems) = WebVTT.parse(file, file: "movie.vtt")
        #expect(track.cues.map(\.text) == ["kept", "also kept"])
        #expect(problems.map(\.description) == [
            "movie.vtt:6:1: warning: not a cue (no \"-->\" timings); skipped",
            "movie.vtt:9:1: warning: cue timings are read as \"00:01.000 --> 00:04.000\", not \"00:0x.000 --> 00:03.000\"; cue skipped",
            "movie.vtt:12:1: warning: the cue ends (4.0 s) before it starts (5.0 s); cue skipped",
        ])
    }

    @Test func aFileWithoutItsHeaderIsReadWithAWarning() {
        let (track, problems) = WebVTT.parse("\u{FEFF}00:00.500 --> 00:01.000\r\nhi\r\n", file: "a.vtt")
        #expect(track.cues == [CaptionCue(start: 0.5, end: 1, text: "hi")])
        #expect(problems.map(\.description) == ["a.vtt:1:1: warning: a WebVTT file starts with \"WEBVTT\"; read as one anyway"])
        #expect(WebVTT.parse("\u{FEFF}WEBVTT\n\n00:00.500 --> 00:01.000\nhi", file: "b.vtt").problems.isEmpty)
    }

    @Test func timestamps() {
        #expect(WebVTT.timestamp("00:01.000") == 1)
        #expect(WebVTT.timestamp("1:02:03.5") == 3723.5)
        #expect(WebVTT.timestamp("100:00:00.000") == 360_000)
        #expect(WebVTT.timestamp("00:60.000") == nil)
        #expect(WebVTT.timestamp("60:00.000") == nil)
        #expect(WebVTT.timestamp("00:-1.000") == nil)
        #expect(WebVTT.timestamp("1.000") == nil)
        #expect(WebVTT.timestamp("00:0x.000") == nil, "not read as a hexadecimal number")
        #expect(WebVTT.timestamp("") == nil)
    }
}
