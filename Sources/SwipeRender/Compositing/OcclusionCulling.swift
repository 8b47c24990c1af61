import SwipeDocument

/// Which items of a display list an opaque item drawn above hides entirely, so the compositor
/// need not fill their pixels (on llvmpipe a frame's cost is mostly the pixels it fills; a page's
/// background under a full-page photo is filled for nothing). Exact: an item is hidden only when
/// every pixel it may touch is certainly replaced, later in the same list, by an opaque colour
/// that does not depend on what was there. The compositor still walks a hidden item (its
/// textures made and kept as they would be), only its draws are left out, so what is drawn next
/// frame does not change either.
///
/// A cover is an unmasked item of opacity 1 that the compositor draws without blending: a
/// square-cornered box of an opaque colour, or a picture whose every pixel is opaque; upright
/// on screen (scaled and moved, not turned, skewed or in perspective) and clipped only by upright
/// square-cornered regions. What it certainly covers is the pixels whose centres lie inside it by
/// `margin`: both devices cover a pixel when its centre is inside a triangle, and the margin
/// absorbs the rasterizer's fixed-point positions. A picture shown texel for texel is moved to
/// whole pixels (`Compositor.snapToPixels`): its edges go to the nearest whole pixel (its size
/// within 0.01 of whole), which crosses no pixel centre farther than that from them, so it covers
/// and reaches the same pixels as far as the margin tells. What an item may touch is its box on
/// screen where that is all it draws (square boxes, pictures), cut to its clips (everything an
/// item draws, shadow and stroke included, is cut to them), widened by `margin`; an item with
/// neither (text, paths, shadows without a clip) is never hidden. Lists are culled one at a time
/// (a layer's items among themselves are not culled), so layers and the two pages of a turn are
/// covered only by what is drawn above them in the same list.
public enum OcclusionCulling {
    /// How far inside an edge a pixel's centre must be to count as covered, in pixels.
    static let margin = 0.125
    /// How far a mesh may reach past a clip it is not cut to (`Compositor.contains`), in pixels.
    static let clipTolerance = 0.01

    /// For each item, whether an opaque item above it hides it; nil when none is hidden.
    /// `opaquePicture` tells whether every pixel of every frame of a picture is opaque.
    public static func hidden(_ items: [DisplayItem], screen: Matrix4, opaquePicture: (AssetReference) -> Bool) -> [Bool]? {
        var covers: [PixelRect] = []
        var hidden: [Bool]?
        for i in items.indices.reversed() {
            let item = items[i]
            guard item.opacity > 0 else { continue }
            if !covers.isEmpty, let reach = reach(of: item, screen: screen), covers.contains(where: { $0.contains(reach) }) {
                if hidden == nil { hidden = Array(repeating: false, count: items.count) }
                hidden?[i] = true
                continue
            }
            if let cover = cover(of: item, screen: screen, opaquePicture: opaquePicture), !cover.isEmpty { covers.append(cover) }
        }
        return hidden
    }

    /// The item that can be drawn by clearing the target to its colour instead (on llvmpipe a
    /// clear costs a fraction of a fill, and what is blended onto cleared pixels less): the first
    /// item drawn, where it is a square-cornered opaque box whose cover is all of `target` (what
    /// comes before it in `items` is hidden or transparent). Exact: both replace every pixel of
    /// the target with the same opaque colour.
    public static func clearing(_ items: [DisplayItem], hidden: [Bool]?, screen: Matrix4, target: PixelRect) -> (index: Int, color: Color)? {
        guard let first = items.indices.first(where: { items[$0].opacity > 0 && !(hidden?[$0] ?? false) }),
              case .box(let color, 0) = items[first].content,
              let cover = cover(of: items[first], screen: screen, opaquePicture: { _ in false }), cover.contains(target) else { return nil }
        return (first, color)
    }

    /// The pixels `item` certainly replaces with an opaque colour, or nil.
    static func cover(of item: DisplayItem, screen: Matrix4, opaquePicture: (AssetReference) -> Bool) -> PixelRect? {
        guard item.mask == nil, Compositor.byte(item.opacity) == 255 else { return nil }
        switch item.content {
        case .box(let color, 0) where Compositor.byte(color.a * item.opacity) == 255: break
        case .image(let asset, _, _) where opaquePicture(asset): break
        default: return nil
        }
        guard var box = uprightBox(size: item.size, transform: screen * item.transform) else { return nil }
        for clip in item.clips {
            guard clip.cornerRadius == 0, let r = uprightBox(size: clip.size, transform: screen * clip.transform), let cut = box.intersection(r) else { return nil }
            box = cut
        }
        return PixelRect(inside: box, by: margin)
    }

