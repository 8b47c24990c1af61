import Foundation
import Testing
import SwipeDocument
@testable import SwipeRender

extension SDLSerialTests {
    /// Settling on a page keeps textures of it and its neighbours and decoded pixels only of the
    /// pictures two pages away (the ones the next settle will upload), not a second copy of those
    /// already in textures.
    struct RenderEngineMemoryTests {
        @Test func settlingDecodesOnlyThePicturesTwoPagesAway() throws {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("settle-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            var pages: [String] = []
            for i in 0..<7 {
                var picture = RasterImage(width: 40, height: 30)
                for p in stride(from: 0, to: picture.pixels.count, by: 4) { picture.pixels[p] = UInt8(i * 30); picture.pixels[p + 3] = 255 }
                #expect(picture.writePNG(to: folder.appendingPathComponent("p\(i).png").path))
                pages.append(#"{ "elements": [ { "img": "p\#(i).png", "w": 40, "h": 30 } ] }"#)
            }
            let json = #"{ "dimension": [320, 240], "pages": [ "# + pages.joined(separator: ",") + " ] }"
            let doc = try #require(DocumentLoader.load(bytes: Array(json.utf8), name: "book.swipe", baseURL: folder.appendingPathComponent("book.swipe")).document)
            let viewport = Point(320, 240)
            let canvas = try #require(OffscreenCanvas(width: 320, height: 240))
            let engine = RenderEngine(document: doc, device: canvas.device, owner: canvas, viewport: viewport, language: "en", report: { _ in })
            engine.draw(position: 3, clock: { _ in 1 }, viewport: viewport)
            engine.settle(on: 3, clock: { _ in 1 }, viewport: viewport)
            let ring = 2 * 40 * 30 * 4
            let deadline = Date().addingTimeInterval(10)
            while engine.images.decodedBytes < ring, Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
            Thread.sleep(forTimeInterval: 0.2)
            #expect(engine.images.decodedBytes == ring)
            #expect(engine.compositor.textureBytes == 3 * 40 * 30 * 4)
        }
    }
}
