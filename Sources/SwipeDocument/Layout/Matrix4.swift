import Foundation

/// A 4×4 transform for column vectors (p' = M·p), so `a * b` applies `b` first. Elements use it
/// for 2D and 3D transforms (`rotate` with three angles) and the page's perspective.
public struct Matrix4: Equatable, Hashable, Sendable {
    /// Row-major: m[row * 4 + column].
    public var m: [Double]

    public init(_ m: [Double]) {
        precondition(m.count == 16)
        self.m = m
    }

    public static let identity = Matrix4([1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1])

    public subscript(row: Int, column: Int) -> Double {
        get { m[row * 4 + column] }
        set { m[row * 4 + column] = newValue }
    }

    public static func translation(_ x: Double, _ y: Double, _ z: Double = 0) -> Matrix4 {
        Matrix4([1, 0, 0, x, 0, 1, 0, y, 0, 0, 1, z, 0, 0, 0, 1])
    }

    public static func scale(_ x: Double, _ y: Double, _ z: Double = 1) -> Matrix4 {
        Matrix4([x, 0, 0, 0, 0, y, 0, 0, 0, 0, z, 0, 0, 0, 0, 1])
    }

    /// Rotation about z by `degrees`, clockwise on screen (y points down).
    public static func rotationZ(_ degrees: Double) -> Matrix4 {
        let r = degrees * .pi / 180, c = cos(r), s = sin(r)
        return Matrix4([c, -s, 0, 0, s, c, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1])
    }

    public static func rotationY(_ degrees: Double) -> Matrix4 {
        let r = degrees * .pi / 180, c = cos(r), s = sin(r)
        return Matrix4([c, 0, s, 0, 0, 1, 0, 0, -s, 0, c, 0, 0, 0, 0, 1])
    }

    public static func rotationX(_ degrees: Double) -> Matrix4 {
        let r = degrees * .pi / 180, c = cos(r), s = sin(r)
        return Matrix4([1, 0, 0, 0, 0, c, -s, 0, 0, s, c, 0, 0, 0, 0, 1])
    }

    /// Perspective seen from `distance` in front of the z = 0 plane, vanishing at `center`
    /// (Core Animation's m34 = −1/distance about the layer centre).
    public static func perspective(distance: Double, center: Point) -> Matrix4 {
        var p = Matrix4.identity
        p[3, 2] = -1 / distance
        return .translation(center.x, center.y) * p * .translation(-center.x, -center.y)
    }

    /// Drops z: what a layer does to its sublayers' 3D transforms (they are flattened into its plane).
    public static let flatten = Matrix4([1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1])

    public static func * (a: Matrix4, b: Matrix4) -> Matrix4 {
        var r = [Double](repeating: 0, count: 16)
        for i in 0..<4 {
            for j in 0..<4 {
                var sum = 0.0
                for k in 0..<4 { sum += a.m[i * 4 + k] * b.m[k * 4 + j] }
                r[i * 4 + j] = sum
            }
        }
        return Matrix4(r)
    }

    /// The point (x, y, 0) transformed and projected onto the screen plane, with its w (≤ 0 means
    /// behind the eye).
    public func project(_ p: Point) -> (point: Point, w: Double) {
        let x = m[0] * p.x + m[1] * p.y + m[3]
        let y = m[4] * p.x + m[5] * p.y + m[7]
        let w = m[12] * p.x + m[13] * p.y + m[15]
        guard w != 0 else { return (Point(x, y), 0) }
        return (Point(x / w, y / w), w)
    }

    /// How many screen units one local unit becomes, at most (for choosing a raster resolution).
    public func approximateScale(for size: Point) -> Double {
        let s = axisScales(for: size)
        return max(s.x, s.y)
    }

    /// How many screen units one local unit along x, and one along y, of a `size` box become (the
    /// longer of its two edges along each; 0 for a side of no length).
    public func axisScales(for size: Point) -> Point {
        let c = [Point(0, 0), Point(size.x, 0), Point(0, size.y), Point(size.x, size.y)].map { project($0).point }
        func len(_ a: Point, _ b: Point) -> Double { ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot() }
        let sx = size.x > 0 ? max(len(c[0], c[1]), len(c[2], c[3])) / size.x : 0
        let sy = size.y > 0 ? max(len(c[0], c[2]), len(c[1], c[3])) / size.y : 0
        return Point(sx, sy)
    }

    /// Whether points of the z = 0 plane map affinely (their w does not depend on x or y), as for
    /// every element not turned in 3D, even under the page's perspective.
    public var isAffine2D: Bool { m[12] == 0 && m[13] == 0 && m[15] != 0 }
}
