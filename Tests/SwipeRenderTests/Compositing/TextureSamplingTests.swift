import CSDL2
import Testing
@testable import SwipeRender

extension SDLSerialTests {
    /// Changing how one texture is sampled in the middle of a frame leaves every other draw alone.
    struct TextureSamplingTests {
        func texture(_ renderer: OpaquePointer, _ rgba: [UInt8]) throws -> OpaquePointer {
            let t = try #require(SDL_CreateTexture(renderer, SurfaceConversion.rgbaFormat, Int32(SDL_TEXTUREACCESS_STATIC.rawValue), 1, 1))
            _ = rgba.withUnsafeBytes { SDL_UpdateTexture(t, nil, $0.baseAddress, 4) }
            return t
        }

        func draw(_ renderer: OpaquePointer, _ t: OpaquePointer, atX x: Int32) {
            var rect = SDL_Rect(x: x, y: 0, w: 1, h: 1)
            SDL_RenderCopy(renderer, t, nil, &rect)
        }

        @Test func drawsQueuedAroundAChangeKeepTheirTextures() throws {
            let canvas = try #require(OffscreenCanvas(width: 3, height: 1, gpu: true))
            let r = try #require(canvas.renderer)
            let red = try texture(r, [255, 0, 0, 255]), blue = try texture(r, [0, 0, 255, 255])
            defer { SDL_DestroyTexture(red); SDL_DestroyTexture(blue) }
            draw(r, blue, atX: 0)
            TextureSampling.set(red, SDL_ScaleModeNearest, renderer: r)
            draw(r, blue, atX: 1)
            draw(r, red, atX: 2)
            let image = canvas.image()
            #expect(image.pixel(0, 0) == (0, 0, 255, 255))
            #expect(image.pixel(1, 0) == (0, 0, 255, 255), "the texture drawn before the change is still the one bound")
            #expect(image.pixel(2, 0) == (255, 0, 0, 255))
            var mode = SDL_ScaleModeLinear
            SDL_GetTextureScaleMode(red, &mode)
            #expect(mode == SDL_ScaleModeNearest)
        }
    }
}
