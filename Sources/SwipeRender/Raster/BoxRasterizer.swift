import CCairo
import Foundation
import SwipeDocument

/// Rasterizes an element's box visuals (spec 3.2): the `bc` background and the border, both
/// following `cornerRadius`, plus the matching outline polygon used to clip children.
///
/// Sizes are in pixels at the compositor's scale; the images are axis-aligned and transformed on
/// the GPU. The corner radius is clamped to half the shorter side, as Core Animation does. A box
/// without area, or wider than Cairo's 32767-px limit, gives an empty image.
public enum BoxRasterizer {
    /// The background: a `width`×`height` image holding an anti-aliased rounded rectangle of
    /// `color` (its colour `premultiplied` by alpha when asked: what a texture holds).
    public static func fill(width: Int, height: Int, color: Color, cornerRadius: Double, premultiplied: Bool = false) -> RasterImage {
        let canvas = CairoCanvas(width: width, height: height)
        canvas.draw { cr in
            let (w, h) = (Double(width), Double(height))
            appendRoundedRect(cr, x: 0, y: 0, width: w, height: h, radius: clampedRadius(cornerRadius, w, h))
            cairo_set_source_rgba(cr, color.r, color.g, color.b, color.a)
            cairo_fill(cr)
        }
        return canvas.image(premultiplied: premultiplied)
    }

    /// The border: a `lineWidth`-wide band inside the bounds whose outer edge is the rounded box of
    /// `fill` and whose inner corners have radius `cornerRadius − lineWidth` (Core Animation's
    /// `borderWidth`); transparent in the middle.
    ///
    /// This is the stroke of the box inset by `lineWidth/2`, but drawn as an even-odd ring so the
    /// outer edge matches the background exactly even when the radius is under half the line width.
    public static func border(width: Int, height: Int, color: Color, lineWidth: Double, cornerRadius: Double, premultiplied: Bool = false) -> RasterImage {
        let canvas = CairoCanvas(width: width, height: height)
        guard lineWidth.isFinite, lineWidth > 0 else { return canvas.image(premultiplied: premultiplied) }
        canvas.draw { cr in
            let (w, h) = (Double(width), Double(height))
            let r = clampedRadius(cornerRadius, w, h)
            appendRoundedRect(cr, x: 0, y: 0, width: w, height: h, radius: r)
            let (innerW, innerH) = (w - 2 * lineWidth, h - 2 * lineWidth)
            if innerW > 0, innerH > 0 {
                appendRoundedRect(cr, x: lineWidth, y: lineWidth, width: innerW, height: innerH, radius: max(0, r - lineWidth))
            }
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
            cairo_set_source_rgba(cr, color.r, color.g, color.b, color.a)
            cairo_fill(cr)
        }
        return canvas.image(premultiplied: premultiplied)
    }

    /// The rounded box as a convex polygon, clockwise on screen (y down) starting at the end of the
    /// top edge, with `segmentsPerCorner` chords per corner (at least 1); a plain rectangle when the
    /// radius is 0 gives its 4 corners. Vertices lie on the arcs; coinciding ones are merged (a
    /// radius of half the side makes edges vanish). Empty for a box without area.
    public static func roundedRectPolygon(width: Double, height: Double, cornerRadius: Double, segmentsPerCorner: Int) -> [Point] {
        guard width.isFinite, height.isFinite, width > 0, height > 0 else { return [] }
        let r = clampedRadius(cornerRadius, width, height)
        guard r > 0 else { return [Point(0, 0), Point(width, 0), Point(width, height), Point(0, height)] }
        let n = max(1, segmentsPerCorner)
        let corners = [
            (Point(width - r, r), -Double.pi / 2),
            (Point(width - r, height - r), 0),
            (Point(r, height - r), Double.pi / 2),
            (Point(r, r), Double.pi),
        ]
        var points: [Point] = []
        points.reserveCapacity(4 * (n + 1))
        let epsilon = 1e-9 * max(width, height)
        func isNew(_ p: Point, after q: Point?) -> Bool {
            guard let q else { return true }
            return abs(p.x - q.x) > epsilon || abs(p.y - q.y) > epsilon
        }
        for (center, start) in corners {
            for k in 0...n {
                let angle = start + Double.pi / 2 * Double(k) / Double(n)
                let p = Point(center.x + r * cos(angle), center.y + r * sin(angle))
                if isNew(p, after: points.last) { points.append(p) }
            }
        }
        if points.count > 1, !isNew(points[points.count - 1], after: points[0]) { points.removeLast() }
        return points
    }

    /// `radius` limited to 0...half the shorter side (0 when not a finite positive number).
    static func clampedRadius(_ radius: Double, _ width: Double, _ height: Double) -> Double {
        guard radius.isFinite, radius > 0 else { return 0 }
        return max(0, min(radius, width / 2, height / 2))
    }

    /// Adds a closed rounded-rectangle subpath (clockwise on screen) to the current Cairo path.
    static func appendRoundedRect(_ cr: OpaquePointer, x: Double, y: Double, width: Double, height: Double, radius r: Double) {
        guard r > 0 else {
            cairo_rectangle(cr, x, y, width, height)
            return
        }
        cairo_new_sub_path(cr)
        cairo_arc(cr, x + width - r, y + r, r, -Double.pi / 2, 0)
        cairo_arc(cr, x + width - r, y + height - r, r, 0, Double.pi / 2)
        cairo_arc(cr, x + r, y + height - r, r, Double.pi / 2, Double.pi)
        cairo_arc(cr, x + r, y + r, r, Double.pi, 3 * Double.pi / 2)
        cairo_close_path(cr)
    }
}
