import Foundation
import Testing
@testable import SwipeDocument
import DocumentTestSupport

/// Fingers measured together: centroid, scale and rotation, started again as fingers come and go.
struct MultiTouchTests {
    @Test func twoFingersMovingApartScaleAboutTheirCentroid() throws {
        var touch = MultiTouch()
        touch.down(1, at: Point(150, 150))
        touch.down(2, at: Point(250, 150))
        touch.moved(1, to: Point(100, 150))
        touch.moved(2, to: Point(300, 150))
        let m = try #require(touch.measure)
        #expect(m.centroid == Point(200, 150))
        #expect(m.travel == Point(0, 0))
        #expect(m.scale == 2)
        #expect(m.spread == 50, "each finger is 50 px farther from the centroid")
        #expect(m.rotation == 0)
    }

    @Test func turningTheFingersIsARotation() throws {
        var touch = MultiTouch()
        touch.down(1, at: Point(100, 100))
        touch.down(2, at: Point(200, 100))
        touch.moved(2, to: Point(100, 200))
        let m = try #require(touch.measure)
        #expect(abs(m.rotation - Double.pi / 2) < 1e-9, "a quarter turn clockwise on screen")
    }

    @Test func threeFingersHaveACentroidAndAScale() throws {
        var touch = MultiTouch()
        for (i, p) in [Point(0, 0), Point(60, 0), Point(30, 60)].enumerated() { touch.down(Int64(i), at: p) }
        for (i, p) in [Point(0, 0), Point(60, 0), Point(30, 60)].enumerated() { touch.moved(Int64(i), to: Point(p.x * 0.5 + 100, p.y * 0.5)) }
        let m = try #require(touch.measure)
        #expect(abs(m.scale - 0.5) < 1e-9)
        #expect(m.centroid == Point(115, 10))
    }

    @Test func aFingerComingOrGoingStartsTheMeasuresAgain() throws {
        var touch = MultiTouch()
        touch.down(1, at: Point(100, 100))
        touch.down(2, at: Point(200, 100))
        touch.moved(2, to: Point(300, 100))
        touch.down(3, at: Point(200, 200))
        #expect(try #require(touch.measure).scale == 1)
        let known = touch.up(2), unknown = touch.up(9)
        #expect(known)
        #expect(!unknown, "an unknown finger")
        #expect(touch.count == 2)
        #expect(try #require(touch.measure).travel == Point(0, 0))
        touch.removeAll()
        #expect(touch.measure == nil)
    }
}
