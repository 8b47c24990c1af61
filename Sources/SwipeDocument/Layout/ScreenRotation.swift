import Foundation

/// How far the player turns its picture clockwise on the output (`--rotate`), for a screen mounted
/// on its side or upside down where no compositor turns it (the console through KMS/DRM, whose
/// touchscreens also report positions as the panel has them). Screens draw in the turned,
/// *logical* space; the window turns its picture onto the output and turns input back, both
/// through this one mapping.
///
/// At 90 the picture's top lies along the output's right edge: upright on a panel turned a quarter
/// turn anticlockwise (the same sense as `cage -r` and `xrandr --rotate right`).
public enum ScreenRotation: Int, CaseIterable, Sendable {
    case none = 0
    case quarter = 90
    case half = 180
    case threeQuarters = 270

    /// The rotation named by `text`: "0", "90", "180" or "270" (degrees clockwise).
    public init?(degrees text: String) {
        guard let degrees = Int(text.trimmingCharacters(in: .whitespaces)), let rotation = ScreenRotation(rawValue: degrees) else { return nil }
        self = rotation
    }

    /// Whether width and height trade places.
    public var swapsSides: Bool { self == .quarter || self == .threeQuarters }

    /// The size of the logical picture shown on an output of `output`.
    public func logicalSize(of output: Point) -> Point {
        swapsSides ? Point(output.y, output.x) : output
    }

    /// Where point `p` of an output of size `output` lies in the logical picture.
    public func logicalPoint(_ p: Point, onOutput output: Point) -> Point {
        switch self {
        case .none: return p
        case .quarter: return Point(p.y, output.x - p.x)
        case .half: return Point(output.x - p.x, output.y - p.y)
        case .threeQuarters: return Point(output.y - p.y, p.x)
        }
    }

    /// Where point `p` of the logical picture shows on an output of size `output` (the inverse of
    /// `logicalPoint`).
    public func outputPoint(_ p: Point, onOutput output: Point) -> Point {
        switch self {
        case .none: return p
        case .quarter: return Point(output.x - p.y, p.x)
        case .half: return Point(output.x - p.x, output.y - p.y)
        case .threeQuarters: return Point(p.y, output.y - p.x)
        }
    }

    /// A movement `v` on the output as a movement in the logical picture.
    public func logicalVector(_ v: Point) -> Point {
        logicalPoint(v, onOutput: .zero)
    }
}
