import Testing
@testable import SwipeDocument
import DocumentTestSupport

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(ucrt)
import ucrt
#endif

// MARK: - Helpers

private func parsed(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> [PathSegment] {
    let (path, problems) = PathData.parse(text)
    #expect(problems.isEmpty, "unexpected problems: \(problems)", sourceLocation: sourceLocation)
    return path.segments
}

private func P(_ x: Double, _ y: Double) -> Point { Point(x, y) }

private func near(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool { abs(a - b) <= tolerance }

private func near(_ a: Point, _ b: Point, _ tolerance: Double = 1e-9) -> Bool {
    near(a.x, b.x, tolerance) && near(a.y, b.y, tolerance)
}

private func near(_ a: Rect?, _ b: Rect, _ tolerance: Double = 1e-9) -> Bool {
    guard let a else { return false }
    return near(a.x, b.x, tolerance) && near(a.y, b.y, tolerance)
        && near(a.width, b.width, tolerance) && near(a.height, b.height, tolerance)
}

/// The end point of every segment, for checking where a path goes.
private func endPoints(_ segments: [PathSegment]) -> [Point] {
    segments.compactMap {
        switch $0 {
        case .move(let p), .line(let p), .quad(_, let p), .cubic(_, _, let p): return p
        case .close: return nil
        }
    }
}

private func cubics(_ segments: [PathSegment]) -> [(Point, Point, Point)] {
    segments.compactMap { if case .cubic(let a, let b, let c) = $0 { return (a, b, c) } else { return nil } }
}

private func distance(_ a: Point, _ b: Point) -> Double { PathData.distance(a, b) }

// MARK: - Real documents

@Test func realDocumentImplicitRepeatedQuad() {
    let s = parsed("M54.5,324.5Q106.315006604422,199.846174687046,0.0,214.0 226.5,0.0,202.0,316.0 155.743702216728,211.844523128144,54.5,324.5Z")
    #expect(s == [
        .move(P(54.5, 324.5)),
        .quad(P(106.315006604422, 199.846174687046), P(0, 214)),
        .quad(P(226.5, 0), P(202, 316)),
        .quad(P(155.743702216728, 211.844523128144), P(54.5, 324.5)),
        .close,
    ])
}

@Test func realDocumentCubic() {
    #expect(parsed("M 0,0 C 500,0 0,800 500,500") == [.move(P(0, 0)), .cubic(P(500, 0), P(0, 800), P(500, 500))])
}

@Test func realDocumentRelativeLine() {
    #expect(parsed("M0,0 l-153.5,46.0") == [.move(P(0, 0)), .line(P(-153.5, 46))])
}

@Test func realDocumentTriangle() {
    #expect(parsed("M100,0 L0,200 L200,200Z") == [.move(P(100, 0)), .line(P(0, 200)), .line(P(200, 200)), .close])
}

// MARK: - Commands

@Test func emptyAndBlankPaths() {
    for text in ["", "   ", "\n\t, "] {
        let (path, problems) = PathData.parse(text)
        #expect(path.segments.isEmpty)
        #expect(problems.isEmpty)
        #expect(path.bounds == nil)
        #expect(path.length == 0)
        #expect(path.pointAndAngle(atFraction: 0.5) == nil)
        #expect(path.flattened(tolerance: 0.1).isEmpty)
    }
}

@Test func moveWithImplicitLines() {
    #expect(parsed("M10 20 30 40 50 60") == [.move(P(10, 20)), .line(P(30, 40)), .line(P(50, 60))])
    #expect(parsed("m10 20 30 40 5 5") == [.move(P(10, 20)), .line(P(40, 60)), .line(P(45, 65))])
}

@Test func relativeMoveIsRelativeToCurrentPoint() {
    #expect(parsed("M10 10 L20 20 m5 5 l1 0") == [
        .move(P(10, 10)), .line(P(20, 20)), .move(P(25, 25)), .line(P(26, 25)),
    ])
    // After Z the current point is the subpath start.
    #expect(parsed("M10 10 L20 20 Z m5 5") == [.move(P(10, 10)), .line(P(20, 20)), .close, .move(P(15, 15))])
}

