/// Where an element of a page is as drawn: its frame in its parent and its box's transform onto the
/// page, the same ones the display list is built with, so taps hit what is seen.
public struct ElementBox: Equatable, Sendable {
    public var path: [Int]
    public var frame: ElementFrame
    /// The element's own coordinates → the page's (doc units).
    public var world: Matrix4
    /// The element's own opacity (0 when invisible), not its ancestors'.
    public var opacity: Double
    public var children: [ElementBox]

    /// The box's top-left corner on the page.
    public var screenOrigin: Point { world.project(.zero).point }

    /// The box's bounds on the page as drawn.
    public var bounds: Rect {
        let xs = corners.map(\.point.x), ys = corners.map(\.point.y)
        let minX = xs.min() ?? 0, minY = ys.min() ?? 0
        return Rect(x: minX, y: minY, width: (xs.max() ?? 0) - minX, height: (ys.max() ?? 0) - minY)
    }

    /// Whether `p` (page coordinates) lies inside the box as drawn.
    public func contains(_ p: Point) -> Bool {
        let corners = self.corners
        guard corners.allSatisfy({ $0.w > 0 }) else { return false }
        // Inside a convex quad: on the same side of all four edges.
        var sign = 0.0
        for i in 0..<4 {
            let a = corners[i].point, b = corners[(i + 1) % 4].point
            let cross = (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x)
            if cross != 0 {
                if sign == 0 { sign = cross } else if (cross > 0) != (sign > 0) { return false }
            }
        }
        return true
    }

    /// The box's corners projected onto the page, clockwise from the top-left, with their w.
    private var corners: [(point: Point, w: Double)] {
        let s = frame.size
        return [Point(0, 0), Point(s.x, 0), Point(s.x, s.y), Point(0, s.y)].map { world.project($0) }
    }

    /// The deepest, topmost box containing `p` among `boxes` (last drawn first), descending only
    /// into boxes that contain it and skipping nearly transparent ones (behaviour reference 2.2).
    public static func hit(_ p: Point, in boxes: [ElementBox]) -> ElementBox? {
        for box in boxes.reversed() where box.opacity >= 0.01 && box.contains(p) {
            return hit(p, in: box.children) ?? box
        }
        return nil
    }
}

extension DisplayListBuilder {
    /// The boxes of `page`'s elements, in drawing order, placed as `build` places them.
    public func boxes(_ page: Page) -> [ElementBox] {
        let size = settings.documentSize
        let perspective = Matrix4.perspective(distance: size.x * page.eyePosition, center: Point(size.x / 2, size.y / 2))
        return page.elements.enumerated().map { box($1, path: [$0], parentSize: size, parentTransform: perspective, flattenFirst: false) }
    }

    private func box(_ e: Element, path: [Int], parentSize: Point, parentTransform: Matrix4, flattenFirst: Bool) -> ElementBox {
        let placement = place(e, parentSize: parentSize, parentTransform: parentTransform, flattenFirst: flattenFirst)
        let children = e.elements.enumerated().map {
            box($1, path: path + [$0], parentSize: placement.frame.size, parentTransform: placement.world, flattenFirst: true)
        }
        return ElementBox(path: path, frame: placement.frame, world: placement.world, opacity: e.visible ? e.motion.opacity ?? e.opacity : 0, children: children)
    }
}
