import CSDL2
import Foundation
import SwipeCore

/// A render target in memory for `swipe-player render` and the tests, driven by the same
/// compositor as the window. It uses the same kind of renderer too: OpenGL through SDL's
/// `offscreen` video driver (EGL), drawing into a target texture, so the picture matches the
/// window's pixel for pixel; where no GL is available, SDL's software renderer on a surface.
public final class OffscreenCanvas {
    public let width: Int
    public let height: Int
    public let renderer: OpaquePointer
    /// The SDL renderer used ("opengl", "opengles2", "software").
    public let rendererName: String
    private var window: OpaquePointer?
    private var target: OpaquePointer?
    private var surface: UnsafeMutablePointer<SDL_Surface>?

    public init?(width: Int, height: Int, allowGPU: Bool = true) {
        guard width > 0, height > 0 else { return nil }
        self.width = width
        self.height = height
        if allowGPU, let (w, r, t) = Self.makeGL(width: width, height: height) {
            window = w
            renderer = r
            target = t
        } else {
            guard let s = SDL_CreateRGBSurfaceWithFormat(0, Int32(width), Int32(height), 32, SurfaceConversion.rgbaFormat) else { return nil }
            guard let r = SDL_CreateSoftwareRenderer(s) else {
                SDL_FreeSurface(s)
                return nil
            }
            surface = s
            renderer = r
        }
        var info = SDL_RendererInfo()
        SDL_GetRendererInfo(renderer, &info)
        rendererName = info.name.map { String(cString: $0) } ?? "unknown"
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
    }

    deinit {
        if let target { SDL_DestroyTexture(target) }
        SDL_DestroyRenderer(renderer)
        if let window { SDL_DestroyWindow(window) }
        if let surface { SDL_FreeSurface(surface) }
    }

    /// What has been drawn so far.
    public func image() -> RasterImage {
        var image = RasterImage(width: width, height: height)
        image.pixels.withUnsafeMutableBytes { buffer in
            _ = SDL_RenderReadPixels(renderer, nil, SurfaceConversion.rgbaFormat, buffer.baseAddress, Int32(width * 4))
        }
        // The canvas is opaque: whatever alpha the renderer kept is not part of the picture.
        for i in stride(from: 3, to: image.pixels.count, by: 4) { image.pixels[i] = 255 }
        return image
    }

    /// Writes what has been drawn as a PNG file.
    public func savePNG(_ path: String) -> Bool { image().writePNG(to: path) }

    /// A hidden window on SDL's offscreen driver (initialised once per process, unless another
    /// video driver is already running) with an accelerated renderer drawing into a texture.
    private static func makeGL(width: Int, height: Int) -> (OpaquePointer, OpaquePointer, OpaquePointer)? {
        guard videoReady else { return nil }
        guard let w = SDL_CreateWindow("swipe-player offscreen", 0, 0, 16, 16, SDL_WINDOW_HIDDEN.rawValue) else { return nil }
        let flags = SDL_RENDERER_ACCELERATED.rawValue | SDL_RENDERER_TARGETTEXTURE.rawValue
        guard let r = SDL_CreateRenderer(w, -1, flags) else {
            SDL_DestroyWindow(w)
            return nil
        }
        guard let t = SDL_CreateTexture(r, SurfaceConversion.rgbaFormat, Int32(SDL_TEXTUREACCESS_TARGET.rawValue), Int32(width), Int32(height)),
              SDL_SetRenderTarget(r, t) == 0 else {
            SDL_DestroyRenderer(r)
            SDL_DestroyWindow(w)
            return nil
        }
        return (w, r, t)
    }

    private static let videoReady: Bool = {
        if SDL_WasInit(SDL_INIT_VIDEO) != 0 { return true }
        SDL_SetHintWithPriority(SDL_HINT_VIDEODRIVER, "offscreen", SDL_HINT_OVERRIDE)
        guard SDL_InitSubSystem(SDL_INIT_VIDEO) == 0 else { return false }
        RendererSettings.apply()
        // Keep the GL library loaded for the whole process: SDL unloads it with the last window,
        // and threads that drew with it would then run its thread-exit code from unmapped memory.
        _ = SDL_GL_LoadLibrary(nil)
        return true
    }()
}