@Test func lineCommands() {
    #expect(parsed("M1 2 L3 4 5 6") == [.move(P(1, 2)), .line(P(3, 4)), .line(P(5, 6))])
    #expect(parsed("M1 2 l3 4 5 6") == [.move(P(1, 2)), .line(P(4, 6)), .line(P(9, 12))])
}

@Test func horizontalAndVerticalLines() {
    #expect(parsed("M1 2 H10 20 V30 40") == [
        .move(P(1, 2)), .line(P(10, 2)), .line(P(20, 2)), .line(P(20, 30)), .line(P(20, 40)),
    ])
    #expect(parsed("M1 2 h10 20 v30 40") == [
        .move(P(1, 2)), .line(P(11, 2)), .line(P(31, 2)), .line(P(31, 32)), .line(P(31, 72)),
    ])
}

@Test func cubicCommands() {
    #expect(parsed("M1 1 C2 2 3 3 4 4 5 5 6 6 7 7") == [
        .move(P(1, 1)), .cubic(P(2, 2), P(3, 3), P(4, 4)), .cubic(P(5, 5), P(6, 6), P(7, 7)),
    ])
    // All points of a relative group are relative to the point where the group starts.
    #expect(parsed("M10 10 c1 2 3 4 5 6 1 1 2 2 3 3") == [
        .move(P(10, 10)), .cubic(P(11, 12), P(13, 14), P(15, 16)), .cubic(P(16, 17), P(17, 18), P(18, 19)),
    ])
}

@Test func smoothCubicReflectsOnlyAfterCubics() {
    // After C: the first control point is the reflection of the previous second control point.
    #expect(parsed("M0 0 C10 0 20 10 30 10 S50 20 60 10") == [
        .move(P(0, 0)), .cubic(P(10, 0), P(20, 10), P(30, 10)), .cubic(P(40, 10), P(50, 20), P(60, 10)),
    ])
    // Chained S reflects the previous S.
    #expect(parsed("M0 0 S10 10 20 0 30 -10 40 0") == [
        .move(P(0, 0)), .cubic(P(0, 0), P(10, 10), P(20, 0)), .cubic(P(30, -10), P(30, -10), P(40, 0)),
    ])
    // After a line (or a quad) the first control point is the current point.
    #expect(parsed("M0 0 L10 0 S20 10 30 0") == [
        .move(P(0, 0)), .line(P(10, 0)), .cubic(P(10, 0), P(20, 10), P(30, 0)),
    ])
    #expect(parsed("M0 0 Q5 5 10 0 S20 10 30 0") == [
        .move(P(0, 0)), .quad(P(5, 5), P(10, 0)), .cubic(P(10, 0), P(20, 10), P(30, 0)),
    ])
    // Relative.
    #expect(parsed("M0 0 c10 0 20 10 30 10 s20 10 30 0") == [
        .move(P(0, 0)), .cubic(P(10, 0), P(20, 10), P(30, 10)), .cubic(P(40, 10), P(50, 20), P(60, 10)),
    ])
}

@Test func quadCommands() {
    #expect(parsed("M0 0 Q10 20 30 40") == [.move(P(0, 0)), .quad(P(10, 20), P(30, 40))])
    #expect(parsed("M5 5 q10 20 30 40 1 1 2 2") == [
        .move(P(5, 5)), .quad(P(15, 25), P(35, 45)), .quad(P(36, 46), P(37, 47)),
    ])
}

