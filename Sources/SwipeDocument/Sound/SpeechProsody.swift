/// How a document voice's `pitch` and `rate` map onto a synthesizer's own scales (behaviour
/// reference 2.9): rate 0…1 runs linearly from the slowest to the normal speed, 1…2 from the
/// normal to the fastest; pitch is a multiplier of the normal pitch.
public enum SpeechProsody {
    /// A speaking rate for `rate` (0…2, 1 normal) on a synthesizer whose rates run from `slowest`
    /// through `normal` to `fastest` (any unit: words per minute, a multiplier…).
    public static func rate(_ rate: Double, slowest: Double, normal: Double, fastest: Double) -> Double {
        let r = max(0, min(2, rate))
        return r <= 1 ? slowest + r * (normal - slowest) : normal + (r - 1) * (fastest - normal)
    }

    /// A pitch for `pitch` (a multiplier, 1 normal) on a synthesizer whose pitch runs `lowest`…
    /// `highest` with `normal` its default, clamped to that range.
    public static func pitch(_ pitch: Double, lowest: Double, normal: Double, highest: Double) -> Double {
        max(lowest, min(highest, normal * pitch))
    }
}