    /// The pixels `item` may touch, or nil when that is not known.
    static func reach(of item: DisplayItem, screen: Matrix4) -> PixelRect? {
        var box: Rect?
        switch item.content {
        case .box(_, 0), .image:
            if item.mask == nil { box = uprightBox(size: item.size, transform: screen * item.transform) }
        default:
            break
        }
        for clip in item.clips {
            guard let polygon = ConvexClipper.polygon(of: clip, screen: screen), let bounds = Rect(around: polygon)?.insetBy(-clipTolerance) else { continue }
            guard let known = box else {
                box = bounds
                continue
            }
            guard let cut = known.intersection(bounds) else { return PixelRect(x0: 0, y0: 0, x1: 0, y1: 0) }
            box = cut
        }
        return box.map { PixelRect(touchedBy: $0, margin: margin) }
    }

    /// The screen rectangle of a box of `size` under `transform`, when it stays an upright
    /// rectangle (scaled, mirrored, moved or turned by right angles).
    static func uprightBox(size: Point, transform: Matrix4) -> Rect? {
        guard transform.isAffine2D, size.x > 0, size.y > 0 else { return nil }
        let a = transform.project(Point(0, 0)).point, b = transform.project(Point(size.x, 0)).point
        let c = transform.project(Point(0, size.y)).point, d = transform.project(Point(size.x, size.y)).point
        guard (a.y == b.y && a.x == c.x && d.x == b.x && d.y == c.y) || (a.x == b.x && a.y == c.y && d.y == b.y && d.x == c.x) else { return nil }
        return Rect(around: [a, d])
    }
}

/// A rectangle of whole screen pixels: columns `x0..<x1`, rows `y0..<y1`.
public struct PixelRect: Equatable, Sendable {
    public var x0, y0, x1, y1: Int

    public init(x0: Int, y0: Int, x1: Int, y1: Int) {
        (self.x0, self.y0, self.x1, self.y1) = (x0, y0, x1, y1)
    }

    /// The pixels whose centres lie inside `r` by at least `margin`.
    init(inside r: Rect, by margin: Double) {
        self.init(x0: Int((r.x + margin - 0.5).rounded(.up)), y0: Int((r.y + margin - 0.5).rounded(.up)),
                  x1: Int((r.maxX - margin - 0.5).rounded(.down)) + 1, y1: Int((r.maxY - margin - 0.5).rounded(.down)) + 1)
    }

    /// The pixels whose centres lie inside `r` widened by `margin`.
    init(touchedBy r: Rect, margin: Double) {
        self.init(x0: Int((r.x - margin - 0.5).rounded(.up)), y0: Int((r.y - margin - 0.5).rounded(.up)),
                  x1: Int((r.maxX + margin - 0.5).rounded(.down)) + 1, y1: Int((r.maxY + margin - 0.5).rounded(.down)) + 1)
    }

    public var isEmpty: Bool { x1 <= x0 || y1 <= y0 }

    /// Whether every pixel of `other` is one of these (an empty one is in any that is not).
    public func contains(_ other: PixelRect) -> Bool {
        !isEmpty && (other.isEmpty || (other.x0 >= x0 && other.y0 >= y0 && other.x1 <= x1 && other.y1 <= y1))
    }

    func intersection(_ other: PixelRect) -> PixelRect {
        PixelRect(x0: max(x0, other.x0), y0: max(y0, other.y0), x1: min(x1, other.x1), y1: min(y1, other.y1))
    }
}

extension Rect {
    /// The smallest rectangle holding every point; nil for none.
    init?(around points: [Point]) {
        guard let first = points.first else { return nil }
        var (x0, y0, x1, y1) = (first.x, first.y, first.x, first.y)
        for p in points {
            x0 = min(x0, p.x); x1 = max(x1, p.x)
            y0 = min(y0, p.y); y1 = max(y1, p.y)
        }
        self.init(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// Moved in by `d` on every side (out where negative).
    func insetBy(_ d: Double) -> Rect { Rect(x: x + d, y: y + d, width: width - 2 * d, height: height - 2 * d) }
}
