import SwipeDocument

/// The player's name on the desktop: the id its desktop entry, icons and metainfo are named by, and
/// the name people see. Its windows carry the id as their Wayland app id and X11 `WM_CLASS`, so
/// docks and task switchers show them with the desktop entry's icon and name.
public enum AppIdentity {
    /// The desktop entry's id (`io.github.swipeplayer.SwipePlayer.desktop`).
    public static let id = "io.github.swipeplayer.SwipePlayer"
    /// The name desktops list the player under (screen saver inhibitors, sound streams).
    public static let name = "Swipe Player"

    /// The environment variables SDL names its windows by (`SDL_VIDEO_WAYLAND_WMCLASS`,
    /// `SDL_VIDEO_X11_WMCLASS`), to set before it starts: both as `id`, unless the user set either
    /// (SDL's Wayland driver falls back on the X11 one).
    public static func windowClassVariables(environment: [String: String]) -> [String: String] {
        let names = ["SDL_VIDEO_WAYLAND_WMCLASS", "SDL_VIDEO_X11_WMCLASS"]
        guard names.allSatisfy({ environment[$0] == nil }) else { return [:] }
        return Dictionary(uniqueKeysWithValues: names.map { ($0, id) })
    }
}
