import CSDL2
import Foundation
import SwipeDocument
import Testing
@testable import SwipeRender

extension SDLSerialTests {
    /// A canvas written as a PNG straight from its pixels holds the picture `image()` gives: opaque
    /// RGB, whatever alpha the canvas kept.
    struct PNGWritingTests {
        @Test func aCanvasIsWrittenAsTheOpaquePictureItHolds() throws {
            let (width, height) = (37, 21)
            let canvas = try #require(OffscreenCanvas(width: width, height: height))
            canvas.device.clear(SDL_Color(r: 0, g: 0, b: 0, a: 0))
            for (i, y) in stride(from: 0, to: height, by: 4).enumerated() {
                let mesh = [MeshVertex(x: 0, y: Double(y), u: 0, v: 0), MeshVertex(x: Double(width), y: Double(y), u: 0, v: 0),
                            MeshVertex(x: Double(width), y: Double(y + 3), u: 0, v: 0), MeshVertex(x: 0, y: Double(y), u: 0, v: 0),
                            MeshVertex(x: Double(width), y: Double(y + 3), u: 0, v: 0), MeshVertex(x: 0, y: Double(y + 3), u: 0, v: 0)]
                canvas.device.fill(mesh, color: SDL_Color(r: UInt8(40 * i), g: 200, b: UInt8(255 - 30 * i), a: UInt8(60 + 30 * i)))
            }
            let path = FileManager.default.temporaryDirectory.appendingPathComponent("png-\(UUID().uuidString).png").path
            defer { try? FileManager.default.removeItem(atPath: path) }
            #expect(canvas.savePNG(path))
            let written = try #require(ImageLibrary.decode(path: path, animated: false).first)
            let drawn = canvas.image()
            #expect(written.width == width && written.height == height)
            #expect(written.pixels == drawn.pixels)
            #expect(drawn.pixel(3, 0) != drawn.pixel(3, 5))
        }
    }
}
