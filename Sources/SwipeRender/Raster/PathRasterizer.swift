import CCairo
import SwipeDocument

/// Rasterizes a path element's shape (spec 3.9) into an axis-aligned image at a given pixel scale.
///
/// The path is in element-local doc units and is not fitted to the element box, so the image
/// covers wherever the ink is and reports where that lies in the element's pixel space.
public enum PathRasterizer {
    /// How a path is painted: the element's `fillColor`, `strokeColor`, `lineWidth` (already in
    /// pixels: the stroke does not follow the path's own scale, spec 3.3) and the stroke trim.
    public struct PathStyle: Equatable, Sendable {
        public var fillColor: Color
        public var strokeColor: Color
        /// Stroke width in pixels; 0 draws no stroke.
        public var lineWidth: Double
        /// Fraction (0...1) of the total path length where the stroke begins.
        public var strokeStart: Double
        /// Fraction (0...1) of the total path length where the stroke ends.
        public var strokeEnd: Double

        public init(fillColor: Color = .clear, strokeColor: Color = .black, lineWidth: Double = 0, strokeStart: Double = 0, strokeEnd: Double = 1) {
            self.fillColor = fillColor
            self.strokeColor = strokeColor
            self.lineWidth = lineWidth
            self.strokeStart = strokeStart
            self.strokeEnd = strokeEnd
        }
    }

    /// The longest side of a rendered image; larger drawings are scaled down to fit (see `fittedScale`).
    public static let maxImageSide = 8192

    /// Maximum deviation, in image pixels, of the polylines a trimmed stroke is drawn along.
    static let trimTolerance = 0.25

    /// Cairo's default, and Core Animation's: joins sharper than about 11.5° are bevelled.
    static let miterLimit = 10.0

