import CSDL2
import CSDLLoader
import Foundation
import SwipeDocument
import SwipeReader

/// The SDL hints and environment every player window starts with, set in one place before
/// `SDL_Init` (SDL reads them when its video starts): the video driver for the session, the
/// player's name and window class for the desktop, a screen that may blank (`ScreenSaverGuard`
/// keeps it on while something plays by itself), and a fullscreen window that stays up when
/// another window takes the focus (the presenter view). A hint the user set in the environment wins.
enum VideoHints {
    /// Sets the hints for a window in kiosk mode or not, whose document may have text fields
    /// (`typesText`), in a process whose environment is `environment`.
    static func apply(kiosk: Bool, typesText: Bool, environment: [String: String] = ProcessInfo.processInfo.environment) {
        // The environment changes below: SDL's libraries, perhaps still loading, must be done.
        swipe_sdl_wait()
        if let drivers = VideoDriverChoice.drivers(environment: environment) { SDL_SetHint(SDL_HINT_VIDEODRIVER, drivers) }
        for (name, value) in AppIdentity.windowClassVariables(environment: environment) { setenv(name, value, 0) }
        SDL_SetHint(SDL_HINT_APP_NAME, AppIdentity.name)
        SDL_SetHint(SDL_HINT_VIDEO_ALLOW_SCREENSAVER, "1")
        // SDL 2 before 2.0.14 iconified a fullscreen window that lost the focus: clicking the
        // presenter view must leave the audience's window up.
        SDL_SetHint(SDL_HINT_VIDEO_MINIMIZE_ON_FOCUS_LOSS, "0")
        SDL_SetHint(SDL_HINT_VIDEO_X11_NET_WM_BYPASS_COMPOSITOR, "0")
        // A document without text fields reads keys, never typed text: an empty compose table
        // spares X11's input method parsing the locale's Compose file while SDL starts (13 ms of
        // every start-up). SDL opens its input method once, with the video subsystem, so the
        // table cannot be loaded later when a page first has a field: documents with fields (or
        // not known yet) keep it, for dead keys.
        if !typesText { setenv("XCOMPOSEFILE", "/dev/null", 0) }
        // SDL turns SIGTERM and SIGINT into SDL_QUIT, which a kiosk ignores: leave them their
        // default, so that `systemctl stop` and Ctrl+C on the console still end it.
        if kiosk { SDL_SetHint(SDL_HINT_NO_SIGNAL_HANDLERS, "1") }
    }
}
