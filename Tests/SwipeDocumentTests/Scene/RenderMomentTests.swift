import Testing
@testable import SwipeDocument
import DocumentTestSupport

/// What `render --page --progress --time` draws: the clocks the window would show at that moment
/// (behaviour reference 2.3-2.4, 2.7, 3.11).
struct RenderMomentTests {
    /// Page 2 plays by scrolling, with a repeating element; page 4 plays by scrolling and repeats.
    static let json = #"""
    { "pages": [
      {},
      { "play": "scroll", "duration": 2, "elements": [ { "repeat": true, "loop": { "style": "spin" } } ] },
      { "play": "scroll" },
      { "play": "scroll", "repeat": true, "duration": 2 }
    ] }
    """#

    @Test func renderDrawsTheSameMoments() throws {
        let d = try #require(document(Self.json))
        for progress in [0.0, 0.5, 1] {
            let m = RenderMoment(document: d, page: 0, progress: progress, time: nil)
            #expect(m.position == progress && m.clock(1) == progress && m.repeatClock(1) == progress, "dragged in at \(progress)")
        }
        let rest = RenderMoment(document: d, page: 1, progress: nil, time: nil)
        #expect(rest.clock(1) == 1 && rest.repeatClock(1) == 0 && rest.clock(2) == 0)
        let later = RenderMoment(document: d, page: 1, progress: nil, time: 0.5)
        #expect(later.clock(1) == 1 && later.repeatClock(1) == 0.25, "--time: the repeating elements have gone round")
        #expect(RenderMoment(document: d, page: 3, progress: nil, time: 0.5).clock(3) == 0.25, "a repeating scroll page plays")
        #expect(RenderMoment(document: d, page: 3, progress: nil, time: 2.5).clock(3) == 0.25, "round and round")
        // The window opened on the same page shows the same clocks.
        for page in d.pages.indices {
            let r = Reader(d, page: page, at: 0), m = RenderMoment(document: d, page: page, progress: nil, time: 0.75)
            for i in d.pages.indices {
                #expect(m.clock(i) == r.playback.clock(i, at: 0.75) && m.repeatClock(i) == r.playback.repeatClock(i, at: 0.75), "page \(page + 1): \(i + 1)")
            }
        }
    }

    @Test func otherPagesRenderAsBefore() throws {
        let d = try #require(document(#"{ "pages": [ { "duration": 2 }, { "play": "pause", "duration": 2 }, { "play": "never" }, { "play": "always" } ] }"#))
        #expect(RenderMoment(document: d, page: 0, progress: nil, time: nil).clock(0) == 0)
        #expect(RenderMoment(document: d, page: 0, progress: nil, time: 1).clock(0) == 0.5)
        #expect(RenderMoment(document: d, page: 0, progress: nil, time: 9).clock(0) == 1)
        #expect(RenderMoment(document: d, page: 1, progress: nil, time: nil).clock(1) == 0)
        #expect(RenderMoment(document: d, page: 1, progress: nil, time: 1).clock(1) == 0.5, "--time presses play")
        #expect(RenderMoment(document: d, page: 1, progress: 0.5, time: nil).clock(2) == 1, "never: at its end")
        #expect(RenderMoment(document: d, page: 2, progress: 0.5, time: nil).clock(3) == 0, "waiting at its start")
        #expect(RenderMoment(document: d, page: 3, progress: nil, time: nil).clock(2) == 1)
    }
}
