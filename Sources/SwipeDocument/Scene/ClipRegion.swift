/// A clipping region: an element's (rounded) box under its transform.
public struct ClipRegion: Equatable, Hashable, Sendable {
    public var size: Point
    public var cornerRadius: Double
    public var transform: Matrix4

    public init(size: Point, cornerRadius: Double, transform: Matrix4) {
        self.size = size
        self.cornerRadius = cornerRadius
        self.transform = transform
    }
}
