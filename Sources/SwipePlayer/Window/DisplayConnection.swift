import CDisplayServer
import CSDL2

/// The window's connection to its X server or Wayland compositor, and the player's end when it is
/// lost: a player whose display went away can show nothing more, so it exits with `lostStatus`
/// instead of running on unseen (a kiosk under a stopped cage spun at half a core: SDL turns the
/// lost Wayland connection into SDL_QUIT, which a kiosk ignores). Nothing is left to save then:
/// reading positions, preferences and annotations are written whenever they change.
public enum DisplayConnection {
    /// The exit status of a player whose display went away.
    public static let lostStatus: Int32 = 3
    /// What the player says then.
    public static let lostMessage = "swipe-player: the display went away"

    /// On X11, a lost connection ends the process in Xlib's handler for it, with `lostStatus`
    /// (the X call that found it cannot return; Xlib's default handler would exit with 1).
    static func exitWhenLost() {
        guard SDL_GetCurrentVideoDriver().map({ String(cString: $0) }) == "x11" else { return }
        _ = swipe_x11_exit_on_connection_loss(lostStatus, lostMessage + "\n")
    }

    /// Whether `window`'s Wayland connection has failed (X11's ends the process when it does).
    static func isLost(_ window: OpaquePointer) -> Bool {
        swipe_wayland_connection_lost(window) != 0
    }
}
