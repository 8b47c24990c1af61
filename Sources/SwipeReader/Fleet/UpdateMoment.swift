import SwipeDocument

/// When a new version downloaded in the background may replace the one on screen: never in front
/// of a visitor. At a kiosk's idle reset (the window does it then), or when the screen is at rest
/// on its start: the first screen shown, on its first page (a story's first scene), and no input
/// since it was last reset or for `restAfter` seconds.
public enum UpdateMoment {
    /// Whether the screen is at rest at `now` (seconds on the window's clock). `lastInput` and
    /// `lastReset` are on the same clock (nil: none yet).
    public static func isAtRest(onStartScreen: Bool, onFirstPage: Bool, lastInput: Double?, lastReset: Double, now: Double, restAfter: Double) -> Bool {
        guard onStartScreen, onFirstPage else { return false }
        guard let lastInput else { return true }
        return lastInput < lastReset || now - lastInput >= restAfter
    }
}
