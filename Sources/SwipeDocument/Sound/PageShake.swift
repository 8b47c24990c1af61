import Foundation

/// The stand-in for `vibrate: true` where no rumble device exists: the page shakes sideways for a
/// moment, a few quick swings that die away (0.4 s, at most 1.5 % of the page width).
public enum PageShake {
    /// Seconds the shake lasts.
    public static let duration = 0.4
    /// Swings per second.
    static let frequency = 12.0
    /// Largest offset, as a fraction of the page width.
    static let amplitude = 0.015

    /// The page's horizontal offset, in document units, `t` seconds after the vibrate cue; zero
    /// before the cue and once the shake is over.
    public static func offset(at t: Double, pageWidth: Double) -> Double {
        guard t > 0, t < duration else { return 0 }
        return amplitude * pageWidth * (1 - t / duration) * sin(2 * .pi * frequency * t)
    }
}