@Test func smoothQuadReflectsOnlyAfterQuads() {
    #expect(parsed("M0 0 Q10 10 20 0 T40 0 60 0") == [
        .move(P(0, 0)), .quad(P(10, 10), P(20, 0)), .quad(P(30, -10), P(40, 0)), .quad(P(50, 10), P(60, 0)),
    ])
    #expect(parsed("M0 0 q10 10 20 0 t20 0") == [
        .move(P(0, 0)), .quad(P(10, 10), P(20, 0)), .quad(P(30, -10), P(40, 0)),
    ])
    // After a cubic or a line, the control point is the current point.
    #expect(parsed("M0 0 L10 0 T20 0") == [.move(P(0, 0)), .line(P(10, 0)), .quad(P(10, 0), P(20, 0))])
    #expect(parsed("M0 0 C1 1 2 2 3 3 T5 5") == [
        .move(P(0, 0)), .cubic(P(1, 1), P(2, 2), P(3, 3)), .quad(P(3, 3), P(5, 5)),
    ])
}

@Test func closeReturnsToSubpathStart() {
    #expect(parsed("M10 10 L20 10 Z l5 5") == [
        .move(P(10, 10)), .line(P(20, 10)), .close, .move(P(10, 10)), .line(P(15, 15)),
    ])
    #expect(parsed("M10 10 L20 10 z L0 0") == [
        .move(P(10, 10)), .line(P(20, 10)), .close, .move(P(10, 10)), .line(P(0, 0)),
    ])
    // A repeated close adds nothing.
    #expect(parsed("M0 0 L1 1 Z Z") == [.move(P(0, 0)), .line(P(1, 1)), .close])
}

@Test func commandsWithoutSeparators() {
    #expect(parsed("M0,0L10,0l0,10h-10v-10z") == [
        .move(P(0, 0)), .line(P(10, 0)), .line(P(10, 10)), .line(P(0, 10)), .line(P(0, 0)), .close,
    ])
}

// MARK: - Numbers

@Test func exponents() {
    #expect(parsed("M1e2 2.5E+2 L1e-3 -2E-1 3E1,4e+0") == [
        .move(P(100, 250)), .line(P(0.001, -0.2)), .line(P(30, 4)),
    ])
}

@Test func numberShorthands() {
    #expect(parsed("M.5 .5") == [.move(P(0.5, 0.5))])
    #expect(parsed("M0.5.5") == [.move(P(0.5, 0.5))])
    #expect(parsed("M10-20") == [.move(P(10, -20))])
    #expect(parsed("M-.5-.5L+3+4") == [.move(P(-0.5, -0.5)), .line(P(3, 4))])
    #expect(parsed("M1.5.25.125.5") == [.move(P(1.5, 0.25)), .line(P(0.125, 0.5))])
    #expect(parsed("M5. 6.") == [.move(P(5, 6))])
    #expect(parsed("M 1 , 2 , 3 , 4") == [.move(P(1, 2)), .line(P(3, 4))])
}

@Test func numbersAreCorrectlyRounded() {
    // Fast path and the long-mantissa fallback both match Swift's own (correctly rounded) parsing.
    let texts = ["106.315006604422", "199.846174687046", "0.1", "123456789.987654321",
                 "0.1234567890123456789012", "98765432109876543210", "1.7976931348623157e308",
                 "4.9e-324", "0.000000000000000000000000001", "-0.3", "2.2250738585072014E-308"]
    for text in texts {
        let s = parsed("M\(text) 0")
        #expect(s == [.move(P(Double(text)!, 0))], "\(text)")
    }
}

@Test func numberOutOfRangeIsAProblem() {
    let (path, problems) = PathData.parse("M0 0 L1e999 0 L1 1")
    #expect(problems == [PathProblem(offset: 6, message: "number out of range")])
    #expect(path.segments == [.move(P(0, 0)), .line(P(1, 1))])
}

// MARK: - Arcs

@Test func halfCircleArc() throws {
    let s = parsed("M0 0 A50 50 0 0 1 100 0")
    #expect(s.first == .move(P(0, 0)))
    let c = cubics(s)
    #expect(c.count == 2)  // 180° → two 90° cubics
    #expect(endPoints(s).last == P(100, 0))
    // sweep = 1 goes through positive angles; with y down that is the top half.
    let middle = try #require(c.first).2
    #expect(near(middle, P(50, -50), 1e-3))
    #expect(abs(distance(middle, P(50, 0)) - 50) < 1e-3)
    // The curve itself hugs the circle (a 90° cubic is within 0.03% of the radius).
    var start = P(0, 0)
    for (c1, c2, e) in c {
        for t in stride(from: 0.0, through: 1.0, by: 0.05) {
            let p = PathData.cubicPoint(start, c1, c2, e, t)
            #expect(abs(distance(p, P(50, 0)) - 50) < 50 * 3e-4)
            #expect(p.y <= 1e-9)
        }
        start = e
    }
}

