#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(ucrt)
import ucrt
#endif

/// One drawing command of a path, in absolute coordinates.
public enum PathSegment: Equatable, Hashable, Sendable {
    /// Starts a new subpath at the point.
    case move(Point)
    /// Straight line from the current point.
    case line(Point)
    /// Quadratic Bézier: control point, end point.
    case quad(Point, Point)
    /// Cubic Bézier: first control point, second control point, end point.
    case cubic(Point, Point, Point)
    /// Straight line back to the subpath's start, closing it.
    case close
}

/// Something the path parser could not understand; the rest of the path is still used.
public struct PathProblem: Equatable, Sendable {
    /// 0-based offset in Unicode scalars of the parsed text.
    public var offset: Int
    public var message: String

    public init(offset: Int, message: String) {
        self.offset = offset
        self.message = message
    }
}

/// An SVG-style path, parsed and normalised to absolute move/line/quad/cubic/close segments.
///
/// Every subpath produced by `parse` starts with `.move` (SVG's implicit moves after `Z` or at a
/// missing initial `M` are made explicit), so consumers never have to track an implicit current point.
public struct PathData: Equatable, Hashable, Sendable {
    public var segments: [PathSegment]

    public init(segments: [PathSegment]) {
        self.segments = segments
    }

    /// Parses an SVG path string (the full SVG 1.1 grammar, including arcs and the T/S shorthands).
    ///
    /// Never fails: problems are returned with the character offset (0-based, counted in Unicode
    /// scalars of `text`) at which they occur, and the parser skips to the next command letter and
    /// keeps what it can, because a half-drawn shape is more useful to an author than none.
    public static func parse(_ text: String) -> (path: PathData, problems: [PathProblem]) {
        var text = text
        return text.withUTF8 { bytes in
            var parser = PathParser(bytes)
            parser.run()
            return (PathData(segments: parser.segments), parser.problems)
        }
    }
}

// MARK: - Geometry

