import CSDL2
import SwipeCore

/// An SDL software renderer drawing into memory: the headless target of `swipe-player render`,
/// driven by the same compositor as the window.
public final class OffscreenCanvas {
    public let width: Int
    public let height: Int
    private let surface: UnsafeMutablePointer<SDL_Surface>
    public let renderer: OpaquePointer

    public init?(width: Int, height: Int) {
        guard width > 0, height > 0,
              let s = SDL_CreateRGBSurfaceWithFormat(0, Int32(width), Int32(height), 32, SurfaceConversion.rgbaFormat) else { return nil }
        guard let r = SDL_CreateSoftwareRenderer(s) else {
            SDL_FreeSurface(s)
            return nil
        }
        self.width = width
        self.height = height
        surface = s
        renderer = r
        SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_BLEND)
    }

    deinit {
        SDL_DestroyRenderer(renderer)
        SDL_FreeSurface(surface)
    }

    /// What has been drawn so far.
    public func image() -> RasterImage {
        SDL_RenderFlush(renderer)
        return SurfaceConversion.image(from: surface) ?? RasterImage(width: width, height: height)
    }

    /// Writes what has been drawn as a PNG file.
    public func savePNG(_ path: String) -> Bool {
        SDL_RenderFlush(renderer)
        return IMG_SavePNG(surface, path) == 0
    }
}
