import Testing
import SwipeDocument
@testable import SwipeRender

struct BoxRasterizerTests {
    @Test func fillIsExactInsideAndClearOutsideTheRoundedCorners() {
        let image = BoxRasterizer.fill(width: 40, height: 30, color: Color(0.2, 0.4, 0.6), cornerRadius: 10)
        #expect(image.width == 40 && image.height == 30)
        #expect(image.pixel(20, 15) == (51, 102, 153, 255))
        #expect(image.pixel(20, 0) == (51, 102, 153, 255))
        #expect(image.pixel(0, 15) == (51, 102, 153, 255))
        for (x, y) in [(0, 0), (1, 1), (39, 0), (38, 28), (0, 29)] {
            #expect(image.pixel(x, y).3 == 0, "corner pixel (\(x), \(y))")
        }
    }

    @Test func radiusIsClampedToHalfTheShorterSide() {
        let image = BoxRasterizer.fill(width: 40, height: 20, color: .red, cornerRadius: 1000)
        #expect(image.pixel(20, 10) == (255, 0, 0, 255))
        #expect(image.pixel(1, 10).3 > 200)
        #expect(image.pixel(2, 1).3 == 0)
    }

    @Test func halfTransparentFillReadsBackStraight() {
        let image = BoxRasterizer.fill(width: 8, height: 8, color: Color(1, 0, 0, 0.5), cornerRadius: 0)
        let (r, g, b, a) = image.pixel(4, 4)
        #expect((r, g, b) == (255, 0, 0))
        #expect((127...128).contains(a))
    }

    @Test func borderLiesInsideTheEdgeAndLeavesTheCentreClear() {
        let blue = Color(0, 0, 1)
        let image = BoxRasterizer.border(width: 40, height: 30, color: blue, lineWidth: 4, cornerRadius: 0)
        for (x, y) in [(0, 15), (3, 15), (39, 15), (36, 15), (20, 0), (20, 29), (0, 0), (39, 29)] {
            #expect(image.pixel(x, y) == (0, 0, 255, 255), "border pixel (\(x), \(y))")
        }
        for (x, y) in [(4, 15), (35, 15), (20, 4), (20, 25), (20, 15)] {
            #expect(image.pixel(x, y).3 == 0, "inner pixel (\(x), \(y))")
        }
    }

    @Test func roundedBorderFollowsTheCorners() {
        let image = BoxRasterizer.border(width: 40, height: 40, color: .black, lineWidth: 2, cornerRadius: 10)
        #expect(image.pixel(0, 0).3 == 0)
        #expect(image.pixel(0, 20).3 == 255)
        #expect(image.pixel(20, 20).3 == 0)
        // On the 45° diagonal the outer arc passes 10·(1 − 1/√2) ≈ 2.9 px from each edge.
        #expect(image.pixel(1, 1).3 == 0)
        #expect(image.pixel(3, 3).3 > 0)
    }

    @Test func borderWiderThanHalfTheBoxFillsIt() {
        let image = BoxRasterizer.border(width: 10, height: 6, color: .red, lineWidth: 5, cornerRadius: 0)
        #expect(image.pixels.enumerated().allSatisfy { $0.offset % 4 != 3 || $0.element == 255 })
    }

    @Test func degenerateSizesGiveEmptyImages() {
        #expect(BoxRasterizer.fill(width: 0, height: 10, color: .red, cornerRadius: 2).pixels.isEmpty)
        #expect(BoxRasterizer.fill(width: -5, height: 3, color: .red, cornerRadius: .nan) == RasterImage(width: 0, height: 0))
        #expect(BoxRasterizer.border(width: 10, height: -1, color: .red, lineWidth: 2, cornerRadius: 0).pixels.isEmpty)
        let noBorder = BoxRasterizer.border(width: 5, height: 5, color: .red, lineWidth: 0, cornerRadius: 0)
        #expect(noBorder.width == 5 && noBorder.pixels.allSatisfy { $0 == 0 })
    }

    @Test func polygonOfAPlainRectangleIsItsCorners() {
        let points = BoxRasterizer.roundedRectPolygon(width: 30, height: 20, cornerRadius: 0, segmentsPerCorner: 6)
        #expect(points == [Point(0, 0), Point(30, 0), Point(30, 20), Point(0, 20)])
        #expect(BoxRasterizer.roundedRectPolygon(width: 0, height: 20, cornerRadius: 3, segmentsPerCorner: 6).isEmpty)
    }

    @Test func roundedPolygonIsClockwiseConvexAndOnTheArcs() {
        let (w, h, r) = (40.0, 30.0, 8.0)
        let points = BoxRasterizer.roundedRectPolygon(width: w, height: h, cornerRadius: r, segmentsPerCorner: 8)
        #expect(points.count == 36)
        var doubledArea = 0.0
        for i in points.indices {
            let a = points[i], b = points[(i + 1) % points.count], c = points[(i + 2) % points.count]
            doubledArea += a.x * b.y - b.x * a.y
            // Screen-clockwise (y down) turns are all positive cross products.
            #expect((b.x - a.x) * (c.y - b.y) - (b.y - a.y) * (c.x - b.x) > -1e-9)
            #expect(a.x >= -1e-9 && a.x <= w + 1e-9 && a.y >= -1e-9 && a.y <= h + 1e-9)
        }
        let exact = w * h - (4 - Double.pi) * r * r
        #expect(doubledArea / 2 < exact && doubledArea / 2 > exact - 2)
    }

    @Test func roundedPolygonOfACircleHasNoDuplicateVertices() {
        let points = BoxRasterizer.roundedRectPolygon(width: 20, height: 20, cornerRadius: 50, segmentsPerCorner: 4)
        #expect(points.count == 16)
        #expect(Set(points.map { "\(($0.x * 1e6).rounded()),\(($0.y * 1e6).rounded())" }).count == 16)
    }
}
