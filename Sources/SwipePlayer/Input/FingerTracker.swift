import SwipeDocument
import SwipeReader

/// The fingers on the window, counted once for every feature: the window notices each event before
/// its screen has it, and a finger going down that makes two or three is the key table's `Touch_2`
/// or `Touch_3` (`ReaderInput.chord`), looked up as any key is.
final class FingerTracker {
    /// The fingers down now.
    private var down = Set<Int64>()

    /// How many fingers are down now.
    var count: Int { down.count }

    /// A finger going down is counted, one lifting no longer is.
    func notice(_ event: InputEvent) {
        guard case .finger(let f) = event else { return }
        switch f.phase {
        case .down: down.insert(f.id)
        case .up: down.remove(f.id)
        case .moved: break
        }
    }

    /// The key `event` presses when it is a finger going down that makes two or three (as noticed):
    /// `touch_2`, `touch_3`; nil for any other event or count.
    func chord(_ event: InputEvent) -> KeyChord? {
        guard case .finger(let f) = event, f.phase == .down, down.contains(f.id), (2...3).contains(count) else { return nil }
        return KeyChord(key: "touch_\(count)")
    }
}
