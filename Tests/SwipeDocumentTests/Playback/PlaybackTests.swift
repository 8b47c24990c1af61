import Testing
@testable import SwipeDocument
import DocumentTestSupport

/// The page lifecycle of the original engine (behaviour reference 2.4), at exact times.
struct PlaybackTests {
    func playback(_ pages: String) throws -> Playback {
        Playback(document: try #require(document("{ \"pages\": [ \(pages) ] }")))
    }

    func near(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-9 }

    /// A forward page turn from `from` to `to` that settles at `time`.
    func turn(_ p: inout Playback, from: Int, to: Int, at time: Double) {
        let forward = to > from
        p.willEnter(to, forward: forward, at: time)
        p.didLeave(from, goingBack: !forward, at: time)
        p.prepare(current: to)
        p.didEnter(to, forward: forward, at: time)
    }

    @Test func autoPlaysOnForwardArrivalOnly() throws {
        var p = try playback(#"{}, { "duration": 2 }"#)
        turn(&p, from: 0, to: 1, at: 10)
        #expect(p.clock(1, at: 10) == 0)
        #expect(p.clock(1, at: 11) == 0.5)
        #expect(p.clock(1, at: 13) == 1)
        #expect(!p.isPlaying(1, at: 12.5))
        // Back to page 0: it shows its end state and does not replay.
        turn(&p, from: 1, to: 0, at: 20)
        #expect(p.clock(0, at: 21) == 1)
        #expect(p.clock(1, at: 21) == 0, "leaving backwards rewinds")
    }

    @Test func leavingForwardMidAnimationSnapsToTheEnd() throws {
        var p = try playback(#"{}, { "duration": 4 }, {}"#)
        turn(&p, from: 0, to: 1, at: 0)
        turn(&p, from: 1, to: 2, at: 1)
        #expect(p.clock(1, at: 2) == 1)
    }

    @Test func rewindResetsWhenLeftForward() throws {
        var p = try playback(#"{}, { "rewind": true }, {}"#)
        turn(&p, from: 0, to: 1, at: 0)
        turn(&p, from: 1, to: 2, at: 5)
        #expect(p.clock(1, at: 6) == 0)
    }

    @Test func alwaysReplaysOnBackwardArrival() throws {
        var p = try playback(#"{ "play": "always" }, {}"#)
        turn(&p, from: 0, to: 1, at: 0)
        turn(&p, from: 1, to: 0, at: 10)
        #expect(near(p.clock(0, at: 10.1), 0.5))
    }

    @Test func pauseWaitsForPlay() throws {
        var p = try playback(#"{}, { "play": "pause" }"#)
        turn(&p, from: 0, to: 1, at: 0)
        #expect(p.clock(1, at: 5) == 0 && !p.isAnimating(at: 5))
        p.play(1, at: 5)
        #expect(near(p.clock(1, at: 5.1), 0.5))
        p.pause(1, at: 5.1)
        p.play(1, at: 9)
        #expect(near(p.clock(1, at: 9.1), 1), "play resumes from where it paused")
        p.play(1, at: 20)
        #expect(p.clock(1, at: 20) == 0, "a finished page plays again from the start")
    }

    @Test func neverShowsTheEndState() throws {
        var p = try playback(#"{ "play": "never" }, { "play": "never" }"#)
        #expect(p.clock(0, at: 0) == 1)
        turn(&p, from: 0, to: 1, at: 0)
        #expect(p.clock(1, at: 0) == 1 && p.clock(0, at: 0) == 1)
        #expect(p.takeCues(at: 0).isEmpty)
    }

    @Test func scrollPagesAreScrubbedAndPrepared() throws {
        var p = try playback(#"{}, { "play": "scroll" }, { "play": "scroll" }"#)
        p.prepare(current: 0)
        #expect(p.clock(1, at: 0) == 0 && p.clock(2, at: 0) == 0)
        p.scrub(1, to: 0.3)
        #expect(p.clock(1, at: 0) == 0.3)
        turn(&p, from: 0, to: 1, at: 1)
        #expect(p.clock(1, at: 1) == 1, "the current scroll page shows its end")
        #expect(p.clock(2, at: 1) == 0)
        #expect(p.takeCues(at: 1) == [Playback.Cue(page: 1, time: 1)], "sounds start at the release")
    }

    @Test func theWindowsDragsAndSettles() throws {
        // The navigator's events and position drive the clocks as the window applies them.
        let d = try #require(document(#"{ "pages": [ { "play": "scroll" }, { "duration": 2 }, { "play": "scroll" } ] }"#))
        var r = Reader(d, page: 0, at: 0)
        #expect(r.playback.clock(0, at: 0) == 1 && r.playback.clock(2, at: 0) == 0)
        r.drag(to: -0.1, at: 1)
        #expect(r.navigator.position < 0 && r.playback.clock(0, at: 1) == 1, "the rubber band before the first page scrubs nothing")
        r.drag(to: 0.6, at: 2)
        r.release(at: 2)
        let arrival = r.settle(from: 2)
        #expect(r.events == [.willLeave(0), .willEnter(1, forward: true), .didLeave(0, goingBack: false), .didEnter(1, forward: true)])
        #expect(r.playback.clock(1, at: arrival + 1) == 0.5, "the auto page plays from its arrival")
        r.drag(to: 1.25, at: arrival + 1)
        #expect(r.playback.clock(2, at: arrival + 1) == 0.25, "the next scroll page follows the drag")
    }

    @Test func pageRepeatLoopsAndCuesEveryLoop() throws {
        var p = try playback(#"{}, { "repeat": true, "duration": 1 }"#)
        turn(&p, from: 0, to: 1, at: 0)
        #expect(p.clock(1, at: 2.25) == 0.25)
        #expect(p.isAnimating(at: 100))
        #expect(p.takeCues(at: 2.5).map(\.time) == [0, 1, 2])
        #expect(p.takeCues(at: 2.6).isEmpty)
    }

    @Test func repeatingElementsKeepCyclingAfterThePage() throws {
        var p = try playback(#"{}, { "duration": 1, "elements": [ { "repeat": true } ] }, { "play": "pause", "duration": 2, "elements": [ { "elements": [ { "repeat": true } ] } ] }"#)
        turn(&p, from: 0, to: 1, at: 0)
        #expect(p.repeatClock(1, at: 0.5) == 0.5, "with the page while it plays")
        #expect(p.repeatClock(1, at: 1.25) == 0.25, "then on their own")
        turn(&p, from: 1, to: 2, at: 10)
        #expect(p.repeatClock(2, at: 11) == 0.5, "even on a page that does not play")
        #expect(p.isAnimating(at: 11))
    }

    @Test func cuesMarkEveryPlayStart() throws {
        var p = try playback(#"{}, {}, { "play": "pause" }"#)
        turn(&p, from: 0, to: 1, at: 3)
        turn(&p, from: 1, to: 2, at: 4)
        #expect(p.takeCues(at: 4) == [Playback.Cue(page: 1, time: 3)])
        p.play(2, at: 5)
        #expect(p.takeCues(at: 5) == [Playback.Cue(page: 2, time: 5)])
    }

    /// A spread's pages are entered one after the other: entering the second does not finish the
    /// first, which plays on beside it.
    @Test func thePagesOfASpreadPlayTogether() throws {
        var p = try playback(#"{}, { "duration": 2 }, { "duration": 1 }, {}"#)
        turn(&p, from: 0, to: 1, at: 10)
        p.prepare(current: 2)
        p.didEnter(2, forward: true, at: 10)
        #expect(p.clock(1, at: 11) == 0.5 && p.clock(2, at: 10.5) == 0.5)
        p.didLeave(1, goingBack: false, at: 10.5)
        turn(&p, from: 2, to: 3, at: 10.5)
        #expect(p.clock(1, at: 11) == 1, "left, it shows its end once a later page is current")
        var opened = try playback(#"{}, { "duration": 2 }, { "duration": 1 }, {}"#)
        opened.open(on: [1, 2], at: 0)
        #expect(opened.clock(0, at: 0) == 1 && opened.clock(1, at: 1) == 0.5 && opened.clock(2, at: 0.5) == 0.5, "a document opened on a spread plays both")
    }
}
