import Testing
@testable import SwipeRender

@Suite struct TriangleSplitterTests {
    private let quad: [MeshVertex] = [
        MeshVertex(x: 0, y: 0, u: 0, v: 0), MeshVertex(x: 1280, y: 0, u: 1, v: 0), MeshVertex(x: 1280, y: 720, u: 1, v: 1),
        MeshVertex(x: 0, y: 0, u: 0, v: 0), MeshVertex(x: 1280, y: 720, u: 1, v: 1), MeshVertex(x: 0, y: 720, u: 0, v: 1),
    ]

    private func triangles(_ mesh: [MeshVertex]) -> [(MeshVertex, MeshVertex, MeshVertex)] {
        stride(from: 0, to: mesh.count - 2, by: 3).map { (mesh[$0], mesh[$0 + 1], mesh[$0 + 2]) }
    }

    @Test func smallTrianglesPassUnchanged() {
        var out: [MeshVertex] = [], scratch: [MeshVertex] = []
        TriangleSplitter.split(quad, maxArea: 1e9, into: &out, pending: &scratch)
        #expect(out == quad)
    }

    @Test func largeTrianglesAreSplitUntilTheyFitAndCoverTheSameArea() {
        var out: [MeshVertex] = [], scratch: [MeshVertex] = []
        let limit = TriangleSplitter.softwareLimit(textureSide: 1001)
        TriangleSplitter.split(quad, maxArea: limit, into: &out, pending: &scratch)
        let parts = triangles(out)
        #expect(parts.count > 2)
        #expect(parts.allSatisfy { TriangleSplitter.area($0.0, $0.1, $0.2) <= limit })
        let total = parts.reduce(0) { $0 + TriangleSplitter.area($1.0, $1.1, $1.2) }
        #expect(abs(total - 1280 * 720) < 1e-6)
    }

    @Test func textureCoordinatesFollowThePosition() {
        var out: [MeshVertex] = [], scratch: [MeshVertex] = []
        TriangleSplitter.split(quad, maxArea: 20_000, into: &out, pending: &scratch)
        for v in out {
            #expect(abs(v.u - v.x / 1280) < 1e-9)
            #expect(abs(v.v - v.y / 720) < 1e-9)
        }
    }
}
