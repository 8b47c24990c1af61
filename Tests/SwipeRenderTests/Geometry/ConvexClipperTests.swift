import Testing
import SwipeDocument
@testable import SwipeRender

struct ConvexClipperTests {
    func area(_ tris: [MeshVertex]) -> Double {
        stride(from: 0, to: tris.count, by: 3).reduce(0) { s, i in
            let a = tris[i], b = tris[i + 1], c = tris[i + 2]
            return s + abs((b.x - a.x) * (c.y - a.y) - (c.x - a.x) * (b.y - a.y)) / 2
        }
    }

    @Test func affineQuadIsTwoTriangles() {
        var out: [MeshVertex] = []
        #expect(QuadMesh.triangles(rect: Rect(x: 0, y: 0, width: 10, height: 20), uv: Rect(x: 0, y: 0, width: 1, height: 1), transform: .scale(2, 2), into: &out))
        #expect(out.count == 6)
        #expect(abs(area(out) - 800) < 1e-9)
        #expect(out[2] == MeshVertex(x: 20, y: 40, u: 1, v: 1))
    }

    @Test func perspectiveQuadIsSubdivided() {
        var out: [MeshVertex] = []
        let m = Matrix4.perspective(distance: 100, center: Point(50, 50)) * .rotationY(30)
        #expect(QuadMesh.triangles(rect: Rect(x: 0, y: 0, width: 100, height: 100), uv: Rect(x: 0, y: 0, width: 1, height: 1), transform: m, into: &out))
        #expect(out.count == 6 * 64)
    }

    @Test func behindTheEyeIsNotDrawn() {
        var out: [MeshVertex] = []
        let m = Matrix4.perspective(distance: 10, center: .zero) * .translation(0, 0, 20)
        #expect(!QuadMesh.triangles(rect: Rect(x: 0, y: 0, width: 1, height: 1), uv: Rect(x: 0, y: 0, width: 1, height: 1), transform: m, into: &out))
    }

    @Test func clippingToARectangleKeepsTheOverlap() {
        var quad: [MeshVertex] = []
        QuadMesh.triangles(rect: Rect(x: 0, y: 0, width: 100, height: 100), uv: Rect(x: 0, y: 0, width: 1, height: 1), transform: .identity, into: &quad)
        var out: [MeshVertex] = []
        ConvexClipper.clip(quad, to: [Point(50, -10), Point(200, -10), Point(200, 50), Point(50, 50)], into: &out)
        #expect(abs(area(out) - 2500) < 1e-6)
        for v in out {
            #expect(v.x >= 50 - 1e-9 && v.y <= 50 + 1e-9)
            #expect(abs(v.u - v.x / 100) < 1e-9 && abs(v.v - v.y / 100) < 1e-9, "texture coordinates follow the cut")
        }
        // The same region listed the other way round (a mirrored transform) clips the same.
        var reversed: [MeshVertex] = []
        ConvexClipper.clip(quad, to: [Point(50, 50), Point(200, 50), Point(200, -10), Point(50, -10)], into: &reversed)
        #expect(abs(area(reversed) - 2500) < 1e-6)
    }

    @Test func roundedClipCutsTheCorners() {
        var quad: [MeshVertex] = []
        QuadMesh.triangles(rect: Rect(x: 0, y: 0, width: 100, height: 100), uv: Rect(x: 0, y: 0, width: 1, height: 1), transform: .identity, into: &quad)
        let poly = BoxRasterizer.roundedRectPolygon(width: 100, height: 100, cornerRadius: 50, segmentsPerCorner: 32)
        var out: [MeshVertex] = []
        ConvexClipper.clip(quad, to: poly, into: &out)
        #expect(abs(area(out) - Double.pi * 2500) < 15)
    }

    @Test func rotatedClipRegion() throws {
        let clip = ClipRegion(size: Point(10, 10), cornerRadius: 0, transform: .translation(5, 5) * .rotationZ(45) * .translation(-5, -5))
        let poly = try #require(ConvexClipper.polygon(of: clip, screen: .identity))
        #expect(poly.count == 4)
        #expect(abs(poly[0].x - 5) < 1e-9 && abs(poly[0].y - (5 - 50.0.squareRoot())) < 1e-9)
    }

    @Test func disjointClipDrawsNothing() {
        var quad: [MeshVertex] = []
        QuadMesh.triangles(rect: Rect(x: 0, y: 0, width: 10, height: 10), uv: Rect(x: 0, y: 0, width: 1, height: 1), transform: .identity, into: &quad)
        var out: [MeshVertex] = []
        ConvexClipper.clip(quad, to: [Point(20, 20), Point(30, 20), Point(30, 30), Point(20, 30)], into: &out)
        #expect(out.isEmpty)
    }
}
