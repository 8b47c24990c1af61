import Foundation
import SwipeDocument

/// Clips triangles to convex polygons (screen space): how rounded and rotated `clip` regions are
/// honoured while everything is still drawn with `SDL_RenderGeometry`.
public enum ConvexClipper {
    /// The screen-space outline of a clip region, given the document-to-screen transform.
    public static func polygon(of clip: ClipRegion, screen: Matrix4, segmentsPerCorner: Int = 6) -> [Point]? {
        let outline = BoxRasterizer.roundedRectPolygon(width: clip.size.x, height: clip.size.y, cornerRadius: clip.cornerRadius, segmentsPerCorner: segmentsPerCorner)
        var out: [Point] = []
        out.reserveCapacity(outline.count)
        let m = screen * clip.transform
        for p in outline {
            let (q, w) = m.project(p)
            if w <= 1e-9 { return nil }
            out.append(q)
        }
        return out
    }

    /// Clips the triangles in `triangles` (three vertices each) to `polygon`, re-triangulating the
    /// pieces as fans. Vertices on the boundary interpolate their texture coordinates.
    public static func clip(_ triangles: [MeshVertex], to polygon: [Point], into out: inout [MeshVertex]) {
        guard polygon.count >= 3 else { return }
        let orientation = signedArea(polygon) >= 0 ? 1.0 : -1.0
        var poly: [MeshVertex] = []
        var next: [MeshVertex] = []
        var t = 0
        while t + 2 < triangles.count {
            poly.removeAll(keepingCapacity: true)
            poly.append(contentsOf: triangles[t..<(t + 3)])
            t += 3
            for e in 0..<polygon.count {
                let a = polygon[e], b = polygon[(e + 1) % polygon.count]
                next.removeAll(keepingCapacity: true)
                for i in 0..<poly.count {
                    let p = poly[i], q = poly[(i + 1) % poly.count]
                    let dp = side(a, b, p) * orientation, dq = side(a, b, q) * orientation
                    if dp >= 0 { next.append(p) }
                    if (dp >= 0) != (dq >= 0) { next.append(p.lerp(q, dp / (dp - dq))) }
                }
                swap(&poly, &next)
                if poly.count < 3 { break }
            }
            if poly.count >= 3 {
                for i in 1..<(poly.count - 1) { out.append(contentsOf: [poly[0], poly[i], poly[i + 1]]) }
            }
        }
    }

    private static func side(_ a: Point, _ b: Point, _ p: MeshVertex) -> Double {
        (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x)
    }

    private static func signedArea(_ p: [Point]) -> Double {
        var s = 0.0
        for i in 0..<p.count {
            let a = p[i], b = p[(i + 1) % p.count]
            s += a.x * b.y - b.x * a.y
        }
        return s / 2
    }
}
