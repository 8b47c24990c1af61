import Foundation
import Testing
@testable import SwipeDocument
import DocumentTestSupport

/// Rotations computed without quaternions, to check them against: the matrix of a turn about an
/// axis (Rodrigues' formula), the axis and angle of a rotation matrix, and the matrix
/// `ElementFrame.transform` makes of Euler angles.
enum RotationReference {
    /// The rotation of `degrees` about the axis (x, y, z) (any length), by Rodrigues' formula.
    static func matrix(degrees: Double, axis x: Double, _ y: Double, _ z: Double) -> Matrix4 {
        let n = (x * x + y * y + z * z).squareRoot()
        let (kx, ky, kz) = (x / n, y / n, z / n)
        let a = degrees * .pi / 180, c = cos(a), s = sin(a), v = 1 - c
        return Matrix4([c + kx * kx * v, kx * ky * v - kz * s, kx * kz * v + ky * s, 0,
                        ky * kx * v + kz * s, c + ky * ky * v, ky * kz * v - kx * s, 0,
                        kz * kx * v - ky * s, kz * ky * v + kx * s, c + kz * kz * v, 0,
                        0, 0, 0, 1])
    }

    /// The axis and angle (degrees, 0...180) of a rotation matrix (not a half turn).
    static func axisAngle(of m: Matrix4) -> (axis: (Double, Double, Double), degrees: Double) {
        let angle = acos(max(-1, min(1, (m[0, 0] + m[1, 1] + m[2, 2] - 1) / 2)))
        let s = 2 * sin(angle)
        return (axis: ((m[2, 1] - m[1, 2]) / s, (m[0, 2] - m[2, 0]) / s, (m[1, 0] - m[0, 1]) / s), degrees: angle * 180 / .pi)
    }

    /// The rotation halfway from no rotation to `m`, the shortest way: the same axis, half the angle.
    static func halfway(to m: Matrix4) -> Matrix4 {
        let (axis, degrees) = axisAngle(of: m)
        return matrix(degrees: degrees / 2, axis: axis.0, axis.1, axis.2)
    }

    /// What `ElementFrame.transform` composes of `rotate: [x, y, z]`.
    static func euler(_ r: Rotation) -> Matrix4 { .rotationX(r.x) * .rotationY(r.y) * .rotationZ(r.z) }

    /// The largest difference between two matrices' entries.
    static func distance(_ a: Matrix4, _ b: Matrix4) -> Double { zip(a.m, b.m).map { abs($0 - $1) }.max() ?? 0 }
}

/// Three-angle rotations as quaternions: conversions both ways and the shortest-way slerp that
/// Core Animation interpolates transforms with (behaviour reference 4.1).
struct QuaternionTests {
    typealias Ref = RotationReference

    static let angles: [Rotation] = [
        Rotation(), Rotation(x: 90), Rotation(y: 90), Rotation(z: 90), Rotation(x: 30, y: 45, z: 60), Rotation(x: -120, y: 10, z: 170),
        Rotation(x: 200, y: 300, z: -400), Rotation(x: 90, y: 90), Rotation(x: 180, y: 180), Rotation(x: 0, y: 180, z: 0),
        // Gimbal lock: y = ±90° leaves only x ± z.
        Rotation(x: 30, y: 90, z: 40), Rotation(x: 10, y: -90, z: 20), Rotation(x: -75, y: 270, z: 135),
    ]

    @Test(arguments: angles)
    func eulerRoundTripsToTheSameMatrix(_ r: Rotation) {
        let q = Quaternion(r)
        #expect(Ref.distance(q.matrix, Ref.euler(r)) < 1e-12, "the quaternion is the composed rotation")
        let back = q.rotation
        #expect(Ref.distance(Ref.euler(back), Ref.euler(r)) < 1e-9, "\(r) → \(back)")
        #expect(abs(back.y) <= 90 && abs(back.x) <= 180 && abs(back.z) <= 180)
    }

