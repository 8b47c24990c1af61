import CSDL2
import SwipeDocument
import SwipeReader

/// Keeps the screen on for as long as `ScreenSaverInhibition` gives a reason, through SDL (which
/// asks the desktop's `org.freedesktop.ScreenSaver` over D-Bus, or the Wayland compositor, or X11's
/// screen saver extension). It acts only when the reason changes: a new reason is inhibited again
/// under its own name, since SDL reads the name when it inhibits. When the user kept the screen
/// saver off for every SDL program (`SDL_VIDEO_ALLOW_SCREENSAVER=0`) it does nothing.
final class ScreenSaverGuard {
    /// The reason the screen is kept on now (nil: it may blank).
    private(set) var reason: ScreenSaverInhibition?
    /// When the reason was last given.
    private var checked = 0.0
    private let managed = SDL_IsScreenSaverEnabled() == SDL_TRUE

    /// Media playing may end with nothing else waking the window: it looks again this often (seconds).
    static let mediaRecheck = 5.0

    /// The reason now, at `t`.
    func update(_ reason: ScreenSaverInhibition?, at t: Double) {
        checked = t
        guard managed, reason != self.reason else { return }
        if self.reason != nil { SDL_EnableScreenSaver() }
        self.reason = reason
        guard let reason else { return }
        SDL_SetHint(SDL_HINT_SCREENSAVER_INHIBIT_ACTIVITY_NAME, reason.activityName)
        SDL_DisableScreenSaver()
    }

    /// When the window should give the reason again though nothing else happens (music ending).
    func nextDeadline(after t: Double) -> Double? {
        reason == .media ? max(t, checked + Self.mediaRecheck) : nil
    }
}
