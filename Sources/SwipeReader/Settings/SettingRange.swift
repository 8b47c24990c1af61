import Foundation
import SwipeDocument

/// A range setting's bounds, its step, and how its values read ("80 %", "1.5×", "5 s"): what a
/// slider and its steppers need. Values outside are clamped, never refused.
public struct SettingRange: Equatable, Sendable {
    public enum Unit: String, Sendable {
        /// 0…1 shown as a percentage.
        case percent
        /// A factor: "1.5×".
        case times
        case seconds
        /// A length in the text's font sizes: "0.12 em".
        case em
    }

    public var lower: Double
    public var upper: Double
    public var step: Double
    public var unit: Unit

    public init(_ lower: Double, _ upper: Double, step: Double, unit: Unit) {
        self.lower = lower
        self.upper = upper
        self.step = step
        self.unit = unit
    }

    /// How many steps from one end to the other.
    public var stepCount: Int { Int(((upper - lower) / step).rounded()) }

    public func clamped(_ value: Double) -> Double { value.isFinite ? min(upper, max(lower, value)) : lower }

    /// `lower` plus `steps` steps, without the binary fraction's noise (0.3, not 0.30000000000000004).
    private func onGrid(_ steps: Double) -> Double { clamped(((lower + steps * step) * 1e9).rounded() / 1e9) }

    /// The value `steps` steps away from `value` (on the step grid from `lower`), clamped: a value
    /// between two steps moves to the next one in that direction.
    public func stepped(_ value: Double, by steps: Int) -> Double {
        let position = (clamped(value) - lower) / step
        let snapped = steps > 0 ? (position + 1e-9).rounded(.down) : (position - 1e-9).rounded(.up)
        return onGrid(snapped + Double(steps))
    }

    /// The value at fraction `f` (0…1) of the range, on a step: where a slider's thumb dragged to
    /// `f` of its track lands.
    public func value(atFraction f: Double) -> Double {
        onGrid(((max(0, min(1, f)) * (upper - lower)) / step).rounded())
    }

    /// Where `value` lies along the range, 0…1.
    public func fraction(of value: Double) -> Double { upper > lower ? (clamped(value) - lower) / (upper - lower) : 0 }

    /// The value as a reader reads it.
    public func label(_ value: Double) -> String {
        switch unit {
        case .percent: return "\(Int(bounded: value * 100, rounding: .toNearestOrAwayFromZero)) %"
        case .times:
            var text = String(format: "%.2f", value)
            if text.hasSuffix("0") { text.removeLast() }
            return text + "×"
        case .seconds: return "\(SettingValue.format(value)) s"
        case .em: return "\(SettingValue.format((value * 100).rounded() / 100)) em"
        }
    }
}
