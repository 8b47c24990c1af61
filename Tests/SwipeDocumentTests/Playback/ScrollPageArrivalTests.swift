import Testing
@testable import SwipeDocument
import DocumentTestSupport

/// A `play: "scroll"` page as it is dragged in and once it has arrived (behaviour reference 2.4
/// `prepare`, 2.6, 2.7, 3.11, 4.2): the clocks of the window and of `render`, and what the
/// page's `to` and `loop` animations show then.
struct ScrollPageArrivalTests {
    /// Page 2 plays by scrolling: a `to` move and fade, a blink over half opacity, a shift loop
    /// without tiling, and a repeating spin. Page 4 plays by scrolling and repeats.
    static let json = #"""
    { "dimension": [200, 200], "pages": [
      {},
      { "play": "scroll", "duration": 2, "elements": [
        { "x": 0, "y": 0, "w": 40, "h": 40, "opacity": 0, "to": { "opacity": 1, "translate": [100, 0] } },
        { "x": 0, "y": 50, "w": 40, "h": 40, "opacity": 0.5, "loop": { "style": "blink" } },
        { "x": 0, "y": 100, "w": 40, "h": 30, "loop": { "style": "shift" } },
        { "x": 0, "y": 150, "w": 40, "h": 40, "repeat": true, "loop": { "style": "spin" } } ] },
      { "play": "scroll" },
      { "play": "scroll", "repeat": true, "duration": 2, "elements": [ { "opacity": 0, "to": { "opacity": 1 } } ] }
    ] }
    """#

    func doc() throws -> Document { try #require(document(Self.json)) }

    func near(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-9 }

    /// The scroll page's elements at a clock: `to` progress, blink opacity, shift, spin.
    func expectPage(_ page: Page, clock t: Double, spin: Double, _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation) {
        let e = page.elements
        #expect(near(e[0].opacity, t) && near(e[0].translate.x, 100 * t), comment, sourceLocation: sourceLocation)
        #expect(e[1].motion.opacity.map { near($0, LoopTween.keyFrames([1, 0, 1], t)) } == true, comment, sourceLocation: sourceLocation)
        #expect(near(e[2].motion.shift.y, t) && e[2].motion.shift.x == 0, comment, sourceLocation: sourceLocation)
        #expect(RotationReference.distance(e[3].motion.transform, .rotationZ(360 * spin)) < 1e-9, comment, sourceLocation: sourceLocation)
    }

    @Test func openedOnAScrollPage() throws {
        // Opening prepares the pages (the current scroll page at its end, later ones at their
        // start), then enters the page forward: its sounds start, nothing plays but the
        // repeating elements, which start cycling.
        var r = Reader(try doc(), page: 1, at: 10)
        #expect(r.playback.clock(1, at: 10) == 1 && r.playback.clock(2, at: 10) == 0 && r.playback.clock(0, at: 10) == 1)
        #expect(r.playback.takeCues(at: 10) == [Playback.Cue(page: 1, time: 10)])
        #expect(!r.playback.isPlaying(1, at: 10) && r.playback.isAnimating(at: 10))
        expectPage(r.shown(1, at: 10), clock: 1, spin: 0, "at the moment it opens")
        expectPage(r.shown(1, at: 10.5), clock: 1, spin: 0.25, "the repeating spin goes round every duration")
    }

    @Test func draggedInForward() throws {
        var r = Reader(try doc(), page: 0, at: 0)
        _ = r.playback.takeCues(at: 0)
        #expect(r.playback.clock(1, at: 0) == 0, "waiting at its start")
        r.drag(to: 0.5, at: 1)
        expectPage(r.shown(1, at: 1), clock: 0.5, spin: 0.5, "scrubbed by the drag, repeating elements too")
        r.drag(to: 0.999, at: 1.1)
        expectPage(r.shown(1, at: 1.1), clock: 0.999, spin: 0.999)
        r.drag(to: 0.6, at: 1.2)
        #expect(near(r.playback.clock(1, at: 1.2), 0.6), "dragging back turns it back")
        r.release(at: 2)
        #expect(r.events == [.willLeave(0), .willEnter(1, forward: true)])
        #expect(near(r.playback.clock(1, at: 2), 0.6), "the release does not snap it to its end")
        #expect(r.playback.takeCues(at: 2) == [Playback.Cue(page: 1, time: 2)], "its sounds start at the release")
        r.step(at: 2.1)
        #expect(r.navigator.isMoving && r.navigator.position > 0.6)
        #expect(near(r.playback.clock(1, at: 2.1), r.navigator.position), "it follows the settle as it did the finger")
        let arrival = r.settle(from: 2.1)
        #expect(r.events.suffix(2) == [.didLeave(0, goingBack: false), .didEnter(1, forward: true)])
        #expect(r.playback.clock(1, at: arrival) == 1 && !r.playback.isPlaying(1, at: arrival))
        expectPage(r.shown(1, at: arrival), clock: 1, spin: 0, "arrived: at its end, the repeating spin starting")
        expectPage(r.shown(1, at: arrival + 1.5), clock: 1, spin: 0.75)
        #expect(r.playback.takeCues(at: arrival + 2).isEmpty, "no second start on arrival")
    }

    @Test func arrivingBackward() throws {
        var r = Reader(try doc(), page: 2, at: 0)
        #expect(r.playback.clock(1, at: 0) == 1, "a scroll page before the current one is at its end")
        _ = r.playback.takeCues(at: 0)
        r.drag(to: 1.5, at: 1)
        #expect(r.playback.clock(1, at: 1) == 1, "the page uncovered is not scrubbed")
        #expect(r.playback.clock(2, at: 1) == 0.5, "the page going away is")
        r.drag(to: 1.4, at: 1.1)
        r.release(at: 1.1)
        #expect(r.events == [.willLeave(2), .willEnter(1, forward: false)])
        let arrival = r.settle(from: 1.1)
        #expect(r.playback.clock(1, at: arrival) == 1 && r.playback.clock(2, at: arrival) == 0)
        expectPage(r.shown(1, at: arrival + 0.5), clock: 1, spin: 0.25, "the repeating spin cycles from the arrival")
        #expect(r.playback.takeCues(at: arrival + 3).isEmpty, "arriving backward starts no sound")
    }

    @Test func draggingTheCurrentScrollPageBackStopsItsRepeatingElements() throws {
        // Scrubbing stops every driver of the page, its repeating elements' too (2.7), and they
        // follow the drag; settling back on the same page enters nothing, so they stay where the
        // drag left them, as in the original engine.
        var r = Reader(try doc(), page: 1, at: 0)
        #expect(near(r.playback.repeatClock(1, at: 1), 0.5))
        r.drag(to: 0.7, at: 1)
        expectPage(r.shown(1, at: 1), clock: 0.7, spin: 0.7, "the drag takes the whole page back")
        r.release(at: 1.1)
        #expect(r.events.isEmpty)
        let end = r.settle(from: 1.1)
        let last = r.playback.clock(1, at: end)
        #expect(last > 0.99 && last < 1, "where the settle's last frame before the page left it")
        #expect(r.playback.repeatClock(1, at: end + 5) == last && !r.playback.isAnimating(at: end + 5))
        // Opening it again (a language change, a reload) prepares it: at its end, the spin going.
        r.playback.open(on: 1, at: 10)
        expectPage(r.shown(1, at: 10.5), clock: 1, spin: 0.25)
    }

    @Test func aRepeatingScrollPagePlaysFromItsStartOnArrival() throws {
        var r = Reader(try doc(), page: 2, at: 0)
        _ = r.playback.takeCues(at: 0)
        r.drag(to: 2.5, at: 1)
        #expect(r.playback.clock(3, at: 1) == 0.5)
        r.release(at: 1)
        let arrival = r.settle(from: 1)
        #expect(r.playback.clock(3, at: arrival) == 0 && near(r.playback.clock(3, at: arrival + 0.5), 0.25) && r.playback.isPlaying(3, at: arrival))
        #expect(r.shown(3, at: arrival + 0.5).elements[0].opacity == 0.25)
        #expect(r.playback.takeCues(at: arrival + 0.1).map(\.time) == [1, arrival], "at the release, then at the play's start")
        #expect(r.playback.takeCues(at: arrival + 2.1).map(\.time) == [arrival + 2], "then once a loop")
    }

    @Test func loopsDraggedInShowThePhaseTheDragDrivesThemTo() throws {
        // The original engine sets the incoming scroll page's clock to the scroll offset
        // (SwipeViewController.swift 259-263, SwipePage.swift 231-238): two cycles at 0.3 are at
        // phase 0.6, 0.4 of the way from the rest pose to the opposite extreme. Arrived, the clock
        // is 1 (SwipePage.swift 313-326) and whole counts are at rest; 1.25 cycles end a quarter in.
        let json = #"""
        { "pages": [ {}, { "play": "scroll", "elements": [
          { "w": 40, "h": 40, "loop": { "style": "wiggle", "count": 2, "delta": 20 } },
          { "w": 40, "h": 40, "loop": { "style": "blink", "count": 2 } },
          { "w": 40, "h": 40, "loop": { "style": "vibrate", "count": 2, "delta": 12 } },
          { "w": 40, "h": 40, "loop": { "style": "wiggle", "count": 1.25, "delta": 20 } } ] } ] }
        """#
        var r = Reader(try #require(document(json)), page: 0, at: 0)
        r.drag(to: 0.3, at: 1)
        var e = r.shown(1, at: 1).elements
        #expect(RotationReference.distance(e[0].motion.transform, .rotationZ(-8)) < 1e-9)
        #expect(near(e[1].motion.opacity ?? -1, 0.2))
        #expect(near(e[2].motion.transform[0, 3], -4.8))
        #expect(RotationReference.distance(e[3].motion.transform, .rotationZ(10)) < 1e-9, "phase 0.375")
        r.drag(to: 0.7, at: 1.1)
        r.release(at: 1.1)
        let arrival = r.settle(from: 1.1)
        e = r.shown(1, at: arrival).elements
        #expect(RotationReference.distance(e[0].motion.transform, .identity) < 1e-9)
        #expect(e[1].motion.opacity == 1 && e[2].motion.transform == .identity)
        #expect(RotationReference.distance(e[3].motion.transform, .rotationZ(20)) < 1e-9)
    }

    @Test func loopsAtTheEndHoldTheirLastKeyFrame() throws {
        // At its end a loop holds its last key-frame, which need not be the element at rest:
        // blink shows full opacity over the element's own half, a shift stays one box along.
        let page = try doc().pages[1]
        let end = PageAnimation.apply(page, clock: 1)
        #expect(end.elements[1].motion.opacity == 1 && end.elements[1].opacity == 0.5)
        #expect(end.elements[2].motion.shift == Point(0, 1))
        let start = PageAnimation.apply(page, clock: 0)
        #expect(start.elements[1].motion.opacity == 1 && start.elements[2].motion.shift == .zero)
    }
}