extension PathData {
    /// Tight bounding box of the drawn geometry (curve extrema, not control points); nil for an empty path.
    ///
    /// Move points count, as they do for Core Graphics' path bounding box.
    public var bounds: Rect? {
        var minX = Double.infinity, minY = Double.infinity
        var maxX = -Double.infinity, maxY = -Double.infinity
        @inline(__always) func add(_ p: Point) {
            minX = min(minX, p.x); maxX = max(maxX, p.x)
            minY = min(minY, p.y); maxY = max(maxY, p.y)
        }
        var current = Point.zero
        var start = Point.zero
        for segment in segments {
            switch segment {
            case .move(let p):
                add(p)
                current = p
                start = p
            case .line(let p):
                add(current)
                add(p)
                current = p
            case .quad(let c, let e):
                add(current)
                add(e)
                let p0 = current
                Self.forEachQuadExtremum(p0.x, c.x, e.x) { add(Self.quadPoint(p0, c, e, $0)) }
                Self.forEachQuadExtremum(p0.y, c.y, e.y) { add(Self.quadPoint(p0, c, e, $0)) }
                current = e
            case .cubic(let c1, let c2, let e):
                add(current)
                add(e)
                let p0 = current
                Self.forEachCubicExtremum(p0.x, c1.x, c2.x, e.x) { add(Self.cubicPoint(p0, c1, c2, e, $0)) }
                Self.forEachCubicExtremum(p0.y, c1.y, c2.y, e.y) { add(Self.cubicPoint(p0, c1, c2, e, $0)) }
                current = e
            case .close:
                current = start
            }
        }
        guard minX <= maxX else { return nil }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The path scaled by (sx, sy) about `center` (used because `scale` on a Swipe path element
    /// scales geometry, not stroke width). Exact: Béziers are invariant under affine maps.
    public func scaled(sx: Double, sy: Double, about center: Point) -> PathData {
        mapPoints { Point(center.x + (($0.x - center.x) * sx), center.y + (($0.y - center.y) * sy)) }
    }

    /// The path translated by `offset`.
    public func translated(by offset: Point) -> PathData {
        mapPoints { $0 + offset }
    }

    /// An ellipse inscribed in `rect` as four cubic Bézier arcs (for the named shape "ellipse"),
    /// starting at the right-hand point and running through the bottom, left and top points.
    public static func ellipse(in rect: Rect) -> PathData {
        // 4/3·(√2 − 1): the handle length that makes a cubic quarter circle touch the circle at 45°.
        let kappa = 0.5522847498307936
        let rx = rect.width / 2, ry = rect.height / 2
        let cx = rect.x + rx, cy = rect.y + ry
        let kx = rx * kappa, ky = ry * kappa
        return PathData(segments: [
            .move(Point(cx + rx, cy)),
            .cubic(Point(cx + rx, cy + ky), Point(cx + kx, cy + ry), Point(cx, cy + ry)),
            .cubic(Point(cx - kx, cy + ry), Point(cx - rx, cy + ky), Point(cx - rx, cy)),
            .cubic(Point(cx - rx, cy - ky), Point(cx - kx, cy - ry), Point(cx, cy - ry)),
            .cubic(Point(cx + kx, cy - ry), Point(cx + rx, cy - ky), Point(cx + rx, cy)),
            .close,
        ])
    }

    /// Flattens the path into polylines (one per subpath) with at most `tolerance` deviation; used for
    /// length and point-at-length queries. A closed subpath's polyline ends back at its start.
    public func flattened(tolerance: Double) -> [[Point]] {
        let tolerance = tolerance > 1e-9 ? tolerance : 1e-9
        var result: [[Point]] = []
        var line: [Point] = []
        var current = Point.zero
        var start = Point.zero
        for segment in segments {
            switch segment {
            case .move(let p):
                if !line.isEmpty { result.append(line) }
                line = [p]
                current = p
                start = p
            case .line(let p):
                if line.isEmpty { line.append(current) }
                line.append(p)
                current = p
            case .quad(let c, let e):
                if line.isEmpty { line.append(current) }
                // Uniform steps deviate at most |P″|/8/n², and |P″| = 2·|p0 − 2c + e| for a quad.
                let d = Self.distance(current + e, c + c)
                let n = Self.stepCount((d / (4 * tolerance)).squareRoot())
                let p0 = current
                for i in 1..<n { line.append(Self.quadPoint(p0, c, e, Double(i) / Double(n))) }
                line.append(e)
                current = e
            case .cubic(let c1, let c2, let e):
                if line.isEmpty { line.append(current) }
                // |P″| ≤ 6·max(|p0 − 2c1 + c2|, |c1 − 2c2 + e|) for a cubic.
                let d = max(Self.distance(current + c2, c1 + c1), Self.distance(c1 + e, c2 + c2))
                let n = Self.stepCount((0.75 * d / tolerance).squareRoot())
                let p0 = current
                for i in 1..<n { line.append(Self.cubicPoint(p0, c1, c2, e, Double(i) / Double(n))) }
                line.append(e)
                current = e
            case .close:
                if line.isEmpty { line.append(current) }
                if line[line.count - 1] != start { line.append(start) }
                result.append(line)
                line = []
                current = start
            }
        }
        if !line.isEmpty { result.append(line) }
        return result
    }

    /// Total length of the path (flattened with tolerance 0.1).
    public var length: Double {
        var total = 0.0
        for line in flattened(tolerance: 0.1) {
            for i in line.indices.dropFirst() { total += Self.distance(line[i - 1], line[i]) }
        }
        return total
    }

    /// The point and the tangent angle (radians, atan2(dy, dx)) at fraction `f` (0...1, clamped) of the
    /// total length, moving at constant speed along all subpaths; nil for an empty path.
    ///
    /// At a corner the outgoing direction wins (except at the very end); a path with no length gives
    /// its first point and angle 0. Used to move elements along a path.
    public func pointAndAngle(atFraction f: Double) -> (point: Point, angle: Double)? {
        guard !segments.isEmpty else { return nil }
        let lines = flattened(tolerance: 0.1)
        var total = 0.0
        for line in lines {
            for i in line.indices.dropFirst() { total += Self.distance(line[i - 1], line[i]) }
        }
        guard total > 0 else { return (lines.first?.first ?? .zero, 0) }
        let fraction = f.isNaN ? 0 : min(max(f, 0), 1)
        let target = fraction * total
        var travelled = 0.0
        var last: (Point, Point)?
        for line in lines {
            for i in line.indices.dropFirst() {
                let a = line[i - 1], b = line[i]
                let d = Self.distance(a, b)
                if d == 0 { continue }
                if target < travelled + d {
                    let t = (target - travelled) / d
                    return (a + (b - a) * t, atan2(b.y - a.y, b.x - a.x))
                }
                travelled += d
                last = (a, b)
            }
        }
        guard let (a, b) = last else { return nil }
        return (b, atan2(b.y - a.y, b.x - a.x))
    }

    // MARK: Helpers

    private func mapPoints(_ transform: (Point) -> Point) -> PathData {
        PathData(segments: segments.map { segment in
            switch segment {
            case .move(let p): return .move(transform(p))
            case .line(let p): return .line(transform(p))
            case .quad(let c, let e): return .quad(transform(c), transform(e))
            case .cubic(let c1, let c2, let e): return .cubic(transform(c1), transform(c2), transform(e))
            case .close: return .close
            }
        })
    }

    @inline(__always)
    static func distance(_ a: Point, _ b: Point) -> Double {
        let dx = b.x - a.x, dy = b.y - a.y
        return (dx * dx + dy * dy).squareRoot()
    }

    /// Between 1 and 10 000 steps, so a degenerate tolerance cannot exhaust memory.
    private static func stepCount(_ estimate: Double) -> Int {
        guard estimate.isFinite, estimate > 1 else { return 1 }
        return Int(min(estimate.rounded(.up), 10_000))
    }

    static func quadPoint(_ p0: Point, _ c: Point, _ e: Point, _ t: Double) -> Point {
        let u = 1 - t
        let a = u * u, b = 2 * u * t, d = t * t
        return Point(a * p0.x + b * c.x + d * e.x, a * p0.y + b * c.y + d * e.y)
    }

    static func cubicPoint(_ p0: Point, _ c1: Point, _ c2: Point, _ e: Point, _ t: Double) -> Point {
        let u = 1 - t
        let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
        return Point(a * p0.x + b * c1.x + c * c2.x + d * e.x, a * p0.y + b * c1.y + c * c2.y + d * e.y)
    }

    /// Calls `body` with the parameter in (0, 1) where one coordinate of a quad has zero derivative.
    private static func forEachQuadExtremum(_ p0: Double, _ c: Double, _ e: Double, _ body: (Double) -> Void) {
        let denominator = p0 - 2 * c + e
        guard denominator != 0 else { return }
        let t = (p0 - c) / denominator
        if t > 0, t < 1 { body(t) }
    }

    /// Calls `body` with each parameter in (0, 1) where one coordinate of a cubic has zero derivative.
    private static func forEachCubicExtremum(
        _ p0: Double, _ p1: Double, _ p2: Double, _ p3: Double, _ body: (Double) -> Void
    ) {
        // B′(t)/3 = a·t² + b·t + c; the numerically stable root pair also covers a = 0 (one root
        // becomes ±∞ and is dropped) and a = b = 0 (both NaN, dropped).
        let a = -p0 + 3 * p1 - 3 * p2 + p3
        let b = 2 * (p0 - 2 * p1 + p2)
        let c = p1 - p0
        let discriminant = b * b - 4 * a * c
        guard discriminant >= 0 else { return }
        let root = discriminant.squareRoot()
        let q = -0.5 * (b + (b < 0 ? -root : root))
        let t1 = q / a
        let t2 = c / q
        if t1 > 0, t1 < 1 { body(t1) }
        if t2 > 0, t2 < 1, t2 != t1 { body(t2) }
    }
}

// MARK: - Parser

/// A single pass over the UTF-8 bytes of a path string. Path syntax is pure ASCII, so any other
/// byte is garbage; scalar offsets are only computed when a problem is reported.
private struct PathParser {
    let bytes: UnsafeBufferPointer<UInt8>
    var pos = 0
    var segments: [PathSegment] = []
    var problems: [PathProblem] = []

    private var current = Point.zero
    private var subpathStart = Point.zero
    /// True at the start and after `Z`: the next drawing command first emits an explicit move.
    private var needsMove = true
    /// Second control point of the previous command if it was C/c/S/s (for S reflection).
    private var lastCubicControl: Point?
    /// Control point of the previous command if it was Q/q/T/t (for T reflection).
    private var lastQuadControl: Point?
    private var sawCommand = false
    /// Reused for every parameter group, so parsing allocates only the output arrays.
    private var arguments: [Double] = []

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        arguments.reserveCapacity(7)
        segments.reserveCapacity(bytes.count / 8 + 1)
    }

    mutating func run() {
        while true {
            skipSeparators()
            guard pos < bytes.count else { return }
            let byte = bytes[pos]
            if let arity = Self.arity(of: byte) {
                if !sawCommand {
                    sawCommand = true
                    if byte != ascii("M"), byte != ascii("m") { report("path should start with M", at: pos) }
                }
                pos += 1
                parseCommand(byte, arity: arity)
            } else {
                if Self.isNumberStart(byte) {
                    report("unexpected number; expected a path command", at: pos)
                } else if Self.isLetter(byte) {
                    report("unknown path command '\(Character(Unicode.Scalar(byte)))'", at: pos)
                } else {
                    report("unexpected character '\(scalar(at: pos))'", at: pos)
                }
                pos += 1
                skipToCommand()
            }
        }
    }

    // MARK: Commands

    /// Parses the parameter groups following command letter `command` (already consumed),
    /// repeating the command while further groups follow (M/m repeat as L/l).
    private mutating func parseCommand(_ command: UInt8, arity: Int) {
        if arity == 0 {
            closePath()
            return
        }
        let name = Character(Unicode.Scalar(command))
        let isArc = command | 0x20 == ascii("a")
        var effective = command
        var isFirstGroup = true
        while true {
            arguments.removeAll(keepingCapacity: true)
            for index in 0..<arity {
                skipSeparators()
                if isArc, index == 3 || index == 4 {
                    if pos < bytes.count, bytes[pos] == ascii("0") || bytes[pos] == ascii("1") {
                        arguments.append(bytes[pos] == ascii("1") ? 1 : 0)
                        pos += 1
                        continue
                    }
                    if pos < bytes.count, Self.isNumberStart(bytes[pos]) {
                        fail("arc flag must be 0 or 1", at: pos)
                        return
                    }
                }
                switch scanNumber() {
                case .value(let v):
                    arguments.append(v)
                case .notANumber:
                    if index == 0, isFirstGroup {
                        fail("expected a number after '\(name)'", at: pos)
                    } else {
                        fail("'\(name)' needs \(arity) numbers, found \(index)", at: pos)
                    }
                    return
                case .malformed(let message, let offset):
                    fail(message, at: offset)
                    return
                }
            }
            apply(effective)
            isFirstGroup = false
            if effective == ascii("M") { effective = ascii("L") }
            if effective == ascii("m") { effective = ascii("l") }
            skipSeparators()
            guard pos < bytes.count, Self.isNumberStart(bytes[pos]) else { return }
        }
    }

    /// Appends the segments of one complete parameter group in `arguments`.
    private mutating func apply(_ command: UInt8) {
        let relative = command >= ascii("a")
        let base = relative ? current : Point.zero
        let args = arguments
        @inline(__always) func point(_ i: Int) -> Point { Point(base.x + args[i], base.y + args[i + 1]) }
        var cubicControl: Point?
        var quadControl: Point?
        switch command | 0x20 {
        case ascii("m"):
            let p = point(0)
            segments.append(.move(p))
            current = p
            subpathStart = p
            needsMove = false
        case ascii("l"):
            lineTo(point(0))
        case ascii("h"):
            lineTo(Point(base.x + args[0], current.y))
        case ascii("v"):
            lineTo(Point(current.x, base.y + args[0]))
        case ascii("c"):
            let c2 = point(2)
            curveTo(.cubic(point(0), c2, point(4)))
            cubicControl = c2
        case ascii("s"):
            let c1 = lastCubicControl.map { current + (current - $0) } ?? current
            let c2 = point(0)
            curveTo(.cubic(c1, c2, point(2)))
            cubicControl = c2
        case ascii("q"):
            let c = point(0)
            curveTo(.quad(c, point(2)))
            quadControl = c
        case ascii("t"):
            let c = lastQuadControl.map { current + (current - $0) } ?? current
            curveTo(.quad(c, point(0)))
            quadControl = c
        case ascii("a"):
            let end = point(5)
            if end != current {
                beginSubpathIfNeeded()
                PathData.appendArc(
                    from: current, to: end, radiusX: args[0], radiusY: args[1], rotationDegrees: args[2],
                    largeArc: args[3] != 0, sweep: args[4] != 0, to: &segments)
                current = end
            }
        default:
            break
        }
        lastCubicControl = cubicControl
        lastQuadControl = quadControl
    }

    private mutating func beginSubpathIfNeeded() {
        guard needsMove else { return }
        segments.append(.move(current))
        subpathStart = current
        needsMove = false
    }

    private mutating func lineTo(_ p: Point) {
        beginSubpathIfNeeded()
        segments.append(.line(p))
        current = p
    }

    private mutating func curveTo(_ segment: PathSegment) {
        beginSubpathIfNeeded()
        segments.append(segment)
        switch segment {
        case .quad(_, let e), .cubic(_, _, let e): current = e
        default: break
        }
    }

    private mutating func closePath() {
        if !needsMove { segments.append(.close) }
        current = subpathStart
        needsMove = true
        lastCubicControl = nil
        lastQuadControl = nil
    }

    private mutating func fail(_ message: String, at offset: Int) {
        report(message, at: offset)
        lastCubicControl = nil
        lastQuadControl = nil
        skipToCommand()
    }

    // MARK: Lexing

    private enum NumberScan {
        case value(Double)
        case notANumber
        case malformed(String, at: Int)
    }

    /// Powers of ten exactly representable as Doubles, for the exact fast path of `scanNumber`.
    private static let exactPowersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
        1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    ]

