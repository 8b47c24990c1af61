import Testing
@testable import SwipeDocument
import DocumentTestSupport

/// A `play` or `scroll` export with spreads and without autoplay (`PageShowing`): the view moves
/// spread by spread as the window's does, each spread's pages entered together, and without
/// autoplay no page plays or starts its sound.
struct ExportShowingTests {
    /// Five pages: spreads [0], [1, 2], [3, 4].
    static let json = #"""
    { "pages": [
      { "duration": 1, "elements": [ { "to": { "opacity": 0 } } ] },
      { "duration": 2, "elements": [ { "to": { "opacity": 0 } } ] },
      { "duration": 0.5, "elements": [ { "to": { "opacity": 0 } } ] },
      { "play": "scroll", "duration": 1 },
      { "play": "pause", "duration": 1 }
    ] }
    """#

    func setUp(autoplay: Bool = true) throws -> (Document, PageShowing, ExportSchedule) {
        let d = try #require(document(Self.json))
        let showing = PageShowing(spreads: SpreadLayout(pageCount: d.pages.count, rightToLeft: false), autoplay: autoplay)
        let lengths = Dictionary(uniqueKeysWithValues: d.pages.indices.map {
            ($0, PagePlayLength.of(d.pages[$0], index: $0, lengths: MediaLengths(), autoplay: autoplay))
        })
        return (d, showing, ExportSchedule.play(pages: 0...4, playLengths: lengths, dwell: 0.5, turn: 0.3, showing: showing))
    }

    func near(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-9 }

    @Test func aSpreadStaysAsLongAsItsLongestPage() throws {
        let (_, _, s) = try setUp()
        #expect(s.stops == 0...2)
        #expect(s.stays.map(\.page) == [0, 1, 2])
        #expect(zip(s.stays.map { $0.playEnd - $0.arrival }, [1.0, 2, 1]).allSatisfy(near), "page 0; pages 1 and 2 (2 s); pages 3 and 4 (1 s)")
        #expect(near(s.duration, 1.5 + 0.3 + 2.5 + 0.3 + 1.5))
        let part = ExportSchedule.play(pages: 2...3, playLengths: [:], dwell: 1, turn: 0, showing: PageShowing(spreads: SpreadLayout(pageCount: 5, rightToLeft: false)))
        #expect(part.stays.map(\.page) == [1, 2], "a spread is shown whole")
    }

    @Test func theViewTurnsSpreadBySpreadAndPagesMatchRender() throws {
        let (d, showing, s) = try setUp()
        var head = ExportPlayhead(document: d, schedule: s)
        for stay in s.stays {
            for t in [0, 0.4, stay.leave - stay.arrival] {
                let m = head.moment(at: stay.arrival + t)
                #expect(m.position == Double(stay.page), "spread \(stay.page) at \(t)")
                let pages = showing.pages(of: stay.page)
                let r = RenderMoment(document: d, page: pages[0], progress: nil, time: t, showing: showing)
                #expect(r.position == m.position)
                for p in pages { #expect(near(m.clock(p), r.clock(p)), "page \(p) at \(t): \(m.clock(p)) \(r.clock(p))") }
            }
        }
        var again = ExportPlayhead(document: d, schedule: s)
        let turning = again.moment(at: s.stays[0].leave + 0.15)
        #expect(turning.position > 0.5 && turning.position < 1, "half a turn eases most of the way to spread 1: \(turning.position)")
        #expect(turning.clock(3) == 0, "a scroll page two spreads away is not scrubbed")
    }

    @Test func eachSpreadsPagesAreEnteredTogether() throws {
        let (d, _, s) = try setUp()
        let events = ExportPlayhead.events(document: d, schedule: s, lengths: MediaLengths(), fps: 30).map { "\($0.kind) \($0.page)" }
        #expect(Array(events.prefix(8)) == ["becameCurrent 0", "playStarted 0", "willLeave 0", "didLeave 0",
                                            "becameCurrent 1", "becameCurrent 2", "playStarted 1", "playStarted 2"], "\(events)")
        #expect(events.contains("playStarted 3") && events.contains("playStarted 4"), "the scroll page as the turn starts; the pause page pressed")
    }

    @Test func withoutAutoplayPagesWaitAtTheirStartAndStartNothing() throws {
        let (d, showing, s) = try setUp(autoplay: false)
        #expect(s.stays.map { $0.playEnd - $0.arrival } == [0, 0, 0], "nothing to wait for")
        let events = ExportPlayhead.events(document: d, schedule: s, lengths: MediaLengths(), fps: 30)
        #expect(events.filter { $0.kind == .playStarted }.map(\.page) == [3], "only the scroll page, scrubbed by the turn: \(events)")
        var head = ExportPlayhead(document: d, schedule: s)
        let last = head.moment(at: s.duration)
        #expect(last.clock(4) == 0 && !last.isPlaying(4), "the pause page is not pressed")
        var first = ExportPlayhead(document: d, schedule: s)
        #expect(first.moment(at: 0.4).clock(0) == 0 && !first.moment(at: 0.4).isPlaying(0))
        let scroll = ExportSchedule.scroll(pages: 0...4, showing: showing)
        #expect(scroll.scrollEvents(document: d).filter { $0.kind == .playStarted }.map(\.page) == [3])
        #expect(scroll.scrollMoment(frame: 15, fps: 10, document: d).position == 1.5)
    }

    @Test func renderWithoutAutoplayShowsThePageAtItsStart() throws {
        let d = try #require(document(Self.json))
        let still = PageShowing(autoplay: false)
        #expect(RenderMoment(document: d, page: 0, progress: nil, time: 0.5).clock(0) == 0.5)
        #expect(RenderMoment(document: d, page: 0, progress: nil, time: 0.5, showing: still).clock(0) == 0)
        #expect(RenderMoment(document: d, page: 4, progress: nil, time: 0.5, showing: still).clock(4) == 0, "not pressed")
        #expect(RenderMoment(document: d, page: 2, progress: 0.5, time: nil, showing: still).clock(3) == 0.5, "a drag still scrubs")
        #expect(ExportMoment.rest(document: d, page: 1, playLength: 2, showing: still).clock(1) == 0)
    }

    @Test func renderOfASpreadPlaysBothPages() throws {
        let d = try #require(document(Self.json))
        let showing = PageShowing(spreads: SpreadLayout(pageCount: d.pages.count, rightToLeft: true))
        let m = RenderMoment(document: d, page: 2, progress: 0.25, time: 0.25, showing: showing)
        #expect(m.position == 1.25)
        #expect(m.clock(1) == 0.125 && m.clock(2) == 0.5)
        #expect(m.clock(3) == 0, "no scrubbing between spreads")
        #expect(showing.pagesShown(2...3) == 1...4 && showing.stops(of: 0...4) == 0...2)
        #expect(PageShowing.pages.pagesShown(2...3) == 2...3 && PageShowing.pages.stopCount(pageCount: 5) == 5)
    }
}
