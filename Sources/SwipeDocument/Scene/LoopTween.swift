/// An element's loop animation at a moment of the page clock (behaviour reference 4.2): `count`
/// cycles fill the `timing` window exactly; before it the first key-frame holds, after it the last.
public enum LoopTween {
    /// Where in its current cycle (0...1) a loop is at page clock `t`, and whether it is inside its
    /// window at all; a fractional count ends mid-cycle.
    public static func phase(_ loop: LoopAnimation, at t: Double) -> Double {
        let window = TransitionTween.progress(loop.timing, at: t)
        guard loop.count > 0 else { return 0 }
        let cycles = window * loop.count
        if cycles <= 0 { return 0 }
        let whole = cycles.rounded(.down)
        let f = cycles - whole
        // The end of a whole cycle shows its last key-frame, not the first of the next one.
        return f == 0 ? 1 : f
    }

    /// The element with its loop's effect at page clock `t` recorded in `motion`.
    public static func apply(_ e: Element, at t: Double) -> Element {
        guard let loop = e.loop, let style = loop.style else { return e }
        var out = e
        let p = phase(loop, at: t)
        let onContent = e.img != nil || e.path != nil || e.sprite != nil
        func about(_ m: Matrix4, anchor: Point) -> Matrix4 { .translation(anchor.x, anchor.y) * m * .translation(-anchor.x, -anchor.y) }
        var transform = Matrix4.identity
        switch style {
        case .vibrate:
            transform = .translation(keyFrames([0, loop.delta, 0, -loop.delta, 0], p), 0)
        case .wiggle:
            transform = .rotationZ(keyFrames([0, loop.delta, 0, -loop.delta, 0], p))
        case .spin:
            transform = .rotationZ((loop.clockwise ? 360 : -360) * p)
        case .blink:
            out.motion.opacity = keyFrames([1, 0, 1], p)
        case .shift:
            // One full box length per cycle, then back to the start of the next: seamless with
            // tiling. After the last cycle it stays one box along (its last key-frame).
            let d = p
            out.motion.shift = Point(loop.direction == .e ? d : loop.direction == .w ? -d : 0,
                                           loop.direction == .s ? d : loop.direction == .n ? -d : 0)
        case .path:
            if let original = e.path, !loop.paths.isEmpty {
                out.motion.path = TransitionTween.morph(original, through: loop.paths + [original], p)
            }
        case .sprite:
            let columns = max(1, e.slice.columns)
            out.motion.spriteColumn = min(columns - 1, Int(p * Double(columns)))
        }
        if transform != .identity {
            // The anchor is applied by the builder, which knows the element's size.
            if onContent { out.motion.contentTransform = transform } else { out.motion.transform = transform }
        }
        return out
    }

    /// Linear interpolation through evenly spaced key-frames at `p` (0...1).
    static func keyFrames(_ values: [Double], _ p: Double) -> Double {
        let x = max(0, min(1, p)) * Double(values.count - 1)
        let k = min(values.count - 2, Int(x))
        return values[k] + (values[k + 1] - values[k]) * (x - Double(k))
    }
}