    /// Scans `sign? (digits ('.' digits?)? | '.' digits) (('e'|'E') sign? digits)?` at `pos`.
    /// A second '.' ends the number (SVG's `0.5.5` is 0.5 then .5), as does a sign (`10-20`).
    private mutating func scanNumber() -> NumberScan {
        guard pos < bytes.count, Self.isNumberStart(bytes[pos]) else { return .notANumber }
        let start = pos
        var i = pos
        var negative = false
        if bytes[i] == ascii("-") || bytes[i] == ascii("+") {
            negative = bytes[i] == ascii("-")
            i += 1
        }
        var mantissa: UInt64 = 0
        var exponent = 0
        var sawDigit = false
        // Digits beyond 18 are not accumulated; the mantissa then exceeds 2^53 and the fallback is used.
        while i < bytes.count, let d = Self.digit(bytes[i]) {
            sawDigit = true
            if mantissa < 100_000_000_000_000_000 { mantissa = mantissa * 10 + UInt64(d) }
            i += 1
        }
        if i < bytes.count, bytes[i] == ascii(".") {
            i += 1
            while i < bytes.count, let d = Self.digit(bytes[i]) {
                sawDigit = true
                if mantissa < 100_000_000_000_000_000 {
                    mantissa = mantissa * 10 + UInt64(d)
                    exponent -= 1
                }
                i += 1
            }
        }
        guard sawDigit else {
            pos = i
            return .malformed("malformed number", at: start)
        }
        if i < bytes.count, bytes[i] | 0x20 == ascii("e") {
            var j = i + 1
            var exponentNegative = false
            if j < bytes.count, bytes[j] == ascii("-") || bytes[j] == ascii("+") {
                exponentNegative = bytes[j] == ascii("-")
                j += 1
            }
            if j < bytes.count, Self.digit(bytes[j]) != nil {
                var written = 0
                while j < bytes.count, let d = Self.digit(bytes[j]) {
                    if written < 100_000 { written = written * 10 + d }
                    j += 1
                }
                exponent += exponentNegative ? -written : written
                i = j
            }
            // Otherwise the 'e' is not part of the number and will be reported by the caller.
        }
        pos = i
        var value: Double
        if mantissa <= 1 << 53, abs(exponent) <= 22 {
            // Both operands are exact, so one IEEE operation gives the correctly rounded result.
            value = Double(mantissa)
            value = exponent < 0 ? value / Self.exactPowersOfTen[-exponent] : value * Self.exactPowersOfTen[exponent]
            if negative { value = -value }
        } else {
            value = Double(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<i]), as: UTF8.self)) ?? .nan
        }
        guard value.isFinite else { return .malformed("number out of range", at: start) }
        return .value(value)
    }

    private mutating func skipSeparators() {
        while pos < bytes.count {
            switch bytes[pos] {
            case 0x20, 0x09, 0x0A, 0x0D, 0x0C, ascii(","): pos += 1
            default: return
            }
        }
    }

    private mutating func skipToCommand() {
        while pos < bytes.count, Self.arity(of: bytes[pos]) == nil { pos += 1 }
    }

    private mutating func report(_ message: String, at byteOffset: Int) {
        problems.append(PathProblem(offset: scalarOffset(of: byteOffset), message: message))
    }

    /// How many scalars start before a byte offset, counted last time: problems come in order, so
    /// each is counted on from the one before (a path of thousands of problems stays linear).
    private var counted = (bytes: 0, scalars: 0)

    /// Converts a byte offset to a Unicode scalar offset by counting the bytes that start a scalar.
    private mutating func scalarOffset(of byteOffset: Int) -> Int {
        let end = min(byteOffset, bytes.count)
        if end < counted.bytes { counted = (0, 0) }
        var count = counted.scalars
        for i in counted.bytes..<end where bytes[i] & 0xC0 != 0x80 { count += 1 }
        counted = (end, count)
        return count
    }

    /// The whole scalar starting at byte `offset`, for messages.
    private func scalar(at offset: Int) -> String {
        var end = offset + 1
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[offset..<end]), as: UTF8.self)
    }

    // MARK: Character classes

    /// Number of parameters per group of a command letter; nil for anything else.
    private static func arity(of byte: UInt8) -> Int? {
        switch byte | 0x20 {
        case ascii("z"): return 0
        case ascii("h"), ascii("v"): return 1
        case ascii("m"), ascii("l"), ascii("t"): return 2
        case ascii("s"), ascii("q"): return 4
        case ascii("c"): return 6
        case ascii("a"): return 7
        default: return nil
        }
    }

    @inline(__always) private static func digit(_ byte: UInt8) -> Int? {
        byte >= 0x30 && byte <= 0x39 ? Int(byte - 0x30) : nil
    }

    @inline(__always) private static func isNumberStart(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || byte == ascii("-") || byte == ascii("+") || byte == ascii(".")
    }

    @inline(__always) private static func isLetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= ascii("a") && (byte | 0x20) <= ascii("z")
    }
}

@inline(__always) private func ascii(_ scalar: Unicode.Scalar) -> UInt8 {
    UInt8(truncatingIfNeeded: scalar.value)
}
