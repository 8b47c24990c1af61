import CSDL2

/// Moves pixels between SDL surfaces and `RasterImage`s (straight RGBA byte order).
public enum SurfaceConversion {
    public static let rgbaFormat = SDL_PIXELFORMAT_ABGR8888.rawValue

    static func image(from surface: UnsafeMutablePointer<SDL_Surface>) -> RasterImage? {
        guard let converted = SDL_ConvertSurfaceFormat(surface, rgbaFormat, 0) else { return nil }
        defer { SDL_FreeSurface(converted) }
        let w = Int(converted.pointee.w), h = Int(converted.pointee.h), pitch = Int(converted.pointee.pitch)
        guard w > 0, h > 0, let base = converted.pointee.pixels else { return nil }
        SDL_LockSurface(converted)
        defer { SDL_UnlockSurface(converted) }
        var pixels = [UInt8](repeating: 0, count: w * h * 4)
        let src = base.assumingMemoryBound(to: UInt8.self)
        pixels.withUnsafeMutableBufferPointer { dst in
            for y in 0..<h {
                (dst.baseAddress! + y * w * 4).update(from: src + y * pitch, count: w * 4)
            }
        }
        return RasterImage(width: w, height: h, pixels: pixels)
    }

    /// A surface sharing nothing with the image (the caller frees it).
    static func surface(from image: RasterImage) -> UnsafeMutablePointer<SDL_Surface>? {
        guard image.width > 0, image.height > 0,
              let s = SDL_CreateRGBSurfaceWithFormat(0, Int32(image.width), Int32(image.height), 32, rgbaFormat) else { return nil }
        SDL_LockSurface(s)
        let pitch = Int(s.pointee.pitch)
        let dst = s.pointee.pixels.assumingMemoryBound(to: UInt8.self)
        image.pixels.withUnsafeBufferPointer { src in
            for y in 0..<image.height {
                (dst + y * pitch).update(from: src.baseAddress! + y * image.width * 4, count: image.width * 4)
            }
        }
        SDL_UnlockSurface(s)
        return s
    }
}

extension RasterImage {
    /// Writes the image as a PNG file (SDL_image).
    public func writePNG(to path: String) -> Bool {
        guard let s = SurfaceConversion.surface(from: self) else { return false }
        defer { SDL_FreeSurface(s) }
        return IMG_SavePNG(s, path) == 0
    }
}
