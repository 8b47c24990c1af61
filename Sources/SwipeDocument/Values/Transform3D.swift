/// A rotation in degrees about the x, y and z axes (`rotate` as one number is about z; clockwise on
/// screen is positive because y points down).
public struct Rotation: Equatable, Hashable, Sendable {
    public var x: Double
    public var y: Double
    public var z: Double

    public init(x: Double = 0, y: Double = 0, z: Double = 0) {
        self.x = x
        self.y = y
        self.z = z
    }

    public static let none = Rotation()

    /// `30` or `[rx, ry, rz]`.
    public static func parse(_ n: JSONNode) -> Parsed<Rotation> {
        let bounded = { (v: [Double]) in NumberBounds.checked(v, within: NumberBounds.magnitude, "\"rotate\"") }
        if let v = n.number { return bounded([v]).then { .ok(Rotation(z: $0[0])) } }
        if let a = n.array {
            let v = a.compactMap(\.number)
            if v.count == a.count, v.count == 3 { return bounded(v).then { .ok(Rotation(x: $0[0], y: $0[1], z: $0[2])) } }
            if v.count == a.count, v.count == 1 { return bounded(v).then { .ok(Rotation(z: $0[0])) } }
        }
        return .invalid("\"rotate\" should be a number of degrees or an array of three numbers [x, y, z], not \(n.kindDescription)")
    }
}

/// A scale factor per axis (`scale` as one number scales both).
public struct Scale: Equatable, Hashable, Sendable {
    public var x: Double
    public var y: Double

    public init(_ x: Double, _ y: Double) {
        self.x = x
        self.y = y
    }

    public static let identity = Scale(1, 1)

    public static func parse(_ n: JSONNode) -> Parsed<Scale> {
        let bounded = { (v: [Double]) in NumberBounds.checked(v, within: NumberBounds.length, "\"scale\"") }
        if let v = n.number { return bounded([v]).then { .ok(Scale($0[0], $0[0])) } }
        if let a = n.array {
            let v = a.compactMap(\.number)
            if v.count == a.count, v.count == 2 { return bounded(v).then { .ok(Scale($0[0], $0[1])) } }
        }
        return .invalid("\"scale\" should be a number or an array of two numbers [x, y], not \(n.kindDescription)")
    }
}

extension Point {
    /// `[x, y]` of plain numbers (e.g. `translate`, shadow `offset`), each within ±`NumberBounds.length`.
    public static func parse(_ n: JSONNode) -> Parsed<Point> {
        if let a = n.array {
            let v = a.compactMap(\.number)
            if v.count == a.count, v.count == 2 {
                return NumberBounds.checked(v, within: NumberBounds.length, "a coordinate").then { .ok(Point($0[0], $0[1])) }
            }
        }
        return .invalid("expected an array of two numbers [x, y], not \(n.kindDescription)")
    }
}

/// A pair of lengths `[x, y]`, each a number or a percentage (`pos`, `anchor`).
public struct LengthPair: Equatable, Hashable, Sendable {
    public var x: Length
    public var y: Length

    public init(_ x: Length, _ y: Length) {
        self.x = x
        self.y = y
    }

    public static func parse(_ n: JSONNode) -> Parsed<LengthPair> {
        guard let a = n.array, a.count == 2 else {
            return .invalid("expected an array of two numbers or percentages [x, y], not \(n.kindDescription)")
        }
        var warning: String?
        var parts: [Length] = []
        for item in a {
            switch Length.parse(item) {
            case .ok(let l): parts.append(l)
            case .warn(let l, let m): parts.append(l); warning = m
            case .invalid(let m): return .invalid(m)
            }
        }
        let pair = LengthPair(parts[0], parts[1])
        return warning.map { .warn(pair, $0) } ?? .ok(pair)
    }
}