@Test func arcSweepFlagChoosesSide() throws {
    let s = parsed("M0 0 A50 50 0 0 0 100 0")
    let middle = try #require(cubics(s).first).2
    #expect(near(middle, P(50, 50), 1e-3))
}

/// Found by the path fuzzer: radii near Double's limits overflow to NaN on the way (which once
/// crashed converting the sweep to a segment count); such an arc is drawn as a line.
@Test func arcOverflowingDoubleIsALine() {
    let s = parsed("M1e308 0 A1e308 1e-308 90 1 0 1e308 1e308")
    #expect(s.count == 2)
    #expect(endPoints(s).last == P(1e308, 1e308))
}

@Test func arcLargeArcFlag() {
    // Radius 50 through (0,0) and (50,50): the large, positive-sweep arc is 270° about (50, 0).
    let s = parsed("M0 0 A50 50 0 1 1 50 50")
    let c = cubics(s)
    #expect(c.count == 3)
    #expect(endPoints(s).last == P(50, 50))
    for (_, _, e) in c { #expect(abs(distance(e, P(50, 0)) - 50) < 1e-6) }
    let threeQuarters: Double = 0.75 * 2 * Double.pi * 50
    #expect(abs(PathData(segments: s).length - threeQuarters) < threeQuarters * 0.005)
    // The small arc with the same sweep is 90°, about the other centre (0, 50).
    let small = parsed("M0 0 A50 50 0 0 1 50 50")
    #expect(cubics(small).count == 1)
    let (c1, c2, _) = cubics(small)[0]
    #expect(near(c1, P(50 * 0.5522847498307936, 0), 1e-9))
    #expect(near(c2, P(50, 50 - 50 * 0.5522847498307936), 1e-9))
}

@Test func arcFlagsWithoutSeparators() {
    #expect(endPoints(parsed("M0 0 a1 1 0 00 1 1")).last == P(1, 1))
    #expect(endPoints(parsed("M0 0 a1,1,0,1,1,1,1")).last == P(1, 1))
    // Flags glued to the coordinates that follow them.
    #expect(endPoints(parsed("M10 10 a5 5 0 1010 0")).last == P(20, 10))
    // Implicit repeat and relative coordinates.
    let s = parsed("M0 0 a10 10 0 0 1 20 0 10 10 0 0 1 20 0")
    #expect(endPoints(s).last == P(40, 0))
    #expect(cubics(s).count == 4)
}

@Test func arcRadiiTooSmallAreScaledUp() throws {
    let s = parsed("M0 0 A1 1 0 0 1 100 0")
    let c = cubics(s)
    #expect(c.count == 2)
    #expect(near(try #require(c.first).2, P(50, -50), 1e-3))
    #expect(endPoints(s).last == P(100, 0))
}

@Test func arcDegenerateCases() {
    // Zero radius: a straight line.
    #expect(parsed("M0 0 A0 10 0 0 1 100 0") == [.move(P(0, 0)), .line(P(100, 0))])
    // Identical endpoints: skipped.
    #expect(parsed("M5 5 A10 10 0 0 1 5 5") == [.move(P(5, 5))])
    #expect(parsed("M5 5 a10 10 0 0 1 0 0 L6 6") == [.move(P(5, 5)), .line(P(6, 6))])
    // Negative radii are taken as absolute values.
    #expect(parsed("M0 0 A-50 -50 0 0 1 100 0") == parsed("M0 0 A50 50 0 0 1 100 0"))
}

@Test func rotatedEllipticalArcStaysOnItsEllipse() {
    // A rotated ellipse with radii 100 and 50 at 30°, centred at (200, 100): pick two points on it.
    let phi = 30.0 * .pi / 180
    func onEllipse(_ t: Double) -> Point {
        let x = 100 * cos(t), y = 50 * sin(t)
        return P(200 + cos(phi) * x - sin(phi) * y, 100 + sin(phi) * x + cos(phi) * y)
    }
    let a = onEllipse(0.3), b = onEllipse(2.5)
    let s = parsed("M\(a.x) \(a.y) A100 50 30 0 1 \(b.x) \(b.y)")
    #expect(endPoints(s).last == b)
    #expect(cubics(s).count == 2)  // 2.2 rad: between 90° and 180°
    for (_, _, e) in cubics(s) {
        // Back in the ellipse's frame, the joint satisfies (x/100)² + (y/50)² = 1.
        let dx = e.x - 200, dy = e.y - 100
        let x = cos(phi) * dx + sin(phi) * dy, y = -sin(phi) * dx + cos(phi) * dy
        #expect(abs((x / 100) * (x / 100) + (y / 50) * (y / 50) - 1) < 1e-9)
    }
}

@Test func fullCircleFromTwoArcs() {
    let path = PathData.parse("M0 100 A100 100 0 0 1 200 100 A100 100 0 0 1 0 100Z").path
    #expect(abs(path.length - 2 * .pi * 100) < 2 * .pi * 100 * 0.005)
    #expect(near(path.bounds, Rect(x: 0, y: 0, width: 200, height: 200), 1e-6))
}

// MARK: - Geometry

@Test func boundsOfCubicUseExtremaNotControlPoints() {
    let path = PathData.parse("M0 0 C0 -100 100 -100 100 0").path
    #expect(near(path.bounds, Rect(x: 0, y: -75, width: 100, height: 75)))
    // S-shaped cubic whose x extrema lie inside the hull, not at the control points.
    let s = PathData.parse("M0 0 C100 0 -100 100 0 100").path
    let b = s.bounds!
    // x(t) = 300t(1-t)² - 300t²(1-t) has extrema ±28.8675 at t = 1/2 ∓ √3/6.
    #expect(near(b.x, -100 / (3 * 3.0.squareRoot()) * 1.5, 1e-9))
    #expect(near(b.maxX, 100 / (3 * 3.0.squareRoot()) * 1.5, 1e-9))
    #expect(near(b.y, 0) && near(b.maxY, 100))
}

@Test func boundsMatchDenseSampling() {
    let path = PathData.parse("M 0,0 C 500,0 0,800 500,500 Q 900 100 300 -50").path
    let b = path.bounds!
    var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
    for line in path.flattened(tolerance: 0.001) {
        for p in line {
            minX = min(minX, p.x); minY = min(minY, p.y); maxX = max(maxX, p.x); maxY = max(maxY, p.y)
        }
    }
    #expect(b.x <= minX + 1e-9 && b.y <= minY + 1e-9 && b.maxX >= maxX - 1e-9 && b.maxY >= maxY - 1e-9)
    #expect(abs(b.x - minX) < 0.01 && abs(b.y - minY) < 0.01 && abs(b.maxX - maxX) < 0.01 && abs(b.maxY - maxY) < 0.01)
    #expect(b.maxY < 800)  // not the control point
}

@Test func boundsOfQuadAndLines() {
    #expect(near(PathData.parse("M0 0 Q50 100 100 0").path.bounds, Rect(x: 0, y: 0, width: 100, height: 50)))
    #expect(PathData.parse("M100,0 L0,200 L200,200Z").path.bounds == Rect(x: 0, y: 0, width: 200, height: 200))
    #expect(PathData.parse("M3 4").path.bounds == Rect(x: 3, y: 4, width: 0, height: 0))
}

@Test func ellipseShape() {
    let rect = Rect(x: 10, y: 20, width: 200, height: 100)
    let e = PathData.ellipse(in: rect)
    #expect(e.segments.count == 6)
    #expect(e.segments.first == .move(P(210, 70)))
    #expect(e.segments.last == .close)
    #expect(cubics(e.segments).count == 4)
    #expect(near(e.bounds, rect))
    // Ramanujan's perimeter for a = 100, b = 50.
    let h = pow(50.0 / 150.0, 2)
    let perimeter = Double.pi * 150 * (1 + 3 * h / (10 + (4 - 3 * h).squareRoot()))
    #expect(abs(e.length - perimeter) < perimeter * 0.005)
}

@Test func circleLength() {
    let circle = PathData.ellipse(in: Rect(x: -100, y: -100, width: 200, height: 200))
    #expect(abs(circle.length - 2 * .pi * 100) < 2 * .pi * 100 * 0.005)
    let lines = circle.flattened(tolerance: 0.1)
    #expect(lines.count == 1)
    #expect(lines[0].first == lines[0].last)
    // Every vertex is on the circle within the Bézier error, and each chord is within tolerance.
    for p in lines[0] { #expect(abs(distance(p, .zero) - 100) < 0.03) }
}

@Test func straightLineLength() {
    #expect(PathData.parse("M0 0 L30 40").path.length == 50)
    #expect(PathData.parse("M0 0 L30 40 M100 100 h-10").path.length == 60)
    #expect(PathData.parse("M0 0 h10 v10 h-10 Z").path.length == 40)
}

@Test func scaledAboutCentre() {
    let path = PathData.parse("M0 0 L100 0 Q100 50 50 50 C0 50 0 25 0 0 Z").path
    let s = path.scaled(sx: 2, sy: 0.5, about: P(50, 0))
    #expect(s.segments == [
        .move(P(-50, 0)), .line(P(150, 0)), .quad(P(150, 25), P(50, 25)),
        .cubic(P(-50, 25), P(-50, 12.5), P(-50, 0)), .close,
    ])
    #expect(near(s.bounds, Rect(x: -50, y: 0, width: 200, height: 25)))
    #expect(path.scaled(sx: 1, sy: 1, about: P(7, 7)) == path)
}

