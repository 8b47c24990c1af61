import Testing
@testable import SwipeDocument

struct CaptionTrackTests {
    @Test func aCueShowsFromItsStartUntilItsEnd() {
        let track = CaptionTrack(cues: [CaptionCue(start: 2, end: 3, text: "second"), CaptionCue(start: 1, end: 2.5, text: "first")])
        #expect(track.text(at: 0.99) == nil)
        #expect(track.text(at: 1) == "first")
        #expect(track.text(at: 2.2) == "first\nsecond", "overlapping cues show together, in start order")
        #expect(track.text(at: 2.5) == "second")
        #expect(track.text(at: 3) == nil, "a cue's end is when it is gone")
    }
}
