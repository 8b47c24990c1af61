import Foundation
import SwipeDocument

/// Fills a theme shape with a theme gradient (the controls' progress bars): colours evenly spaced
/// along a line (linear), out from a centre (radial, radii in points) or round it (angular,
/// degrees clockwise from the trailing side, as SwiftUI draws them); rasterized once like other
/// content. Unit points are of the filled box, y down.
enum GradientRasterizer {
    /// A `width`×`height` picture of `gradient` inside `shape`, at `point` pixels per point.
    static func render(_ gradient: ThemeGradient, shape: ThemeShape, width: Int, height: Int, point: Double) -> RasterImage {
        guard width > 0, height > 0 else { return RasterImage(width: 0, height: 0) }
        let outline = shape.path(in: Point(Double(width) / point, Double(height) / point)).scaled(sx: point, sy: point, about: .zero)
        let (coverage, origin) = PathRasterizer.render(outline, scale: 1, style: PathRasterizer.PathStyle(fillColor: .white, strokeColor: .clear, lineWidth: 0))
        var image = RasterImage(width: width, height: height)
        let ox = Int(origin.x.rounded()), oy = Int(origin.y.rounded())
        for y in 0..<height {
            for x in 0..<width {
                let cx = x - ox, cy = y - oy
                guard cx >= 0, cy >= 0, cx < coverage.width, cy < coverage.height else { continue }
                let a = Double(coverage.pixels[(cy * coverage.width + cx) * 4 + 3]) / 255
                guard a > 0 else { continue }
                let c = color(of: gradient, at: Point((Double(x) + 0.5) / Double(width), (Double(y) + 0.5) / Double(height)),
                              size: Point(Double(width) / point, Double(height) / point))
                let i = (y * width + x) * 4
                image.pixels[i] = byte(c.r)
                image.pixels[i + 1] = byte(c.g)
                image.pixels[i + 2] = byte(c.b)
                image.pixels[i + 3] = byte(c.a * a)
            }
        }
        return image
    }

    /// The gradient's colour at unit point `p` of a box `size` points large.
    static func color(of gradient: ThemeGradient, at p: Point, size: Point) -> Color {
        switch gradient {
        case .linear(let colors, let start, let end):
            let d = Point(end.x - start.x, end.y - start.y)
            let length = d.x * d.x + d.y * d.y
            let t = length > 0 ? ((p.x - start.x) * d.x + (p.y - start.y) * d.y) / length : 0
            return stop(colors, t)
        case .radial(let colors, let center, let startRadius, let endRadius):
            let dx = (p.x - center.x) * size.x, dy = (p.y - center.y) * size.y
            let r = (dx * dx + dy * dy).squareRoot()
            return stop(colors, endRadius != startRadius ? (r - startRadius) / (endRadius - startRadius) : (r >= endRadius ? 1 : 0))
        case .angular(let colors, let center, let startAngle, let endAngle):
            var angle = atan2((p.y - center.y) * size.y, (p.x - center.x) * size.x) * 180 / .pi
            if angle < startAngle { angle += 360 * ((startAngle - angle) / 360).rounded(.up) }
            let span = endAngle - startAngle
            return stop(colors, span != 0 ? (angle - startAngle) / span : 0)
        }
    }

    /// Colours evenly spaced over 0...1, blended linearly; clamped outside.
    static func stop(_ colors: [Color], _ t: Double) -> Color {
        guard let first = colors.first else { return .clear }
        guard colors.count > 1, t.isFinite else { return first }
        let x = min(1, max(0, t)) * Double(colors.count - 1)
        let k = min(colors.count - 2, Int(x))
        return colors[k].mixed(with: colors[k + 1], x - Double(k))
    }

    private static func byte(_ v: Double) -> UInt8 { UInt8(max(0, min(255, (v * 255).rounded()))) }
}
