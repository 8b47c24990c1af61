import CLazyLibrary
import Foundation

/// Loads the OpenGL libraries on a background thread while the player reads its document and
/// opens SDL, so that creating the renderer finds them loaded. On Mesa, creating the first OpenGL
/// context loads the Gallium driver and LLVM (about 140 MB of libraries to map and relocate), the
/// largest part of start-up; loading them meanwhile takes that off the path to the first frame.
/// The driver is Mesa's one Gallium library (every `*_dri.so` is the same file), found beside
/// `libGLX_mesa`; where any of it is missing nothing happens and SDL loads what it needs as usual.
public enum GraphicsPreload {
    /// Starts loading, unless the window will not use OpenGL through X11 (no display, or an SDL
    /// video or render driver asked for that is not X11 or OpenGL).
    public static func start(environment: [String: String]) {
        guard environment["DISPLAY"] != nil, environment["SWIPE_NO_PRELOAD"] == nil,
              [nil, "x11"].contains(environment["SDL_VIDEODRIVER"]),
              [nil, "opengl"].contains(environment["SDL_RENDER_DRIVER"]) else { return }
        Thread {
            guard dlopen("libGL.so.1", RTLD_NOW | RTLD_LOCAL) != nil else { return }
            _ = lazy_preload("libGLX_mesa.so.0", "__glx_Main", "dri/swrast_dri.so")
        }.start()
    }
}
