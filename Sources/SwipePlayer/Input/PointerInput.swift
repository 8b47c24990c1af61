import CSDL2
import SwipeDocument
import SwipeReader

/// Mouse, touch and wheel events as pointer input in drawable pixels, the same for every screen:
/// the left mouse button and fingers are one pointer (mouse events SDL synthesizes from touches
/// are dropped, the fingers themselves count), the wheel scrolls in natural direction.
enum PointerInput {
    /// SDL_TOUCH_MOUSEID: mouse events SDL synthesizes from touches.
    private static let touchMouseID = UInt32.max

    /// `event` as pointer input at time `t`, or nil when it is not pointer input.
    static func input(_ event: SDL_Event, context: ScreenContext, at t: Double) -> GestureRecognizer.Input? {
        switch SDL_EventType(event.type) {
        case SDL_MOUSEBUTTONDOWN where event.button.button == UInt8(SDL_BUTTON_LEFT) && event.button.which != touchMouseID:
            return .pointerDown(pixels(Double(event.button.x), Double(event.button.y), context), time: t)
        // Bit 0 of the button state is the left button (SDL_BUTTON_LMASK, a macro Swift cannot import).
        case SDL_MOUSEMOTION where event.motion.state & 1 != 0 && event.motion.which != touchMouseID:
            return .pointerMoved(pixels(Double(event.motion.x), Double(event.motion.y), context), time: t)
        case SDL_MOUSEBUTTONUP where event.button.button == UInt8(SDL_BUTTON_LEFT) && event.button.which != touchMouseID:
            return .pointerUp(pixels(Double(event.button.x), Double(event.button.y), context), time: t)
        case SDL_FINGERDOWN:
            return .pointerDown(finger(event.tfinger, context), time: t)
        case SDL_FINGERMOTION:
            return .pointerMoved(finger(event.tfinger, context), time: t)
        case SDL_FINGERUP:
            return .pointerUp(finger(event.tfinger, context), time: t)
        case SDL_MOUSEWHEEL:
            let flip: Double = event.wheel.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue ? -1 : 1
            return .wheel(dx: -Double(event.wheel.preciseX) * flip, dy: -Double(event.wheel.preciseY) * flip, time: t)
        default:
            return nil
        }
    }

    /// The wheel turned with Ctrl held, in notches towards zooming in (away from the user: in); nil
    /// for any other event.
    static func zoomWheel(_ event: SDL_Event) -> Double? {
        guard event.type == SDL_MOUSEWHEEL.rawValue, UInt32(SDL_GetModState().rawValue) & KMOD_CTRL.rawValue != 0 else { return nil }
        let flip: Double = event.wheel.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue ? -1 : 1
        let notches = Double(event.wheel.preciseY) * flip
        return notches == 0 ? nil : notches
    }

    /// What a contact did, for the gesture lab and the zoom.
    enum ContactPhase {
        case down, moved, up
    }

    /// `event` as a contact for the gesture lab: the mouse (moving with or without a button held)
    /// or a finger, what it did, and where (drawable pixels); nil for anything else, and for mouse
    /// events SDL synthesizes from touches (the finger shows instead).
    static func contact(_ event: SDL_Event, context: ScreenContext) -> (source: InputLab.Source, phase: ContactPhase, point: Point)? {
        switch SDL_EventType(event.type) {
        case SDL_MOUSEBUTTONDOWN where event.button.button == UInt8(SDL_BUTTON_LEFT) && event.button.which != touchMouseID:
            return (.mouse, .down, pixels(Double(event.button.x), Double(event.button.y), context))
        case SDL_MOUSEMOTION where event.motion.which != touchMouseID:
            return (.mouse, .moved, pixels(Double(event.motion.x), Double(event.motion.y), context))
        case SDL_MOUSEBUTTONUP where event.button.button == UInt8(SDL_BUTTON_LEFT) && event.button.which != touchMouseID:
            return (.mouse, .up, pixels(Double(event.button.x), Double(event.button.y), context))
        case SDL_FINGERDOWN: return (.finger(event.tfinger.fingerId), .down, finger(event.tfinger, context))
        case SDL_FINGERMOTION: return (.finger(event.tfinger.fingerId), .moved, finger(event.tfinger, context))
        case SDL_FINGERUP: return (.finger(event.tfinger.fingerId), .up, finger(event.tfinger, context))
        default: return nil
        }
    }

    /// Where the mouse is now, in drawable pixels (the wheel's events do not say).
    static func mouse(_ context: ScreenContext) -> Point {
        let (x, y) = RotatedInput.mouse(context.rotation, window: context.window)
        return pixels(Double(x), Double(y), context)
    }

    /// Window coordinates → drawable pixels (they differ on HiDPI screens).
    private static func pixels(_ x: Double, _ y: Double, _ context: ScreenContext) -> Point {
        let window = context.windowSize, out = context.viewport
        return Point(x * out.x / max(window.x, 1), y * out.y / max(window.y, 1))
    }

    /// Touch coordinates (0...1 of the window) → drawable pixels.
    private static func finger(_ f: SDL_TouchFingerEvent, _ context: ScreenContext) -> Point {
        let out = context.viewport
        return Point(Double(f.x) * out.x, Double(f.y) * out.y)
    }
}
