import CSDL2

/// Turns SDL surfaces into `RasterImage`s (straight RGBA byte order).
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
}

