import CSDL2

/// The SDL settings every renderer of the project is made with (the window, `render`, the
/// benchmark), so that they all draw alike and cost alike: scaled textures are filtered linearly,
/// and OpenGL contexts have no depth buffer (a 2D compositor never tests depth, and on llvmpipe a
/// depth buffer is a window-sized block of memory). Windows keep GLX under X11: an EGL context is
/// ready about 10 ms sooner on Mesa, but its frames are presented slower (p99 of nasa's page
/// turns 19 ms instead of 9 on llvmpipe).
public enum RendererSettings {
    /// Call once SDL's video subsystem is initialised, before the first window is made.
    public static func apply() {
        SDL_SetHint(SDL_HINT_RENDER_SCALE_QUALITY, "1")
        SDL_GL_SetAttribute(SDL_GL_DEPTH_SIZE, 0)
    }
}
