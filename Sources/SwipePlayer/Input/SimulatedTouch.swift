import CSDL2

/// Touch for mouse-only users: a left-button press made with Ctrl held turns the mouse into a
/// finger until the button is let go. Its press, moves and release are replaced by the
/// SDL_FINGERDOWN, SDL_FINGERMOTION and SDL_FINGERUP events of a virtual touch device, pushed onto
/// SDL's queue, so every screen (and the kiosk) gets exactly what a touchscreen would send; with
/// Ctrl+Shift a second finger, mirrored about the window's centre, moves with it for two-finger
/// gestures. SDL makes no mouse events of its own from pushed touches.
final class SimulatedTouch {
    /// The virtual touch device's id (real devices' ids come from the system; this one spells "SWIPE").
    static let touchID: SDL_TouchID = 0x53_57_49_50_45
    /// The fingers' ids: the mouse's, and its mirror's.
    static let fingerIDs: [SDL_FingerID] = [1, 2]
    /// Fingers down now (0 while the mouse is a mouse).
    private var fingers = 0
    /// The mouse finger's last position (0…1 of the window).
    private var last = (x: Float(0), y: Float(0))

    /// Whether `event` was the mouse acting as a finger: it was replaced by finger events on the
    /// queue and must go no further.
    func replace(_ event: InputEvent, window: OpaquePointer) -> Bool {
        switch event {
        case .mouseButton(let b) where b.down && b.button == .left && !b.fromTouch:
            let held = UInt32(SDL_GetModState().rawValue)
            guard fingers == 0, held & KMOD_CTRL.rawValue != 0 else { return fingers > 0 }
            fingers = held & KMOD_SHIFT.rawValue != 0 ? 2 : 1
            last = normalized(b.x, b.y, window)
            push(SDL_FINGERDOWN, at: last, by: (0, 0), window: window)
            return true
        case .mouseMotion(let m) where fingers > 0 && !m.fromTouch:
            let p = normalized(m.x, m.y, window)
            push(SDL_FINGERMOTION, at: p, by: (p.x - last.x, p.y - last.y), window: window)
            last = p
            return true
        case .mouseButton(let b) where !b.down && fingers > 0 && !b.fromTouch:
            guard b.button == .left else { return true }
            let p = normalized(b.x, b.y, window)
            push(SDL_FINGERUP, at: p, by: (p.x - last.x, p.y - last.y), window: window)
            fingers = 0
            return true
        case .mouseButton(let b) where b.down && fingers > 0 && !b.fromTouch:
            return true
        default:
            return false
        }
    }

    /// Pushes `type` for each finger down: the mouse's at `p`, its mirror at the opposite point.
    private func push(_ type: SDL_EventType, at p: (x: Float, y: Float), by d: (Float, Float), window: OpaquePointer) {
        for i in 0..<fingers {
            let mirrored = i == 1
            var e = SDL_Event()
            e.tfinger.type = type.rawValue
            e.tfinger.timestamp = SDL_GetTicks()
            e.tfinger.touchId = Self.touchID
            e.tfinger.fingerId = Self.fingerIDs[i]
            e.tfinger.x = mirrored ? 1 - p.x : p.x
            e.tfinger.y = mirrored ? 1 - p.y : p.y
            e.tfinger.dx = mirrored ? -d.0 : d.0
            e.tfinger.dy = mirrored ? -d.1 : d.1
            e.tfinger.pressure = type == SDL_FINGERUP ? 0 : 1
            e.tfinger.windowID = SDL_GetWindowID(window)
            SDL_PushEvent(&e)
        }
    }

    /// Window coordinates → 0…1 of the window, as SDL gives touch positions.
    private func normalized(_ x: Int32, _ y: Int32, _ window: OpaquePointer) -> (x: Float, y: Float) {
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetWindowSize(window, &w, &h)
        return (Float(x) / Float(max(w, 1)), Float(y) / Float(max(h, 1)))
    }
}
