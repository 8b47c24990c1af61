import Foundation

/// The player's alert: two short sine notes, high then lower (880 Hz, 660 Hz), made rather than
/// read from a file, that come before a spoken warning (a kiosk about to reset) so that it is
/// heard even by someone not listening for speech. Pure: samples for a given rate.
public enum AlertTone {
    /// The notes' pitches, in hertz, in the order they sound.
    public static let notes: [Double] = [880, 660]
    /// Each note's length and the silence after it, in seconds.
    public static let noteLength = 0.18, gap = 0.07
    /// The loudest sample, as a fraction of full scale.
    static let level = 0.4

    /// The alert as 16-bit mono samples at `rate` per second, each note faded in and out over
    /// 10 ms (no click), a gap of silence after each.
    public static func samples(rate: Int) -> [Int16] {
        let count = Int(noteLength * Double(rate)), silence = [Int16](repeating: 0, count: Int(gap * Double(rate)))
        let fade = max(1, Int(0.01 * Double(rate)))
        return notes.flatMap { pitch in
            (0..<count).map { i in
                let envelope = min(1, Double(i) / Double(fade), Double(count - 1 - i) / Double(fade))
                return Int16(level * envelope * sin(2 * .pi * pitch * Double(i) / Double(rate)) * Double(Int16.max))
            } + silence
        }
    }
}
