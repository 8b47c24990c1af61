import CPixman
@testable import SwipeRender
import Testing

/// `PixmanDevice.coverage`: the pixels a triangle covers, counted as OpenGL counts them.
struct PixmanCoverageTests {
    /// How many of the triangles cover each pixel of a width×height target.
    func counts(_ triangles: [[MeshVertex]], width: Int, height: Int) -> [Int] {
        var counts = [Int](repeating: 0, count: width * height)
        for t in triangles {
            var spans: [pixman_box32_t] = []
            PixmanDevice.coverage(t[0], t[1], t[2], within: (width, height), into: &spans)
            for s in spans {
                for x in Int(s.x1)..<Int(s.x2) { counts[Int(s.y1) * width + x] += 1 }
            }
        }
        return counts
    }

    /// A picture's quad is drawn as two triangles sharing a diagonal: every pixel whose centre is
    /// in the quad must be drawn once. Crossing the shared edge from its two ends, each triangle
    /// rounded it its own way, and centres on it (a 2×2 picture drawn 100 px wide: pixels
    /// (42, 42) and (43, 43)) were in neither, the page showing through.
    @Test func aQuadsTwoTrianglesCoverEachPixelOnce() {
        let (width, height) = (240, 160)
        for (x, y, w, h) in [(0.0, 0.0, 100.0, 100.0), (10, 5, 80, 80), (0.3, 0.7, 97.1, 61.9), (3, 2, 57, 91), (17.25, 9.5, 200, 150)] {
            let p00 = MeshVertex(x: x, y: y, u: 0, v: 0), p10 = MeshVertex(x: x + w, y: y, u: 1, v: 0)
            let p11 = MeshVertex(x: x + w, y: y + h, u: 1, v: 1), p01 = MeshVertex(x: x, y: y + h, u: 0, v: 1)
            let splits: [[[MeshVertex]]] = [
                [[p00, p10, p11], [p00, p11, p01]], [[p00, p10, p11], [p11, p01, p00]], [[p11, p00, p10], [p01, p00, p11]],
                [[p00, p10, p01], [p10, p11, p01]], [[p01, p00, p10], [p11, p01, p10]],
            ]
            for split in splits {
                let covered = counts(split, width: width, height: height)
                var wrong: [(Int, Int, Int)] = []
                for row in 0..<height {
                    for column in 0..<width {
                        let cx = Double(column) + 0.5, cy = Double(row) + 0.5
                        let expected = (x <= cx && cx < x + w && y <= cy && cy < y + h) ? 1 : 0
                        if covered[row * width + column] != expected { wrong.append((column, row, covered[row * width + column])) }
                    }
                }
                #expect(wrong.isEmpty, "quad \(x),\(y) \(w)×\(h): pixels (x, y, times drawn) \(wrong.prefix(8))")
            }
        }
    }
}
