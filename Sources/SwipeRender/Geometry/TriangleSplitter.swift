/// Splits the triangles of a mesh until none is larger than an area, each at the midpoint of its
/// longest edge (texture coordinates interpolated there), so the shapes stay well formed.
///
/// SDL 2.26's software renderer computes texel positions as the triangle's area times the texel
/// coordinate in 32-bit integers, which overflows (and reads far outside the texture) for large
/// triangles over large textures; smaller triangles keep it in range.
public enum TriangleSplitter {
    /// The largest triangle area (square pixels) SDL 2.26's software renderer handles for a
    /// texture whose longer side is `textureSide` texels: area × 8 (its fixed point) × side < 2³⁰.
    public static func softwareLimit(textureSide: Int) -> Double {
        Double(1 << 30) / (8 * Double(max(1, textureSide)))
    }

    /// Appends the triangles of `mesh`, split until each is at most `maxArea`, to `out`.
    /// `pending` is scratch space (kept between calls to avoid allocation).
    public static func split(_ mesh: [MeshVertex], maxArea: Double, into out: inout [MeshVertex], pending: inout [MeshVertex]) {
        var i = 0
        while i + 2 < mesh.count {
            pending.removeAll(keepingCapacity: true)
            pending.append(contentsOf: mesh[i..<(i + 3)])
            while pending.count >= 3 {
                let c = pending.removeLast(), b = pending.removeLast(), a = pending.removeLast()
                guard area(a, b, c) > maxArea else {
                    out.append(contentsOf: [a, b, c])
                    continue
                }
                // Rotate so that a–b is the longest edge, then cut it in half.
                let ab = length2(a, b), bc = length2(b, c), ca = length2(c, a)
                let (p, q, r) = ab >= bc && ab >= ca ? (a, b, c) : (bc >= ca ? (b, c, a) : (c, a, b))
                let m = MeshVertex(x: (p.x + q.x) / 2, y: (p.y + q.y) / 2, u: (p.u + q.u) / 2, v: (p.v + q.v) / 2)
                pending.append(contentsOf: [p, m, r, m, q, r])
            }
            i += 3
        }
    }

    static func area(_ a: MeshVertex, _ b: MeshVertex, _ c: MeshVertex) -> Double {
        abs((b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x)) / 2
    }

    private static func length2(_ a: MeshVertex, _ b: MeshVertex) -> Double {
        (a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)
    }
}
