/// A drop shadow of an element (`shadow: {color, offset, opacity, radius}`).
public struct Shadow: Equatable, Hashable, Sendable {
    public var color: Color
    public var offset: Point
    public var opacity: Double
    public var radius: Double

    init(_ r: ObjectReader) {
        color = r.color("color") ?? .black
        offset = r.parsed("offset", Point.parse) ?? Point(1, 1)
        opacity = r.float32("opacity", in: 0...1) ?? 0.5
        radius = r.number("radius", in: 0...10_000) ?? 1
        r.finish("a shadow")
    }
}
