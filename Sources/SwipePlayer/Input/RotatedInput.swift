import CSDL2
import SwipeDocument

/// Input turned as the window's picture is (`--rotate`): SDL reports mouse positions in the
/// window's coordinates and touches in 0…1 of it, as the output has them; the window rewrites each
/// event into the turned picture's space before anything sees it, so a tap lands where the finger
/// is. The wheel's travel and the keys stay as they are: they mean scrolling and the document's
/// next and previous, not directions on the panel.
enum RotatedInput {
    /// Turns the positions `event` carries into the picture's space.
    static func turn(_ event: inout InputEvent, _ rotation: ScreenRotation, window: OpaquePointer) {
        guard rotation != .none else { return }
        let size = windowSize(window)
        switch event {
        case .mouseMotion(var m):
            (m.x, m.y) = point(m.x, m.y, rotation, size)
            event = .mouseMotion(m)
        case .mouseButton(var b):
            (b.x, b.y) = point(b.x, b.y, rotation, size)
            event = .mouseButton(b)
        case .finger(var f):
            let p = rotation.logicalPoint(Point(f.x, f.y), onOutput: Point(1, 1))
            (f.x, f.y) = (p.x, p.y)
            event = .finger(f)
        default:
            break
        }
    }

    /// The mouse's position now (`SDL_GetMouseState`), in the picture's window coordinates.
    static func mouse(_ rotation: ScreenRotation, window: OpaquePointer) -> (x: Int32, y: Int32) {
        var x: Int32 = 0, y: Int32 = 0
        SDL_GetMouseState(&x, &y)
        return point(x, y, rotation, windowSize(window))
    }

    private static func windowSize(_ window: OpaquePointer) -> Point {
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetWindowSize(window, &w, &h)
        return Point(Double(w), Double(h))
    }

    /// The pixel at (x, y) of a window of `size`, turned: its centre is mapped, so each pixel of
    /// the output is one pixel of the picture.
    private static func point(_ x: Int32, _ y: Int32, _ rotation: ScreenRotation, _ size: Point) -> (Int32, Int32) {
        let p = rotation.logicalPoint(Point(Double(x) + 0.5, Double(y) + 0.5), onOutput: size)
        return (Int32(p.x.rounded(.down)), Int32(p.y.rounded(.down)))
    }
}
