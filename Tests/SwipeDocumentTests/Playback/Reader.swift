@testable import SwipeDocument
import DocumentTestSupport

/// What the window does with a navigator and the clocks (DocumentScreen's `step`, `appeared` and
/// drags), so that the moments a reader sees can be checked without a window.
struct Reader {
    let document: Document
    var navigator: Navigator
    var playback: Playback
    var events: [Navigator.Event] = []

    /// The document opened on `page` at `time`: prepared when the screen is made, entered forward
    /// when it appears.
    init(_ document: Document, page: Int, at time: Double) {
        self.document = document
        navigator = Navigator(pageCount: document.pages.count, paging: document.paging, position: Double(page))
        playback = Playback(document: document)
        playback.prepare(current: page)
        playback.replay(page, at: time)
    }

    /// Moves the finger so that the pages show `position`.
    mutating func drag(to position: Double, at time: Double) {
        navigator.drag(byPages: position - navigator.position, at: time)
        step(at: time)
    }

    /// Lets go without a fling.
    mutating func release(at time: Double) {
        navigator.release(at: time, velocity: 0)
        step(at: time)
    }

    mutating func step(at time: Double) {
        navigator.advance(to: time)
        for e in navigator.takeEvents() {
            events.append(e)
            playback.navigated(e, at: time)
        }
        playback.follow(position: navigator.position)
    }

    /// Steps until the settle under way ends, returning when it did.
    mutating func settle(from time: Double) -> Double {
        var t = time
        while navigator.isMoving {
            t += 1.0 / 60
            step(at: t)
        }
        return t
    }

    /// Page `i` as drawn at `time`.
    func shown(_ i: Int, at time: Double) -> Page {
        PageAnimation.apply(document.pages[i], clock: playback.clock(i, at: time), repeatClock: playback.repeatClock(i, at: time))
    }
}
