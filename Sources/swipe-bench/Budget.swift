/// A performance budget of the README and whether the last measurement met it: a figure that must
/// stay at or under its limit (a time, a size) or reach at least it (a ratio such as "5× faster").
struct Budget {
    enum Bound { case atMost, atLeast }

    let name: String
    let measured: Double
    let limit: Double
    let unit: String
    var bound: Bound = .atMost

    var met: Bool { bound == .atMost ? measured <= limit : measured >= limit }

    var line: String {
        let value = String(format: measured < 10 ? "%.2f" : "%.0f", measured)
        return "\(met ? "ok  " : "OVER") \(name): \(value) \(unit) (budget \(bound == .atLeast ? "at least " : "")\(String(format: "%g", limit)) \(unit))"
    }
}
