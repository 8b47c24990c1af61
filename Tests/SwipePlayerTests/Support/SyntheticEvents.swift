import CSDL2
import SwipeDocument
@testable import SwipePlayer

/// SDL events as a person at the window would cause them, for tests that feed a window directly.
enum SyntheticEvents {
    /// A left-button press, release or drag motion (the button held) at (x, y) in window coordinates.
    static func mouse(_ type: SDL_EventType, _ x: Int32, _ y: Int32, button: Int32 = SDL_BUTTON_LEFT) -> SDL_Event {
        var e = SDL_Event()
        if type == SDL_MOUSEMOTION {
            e.motion.type = type.rawValue
            e.motion.x = x
            e.motion.y = y
            e.motion.state = 1
        } else {
            e.button.type = type.rawValue
            e.button.button = UInt8(button)
            e.button.x = x
            e.button.y = y
        }
        return e
    }

    /// A finger going down, moving or lifting at window pixel `p` of a window `viewport` pixels large.
    static func finger(_ type: SDL_EventType, id: SDL_FingerID, _ p: Point, viewport: Point) -> SDL_Event {
        var e = SDL_Event()
        e.tfinger.type = type.rawValue
        e.tfinger.fingerId = id
        e.tfinger.x = Float(p.x / viewport.x)
        e.tfinger.y = Float(p.y / viewport.y)
        return e
    }

    static func key(_ sym: SDL_KeyCode, shift: Bool = false) -> SDL_Event {
        var e = SDL_Event()
        e.key.type = SDL_KEYDOWN.rawValue
        e.key.keysym.sym = Int32(sym.rawValue)
        e.key.keysym.mod = shift ? UInt16(KMOD_LSHIFT.rawValue) : 0
        return e
    }

    /// Wheel travel of `y` notches (positive: away from the user).
    static func wheel(_ y: Float) -> SDL_Event {
        var e = SDL_Event()
        e.wheel.type = SDL_MOUSEWHEEL.rawValue
        e.wheel.preciseY = y
        e.wheel.y = Int32(y)
        return e
    }

    /// Feeds `events` to the window `dt` seconds apart from `start`, stepping it after each, then
    /// lets what moves come to rest (3.2 s of steps); the time reached.
    @discardableResult
    static func play(_ w: PlayerWindow, _ events: [SDL_Event], start: Double, dt: Double = 0.016) -> Double {
        var t = start
        for e in events {
            w.handle(e, at: t)
            w.step(at: t)
            t += dt
        }
        for _ in 0..<200 { w.step(at: t); t += 0.016 }
        return t
    }
}
