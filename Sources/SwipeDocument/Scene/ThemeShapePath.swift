extension ThemeShape {
    /// The outline in a box of `size` points (origin top-left, y down), as SwiftUI draws it: a circle
    /// inscribed in the short side and centred, a capsule's radius half the short side. Corners too
    /// large for the box are scaled down together until they fit (as CSS does: a rounded rectangle
    /// with a huge radius is a capsule); an uneven radius is held to half the short side.
    ///
    /// `continuous` corners follow the iOS 7 "squircle" as PaintCode reverse-engineered it: three
    /// cubics and two short lines per corner, leaving the straight edge 1.528 radii before the
    /// corner. Where the box is too small for that (half a side under 1.528 radii), the corner is
    /// blended towards a circular one, reaching it when the radius is half the side, so a
    /// continuous capsule is drawn as a circular one.
    public func path(in size: Point) -> PathData {
        let w = size.x, h = size.y
        guard w > 0, h > 0 else { return PathData(segments: []) }
        switch self {
        case .rectangle:
            return Self.roundedBox(w, h, radii: [(0, 0), (0, 0), (0, 0), (0, 0)], style: .circular)
        case .ellipse:
            return PathData.ellipse(in: Rect(x: 0, y: 0, width: w, height: h))
        case .circle:
            let d = min(w, h)
            return PathData.ellipse(in: Rect(x: (w - d) / 2, y: (h - d) / 2, width: d, height: d))
        case .capsule(let style):
            let r = min(w, h) / 2
            return Self.roundedBox(w, h, radii: Array(repeating: (r, r), count: 4), style: style)
        case .roundedRectangle(let cw, let ch, let style):
            let (rx, ry) = (Self.clamp(cw, .greatestFiniteMagnitude), Self.clamp(ch, .greatestFiniteMagnitude))
            let fit = min(1, rx > 0 ? w / 2 / rx : 1, ry > 0 ? h / 2 / ry : 1)
            return Self.roundedBox(w, h, radii: Array(repeating: (rx * fit, ry * fit), count: 4), style: style)
        case .unevenRoundedRectangle(let tl, let bl, let br, let tr, let style):
            let limit = min(w, h) / 2
            let radii = [tr, br, bl, tl].map { Self.clamp($0, limit) }.map { ($0, $0) }
            return Self.roundedBox(w, h, radii: radii, style: style)
        }
    }

    /// A radius between 0 and `limit`; 0 when it is not a number.
    private static func clamp(_ r: Double, _ limit: Double) -> Double { r.isNaN ? 0 : min(max(r, 0), limit) }

    /// How far a continuous corner reaches along each edge, in radii.
    private static let reach = 1.52866483

    /// One corner from the edge it is entered by to the edge it leaves by, in radii: (along the
    /// edge entered, along the edge left). A start point, then curves (three points) and lines (one).
    private static let continuousCorner: [[(Double, Double)]] = [
        [(1.52866483, 0)],
        [(1.08849323, 0), (0.86840689, 0), (0.66993427, 0.06549600)],
        [(0.63149399, 0.07491100)],
        [(0.37282392, 0.16905899), (0.16905899, 0.37282392), (0.07491100, 0.63149399)],
        [(0.06549600, 0.66993427)],
        [(0, 0.86840689), (0, 1.08849323), (0, 1.52866483)],
    ]

    /// A quarter circle in the same steps (its first and last curves empty), so the two blend.
    private static let circularCorner: [[(Double, Double)]] = {
        let rest = 1 - 0.5522847498307936  // 1 − the cubic quarter circle's handle length
        return [
            [(1, 0)], [(1, 0), (1, 0), (1, 0)], [(1, 0)],
            [(rest, 0), (0, rest), (0, 1)],
            [(0, 1)], [(0, 1), (0, 1), (0, 1)],
        ]
    }()

    /// A box with a corner at each of top-right, bottom-right, bottom-left and top-left (clockwise on
    /// screen), `radii` given as (horizontal, vertical) in that order.
    private static func roundedBox(_ w: Double, _ h: Double, radii: [(Double, Double)], style: ThemeShapeStyle) -> PathData {
        // Each corner: where it is, the way back along the edge entered, the way along the edge left.
        let corners: [(Point, Point, Point)] = [
            (Point(w, 0), Point(-1, 0), Point(0, 1)),
            (Point(w, h), Point(0, -1), Point(-1, 0)),
            (Point(0, h), Point(1, 0), Point(0, -1)),
            (Point(0, 0), Point(0, 1), Point(1, 0)),
        ]
        var segments: [PathSegment] = []
        for (k, (corner, back, on)) in corners.enumerated() {
            let (rx, ry) = radii[k]
            // The radius along the edge entered and the edge left, and the half sides they may use.
            let enteredHorizontally = back.y == 0
            let (ra, rb) = enteredHorizontally ? (rx, ry) : (ry, rx)
            let (ha, hb) = enteredHorizontally ? (w / 2, h / 2) : (h / 2, w / 2)
            let place = { (p: (Double, Double)) in corner + back * (p.0 * ra) + on * (p.1 * rb) }
            let steps = ra > 0 && rb > 0 ? cornerSteps(style, room: min(ha / ra, hb / rb)) : [[(0, 0)]]
            segments.append(k == 0 ? .move(place(steps[0][0])) : .line(place(steps[0][0])))
            for step in steps.dropFirst() {
                let p = step.map(place)
                segments.append(p.count == 3 ? .cubic(p[0], p[1], p[2]) : .line(p[0]))
            }
        }
        segments.append(.close)
        return PathData(segments: segments)
    }

    /// A corner's steps in radii; `room` is how many radii of edge it may use.
    private static func cornerSteps(_ style: ThemeShapeStyle, room: Double) -> [[(Double, Double)]] {
        let arc = [circularCorner[0], circularCorner[3]]
        guard style == .continuous, room > 1 else { return arc }
        let s = min(1, (room - 1) / (reach - 1))
        return zip(circularCorner, continuousCorner).map { circle, smooth in
            zip(circle, smooth).map { c, t in (c.0 + (t.0 - c.0) * s, c.1 + (t.1 - c.1) * s) }
        }
    }
}