@Test func translated() {
    let path = PathData.parse("M0 0 L10 0 Q10 10 0 10 C1 2 3 4 5 6 Z").path
    #expect(path.translated(by: P(5, -5)).segments == [
        .move(P(5, -5)), .line(P(15, -5)), .quad(P(15, 5), P(5, 5)), .cubic(P(6, -3), P(8, -1), P(10, 1)), .close,
    ])
    #expect(path.translated(by: .zero) == path)
}

@Test func flattenedSplitsSubpathsAndClosesLoops() {
    let path = PathData.parse("M0 0 L10 0 L10 10 Z M20 20 L30 20").path
    #expect(path.flattened(tolerance: 0.1) == [[P(0, 0), P(10, 0), P(10, 10), P(0, 0)], [P(20, 20), P(30, 20)]])
    // Curves respect the tolerance: the midpoint of each chord is near the curve.
    let curve = PathData.parse("M0 0 C0 -100 100 -100 100 0").path
    let coarse = curve.flattened(tolerance: 1)[0]
    let fine = curve.flattened(tolerance: 0.01)[0]
    #expect(coarse.count < fine.count)
    #expect(coarse.first == P(0, 0) && coarse.last == P(100, 0))
    // Degenerate tolerance does not explode.
    #expect(curve.flattened(tolerance: 0)[0].count <= 10_001)
}

