/// How a rounded corner turns: a quarter circle or an ellipse (`circular`), or Apple's smoother
/// corner whose curvature eases in (`continuous`, SnappTheming's default).
public enum ThemeShapeStyle: String, Hashable, Sendable, CaseIterable {
    case circular, continuous
}

/// A shape for backgrounds and buttons, as SwiftUI draws it (see `path(in:)`). Radii are in points.
public enum ThemeShape: Hashable, Sendable {
    case rectangle, ellipse, circle
    case capsule(ThemeShapeStyle)
    case roundedRectangle(cornerWidth: Double, cornerHeight: Double, style: ThemeShapeStyle)
    case unevenRoundedRectangle(topLeading: Double, bottomLeading: Double, bottomTrailing: Double, topTrailing: Double, style: ThemeShapeStyle)
}

/// A gradient, its kind inferred from its fields as SnappTheming does. Colours are spread evenly
/// (no stop locations). Points are unit points of the filled box, y down, and may lie outside
/// 0…1; radii are in points; angles in degrees, as SwiftUI's `AngularGradient` takes them.
public enum ThemeGradient: Hashable, Sendable {
    case linear(colors: [Color], start: Point, end: Point)
    case radial(colors: [Color], center: Point, startRadius: Double, endRadius: Double)
    case angular(colors: [Color], center: Point, startAngle: Double, endAngle: Double)
}
