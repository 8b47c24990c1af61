import CSDL2
@testable import SwipePlayer

/// The seconds a window test has reached, moved on as it feeds events.
final class TestClock {
    var t: Double

    init(_ t: Double = 1) { self.t = t }
}

extension DocumentWindow {
    /// Feeds `events` 16 ms apart, stepping the window after each (and drawing a frame after each,
    /// as the window does, when `drawing`), then `settle` seconds of steps.
    func feed(_ clock: TestClock, _ events: [SDL_Event], settle: Double, drawing: Bool = false) {
        for e in events {
            handle(e, at: clock.t)
            step(at: clock.t)
            if drawing { screen.draw(at: clock.t) }
            clock.t += 0.016
        }
        let end = clock.t + settle
        while clock.t < end {
            step(at: clock.t)
            clock.t += 0.016
        }
    }
}
