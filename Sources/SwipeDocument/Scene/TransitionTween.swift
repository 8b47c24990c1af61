/// An element's values at a moment of the page clock under its `to` animation: linear tweens
/// inside the `timing` window, holding the start value before it and the end value after it
/// (behaviour reference 4.1). Pure, so any frame can be reproduced exactly.
public enum TransitionTween {
    /// How far through its `timing` window an animation is at page clock `t` (0...1).
    public static func progress(_ timing: Timing, at t: Double) -> Double {
        if t <= timing.start { return t >= timing.end ? 1 : 0 }
        if t >= timing.end { return 1 }
        return (t - timing.start) / (timing.end - timing.start)
    }

    /// The element (and, unless told otherwise, its children) with `to` values applied at page clock `t`.
    public static func apply(_ e: Element, at t: Double, children: Bool = true) -> Element {
        var out = e
        if children { out.elements = e.elements.map { apply($0, at: t) } }
        guard let to = e.to else { return out }
        let p = progress(to.timing, at: t)
        func mix(_ a: Double, _ b: Double?) -> Double { b.map { a + ($0 - a) * p } ?? a }
        func mix(_ a: Color, _ b: Color?) -> Color { b.map { a.mixed(with: $0, p) } ?? a }

        if let pos = to.pos {
            // "to" translate is ignored meanwhile.
            follow(pos, mode: to.mode, fraction: p, from: e, into: &out)
        } else if let target = to.translate {
            out.translate = Point(mix(e.translate.x, target.x), mix(e.translate.y, target.y))
        }
        if let r = to.rotate {
            out.rotate = rotation(from: Rotation(x: e.rotate.x, y: e.rotate.y, z: out.rotate.z), to: r, p)
        }
        if let s = to.scale { out.scale = Scale(mix(e.scale.x, s.x), mix(e.scale.y, s.y)) }
        if let d = to.depth { out.depth = mix(e.depth, d) }
        out.opacity = mix(e.opacity, to.opacity)
        out.bc = mix(e.bc, to.bc)
        out.borderColor = mix(e.borderColor, to.borderColor)
        out.borderWidth = mix(e.borderWidth, to.borderWidth)
        out.cornerRadius = mix(e.cornerRadius, to.cornerRadius)
        if e.text != nil { out.textColor = mix(e.textColor, to.textColor) }
        out.fillColor = mix(e.fillColor, to.fillColor)
        out.strokeColor = mix(e.strokeColor, to.strokeColor)
        out.lineWidth = mix(e.lineWidth, to.lineWidth)
        out.strokeStart = mix(e.strokeStart, to.strokeStart)
        out.strokeEnd = mix(e.strokeEnd, to.strokeEnd)
        if let frames = to.img, !frames.isEmpty {
            out.img = frames[min(frames.count - 1, Int(p * Double(frames.count)))]
        }
        if let targets = to.path, !targets.isEmpty, let original = e.path {
            out.path = morph(original, through: targets, p)
        }
        return out
    }

    /// `out` moved `p` (0...1) of the way along `pos` from where `e` is (the path's 0,0), at
    /// constant speed, and turned along it as `mode` says: a `to` animation's `pos`, and an update's.
    public static func follow(_ pos: PathSource, mode: TransitionAnimation.Orientation, fraction p: Double, from e: Element, into out: inout Element) {
        guard let (point, angle) = pos.geometry(in: .zero).pointAndAngle(atFraction: p) else { return }
        out.translate = e.translate + point
        let degrees = angle * 180 / .pi
        switch mode {
        case .auto: out.rotate.z = e.rotate.z + degrees
        case .reverse: out.rotate.z = e.rotate.z + degrees + 180
        case .none: break
        }
    }

    /// A rotation `p` (0...1) of the way from `a` to `b`, the shortest way round, as Core Animation
    /// interpolates a transform: about z alone angle for angle (0→360 does not move, 0→270 turns
    /// −90); turned in 3D (x or y non-zero at either end) as a quaternion slerp from the start
    /// rotation to the target, given back as the Euler angles of the same composition.
    static func rotation(from a: Rotation, to b: Rotation, _ p: Double) -> Rotation {
        if a.x == 0, a.y == 0, b.x == 0, b.y == 0 {
            var d = (b.z - a.z).truncatingRemainder(dividingBy: 360)
            if d > 180 { d -= 360 } else if d <= -180 { d += 360 }
            return Rotation(z: a.z + d * p)
        }
        if p <= 0 { return a }
        if p >= 1 { return b }
        return Quaternion(a).slerp(to: Quaternion(b), p).rotation
    }

    /// Key-frames original, p1 … pn evenly spaced; neighbouring frames with the same structure
    /// blend point by point, others switch halfway.
    static func morph(_ original: PathSource, through targets: [PathSource], _ p: Double) -> PathSource {
        let frames = [original] + targets
        let x = p * Double(frames.count - 1)
        let k = min(frames.count - 2, Int(x))
        let f = x - Double(k)
        guard case .data(let a) = frames[k], case .data(let b) = frames[k + 1], let blended = a.interpolated(to: b, f) else {
            return f < 0.5 ? frames[k] : frames[k + 1]
        }
        return .data(blended)
    }
}

extension PathData {
    /// A blend of two paths with the same commands, point by point; nil when their structure differs.
    public func interpolated(to other: PathData, _ t: Double) -> PathData? {
        guard segments.count == other.segments.count else { return nil }
        func m(_ a: Point, _ b: Point) -> Point { Point(a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t) }
        var out: [PathSegment] = []
        out.reserveCapacity(segments.count)
        for (a, b) in zip(segments, other.segments) {
            switch (a, b) {
            case let (.move(p), .move(q)): out.append(.move(m(p, q)))
            case let (.line(p), .line(q)): out.append(.line(m(p, q)))
            case let (.quad(c, p), .quad(d, q)): out.append(.quad(m(c, d), m(p, q)))
            case let (.cubic(c1, c2, p), .cubic(d1, d2, q)): out.append(.cubic(m(c1, d1), m(c2, d2), m(p, q)))
            case (.close, .close): out.append(.close)
            default: return nil
            }
        }
        return PathData(segments: out)
    }
}
