import CSDL2
import SwipeDocument
import Testing
@testable import SwipeRender

extension SDLSerialTests {
    /// The OpenGL device's own work between frames leaves what it draws into alone.
    struct RendererDeviceTests {
        /// Warming up draws into the window's corner and a layer of its own; the target being
        /// drawn into is the target again afterwards, every pixel as it was, and draws go on.
        @Test func warmingUpLeavesTheTargetAsItWas() throws {
            let canvas = try #require(OffscreenCanvas(width: 8, height: 8, gpu: true))
            let device = canvas.device
            let target = device.target
            #expect(target != nil, "the canvas draws into a texture of its own")
            device.clear(SDL_Color(r: 200, g: 10, b: 30, a: 255))
            device.warmUp()
            #expect(device.target == target)
            #expect(Set(canvas.image().pixels.chunks(4)) == [[200, 10, 30, 255]])
            var mesh: [MeshVertex] = []
            #expect(QuadMesh.triangles(rect: Rect(x: 0, y: 0, width: 4, height: 8), uv: Rect(x: 0, y: 0, width: 1, height: 1), transform: .identity, into: &mesh))
            device.fill(mesh, color: SDL_Color(r: 0, g: 255, b: 0, a: 255))
            let image = canvas.image()
            #expect(image.pixel(1, 4) == (0, 255, 0, 255) && image.pixel(6, 4) == (200, 10, 30, 255))
        }
    }
}

private extension Array where Element == UInt8 {
    func chunks(_ n: Int) -> [[UInt8]] { stride(from: 0, to: count, by: n).map { Array(self[$0..<Swift.min($0 + n, count)]) } }
}
