/// Where an element sits in its parent (doc units) and how it is transformed: the result of the
/// geometry rules of the behaviour reference (3.1, 3.3), before animation.
public struct ElementFrame: Equatable, Sendable {
    /// The element's box size.
    public var size: Point
    /// The anchor point in the element's own coordinates (default: the centre).
    public var anchor: Point
    /// Where the anchor point lies in the parent's coordinates.
    public var anchorPosition: Point

    /// The box's top-left corner in the parent (before rotate/scale/translate).
    public var origin: Point { anchorPosition - anchor }

    public init(size: Point, anchor: Point, anchorPosition: Point) {
        self.size = size
        self.anchor = anchor
        self.anchorPosition = anchorPosition
    }

    /// Maps the element's own coordinates into its parent's: about the anchor, scale, then rotate
    /// (z, then y, then x), then translate (with `depth` on z). Path elements pass `scale` as
    /// identity: their geometry is scaled instead (3.3).
    public func transform(rotate: Rotation, scale: Scale, translate: Point, depth: Double) -> Matrix4 {
        .translation(anchorPosition.x + translate.x, anchorPosition.y + translate.y, depth)
            * .rotationX(rotate.x) * .rotationY(rotate.y) * .rotationZ(rotate.z)
            * .scale(scale.x, scale.y)
            * .translation(-anchor.x, -anchor.y)
    }
}