@Test func pointAndAngleAlongLShape() throws {
    let path = PathData.parse("M0 0 L300 0 L300 100").path
    let start = try #require(path.pointAndAngle(atFraction: 0))
    #expect(start.point == P(0, 0) && start.angle == 0)
    let middle = try #require(path.pointAndAngle(atFraction: 0.5))
    #expect(near(middle.point, P(200, 0)) && middle.angle == 0)
    let end = try #require(path.pointAndAngle(atFraction: 1))
    #expect(end.point == P(300, 100) && near(end.angle, .pi / 2))
    let late = try #require(path.pointAndAngle(atFraction: 0.875))
    #expect(near(late.point, P(300, 50)) && near(late.angle, .pi / 2))
    // Clamped outside 0...1.
    #expect(path.pointAndAngle(atFraction: -1)?.point == P(0, 0))
    #expect(path.pointAndAngle(atFraction: 2)?.point == P(300, 100))
}

@Test func pointAndAngleAtCornerTakesOutgoingDirection() throws {
    let path = PathData.parse("M0 0 L100 0 L100 100").path
    let corner = try #require(path.pointAndAngle(atFraction: 0.5))
    #expect(corner.point == P(100, 0) && near(corner.angle, .pi / 2))
}

@Test func pointAndAngleAcrossSubpathsAndDegeneratePaths() throws {
    // Moves between subpaths take no time.
    let path = PathData.parse("M0 0 L10 0 M100 100 L100 90").path
    let p = try #require(path.pointAndAngle(atFraction: 0.75))
    #expect(near(p.point, P(100, 95)) && near(p.angle, -.pi / 2))
    // No length: the first point.
    let dot = try #require(PathData.parse("M5 6").path.pointAndAngle(atFraction: 0.5))
    #expect(dot.point == P(5, 6) && dot.angle == 0)
}

