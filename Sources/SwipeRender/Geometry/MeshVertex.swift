import SwipeDocument

/// A vertex of the triangles the compositor hands to the GPU: a screen position (pixels) and a
/// texture coordinate (0...1).
public struct MeshVertex: Equatable, Sendable {
    public var x: Double
    public var y: Double
    public var u: Double
    public var v: Double

    public init(x: Double, y: Double, u: Double, v: Double) {
        self.x = x
        self.y = y
        self.u = u
        self.v = v
    }

    /// The vertex a fraction `t` of the way to `other` (screen-space interpolation, as the GPU
    /// interpolates texture coordinates across a triangle).
    func lerp(_ other: MeshVertex, _ t: Double) -> MeshVertex {
        MeshVertex(x: x + (other.x - x) * t, y: y + (other.y - y) * t, u: u + (other.u - u) * t, v: v + (other.v - v) * t)
    }
}
