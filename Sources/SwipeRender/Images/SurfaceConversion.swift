import CSDL2

/// Moves pixels between SDL surfaces and `RasterImage`s (straight RGBA byte order).
public enum SurfaceConversion {
    public static let rgbaFormat = SDL_PIXELFORMAT_ABGR8888.rawValue

    /// The surface's pixels as a straight RGBA image, converted straight into the image's storage
    /// (a decoded picture is held once more only while it is converted, not twice). Palettes and
    /// colour keys are resolved by SDL's surface conversion first, which turns the key transparent.
    static func image(from surface: UnsafeMutablePointer<SDL_Surface>) -> RasterImage? {
        let w = Int(surface.pointee.w), h = Int(surface.pointee.h)
        guard w > 0, h > 0 else { return nil }
        let needsSurface = surface.pointee.format.pointee.palette != nil || SDL_HasColorKey(surface) == SDL_TRUE
        guard let source = needsSurface ? SDL_ConvertSurfaceFormat(surface, rgbaFormat, 0) : surface else { return nil }
        defer { if source != surface { SDL_FreeSurface(source) } }
        SDL_LockSurface(source)
        defer { SDL_UnlockSurface(source) }
        var converted = false
        let pixels = [UInt8](unsafeUninitializedCapacity: w * h * 4) { buffer, count in
            converted = SDL_ConvertPixels(Int32(w), Int32(h), source.pointee.format.pointee.format, source.pointee.pixels, source.pointee.pitch,
                                          rgbaFormat, buffer.baseAddress, Int32(w * 4)) == 0
            if !converted { buffer.initialize(repeating: 0) }
            count = w * h * 4
        }
        return converted ? RasterImage(width: w, height: h, pixels: pixels) : nil
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