@Test func pointAndAngleOnCircle() throws {
    let circle = PathData.ellipse(in: Rect(x: -100, y: -100, width: 200, height: 200))
    // A quarter of the way round from (100, 0), through positive y.
    let q = try #require(circle.pointAndAngle(atFraction: 0.25))
    #expect(near(q.point, P(0, 100), 0.1))
    // The angle is a chord's, so within half a flattening step (a few degrees) of the tangent.
    #expect(abs(abs(q.angle) - .pi) < 0.05)
}

// MARK: - Problems

@Test func unknownCommandIsSkipped() {
    let (path, problems) = PathData.parse("M0 0 X 10 L5 5")
    #expect(problems == [PathProblem(offset: 5, message: "unknown path command 'X'")])
    #expect(path.segments == [.move(P(0, 0)), .line(P(5, 5))])
}

@Test func missingNumbersAfterCommand() {
    let (path, problems) = PathData.parse("M0 0 C L5 5")
    #expect(problems == [PathProblem(offset: 7, message: "expected a number after 'C'")])
    #expect(path.segments == [.move(P(0, 0)), .line(P(5, 5))])
}

@Test func incompleteParameterGroup() {
    let (path, problems) = PathData.parse("M0 0 C1 2 3 4 L5 5")
    #expect(problems == [PathProblem(offset: 14, message: "'C' needs 6 numbers, found 4")])
    #expect(path.segments == [.move(P(0, 0)), .line(P(5, 5))])
    // An incomplete implicit repeat keeps the complete groups before it.
    let (path2, problems2) = PathData.parse("M0 0 L1 1 2")
    #expect(problems2 == [PathProblem(offset: 11, message: "'L' needs 2 numbers, found 1")])
    #expect(path2.segments == [.move(P(0, 0)), .line(P(1, 1))])
}

@Test func manyProblemsKeepCharacterOffsetsAndAreCappedInMessages() {
    // "é" is two bytes: offsets count characters. 2,000 missing numbers, each reported at its "é".
    let text = "M0 0 " + String(repeating: "Lé ", count: 2000)
    let (_, problems) = PathData.parse(text)
    let accents = text.unicodeScalars.enumerated().filter { $0.element == "é" }.map(\.offset)
    #expect(problems.count == 2000)
    #expect(problems.map(\.offset) == accents)
    let result = load("{ \"pages\": [ { \"elements\": [ { \"path\": \"\(text)\" } ] } ] }")
    let pathWarnings = result.diagnostics.filter { $0.message.hasPrefix("path: ") }
    #expect(pathWarnings.count == DecodeContext.maxPathProblems + 1)
    #expect(pathWarnings.contains { $0.message == "path: 1900 more problems in this path are not listed" })
}