    /// Draws `path` (element-local doc units) scaled by `scale` px per unit. The image covers the
    /// path's bounds plus half the line width (plus 1 px for anti-aliasing); `origin` is where the
    /// image's top-left lies in the element's pixel space (it may be negative: paths are not fitted
    /// to their box).
    ///
    /// The covered area also includes miter spikes, and depends only on the path, `scale` and
    /// `lineWidth` (not on colours or trim), so an animated trim keeps the image size. The fill
    /// (non-zero winding) is never trimmed; the stroke has round caps and miter joins. If the image
    /// would exceed `maxImageSide` pixels per side, everything (line width included) is drawn at
    /// `fittedScale(for:scale:lineWidth:)` instead: `origin` stays in pixels at `scale`, and the
    /// image should then be stretched by `scale / fittedScale`. An empty path, a non-positive scale
    /// or non-finite geometry gives an empty image at the origin.
    /// `bands` above 1 draws a large image in as many bands at once (`CairoCanvas.picture`).
    public static func render(_ path: PathData, scale: Double, style: PathStyle, premultiplied: Bool = false, bands: Int = 1) -> (image: RasterImage, origin: Point) {
        let lineWidth = style.lineWidth.isFinite ? max(0, style.lineWidth) : 0
        guard let layout = Layout(path, scale: scale, lineWidth: lineWidth) else {
            return (RasterImage(width: 0, height: 0), .zero)
        }
        let geometry = layout.imageSpace(path)
        let image = CairoCanvas.picture(width: layout.width, height: layout.height, bands: bands, premultiplied: premultiplied) { cr in
            if style.fillColor.a > 0 {
                appendCurves(of: geometry, into: cr)
                cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
                cairo_set_source_rgba(cr, style.fillColor.r, style.fillColor.g, style.fillColor.b, style.fillColor.a)
                cairo_fill(cr)
            }
            let start = style.strokeStart.isNaN ? 0 : min(max(style.strokeStart, 0), 1)
            let end = style.strokeEnd.isNaN ? 1 : min(max(style.strokeEnd, 0), 1)
            guard lineWidth > 0, style.strokeColor.a > 0, end > start else { return }
            if start == 0, end == 1 {
                appendCurves(of: geometry, into: cr)
            } else {
                appendTrimmed(geometry, from: start, to: end, into: cr)
            }
            cairo_set_line_width(cr, lineWidth * layout.fitFactor)
            cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
            cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER)
            cairo_set_miter_limit(cr, miterLimit)
            cairo_set_source_rgba(cr, style.strokeColor.r, style.strokeColor.g, style.strokeColor.b, style.strokeColor.a)
            cairo_stroke(cr)
        }
        return (image, layout.origin)
    }

    /// The scale `render` actually draws at: `scale`, or less when the image would otherwise exceed
    /// `maxImageSide` pixels per side.
    public static func fittedScale(for path: PathData, scale: Double, lineWidth: Double) -> Double {
        let lineWidth = lineWidth.isFinite ? max(0, lineWidth) : 0
        return Layout(path, scale: scale, lineWidth: lineWidth).map { scale * $0.fitFactor } ?? scale
    }

    // MARK: Layout

    /// Where the drawing lands: geometry is scaled to `scale · fitFactor` px per unit and shifted by
    /// a whole number of pixels, so at fitFactor 1 the image grid is the element's pixel grid.
    private struct Layout {
        /// 1, or the factor that brings the image within `maxImageSide`.
        var fitFactor: Double
        var drawScale: Double
        /// Added to the scaled geometry to get image coordinates (whole pixels).
        var shift: Point
        var width: Int
        var height: Int
        /// The image's top-left in element pixels at the requested scale.
        var origin: Point

        init?(_ path: PathData, scale: Double, lineWidth: Double) {
            guard scale.isFinite, scale > 0, let bounds = path.bounds else { return nil }
            // The image adds up to 2 px per side for anti-aliasing and rounding out to whole pixels;
            // shrinking aims a little lower, as Cairo measures curves only to its tolerance.
            let side = Double(maxImageSide - 4)
            let target = side - 8
            let longest = max(bounds.width, bounds.height) * scale + lineWidth
            guard longest.isFinite else { return nil }
            var fitFactor = longest > side ? target / longest : 1
            // Miter spikes may reach beyond the bounds; measure and, rarely, shrink once more.
            for _ in 0..<3 {
                guard let ink = Self.inkExtents(path, drawScale: scale * fitFactor, lineWidth: lineWidth * fitFactor) else { return nil }
                let longestInk = max(ink.width, ink.height)
                if longestInk <= side {
                    self.init(ink: ink, scale: scale, fitFactor: fitFactor)
                    return
                }
                fitFactor *= target / longestInk
            }
            return nil
        }

        private init(ink: Rect, scale: Double, fitFactor: Double) {
            let minX = (ink.x).rounded(.down) - 1, minY = (ink.y).rounded(.down) - 1
            let maxX = (ink.maxX).rounded(.up) + 1, maxY = (ink.maxY).rounded(.up) + 1
            self.fitFactor = fitFactor
            drawScale = scale * fitFactor
            shift = Point(-minX, -minY)
            width = Int(maxX - minX)
            height = Int(maxY - minY)
            origin = Point(minX / fitFactor, minY / fitFactor)
        }

        /// `path` in image pixels.
        func imageSpace(_ path: PathData) -> PathData {
            Self.explicitStart(path).scaled(sx: drawScale, sy: drawScale, about: .zero).translated(by: shift)
        }

        /// The area (pixels at `drawScale`) the drawing may touch: the bounds grown by half the line
        /// width, united with Cairo's exact stroke extents (miter joins). Nil when not finite or too
        /// far out for Cairo's fixed-point coordinates.
        private static func inkExtents(_ path: PathData, drawScale: Double, lineWidth: Double) -> Rect? {
            let scaled = explicitStart(path).scaled(sx: drawScale, sy: drawScale, about: .zero)
            guard let bounds = scaled.bounds else { return nil }
            let limit = 1e15
            guard [bounds.x, bounds.y, bounds.maxX, bounds.maxY].allSatisfy({ $0.isFinite && abs($0) < limit }) else { return nil }
            let half = lineWidth / 2
            var (x0, y0) = (bounds.x - half, bounds.y - half)
            var (x1, y1) = (bounds.maxX + half, bounds.maxY + half)
            guard lineWidth > 0 else { return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0) }
            // Measured near the origin: Cairo's 24.8 fixed point only reaches about ±8 million.
            let shift = Point(-bounds.x.rounded(.down), -bounds.y.rounded(.down))
            let probe = CairoCanvas(width: 1, height: 1)
            probe.draw { cr in
                appendCurves(of: scaled.translated(by: shift), into: cr)
                cairo_set_line_width(cr, lineWidth)
                cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
                cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER)
                cairo_set_miter_limit(cr, miterLimit)
                var (ex0, ey0, ex1, ey1) = (0.0, 0.0, 0.0, 0.0)
                cairo_stroke_extents(cr, &ex0, &ey0, &ex1, &ey1)
                guard cairo_status(cr) == CAIRO_STATUS_SUCCESS, ex1 > ex0 || ey1 > ey0 else { return }
                x0 = min(x0, ex0 - shift.x); y0 = min(y0, ey0 - shift.y)
                x1 = max(x1, ex1 - shift.x); y1 = max(y1, ey1 - shift.y)
            }
            return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
        }

        /// The path with its implicit start at (0, 0) made explicit, so it survives scaling and shifting.
        private static func explicitStart(_ path: PathData) -> PathData {
            guard let first = path.segments.first else { return path }
            if case .move = first { return path }
            return PathData(segments: [.move(.zero)] + path.segments)
        }
    }

    // MARK: Drawing

    /// Adds `path` to the Cairo path with exact curves (quadratics raised to cubics).
    private static func appendCurves(of path: PathData, into cr: OpaquePointer) {
        var current = Point.zero
        var start = Point.zero
        for segment in path.segments {
            switch segment {
            case .move(let p):
                cairo_move_to(cr, p.x, p.y)
                (current, start) = (p, p)
            case .line(let p):
                cairo_line_to(cr, p.x, p.y)
                current = p
            case .quad(let c, let e):
                let c1 = current + (c - current) * (2.0 / 3)
                let c2 = e + (c - e) * (2.0 / 3)
                cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, e.x, e.y)
                current = e
            case .cubic(let c1, let c2, let e):
                cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, e.x, e.y)
                current = e
            case .close:
                cairo_close_path(cr)
                current = start
            }
        }
    }

    /// Adds the part of `path` between fractions `from` and `to` (0...1) of its total length, as
    /// polylines of the flattened path. A closed subpath that lies wholly inside stays closed.
    private static func appendTrimmed(_ path: PathData, from: Double, to: Double, into cr: OpaquePointer) {
        let lines = path.flattened(tolerance: trimTolerance)
        let closed = closedFlags(path)
        let lengths = lines.map { line in
            zip(line, line.dropFirst()).reduce(0.0) { $0 + distance($1.0, $1.1) }
        }
        let total = lengths.reduce(0, +)
        guard total > 0 else { return }
        let (lo, hi) = (from * total, to * total)
        var travelled = 0.0
        for (index, line) in lines.enumerated() {
            let begin = travelled
            travelled += lengths[index]
            guard lengths[index] > 0, travelled > lo, begin < hi else { continue }
            if index < closed.count, closed[index], begin >= lo, travelled <= hi {
                // The polyline ends back at its start; closing joins the ends instead of capping them.
                cairo_move_to(cr, line[0].x, line[0].y)
                for p in line.dropFirst().dropLast() { cairo_line_to(cr, p.x, p.y) }
                cairo_close_path(cr)
                continue
            }
            var segmentStart = begin
            var started = false
            for (a, b) in zip(line, line.dropFirst()) {
                let length = distance(a, b)
                let segmentEnd = segmentStart + length
                defer { segmentStart = segmentEnd }
                guard segmentEnd > lo else { continue }
                func point(at d: Double) -> Point {
                    length > 0 ? a + (b - a) * ((d - segmentStart) / length) : b
                }
                if !started {
                    let p = point(at: max(lo, segmentStart))
                    cairo_move_to(cr, p.x, p.y)
                    started = true
                }
                let p = point(at: min(hi, segmentEnd))
                cairo_line_to(cr, p.x, p.y)
                if segmentEnd >= hi { break }
            }
        }
    }

    /// Whether each polyline of `path.flattened` (one per subpath, a new one at every move and after
    /// every close) comes from a subpath ended by `.close`.
    private static func closedFlags(_ path: PathData) -> [Bool] {
        var flags: [Bool] = []
        var open = false
        for segment in path.segments {
            switch segment {
            case .move:
                if open { flags.append(false) }
                open = true
            case .line, .quad, .cubic:
                open = true
            case .close:
                flags.append(true)
                open = false
            }
        }
        if open { flags.append(false) }
        return flags
    }

    private static func distance(_ a: Point, _ b: Point) -> Double {
        ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
    }
}
