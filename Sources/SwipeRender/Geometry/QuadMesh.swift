import SwipeDocument

/// Triangulates a textured rectangle under a (possibly projective) transform. Affine transforms
/// need two triangles; perspective ones are subdivided so that the GPU's screen-space texture
/// interpolation stays close to the true projective mapping.
public enum QuadMesh {
    /// Appends the triangles (three vertices each) covering `rect` (local units) mapped by
    /// `transform` to screen pixels, textured with `uv` (the part of the texture shown).
    /// Returns false when any corner falls behind the eye (the rectangle is not drawn).
    @discardableResult
    public static func triangles(rect: Rect, uv: Rect, transform: Matrix4, into out: inout [MeshVertex]) -> Bool {
        let n = transform.isAffine2D ? 1 : 8
        var grid: [MeshVertex] = []
        grid.reserveCapacity((n + 1) * (n + 1))
        for j in 0...n {
            for i in 0...n {
                let fx = Double(i) / Double(n), fy = Double(j) / Double(n)
                let (p, w) = transform.project(Point(rect.x + rect.width * fx, rect.y + rect.height * fy))
                if w <= 1e-9 { return false }
                grid.append(MeshVertex(x: p.x, y: p.y, u: uv.x + uv.width * fx, v: uv.y + uv.height * fy))
            }
        }
        for j in 0..<n {
            for i in 0..<n {
                let a = grid[j * (n + 1) + i], b = grid[j * (n + 1) + i + 1]
                let c = grid[(j + 1) * (n + 1) + i], d = grid[(j + 1) * (n + 1) + i + 1]
                out.append(contentsOf: [a, b, d, a, d, c])
            }
        }
        return true
    }
}
