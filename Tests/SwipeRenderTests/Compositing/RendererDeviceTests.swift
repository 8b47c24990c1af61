import CSDL2
import SwipeDocument
import Testing
@testable import SwipeRender

extension SDLSerialTests {
    /// The OpenGL device's own work between frames leaves what it draws into alone.
    struct RendererDeviceTests {
        /// Warming up draws into the window's corner and a layer of its own, a draw a step; the
        /// target being drawn into is the target again after each, every pixel as it was, and
        /// draws go on.
        @Test func warmingUpLeavesTheTargetAsItWas() throws {
            let canvas = try #require(OffscreenCanvas(width: 8, height: 8, gpu: true))
            let device = canvas.device
            let target = device.target
            #expect(target != nil, "the canvas draws into a texture of its own")
            device.clear(SDL_Color(r: 200, g: 10, b: 30, a: 255))
            var steps = 1
            while device.warmUp() {
                steps += 1
                #expect(device.target == target)
            }
            #expect(steps == ShaderWarmUp.steps.count, "one draw a step")
            #expect(!device.warmUp(), "once done, nothing is left")
            #expect(device.target == target)
            #expect(Set(canvas.image().pixels.chunks(4)) == [[200, 10, 30, 255]])
            var mesh: [MeshVertex] = []
            #expect(QuadMesh.triangles(rect: Rect(x: 0, y: 0, width: 4, height: 8), uv: Rect(x: 0, y: 0, width: 1, height: 1), transform: .identity, into: &mesh))
            device.fill(mesh, color: SDL_Color(r: 0, g: 255, b: 0, a: 255))
            let image = canvas.image()
            #expect(image.pixel(1, 4) == (0, 255, 0, 255) && image.pixel(6, 4) == (200, 10, 30, 255))
        }

        /// A picture larger than the band its pixels are uploaded in comes back pixel for pixel.
        @Test func aLargePictureIsUploadedWhole() throws {
            let (w, h) = (600, 500)
            var picture = RasterImage(width: w, height: h)
            for y in 0..<h {
                for x in 0..<w {
                    let i = (y * w + x) * 4
                    picture.pixels[i] = UInt8(x % 256)
                    picture.pixels[i + 1] = UInt8(y % 256)
                    picture.pixels[i + 2] = UInt8((x / 256) * 100 + (y / 256) * 50)
                    picture.pixels[i + 3] = 255
                }
            }
            let canvas = try #require(OffscreenCanvas(width: w, height: h, gpu: true))
            let device = canvas.device
            let texture = try #require(device.makeTexture(picture))
            defer { device.destroy(texture) }
            var mesh: [MeshVertex] = []
            let unit = Rect(x: 0, y: 0, width: 1, height: 1)
            #expect(QuadMesh.triangles(rect: Rect(x: 0, y: 0, width: Double(w), height: Double(h)), uv: unit, transform: .identity, into: &mesh))
            device.setSampling(texture, nearest: true)
            device.draw(mesh, texture: texture, textureSide: w, blend: .replace, alpha: 255)
            let shown = canvas.image().pixels
            let differing = stride(from: 0, to: shown.count, by: 4).count { shown[$0..<$0 + 4] != picture.pixels[$0..<$0 + 4] }
            #expect(shown.count == picture.pixels.count && differing == 0, "\(differing) pixels differ")
        }
    }
}

private extension Array where Element == UInt8 {
    func chunks(_ n: Int) -> [[UInt8]] { stride(from: 0, to: count, by: n).map { Array(self[$0..<Swift.min($0 + n, count)]) } }
}
