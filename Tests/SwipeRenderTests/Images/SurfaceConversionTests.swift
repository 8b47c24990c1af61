import CSDL2
import Testing
@testable import SwipeRender

extension SDLSerialTests {
    /// Decoded pictures come in whatever format their file has; converted straight into an image,
    /// they must come out as SDL's own surface conversion to RGBA makes them.
    struct SurfaceConversionTests {
        /// What SDL_ConvertSurfaceFormat makes of `surface`, row by row.
        func reference(_ surface: UnsafeMutablePointer<SDL_Surface>) throws -> [UInt8] {
            let converted = try #require(SDL_ConvertSurfaceFormat(surface, SurfaceConversion.rgbaFormat, 0))
            defer { SDL_FreeSurface(converted) }
            let w = Int(converted.pointee.w), h = Int(converted.pointee.h), pitch = Int(converted.pointee.pitch)
            let bytes = converted.pointee.pixels.assumingMemoryBound(to: UInt8.self)
            return (0..<h).flatMap { y in Array(UnsafeBufferPointer(start: bytes + y * pitch, count: w * 4)) }
        }

        /// A 5×3 surface of `format` (odd width: rows padded) filled with varied bytes.
        func surface(_ format: SDL_PixelFormatEnum) throws -> UnsafeMutablePointer<SDL_Surface> {
            let s = try #require(SDL_CreateRGBSurfaceWithFormat(0, 5, 3, 32, format.rawValue))
            let bytes = s.pointee.pixels.assumingMemoryBound(to: UInt8.self)
            for i in 0..<Int(s.pointee.pitch) * 3 { bytes[i] = UInt8(truncatingIfNeeded: i * 37 + 11) }
            return s
        }

        @Test(arguments: [SDL_PIXELFORMAT_ABGR8888, SDL_PIXELFORMAT_ARGB8888, SDL_PIXELFORMAT_RGB24, SDL_PIXELFORMAT_BGR24, SDL_PIXELFORMAT_RGB888])
        func directFormatsMatchSDL(format: SDL_PixelFormatEnum) throws {
            let s = try surface(format)
            defer { SDL_FreeSurface(s) }
            let image = try #require(SurfaceConversion.image(from: s))
            #expect(image.width == 5 && image.height == 3)
            #expect(image.pixels == (try reference(s)))
        }

        /// GIF frames and paletted PNGs: an indexed surface whose colour key becomes transparent.
        @Test func palettedSurfaceWithColourKeyMatchesSDL() throws {
            let s = try surface(SDL_PIXELFORMAT_INDEX8)
            defer { SDL_FreeSurface(s) }
            var colours = (0..<256).map { SDL_Color(r: UInt8($0), g: UInt8(255 - $0), b: UInt8($0 / 2), a: 255) }
            SDL_SetPaletteColors(s.pointee.format.pointee.palette, &colours, 0, 256)
            SDL_SetColorKey(s, 1, UInt32(s.pointee.pixels.assumingMemoryBound(to: UInt8.self)[0]))
            let image = try #require(SurfaceConversion.image(from: s))
            #expect(image.pixels == (try reference(s)))
            #expect(image.pixel(0, 0).3 == 0)
        }
    }
}