    @Test func nearGimbalLockStaysExact() {
        for y in [89.99999, 90 - 1e-7, 90 + 1e-7, -89.999999] {
            let r = Rotation(x: 25, y: y, z: -35)
            #expect(Ref.distance(Ref.euler(Quaternion(r).rotation), Ref.euler(r)) < 1e-7, "\(r)")
        }
    }

    @Test func axisAngleConstruction() {
        #expect(Ref.distance(Quaternion(degrees: 60, axis: 1, 1, 1).matrix, Ref.matrix(degrees: 60, axis: 1, 1, 1)) < 1e-12)
        #expect(Ref.distance((Quaternion(degrees: 90, axis: 1, 0, 0) * Quaternion(degrees: 90, axis: 0, 1, 0)).matrix,
                             Ref.euler(Rotation(x: 90, y: 90))) < 1e-12, "a product composes like the matrices")
    }

    @Test func slerpOfOneAxisTurnsHalfTheAngle() {
        let end = Rotation(x: 90)
        let mid = Quaternion.identity.slerp(to: Quaternion(end), 0.5)
        #expect(Ref.distance(mid.matrix, Ref.matrix(degrees: 45, axis: 1, 0, 0)) < 1e-12)
        #expect(Ref.distance(mid.matrix, Ref.halfway(to: Ref.euler(end))) < 1e-12)
    }

    @Test func slerpOfTwoAxesTurnsAboutTheirCommonAxis() {
        // rotX(90) · rotY(90) is a third of a turn about (1, 1, 1): halfway is 60° about it.
        let end = Rotation(x: 90, y: 90)
        let mid = Quaternion.identity.slerp(to: Quaternion(end), 0.5)
        #expect(Ref.distance(mid.matrix, Ref.matrix(degrees: 60, axis: 1, 1, 1)) < 1e-12)
        #expect(Ref.distance(mid.matrix, Ref.halfway(to: Ref.euler(end))) < 1e-12)
        #expect(Ref.distance(Ref.euler(mid.rotation), Ref.matrix(degrees: 60, axis: 1, 1, 1)) < 1e-9)
        #expect(Ref.distance(mid.matrix, Ref.euler(Rotation(x: 45, y: 45))) > 0.1, "not angle by angle")
    }

    @Test func slerpTakesTheShortestWay() {
        let noTurn = Quaternion.identity.slerp(to: Quaternion(Rotation(x: 360)), 0.5)
        #expect(Ref.distance(noTurn.matrix, .identity) < 1e-12, "a full turn does not move")
        let back = Quaternion.identity.slerp(to: Quaternion(Rotation(y: 270)), 0.5)
        #expect(Ref.distance(back.matrix, .rotationY(-45)) < 1e-12, "three quarters one way are one the other way")
    }

    @Test func slerpAboutZAloneIsTheAngleForAngleTween() {
        // The per-angle tween kept for z-only rotations turns exactly as the slerp would.
        for (a, b) in [(0.0, 270.0), (10, 90), (350, 20), (-170, 170), (30, 30)] {
            for p in [0.0, 0.3, 0.5, 1] {
                let slerped = Quaternion(Rotation(z: a)).slerp(to: Quaternion(Rotation(z: b)), p).matrix
                let tweened = TransitionTween.rotation(from: Rotation(z: a), to: Rotation(z: b), p)
                #expect(tweened.x == 0 && tweened.y == 0)
                #expect(Ref.distance(slerped, .rotationZ(tweened.z)) < 1e-9, "\(a)→\(b) at \(p)")
            }
        }
    }

    @Test func slerpEndsAndGimbalLockOnTheWay() {
        let a = Quaternion(Rotation(y: 60)), b = Quaternion(Rotation(y: 120))
        #expect(Ref.distance(a.slerp(to: b, 0).matrix, a.matrix) < 1e-12 && Ref.distance(a.slerp(to: b, 1).matrix, b.matrix) < 1e-12)
        let mid = a.slerp(to: b, 0.5).rotation
        #expect(Ref.distance(Ref.euler(mid), .rotationY(90)) < 1e-9, "through y = 90°: \(mid)")
    }
}
