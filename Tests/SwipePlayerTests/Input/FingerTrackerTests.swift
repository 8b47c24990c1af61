import CSDL2
import Testing
import SwipeDocument
import SwipeReader
@testable import SwipePlayer

/// Fingers are counted once, and the second and third going down are the key table's `Touch_2` and `Touch_3`.
struct FingerTrackerTests {
    func finger(_ type: SDL_EventType, _ id: SDL_FingerID) -> InputEvent {
        InputEvent(SyntheticEvents.finger(type, id: id, Point(10, 10), viewport: Point(100, 100)))
    }

    /// Notices `event`, then the chord it makes.
    func chord(_ tracker: FingerTracker, _ event: InputEvent) -> KeyChord? {
        tracker.notice(event)
        return tracker.chord(event)
    }

    @Test func theSecondAndThirdFingerDownAreTouchKeys() {
        let tracker = FingerTracker()
        #expect(chord(tracker, finger(SDL_FINGERDOWN, 1)) == nil, "one finger is the pointer")
        #expect(chord(tracker, finger(SDL_FINGERMOTION, 1)) == nil)
        #expect(chord(tracker, finger(SDL_FINGERDOWN, 2)) == KeyChord(key: "touch_2"))
        #expect(chord(tracker, finger(SDL_FINGERDOWN, 3)) == KeyChord(key: "touch_3"))
        #expect(chord(tracker, finger(SDL_FINGERDOWN, 4)) == nil, "no key for four")
        #expect(tracker.count == 4)
        #expect(chord(tracker, finger(SDL_FINGERUP, 4)) == nil, "lifting presses nothing")
        #expect(chord(tracker, finger(SDL_FINGERUP, 3)) == nil && tracker.count == 2)
        #expect(chord(tracker, finger(SDL_FINGERDOWN, 5)) == KeyChord(key: "touch_3"), "a third again")
        #expect(KeyBindings.defaults.command(for: KeyChord(key: "touch_3"), in: [.reader]) == .readerMenu)
    }

    @Test func aFingerLiftedIsNoLongerCounted() {
        let tracker = FingerTracker()
        _ = chord(tracker, finger(SDL_FINGERDOWN, 1))
        _ = chord(tracker, finger(SDL_FINGERUP, 1))
        #expect(chord(tracker, finger(SDL_FINGERDOWN, 2)) == nil, "the only finger down")
        #expect(chord(tracker, InputEvent(SyntheticEvents.key(SDLK_a))) == nil && tracker.count == 1)
    }
}
