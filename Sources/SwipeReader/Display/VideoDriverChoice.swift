import SwipeDocument

/// Which video drivers SDL tries, decided from the environment before it starts. SDL 2 probes X11
/// before Wayland, so in a Wayland session it would run through XWayland (blurry when the output is
/// scaled, without the compositor's own idle inhibition); there the player asks for Wayland first
/// and X11 after it, so XWayland remains the fallback. A driver the user names is left alone.
public enum VideoDriverChoice {
    /// What SDL's `SDL_HINT_VIDEODRIVER` should say ("wayland,x11": tried in that order); nil when
    /// SDL's own order serves, or `SDL_VIDEODRIVER` names the driver.
    public static func drivers(environment: [String: String]) -> String? {
        guard environment["SDL_VIDEODRIVER"]?.isEmpty ?? true else { return nil }
        let wayland = !(environment["WAYLAND_DISPLAY"]?.isEmpty ?? true) || environment["XDG_SESSION_TYPE"] == "wayland"
        return wayland ? "wayland,x11" : nil
    }
}
