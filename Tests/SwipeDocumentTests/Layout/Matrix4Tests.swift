import Testing
@testable import SwipeDocument
import DocumentTestSupport

/// How much a transform enlarges a box along each of its sides (what picks the resolution content
/// is rasterized at, and the size a picture is reduced to).
struct Matrix4Tests {
    static func close(_ a: Point, _ b: Point) -> Bool { abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9 }

    @Test func axisScalesFollowEachSideOfTheBox() {
        let box = Point(40, 30)
        #expect(Self.close(Matrix4.identity.axisScales(for: box), Point(1, 1)))
        #expect(Self.close((Matrix4.translation(5, 7) * .scale(0.25, 2)).axisScales(for: box), Point(0.25, 2)))
        // Turned a quarter, each side keeps its own length.
        #expect(Self.close((Matrix4.rotationZ(90) * .scale(0.5, 3)).axisScales(for: box), Point(0.5, 3)))
        // A side of no length has no scale; the largest of the two is the approximate scale.
        #expect(Matrix4.scale(2, 2).axisScales(for: Point(10, 0)).y == 0)
        #expect(Matrix4.scale(0.2, 0.7).approximateScale(for: box) == 0.7)
    }
}