@Test func malformedNumbers() {
    let (path, problems) = PathData.parse("M0 0 L- 5 L1 1 L2 .")
    #expect(problems == [
        PathProblem(offset: 6, message: "malformed number"),
        PathProblem(offset: 18, message: "malformed number"),
    ])
    #expect(path.segments == [.move(P(0, 0)), .line(P(1, 1))])
    // An exponent marker without digits is not part of the number.
    let (_, problems2) = PathData.parse("M1e 2")
    #expect(problems2 == [PathProblem(offset: 2, message: "'M' needs 2 numbers, found 1")])
}

@Test func badArcFlag() {
    let (path, problems) = PathData.parse("M0 0 A1 1 0 2 1 5 5 L3 3")
    #expect(problems == [PathProblem(offset: 12, message: "arc flag must be 0 or 1")])
    #expect(path.segments == [.move(P(0, 0)), .line(P(3, 3))])
}

@Test func pathNotStartingWithMove() {
    let (path, problems) = PathData.parse("L10 10 L20 0 h5")
    #expect(problems == [PathProblem(offset: 0, message: "path should start with M")])
    #expect(path.segments == [.move(P(0, 0)), .line(P(10, 10)), .line(P(20, 0)), .line(P(25, 0))])
    let (path2, problems2) = PathData.parse("  l10 10")
    #expect(problems2 == [PathProblem(offset: 2, message: "path should start with M")])
    #expect(path2.segments == [.move(P(0, 0)), .line(P(10, 10))])
}

@Test func strayNumbersAndCharacters() {
    let (path, problems) = PathData.parse("10 20 M0 0 L1 1 Z 7 8 L2 2 # L3 3")
    #expect(problems == [
        PathProblem(offset: 0, message: "unexpected number; expected a path command"),
        PathProblem(offset: 18, message: "unexpected number; expected a path command"),
        PathProblem(offset: 27, message: "unexpected character '#'"),
    ])
    #expect(path.segments == [.move(P(0, 0)), .line(P(1, 1)), .close, .move(P(0, 0)), .line(P(2, 2)), .line(P(3, 3))])
}

@Test func problemOffsetsCountUnicodeScalars() {
    // "é" is two UTF-8 bytes and "😀" four, but each is one scalar.
    let (path, problems) = PathData.parse("😀M0 0ééL1 1 Z 7 😀")
    #expect(problems == [
        PathProblem(offset: 0, message: "unexpected character '😀'"),
        PathProblem(offset: 5, message: "unexpected character 'é'"),
        PathProblem(offset: 14, message: "unexpected number; expected a path command"),
    ])
    #expect(path.segments == [.move(P(0, 0)), .line(P(1, 1)), .close])
    // A combining sequence is several scalars (and one Character).
    let (_, problems2) = PathData.parse("M0 0 e\u{301}")
    #expect(problems2 == [
        PathProblem(offset: 5, message: "unknown path command 'e'"),
    ])
    let (_, problems3) = PathData.parse("M0 0 e\u{301}X")
    #expect(problems3.map(\.offset) == [5])
}

@Test func keepsGoingAfterManyProblems() {
    let (path, problems) = PathData.parse("M0 0 L1 1 X L2 2 C1 Q L3 3 A1 1 0 0 L4 4")
    #expect(problems.count == 4)
    #expect(path.segments == [.move(P(0, 0)), .line(P(1, 1)), .line(P(2, 2)), .line(P(3, 3)), .line(P(4, 4))])
}

@Test func largePathParsesQuickly() {
    var text = "M0 0"
    for i in 0..<20_000 { text += " L\(i % 100).5,\(i % 37)e1 c1 2 3 4 5 6 a3 3 0 0 1 4 4" }
    let clock = ContinuousClock()
    var result: (path: PathData, problems: [PathProblem])?
    let elapsed = clock.measure { result = PathData.parse(text) }
    #expect(result?.problems.isEmpty == true)
    #expect(result?.path.segments.count ?? 0 > 60_000)
    #expect(elapsed < .seconds(2))
}
