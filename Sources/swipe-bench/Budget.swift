/// A performance budget of the README and whether the last measurement met it.
struct Budget {
    let name: String
    let measured: Double
    let limit: Double
    let unit: String

    var met: Bool { measured <= limit }

    var line: String {
        let value = String(format: measured < 10 ? "%.2f" : "%.0f", measured)
        return "\(met ? "ok  " : "OVER") \(name): \(value) \(unit) (budget \(String(format: "%g", limit)) \(unit))"
    }
}
