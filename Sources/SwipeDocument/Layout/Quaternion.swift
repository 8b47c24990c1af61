import Foundation

/// A rotation in 3D as a unit quaternion (w, x, y, z), for interpolating three-angle rotations as
/// Core Animation interpolates a transform (behaviour reference 4.1): the rotation taken out of the
/// matrix as a quaternion and slerped the shortest way. Conversions to and from the Euler angles of
/// `rotate: [rx, ry, rz]` follow the order `ElementFrame.transform` composes them in:
/// rotX · rotY · rotZ (z applied first), in degrees, with Matrix4's sense of each rotation.
public struct Quaternion: Equatable, Sendable {
    public var w, x, y, z: Double

    public init(w: Double, x: Double, y: Double, z: Double) {
        (self.w, self.x, self.y, self.z) = (w, x, y, z)
    }

    public static let identity = Quaternion(w: 1, x: 0, y: 0, z: 0)

    /// A rotation of `degrees` about the axis (ax, ay, az), which need not be of unit length.
    public init(degrees: Double, axis ax: Double, _ ay: Double, _ az: Double) {
        let length = (ax * ax + ay * ay + az * az).squareRoot()
        let half = degrees * .pi / 360
        let s = length > 0 ? sin(half) / length : 0
        self.init(w: cos(half), x: ax * s, y: ay * s, z: az * s)
    }

    /// The rotation of `rotate: [x, y, z]`: about x, then y, then z as the matrix composes them
    /// (rotX · rotY · rotZ).
    public init(_ r: Rotation) {
        self = Quaternion(degrees: r.x, axis: 1, 0, 0) * Quaternion(degrees: r.y, axis: 0, 1, 0) * Quaternion(degrees: r.z, axis: 0, 0, 1)
    }

    /// The Hamilton product: the rotation `b` followed by `a` (as the matrix product a · b).
    public static func * (a: Quaternion, b: Quaternion) -> Quaternion {
        Quaternion(w: a.w * b.w - a.x * b.x - a.y * b.y - a.z * b.z,
                   x: a.w * b.x + a.x * b.w + a.y * b.z - a.z * b.y,
                   y: a.w * b.y - a.x * b.z + a.y * b.w + a.z * b.x,
                   z: a.w * b.z + a.x * b.y - a.y * b.x + a.z * b.w)
    }

    public static prefix func - (q: Quaternion) -> Quaternion { Quaternion(w: -q.w, x: -q.x, y: -q.y, z: -q.z) }

    public func dot(_ o: Quaternion) -> Double { w * o.w + x * o.x + y * o.y + z * o.z }

    public var normalized: Quaternion {
        let n = dot(self).squareRoot()
        return n > 0 ? Quaternion(w: w / n, x: x / n, y: y / n, z: z / n) : .identity
    }

    /// The rotation as a matrix (for column vectors, like every `Matrix4`).
    public var matrix: Matrix4 {
        let q = normalized
        let (w, x, y, z) = (q.w, q.x, q.y, q.z)
        return Matrix4([1 - 2 * (y * y + z * z), 2 * (x * y - w * z), 2 * (x * z + w * y), 0,
                        2 * (x * y + w * z), 1 - 2 * (x * x + z * z), 2 * (y * z - w * x), 0,
                        2 * (x * z - w * y), 2 * (y * z + w * x), 1 - 2 * (x * x + y * y), 0,
                        0, 0, 0, 1])
    }

    /// Euler angles [x, y, z] (degrees) whose rotX · rotY · rotZ is this rotation: y in −90...90,
    /// x and z in −180...180. In gimbal lock (y = ±90°) only x ± z is defined; z is then 0.
    public var rotation: Rotation { Self.rotation(of: matrix) }

    /// The Euler angles of the rotation part of `m` (see `rotation`).
    public static func rotation(of m: Matrix4) -> Rotation {
        // rotX(a) · rotY(b) · rotZ(c) =
        //   [ cb·cc            −cb·sc            sb    ]
        //   [ sa·sb·cc + ca·sc  −sa·sb·sc + ca·cc  −sa·cb ]
        //   [ −ca·sb·cc + sa·sc  ca·sb·sc + sa·cc   ca·cb ]
        let degrees = 180 / Double.pi
        let cb = (m[0, 0] * m[0, 0] + m[0, 1] * m[0, 1]).squareRoot()
        let b = atan2(m[0, 2], cb)
        if cb > 1e-8 {
            return Rotation(x: atan2(-m[1, 2], m[2, 2]) * degrees, y: b * degrees, z: atan2(-m[0, 1], m[0, 0]) * degrees)
        }
        // Gimbal lock: the middle row is [sin(a ± c), cos(a ± c), 0]; all of it goes to x.
        return Rotation(x: atan2(m[2, 1], m[1, 1]) * degrees, y: b * degrees, z: 0)
    }

    /// Spherical linear interpolation from this rotation to `other` (t from 0 to 1), the shortest
    /// way round: a quaternion and its negation are the same rotation, and the one nearer is taken.
    public func slerp(to other: Quaternion, _ t: Double) -> Quaternion {
        let a = normalized
        var b = other.normalized
        var cosine = a.dot(b)
        if cosine < 0 {
            b = -b
            cosine = -cosine
        }
        let wa: Double, wb: Double
        if cosine > 0.9995 {
            // Nearly the same rotation: a straight line is as good and stays stable.
            wa = 1 - t
            wb = t
        } else {
            let angle = acos(min(1, cosine)), s = sin(angle)
            wa = sin((1 - t) * angle) / s
            wb = sin(t * angle) / s
        }
        return Quaternion(w: a.w * wa + b.w * wb, x: a.x * wa + b.x * wb, y: a.y * wa + b.y * wb, z: a.z * wa + b.z * wb).normalized
    }
}
