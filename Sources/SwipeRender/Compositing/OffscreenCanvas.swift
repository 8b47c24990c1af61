import CSDL2
import Foundation
import SwipeDocument

/// A picture in memory for `swipe-player render`, thumbnails, export and the tests, drawn by the
/// same compositor as the window. On the CPU (`PixmanDevice`) unless `gpu` asks for OpenGL
/// through SDL's `offscreen` video driver (EGL) drawing into a texture, as the window draws.
public final class OffscreenCanvas {
    public let width: Int
    public let height: Int
    public let device: DrawingDevice
    /// What draws: "cpu" (pixman), or the SDL renderer's name ("opengl", "opengles2").
    public let rendererName: String
    /// The SDL renderer, when drawing with OpenGL.
    public let renderer: OpaquePointer?
    private var window: OpaquePointer?
    private var target: OpaquePointer?

    public init?(width: Int, height: Int, gpu: Bool = false) {
        guard width > 0, height > 0 else { return nil }
        self.width = width
        self.height = height
        if gpu {
            guard let (w, r, t) = Self.makeGL(width: width, height: height) else { return nil }
            window = w
            renderer = r
            target = t
            device = RendererDevice(renderer: r)
            var info = SDL_RendererInfo()
            SDL_GetRendererInfo(r, &info)
            rendererName = info.name.map { String(cString: $0) } ?? "unknown"
            SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_BLEND)
        } else {
            guard let cpu = PixmanDevice(width: width, height: height) else { return nil }
            device = cpu
            renderer = nil
            rendererName = "cpu"
        }
    }

    deinit {
        guard let renderer else { return }
        if let target { SDL_DestroyTexture(target) }
        SDL_DestroyRenderer(renderer)
        if let window { SDL_DestroyWindow(window) }
    }

    /// What has been drawn so far.
    public func image() -> RasterImage {
        var image = RasterImage(width: width, height: height)
        read(into: &image)
        return image
    }

    /// Copies what has been drawn into `image` (of the canvas's size), opaque: whatever alpha the
    /// target kept is not part of the picture.
    public func read(into image: inout RasterImage) {
        _ = device.read(into: &image)
        image.pixels.withUnsafeMutableBufferPointer { p in
            // A plain loop: a stride's iterator costs a call per pixel in the debug build.
            var i = 3
            while i < p.count {
                p[i] = 255
                i += 4
            }
        }
    }

    /// Writes what has been drawn as a PNG file (opaque, as `image()`); on the CPU straight from
    /// the canvas, without copying the picture first (a thumbnail's process paid for the copies'
    /// fresh memory page by page).
    public func savePNG(_ path: String) -> Bool {
        if let cpu = device as? PixmanDevice, let written = cpu.withCanvasPixels({ PNGWriting.writeRGB(rgba: $0, width: width, height: height, stride: $1, to: path) }) {
            return written
        }
        return image().writePNG(to: path)
    }

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
