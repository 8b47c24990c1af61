import CSDL2
import SwipeDocument
import SwipeReader

/// Mouse, touch and wheel events as pointer input in drawable pixels, the same for every screen:
/// the left mouse button and fingers are one pointer (mouse events SDL synthesizes from touches
/// are dropped, the fingers themselves count), the wheel scrolls in natural direction.
enum PointerInput {
    /// `event` as pointer input at time `t`, or nil when it is not pointer input.
    static func input(_ event: InputEvent, context: ScreenContext, at t: Double) -> GestureRecognizer.Input? {
        switch event {
        case .mouseButton(let b) where b.button == .left && !b.fromTouch:
            let p = pixels(Double(b.x), Double(b.y), context)
            return b.down ? .pointerDown(p, time: t) : .pointerUp(p, time: t)
        case .mouseMotion(let m) where m.leftHeld && !m.fromTouch:
            return .pointerMoved(pixels(Double(m.x), Double(m.y), context), time: t)
        case .finger(let f):
            let p = finger(f, context)
            switch f.phase {
            case .down: return .pointerDown(p, time: t)
            case .moved: return .pointerMoved(p, time: t)
            case .up: return .pointerUp(p, time: t)
            }
        case .wheel(let w):
            return .wheel(dx: -w.x, dy: -w.y, time: t)
        default:
            return nil
        }
    }

    /// The wheel turned with Ctrl held, in notches towards zooming in (away from the user: in); nil
    /// for any other event.
    static func zoomWheel(_ event: InputEvent) -> Double? {
        guard case .wheel(let w) = event, UInt32(SDL_GetModState().rawValue) & KMOD_CTRL.rawValue != 0 else { return nil }
        return w.y == 0 ? nil : w.y
    }

    /// `event` as a contact for the gesture lab: the mouse (moving with or without a button held)
    /// or a finger, what it did, and where (drawable pixels); nil for anything else, and for mouse
    /// events SDL synthesizes from touches (the finger shows instead).
    static func contact(_ event: InputEvent, context: ScreenContext) -> (source: InputLab.Source, phase: InputEvent.Phase, point: Point)? {
        switch event {
        case .mouseButton(let b) where b.button == .left && !b.fromTouch:
            return (.mouse, b.down ? .down : .up, pixels(Double(b.x), Double(b.y), context))
        case .mouseMotion(let m) where !m.fromTouch:
            return (.mouse, .moved, pixels(Double(m.x), Double(m.y), context))
        case .finger(let f):
            return (.finger(f.id), f.phase, finger(f, context))
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
    private static func finger(_ f: InputEvent.Finger, _ context: ScreenContext) -> Point {
        let out = context.viewport
        return Point(f.x * out.x, f.y * out.y)
    }
}
