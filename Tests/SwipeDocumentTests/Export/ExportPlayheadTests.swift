import Testing
@testable import SwipeDocument
import DocumentTestSupport

/// A `play` export driven as the window drives a document: frames equal `render` of the same
/// moment, turns eased as a key's turn, the page events in the window's order.
struct ExportPlayheadTests {
    static let json = #"""
    { "pages": [
      { "duration": 1, "elements": [ { "to": { "opacity": 0 } } ] },
      { "duration": 2, "elements": [ { "repeat": true, "loop": { "style": "spin" } } ] },
      { "play": "scroll", "duration": 1 },
      { "play": "pause", "duration": 1 },
      { "repeat": true, "duration": 0.4, "vibrate": true }
    ] }
    """#

    func playhead(dwell: Double = 0.5, turn: Double = 0.3) throws -> (Document, ExportSchedule, ExportPlayhead) {
        let d = try #require(document(Self.json))
        let lengths = Dictionary(uniqueKeysWithValues: d.pages.indices.map { ($0, PagePlayLength.of(d.pages[$0], index: $0, lengths: MediaLengths())) })
        let s = ExportSchedule.play(pages: 0...4, playLengths: lengths, dwell: dwell, turn: turn)
        return (d, s, ExportPlayhead(document: d, schedule: s))
    }

    func near(_ a: Double?, _ b: Double?) -> Bool { abs((a ?? -9) - (b ?? -9)) < 1e-9 }

    @Test func aPageAtRestShowsWhatRenderShowsAtTheSameTimeAfterArrival() throws {
        var (d, s, head) = try playhead()
        for stay in s.stays {
            for t in [0, 0.25, 0.7, stay.leave - stay.arrival] where t <= stay.leave - stay.arrival {
                let m = head.moment(at: stay.arrival + t)
                let r = RenderMoment(document: d, page: stay.page, progress: nil, time: t)
                #expect(m.position == Double(stay.page))
                #expect(near(m.clock(stay.page), r.clock(stay.page)), "page \(stay.page) at \(t)")
                #expect(near(m.repeatClock(stay.page), r.repeatClock(stay.page)), "page \(stay.page) repeat clock at \(t)")
            }
        }
    }

    @Test func turnsAreEasedOverTheTurnTimeAndScrubScrollPages() throws {
        var (_, s, head) = try playhead(turn: 0.6)
        let leave = s.stays[1].leave
        #expect(head.moment(at: leave).position == 1)
        let half = head.moment(at: leave + 0.3)
        #expect(near(half.position, 1 + (1 - 0.125)), "ease-out cubic at half the turn")
        #expect(near(half.clock(2), 0.875), "the scroll page follows the view")
        #expect(head.moment(at: s.stays[2].arrival).position == 2)
        #expect(head.moment(at: s.stays[2].arrival).clock(2) == 1)
    }

    @Test func eventsComeInTheWindowsOrder() throws {
        let (d, s, _) = try playhead()
        let events = ExportPlayhead.events(document: d, schedule: s, lengths: MediaLengths(), fps: 30)
        let first = events.prefix(6).map { "\($0.kind) \($0.page)" }
        #expect(first == ["becameCurrent 0", "playStarted 0", "willLeave 0", "didLeave 0", "becameCurrent 1", "playStarted 1"])
        #expect(events[2].time == s.stays[0].leave && events[3].time == s.stays[1].arrival)
        // The scroll page's play starts when the turn towards it starts; the pause page is played on arrival.
        #expect(events.contains(PageEvent(.playStarted, page: 2, time: s.stays[1].leave)))
        #expect(events.contains(PageEvent(.playStarted, page: 3, time: s.stays[3].arrival)))
        // The repeating page's play starts again every loop, at exact times.
        let loops = events.filter { $0.page == 4 && $0.kind == .playStarted }.map(\.time)
        #expect(loops.count == 3 && near(loops[1] - loops[0], 0.4) && near(loops[2] - loops[1], 0.4), "\(loops)")
        #expect(events.map(\.time) == events.map(\.time).sorted())
    }

    @Test func aVibratingPageShakes() throws {
        var (_, s, head) = try playhead()
        let arrival = s.stays[4].arrival
        #expect(head.moment(at: arrival + 0.02).shake(pageWidth: 100) != 0)
        #expect(head.moment(at: arrival + 0.41).shake(pageWidth: 100) != 0, "shaking again on the next loop")
    }

    @Test func videosStartWithThePlayAndPauseWhenLeft() throws {
        let d = try #require(document(#"{ "pages": [ { "duration": 1, "elements": [ { "video": "v.mp4" } ] }, {} ] }"#))
        let video = try #require(PageVideo.of(d.pages[0], index: 0).first)
        let lengths = MediaLengths(files: [video.asset: 1.5])
        let s = ExportSchedule.play(pages: 0...1, playLengths: [0: 1.5, 1: 1], dwell: 0, turn: 0.3)
        var head = ExportPlayhead(document: d, schedule: s, lengths: lengths)
        #expect(head.moment(at: 1).videoElapsed(0) == 1 && head.moment(at: 1).isPlaying(0))
        #expect(!head.moment(at: 1.5).isPlaying(0), "the video has ended")
        #expect(head.moment(at: 2).videoElapsed(0) == 1.8, "paused when the page was left")
        let kinds = head.events.filter { $0.page == 0 }.map(\.kind)
        #expect(kinds == [.becameCurrent, .videosStarted, .playStarted, .willLeave, .videosPaused, .didLeave])
    }
}
