/// The limits numbers from outside (documents, lists, stories, themes, settings files, servers)
/// are held to where they are read, so the arithmetic after them stays finite and no conversion to
/// a whole number traps: a length of 1e308 would make an infinite row, texture or frame count.
public enum NumberBounds {
    /// The largest length, in document units or points, either way: a thousand screens.
    public static let length = 1_000_000.0
    /// The largest percentage, either way: a thousand times the reference.
    public static let percent = 100_000.0
    /// The largest magnitude of a number read without a range of its own (a depth, a delta).
    public static let magnitude = 1_000_000_000.0

    /// `value` within `range`: `.ok` when it already is, `.warn` with the nearest end when it is
    /// not, `.invalid` when it is not a number at all (NaN, infinity). `what` names it in messages.
    public static func checked(_ value: Double, in range: ClosedRange<Double>, _ what: String) -> Parsed<Double> {
        guard value.isFinite else { return .invalid("\(what) should be a finite number, not \(value)") }
        guard !range.contains(value) else { return .ok(value) }
        let clamped = min(max(value, range.lowerBound), range.upperBound)
        return .warn(clamped, "\(what) is \(format(value)), outside \(format(range.lowerBound))...\(format(range.upperBound)); using \(format(clamped))")
    }

    /// Each of `values` within ±`limit`, as `checked` holds one.
    public static func checked(_ values: [Double], within limit: Double, _ what: String) -> Parsed<[Double]> {
        values.reduce(.ok([])) { list, v in list.then { done in checked(v, in: -limit...limit, what).then { .ok(done + [$0]) } } }
    }

    /// A number as authors write it: 12, not 12.0; 1e+308 as Swift prints it.
    public static func format(_ v: Double) -> String {
        v.rounded() == v && abs(v) < 1e15 ? String(Int(v)) : String(v)
    }
}

extension FixedWidthInteger {
    /// `value` rounded by `rule` and held within `range`; NaN gives `range.lowerBound`. A
    /// conversion that never traps, for sizes and counts computed from numbers read from outside.
    public init(bounded value: Double, in range: ClosedRange<Self> = .min ... .max, rounding rule: FloatingPointRoundingRule = .towardZero) {
        let r = value.rounded(rule)
        if r.isNaN || r <= Double(range.lowerBound) {
            self = range.lowerBound
        } else if r >= Double(range.upperBound) {
            self = range.upperBound
        } else {
            self = Self(r)
        }
    }
}
