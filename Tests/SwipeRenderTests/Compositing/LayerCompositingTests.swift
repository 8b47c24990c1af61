import Foundation
import SwipeDocument
import Testing
@testable import SwipeRender

extension SDLSerialTests {
    /// Layers composite as Core Animation does: a translucent group as one picture, the shadow of a
    /// whole group, a mask that stays in its element's space while children turn, and a page
    /// fading in as one picture. Each test reads pixels the old per-item drawing got wrong.
    struct LayerCompositingTests {
        /// Renders page `page` at `position` of a document written (with its pictures) into a folder.
        static func render(_ json: String, pictures: [String: RasterImage] = [:], size: Point, position: Double = 0,
                           engine keep: ((RenderEngine) -> Void)? = nil) throws -> RasterImage {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layers-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            for (name, picture) in pictures { #expect(picture.writePNG(to: folder.appendingPathComponent(name).path)) }
            let path = folder.appendingPathComponent("doc.swipe").path
            try json.write(toFile: path, atomically: true, encoding: .utf8)
            let doc = try #require(try DocumentLoader.load(path: path).document)
            let canvas = try #require(OffscreenCanvas(width: Int(size.x), height: Int(size.y)))
            let engine = RenderEngine(document: doc, device: canvas.device, owner: canvas, viewport: size, language: "en", report: { _ in })
            engine.draw(position: position, clock: { _ in 1 }, viewport: size)
            keep?(engine)
            return canvas.image()
        }

        static func near(_ p: (UInt8, UInt8, UInt8, UInt8), _ r: Int, _ g: Int, _ b: Int, within: Int = 3) -> Bool {
            abs(Int(p.0) - r) <= within && abs(Int(p.1) - g) <= within && abs(Int(p.2) - b) <= within
        }

        @Test func aTranslucentGroupIsOnePicture() throws {
            let image = try Self.render("""
            { "dimension": [100, 100], "pages": [ { "bc": "#ffffff", "elements": [
              { "x": 0, "y": 0, "w": 100, "h": 100, "bc": "#ff0000", "opacity": 0.5, "elements": [ { "x": 50, "w": 50, "h": 100, "bc": "#0000ff" } ] } ] } ] }
            """, size: Point(100, 100))
            // Red at half over white; where the blue child covers the red, blue at half over white
            // (drawn one by one, the red would show through: (128, 64, 191)).
            #expect(Self.near(image.pixel(25, 50), 255, 128, 128), "\(image.pixel(25, 50))")
            #expect(Self.near(image.pixel(75, 50), 128, 128, 255), "\(image.pixel(75, 50))")
        }

        @Test func aGroupCastsOneShadowOfEverythingItDraws() throws {
            let image = try Self.render("""
            { "dimension": [100, 100], "pages": [ { "bc": "#ffffff", "elements": [
              { "x": 10, "y": 10, "w": 40, "h": 40, "bc": "#00ff00", "shadow": { "offset": [0, 10], "radius": 0, "opacity": 1, "color": "#000000" },
                "elements": [ { "x": 40, "y": 20, "w": 30, "h": 20, "bc": "#00ff00" } ] } ] } ] }
            """, size: Point(100, 100))
            // Below the child (outside its parent's box) lies the group's shadow.
            #expect(Self.near(image.pixel(65, 55), 0, 0, 0, within: 8), "\(image.pixel(65, 55))")
            // Under the parent's own box the shadow is as dark as anywhere, not doubled or missing.
            #expect(Self.near(image.pixel(20, 55), 0, 0, 0, within: 8), "\(image.pixel(20, 55))")
            #expect(Self.near(image.pixel(90, 90), 255, 255, 255), "\(image.pixel(90, 90))")
            #expect(Self.near(image.pixel(65, 40), 0, 255, 0), "\(image.pixel(65, 40))")
        }

        @Test func aMaskStaysInItsElementsSpaceWhileAChildTurns() throws {
            // The mask's left half is opaque; the child fills the box but is turned a quarter.
            var mask = RasterImage(width: 64, height: 64)
            for y in 0..<64 { for x in 0..<32 { mask.pixels[(y * 64 + x) * 4 + 3] = 255 } }
            let image = try Self.render("""
            { "dimension": [100, 100], "pages": [ { "bc": "#ffffff", "elements": [
              { "x": 0, "y": 0, "w": 100, "h": 100, "mask": "half.png", "elements": [ { "w": 100, "h": 100, "bc": "#ff0000", "rotate": 90 } ] } ] } ] }
            """, pictures: ["half.png": mask], size: Point(100, 100))
            for (x, y) in [(20, 20), (20, 80)] { #expect(Self.near(image.pixel(x, y), 255, 0, 0), "\((x, y)): \(image.pixel(x, y))") }
            for (x, y) in [(80, 20), (80, 80)] { #expect(Self.near(image.pixel(x, y), 255, 255, 255), "\((x, y)): \(image.pixel(x, y))") }
        }

        @Test func aPageFadingInIsOnePicture() throws {
            let image = try Self.render("""
            { "dimension": [100, 100], "pages": [ { "bc": "#ffffff" },
              { "bc": "#ff0000", "transition": "fadeIn", "elements": [ { "x": 50, "w": 50, "h": 100, "bc": "#0000ff" } ] } ] }
            """, size: Point(100, 100), position: 0.5)
            // Halfway, the first page has slid half away underneath (its upper half shows white).
            #expect(Self.near(image.pixel(25, 20), 255, 128, 128), "\(image.pixel(25, 20))")
            #expect(Self.near(image.pixel(75, 20), 128, 128, 255), "\(image.pixel(75, 20))")
        }

        @Test func aLayersPictureIsKeptWhileOnlyItsOpacityChanges() throws {
            let json = """
            { "dimension": [100, 100], "pages": [ { "bc": "#ffffff", "play": "pause", "elements": [
              { "w": 100, "h": 100, "bc": "#ff0000", "opacity": 0.5, "to": { "opacity": 0.1 }, "elements": [ { "x": 50, "bc": "#0000ff", "to": { "bc": "#00ff00" } } ] } ] } ] }
            """
            var renders: [Int] = []
            _ = try Self.render(json, size: Point(100, 100)) { engine in
                let viewport = Point(100, 100)
                engine.draw(position: 0, clock: { _ in 0 }, viewport: viewport)
                renders.append(engine.compositor.layers.renders)
                engine.draw(position: 0, clock: { _ in 0 }, viewport: viewport)
                renders.append(engine.compositor.layers.renders)
                // The child's colour changes: the picture is made again.
                engine.draw(position: 0, clock: { _ in 0.5 }, viewport: viewport)
                renders.append(engine.compositor.layers.renders)
            }
            #expect(renders == [2, 2, 3])
        }

        /// A page prepared ahead (as the player prepares the pages next to the current one) has its
        /// layers' pictures made then, so the frame that first shows it renders none, and they
        /// are kept however many frames pass before it is shown.
        @Test func aPreparedPagesLayersAreReadyWhenItIsShown() throws {
            let json = """
            { "dimension": [100, 100], "pages": [ { "bc": "#ffffff" },
              { "bc": "#ffffff", "elements": [ { "w": 100, "h": 100, "bc": "#ff0000", "opacity": 0.5, "elements": [ { "x": 50, "bc": "#0000ff" } ] } ] } ] }
            """
            var work: [FrameWork] = []
            let image = try Self.render(json, size: Point(100, 100)) { engine in
                let viewport = Point(100, 100)
                engine.prepare(page: 1, clock: 1, viewport: viewport)
                for _ in 0..<200 { engine.draw(position: 0, clock: { _ in 1 }, viewport: viewport) }
                engine.draw(position: 1, clock: { _ in 1 }, viewport: viewport)
                work.append(engine.compositor.frameWork)
            }
            #expect(work.map(\.layersRendered) == [0], "\(work)")
            #expect(work.map(\.rasterized) == [0], "\(work)")
            #expect(Self.near(image.pixel(25, 50), 255, 128, 128), "\(image.pixel(25, 50))")
        }

        /// The pages next to the current one are settled with what their turn shows: a page fading
        /// in is one picture while it turns, made before the turn begins.
        @Test func aPageFadingInIsReadyBeforeItsTurn() throws {
            let json = """
            { "dimension": [100, 100], "pages": [ { "bc": "#ffffff" },
              { "bc": "#ff0000", "transition": "fadeIn", "elements": [ { "x": 50, "w": 50, "h": 100, "bc": "#0000ff" } ] } ] }
            """
            var work: [FrameWork] = []
            _ = try Self.render(json, size: Point(100, 100), position: 0) { engine in
                let viewport = Point(100, 100)
                engine.settle(on: 0, clock: { _ in 1 }, viewport: viewport)
                for position in [0.1, 0.5, 0.9] {
                    engine.draw(position: position, clock: { _ in 1 }, viewport: viewport)
                    work.append(engine.compositor.frameWork)
                }
            }
            #expect(work.filter { !$0.isEmpty }.isEmpty, "\(work)")
        }
    }
}
