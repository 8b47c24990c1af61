import CSDL2
import SwipeDocument
import Testing
@testable import SwipeRender

extension SDLSerialTests {
    /// Every drawing device paints a white picture in the colour it is tinted with, and only fades
    /// a picture tinted white: OpenGL and SDL's software renderer as the CPU does.
    struct DrawingTintTests {
        /// A 4×4 picture: white, its right half at half alpha (premultiplied, as Cairo makes it).
        static let picture: RasterImage = {
            var pixels: [UInt8] = []
            for _ in 0..<4 { pixels += [255, 255, 255, 255, 255, 255, 255, 255, 128, 128, 128, 128, 128, 128, 128, 128] }
            return RasterImage(width: 4, height: 4, pixels: pixels, premultiplied: true)
        }()

        /// Draws the picture over a white target with `tint`; the target's left and right pixels.
        static func drawn(on device: DrawingDevice, read: () -> RasterImage, tint: SDL_Color) throws -> (left: [Int], right: [Int]) {
            device.clear(SDL_Color(r: 255, g: 255, b: 255, a: 255))
            let texture = try #require(device.makeTexture(picture))
            defer { device.destroy(texture) }
            var mesh: [MeshVertex] = []
            let unit = Rect(x: 0, y: 0, width: 1, height: 1)
            #expect(QuadMesh.triangles(rect: Rect(x: 0, y: 0, width: 4, height: 4), uv: unit, transform: .identity, into: &mesh))
            device.setSampling(texture, nearest: true)
            device.draw(mesh, texture: texture, textureSide: 4, blend: .over, tint: tint)
            let image = read()
            let l = image.pixel(0, 2), r = image.pixel(3, 2)
            return ([Int(l.0), Int(l.1), Int(l.2)], [Int(r.0), Int(r.1), Int(r.2)])
        }

        static func near(_ a: [Int], _ b: [Int]) -> Bool { zip(a, b).allSatisfy { abs($0 - $1) <= 2 } }

        static func check(_ device: DrawingDevice, read: () -> RasterImage, _ name: String) throws {
            // Blue at full alpha: blue where the picture is opaque, half blue over white beside it.
            let blue = try drawn(on: device, read: read, tint: SDL_Color(r: 0, g: 0, b: 255, a: 255))
            #expect(near(blue.left, [0, 0, 255]) && near(blue.right, [127, 127, 255]), "\(name): \(blue)")
            // Red at half alpha: a quarter red where the picture is at half.
            let red = try drawn(on: device, read: read, tint: SDL_Color(r: 255, g: 0, b: 0, a: 128))
            #expect(near(red.left, [255, 127, 127]) && near(red.right, [255, 191, 191]), "\(name): \(red)")
            // White fades: the white picture over white stays white.
            let faded = try drawn(on: device, read: read, tint: SDL_Color(r: 255, g: 255, b: 255, a: 100))
            #expect(near(faded.left, [255, 255, 255]) && near(faded.right, [255, 255, 255]), "\(name): \(faded)")
        }

        @Test func theCPUTints() throws {
            let canvas = try #require(OffscreenCanvas(width: 4, height: 4))
            try Self.check(canvas.device, read: canvas.image, "cpu")
        }

        @Test func openGLTints() throws {
            let canvas = try #require(OffscreenCanvas(width: 4, height: 4, gpu: true))
            try Self.check(canvas.device, read: canvas.image, "opengl")
        }

        @Test func sdlsSoftwareRendererTints() throws {
            let surface = try #require(SDL_CreateRGBSurfaceWithFormat(0, 4, 4, 32, SurfaceConversion.rgbaFormat))
            defer { SDL_FreeSurface(surface) }
            let renderer = try #require(SDL_CreateSoftwareRenderer(surface))
            defer { SDL_DestroyRenderer(renderer) }
            let device = RendererDevice(renderer: renderer)
            try Self.check(device, read: {
                var image = RasterImage(width: 4, height: 4)
                _ = device.read(into: &image)
                return image
            }, "software")
        }
    }
}
