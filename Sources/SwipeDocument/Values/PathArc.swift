#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(ucrt)
import ucrt
#endif

/// Elliptical arcs (the SVG `A`/`a` command) converted to cubic Béziers, so that the rest of the
/// engine only ever sees move/line/quad/cubic/close.
extension PathData {
    /// Appends the SVG endpoint-parameterised arc from `start` to `end` to `segments`, as at most
    /// 90° per cubic (SVG 1.1 implementation notes F.6.5 and F.6.6).
    ///
    /// Identical endpoints append nothing, a zero radius appends a straight line, and radii too small
    /// to reach `end` are scaled up uniformly until they just do. The caller is responsible for the
    /// subpath's move; the last cubic ends exactly at `end`.
    static func appendArc(
        from start: Point, to end: Point,
        radiusX: Double, radiusY: Double, rotationDegrees: Double,
        largeArc: Bool, sweep: Bool,
        to segments: inout [PathSegment]
    ) {
        if start == end { return }
        var rx = abs(radiusX)
        var ry = abs(radiusY)
        if rx == 0 || ry == 0 || !rx.isFinite || !ry.isFinite {
            segments.append(.line(end))
            return
        }
        let phi = rotationDegrees.truncatingRemainder(dividingBy: 360) * .pi / 180
        let cosPhi = cos(phi)
        let sinPhi = sin(phi)

        // F.6.5.1: the start point in the ellipse's own (unrotated, centred on the chord) frame.
        let hx = (start.x - end.x) / 2
        let hy = (start.y - end.y) / 2
        let x1 = cosPhi * hx + sinPhi * hy
        let y1 = -sinPhi * hx + cosPhi * hy

        // F.6.6.2: radii too small for the endpoints are scaled up uniformly.
        let lambda = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry)
        if lambda > 1 {
            let s = lambda.squareRoot()
            rx *= s
            ry *= s
        }

        // F.6.5.2: the centre in the ellipse's frame (the radicand is 0 when the radii were corrected).
        let rx2 = rx * rx, ry2 = ry * ry
        let x1sq = x1 * x1, y1sq = y1 * y1
        let denominator = rx2 * y1sq + ry2 * x1sq
        var coefficient = denominator == 0 ? 0 : ((rx2 * ry2 - rx2 * y1sq - ry2 * x1sq) / denominator)
        coefficient = max(0, coefficient).squareRoot()
        if largeArc == sweep { coefficient = -coefficient }
        let cxp = coefficient * rx * y1 / ry
        let cyp = -coefficient * ry * x1 / rx

        // F.6.5.3: the centre in user space.
        let cx = cosPhi * cxp - sinPhi * cyp + (start.x + end.x) / 2
        let cy = sinPhi * cxp + cosPhi * cyp + (start.y + end.y) / 2

        // F.6.5.5/6: start angle and sweep, on the unit circle the ellipse maps from.
        let theta1 = atan2((y1 - cyp) / ry, (x1 - cxp) / rx)
        let theta2 = atan2((-y1 - cyp) / ry, (-x1 - cxp) / rx)
        var delta = theta2 - theta1
        if sweep, delta < 0 { delta += 2 * .pi }
        if !sweep, delta > 0 { delta -= 2 * .pi }
        // Coordinates near the limits of Double overflow on the way: such an arc is drawn straight.
        guard delta.isFinite, cx.isFinite, cy.isFinite, rx.isFinite, ry.isFinite else {
            segments.append(.line(end))
            return
        }

        // At most 90° per cubic: the standard 4/3·tan(θ/4) handle length keeps the error below 0.03% of the radius.
        let count = max(1, Int((abs(delta) / (.pi / 2) - 1e-9).rounded(.up)))
        let step = delta / Double(count)
        let handle = 4.0 / 3.0 * tan(step / 4)

        @inline(__always) func map(_ ux: Double, _ uy: Double) -> Point {
            let x = rx * ux, y = ry * uy
            return Point(cx + cosPhi * x - sinPhi * y, cy + sinPhi * x + cosPhi * y)
        }

        var angle = theta1
        var cosA = cos(angle), sinA = sin(angle)
        for index in 0..<count {
            let next = index == count - 1 ? theta1 + delta : angle + step
            let cosB = cos(next), sinB = sin(next)
            let c1 = map(cosA - handle * sinA, sinA + handle * cosA)
            let c2 = map(cosB + handle * sinB, sinB - handle * cosB)
            let p = index == count - 1 ? end : map(cosB, sinB)
            segments.append(.cubic(c1, c2, p))
            angle = next
            cosA = cosB
            sinA = sinB
        }
    }
}
