import Foundation
import Testing
import SwipeDocument
@testable import SwipeRender

extension SDLSerialTests {
    /// Pictures shown smaller than their pixels are filtered, not aliased: a zone plate (rings
    /// whose frequency rises to the finest the picture holds, the hardest case for minification)
    /// shown at 1/2, 1/4 and 1/7 of its size, at rest and mid-way through a `to` scale animation,
    /// rendered exactly as `swipe-player render` does and compared with area averages of it made by
    /// ImageMagick (`minify-zoneplate-N.png`, N pixels square; `SWIPE_UPDATE_GOLDENS=1` makes them
    /// again with `convert zoneplate.png -filter Box -resize NxN`). Sampled bilinearly from the
    /// full picture, the smaller two show rings that are not in the picture (moiré).
    struct MinificationTests {
        static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        static let side = 448

        /// A grey zone plate: cos(k r²) about the centre, its rings reaching the picture's finest
        /// frequency (half a cycle per pixel) in the corners.
        static func zonePlate() -> RasterImage {
            var image = RasterImage(width: side, height: side)
            let c = Double(side) / 2, k = Double.pi * 0.5 / (c * 2.0.squareRoot())
            for y in 0..<side {
                for x in 0..<side {
                    let dx = Double(x) + 0.5 - c, dy = Double(y) + 0.5 - c
                    let v = UInt8((127.5 + 127.5 * cos(k * (dx * dx + dy * dy))).rounded())
                    let i = (y * side + x) * 4
                    image.pixels[i] = v; image.pixels[i + 1] = v; image.pixels[i + 2] = v; image.pixels[i + 3] = 255
                }
            }
            return image
        }

        /// Where a picture lands on the 768×448 canvas (pixels) and the part of a reference
        /// (`minify-zoneplate-N.png`) it should look like.
        struct Placement: CustomStringConvertible, Sendable {
            var x: Int, y: Int, width: Int, height: Int
            var referenceSide: Int, referenceX = 0, referenceY = 0
            /// The whole picture in a square of `side` pixels.
            init(x: Int, y: Int, side: Int) {
                (self.x, self.y, width, height, referenceSide) = (x, y, side, side, side)
            }
            /// The part of the picture at 1/7 its size (64 pixels) from `rx`, `ry`.
            init(x: Int, y: Int, width: Int, height: Int, seventh rx: Int, _ ry: Int) {
                (self.x, self.y, self.width, self.height, referenceSide, referenceX, referenceY) = (x, y, width, height, 64, rx, ry)
            }
            var description: String { "1/\(MinificationTests.side / referenceSide) at \(x),\(y)" }
            var reference: String { "minify-zoneplate-\(referenceSide).png" }
        }

        /// Page 1 at rest: the picture in boxes of 224, 112 and 64 units. Page 2 mid-way (clock
        /// 0.5, `render --page 2 --time 0.5`) through `to` scale 0: boxes of 448, 224 and 128 units
        /// shown at half their size. Page 3 at 1/7: two cells of it as a 2×2 sprite sheet, an
        /// aspect-fill crop (its middle half) and the picture under an opaque mask.
        static let json = """
            { "dimension": [768, 448], "pages": [
              { "bc": "#000", "elements": [
                { "img": "zoneplate.png", "x": 0, "y": 0, "w": 224, "h": 224 },
                { "img": "zoneplate.png", "x": 240, "y": 0, "w": 112, "h": 112 },
                { "img": "zoneplate.png", "x": 240, "y": 128, "w": 64, "h": 64 } ] },
              { "bc": "#000", "duration": 1, "elements": [
                { "img": "zoneplate.png", "x": 0, "y": 0, "w": 448, "h": 448, "to": { "scale": 0 } },
                { "img": "zoneplate.png", "x": 448, "y": 0, "w": 224, "h": 224, "to": { "scale": 0 } },
                { "img": "zoneplate.png", "x": 448, "y": 256, "w": 128, "h": 128, "to": { "scale": 0 } } ] },
              { "bc": "#000", "elements": [
                { "sprite": "zoneplate.png", "slice": [2, 2], "slot": [0, 0], "x": 0, "y": 0, "w": 32, "h": 32 },
                { "sprite": "zoneplate.png", "slice": [2, 2], "slot": [1, 1], "x": 48, "y": 0, "w": 32, "h": 32 },
                { "img": "zoneplate.png", "x": 96, "y": 0, "w": 64, "h": 32 },
                { "img": "zoneplate.png", "mask": "opaque.png", "x": 176, "y": 0, "w": 64, "h": 64 } ] }
            ] }
            """
        static let atRest = [Placement(x: 0, y: 0, side: 224), Placement(x: 240, y: 0, side: 112), Placement(x: 240, y: 128, side: 64)]
        static let scaling = [Placement(x: 112, y: 112, side: 224), Placement(x: 504, y: 56, side: 112), Placement(x: 480, y: 288, side: 64)]
        static let parts = [Placement(x: 0, y: 0, width: 32, height: 32, seventh: 0, 0), Placement(x: 48, y: 0, width: 32, height: 32, seventh: 32, 32),
                            Placement(x: 96, y: 0, width: 64, height: 32, seventh: 0, 16), Placement(x: 176, y: 0, side: 64)]

        /// The document beside its picture in a fresh folder, and an engine drawing it offscreen.
        final class Setup {
            let folder: URL
            let canvas: OffscreenCanvas
            let engine: RenderEngine
            let viewport = Point(768, 448)

            init() throws {
                folder = FileManager.default.temporaryDirectory.appendingPathComponent("minify-\(UUID().uuidString)")
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                #expect(MinificationTests.zonePlate().writePNG(to: folder.appendingPathComponent("zoneplate.png").path))
                let opaque = RasterImage(width: 8, height: 8, pixels: [UInt8](repeating: 255, count: 8 * 8 * 4))
                #expect(opaque.writePNG(to: folder.appendingPathComponent("opaque.png").path))
                let url = folder.appendingPathComponent("book.swipe")
                let doc = try #require(DocumentLoader.load(bytes: Array(MinificationTests.json.utf8), name: "book.swipe", baseURL: url).document)
                canvas = try #require(OffscreenCanvas(width: 768, height: 448))
                engine = RenderEngine(document: doc, device: canvas.device, owner: canvas, viewport: viewport, language: "en", report: { _ in })
            }

            deinit { try? FileManager.default.removeItem(at: folder) }

            func draw(page: Int, clock: Double) -> RasterImage {
                engine.draw(position: Double(page), clock: { _ in clock }, viewport: viewport)
                return canvas.image()
            }
        }

        static func reference(_ p: Placement) throws -> RasterImage {
            let path = folder.appendingPathComponent(p.reference).path
            return try #require(ImageLibrary.decode(path: path, animated: false).first, "missing reference \(p.reference)")
        }

        /// The root-mean-square difference (0...255) of the placement's square of `image` from its
        /// reference, over the red channel (the pictures are grey).
        static func error(_ image: RasterImage, _ p: Placement) throws -> Double {
            let ref = try reference(p)
            #expect(ref.width == p.referenceSide && ref.height == p.referenceSide)
            var sum = 0.0
            for y in 0..<p.height {
                for x in 0..<p.width {
                    let d = Double(image.pixel(p.x + x, p.y + y).0) - Double(ref.pixel(p.referenceX + x, p.referenceY + y).0)
                    sum += d * d
                }
            }
            return (sum / Double(p.width * p.height)).squareRoot()
        }

        /// Expects each placement of `image` within `tolerance` of its reference (the picture is
        /// written to the temporary folder when not).
        static func expect(_ image: RasterImage, _ placements: [Placement], within tolerance: Double, _ moment: String) throws {
            for p in placements {
                let e = try error(image, p)
                if e > tolerance {
                    _ = image.writePNG(to: FileManager.default.temporaryDirectory.appendingPathComponent("actual-minify-\(moment).png").path)
                }
                #expect(e <= tolerance, "\(moment), \(p): \(e) from the reference (actual written to the temporary folder)")
            }
        }

        /// At rest: within this of the references (measured: under 1). Sampled bilinearly from the
        /// full picture, 1/4 is 49 away and 1/7 is 88 (1/2 is within 1 either way).
        static let tolerance = 2.0

        /// Frame by frame during a scale animation, where a texture of another size stands in while
        /// shown at 1/2 to 2 of its size: as far as a picture drawn at half its size or more may be
        /// (measured: 18 at 1/4, where the stand-in is shown at 0.51).
        static let movingTolerance = 24.0

        @Test func theReferencesAreAreaAverages() throws {
            // ImageMagick's box filter at these whole ratios is the exact area average.
            if ProcessInfo.processInfo.environment["SWIPE_UPDATE_GOLDENS"] == "1" { try Self.writeReferences() }
            let picture = Self.zonePlate()
            for p in Self.atRest {
                let exact = ImageDownscaler.areaAverage(picture, width: p.width, height: p.height)
                let ref = try Self.reference(p)
                #expect(ref.width == p.width && ref.height == p.height)
                let worst = stride(from: 0, to: min(ref.pixels.count, exact.pixels.count), by: 4).map { abs(Int(ref.pixels[$0]) - Int(exact.pixels[$0])) }.max() ?? 255
                #expect(worst <= 1, "\(p.reference) is \(worst) away from an exact area average")
            }
        }

        @Test func picturesAtRestMatchAnAreaAverage() throws {
            let setup = try Setup()
            try Self.expect(setup.draw(page: 0, clock: 1), Self.atRest, within: Self.tolerance, "at-rest")
        }

        @Test func picturesMidwayThroughAScaleAnimationMatchAnAreaAverage() throws {
            // As `render --time` draws a moment of the animation.
            let setup = try Setup()
            try Self.expect(setup.draw(page: 1, clock: 0.5), Self.scaling, within: Self.tolerance, "midway")
        }

        @Test func aShrinkingPictureIsReducedOncePerHalving() throws {
            // Frame by frame as the window draws them: a smaller texture is made as soon as the
            // picture passes below half the size of the one it has, never every frame, and the
            // exact size once it holds still.
            let setup = try Setup()
            let cache = setup.engine.compositor.textures
            var image = RasterImage(width: 1, height: 1)
            for step in 0...25 { image = setup.draw(page: 1, clock: Double(step) / 50) }
            try Self.expect(image, Self.scaling, within: Self.movingTolerance, "shrinking")
            // The picture itself (the first box at its size) and two reduced, to 224 and 128 px
            // (the other boxes' first sizes), which stand in as the boxes shrink (shown at 1/2 to 2
            // of their size); never one per frame.
            #expect(cache.uploads == 3, "\(cache.uploads) uploads")
            // Held still: the exact size of each.
            _ = setup.draw(page: 1, clock: 0.5)
            try Self.expect(setup.draw(page: 1, clock: 0.5), Self.scaling, within: Self.tolerance, "shrunk")
            #expect(cache.uploads == 5, "\(cache.uploads) uploads")
        }

        @Test func aGrowingPictureIsMadeSharpOnceItSettles() throws {
            let setup = try Setup()
            let cache = setup.engine.compositor.textures
            // Each box grows fivefold; while it grows it is drawn from a texture of the picture
            // shown at up to twice its size (soft for a moment, never aliased), so a new one is made
            // at most once per doubling.
            for step in (25...45).reversed() { _ = setup.draw(page: 1, clock: Double(step) / 50) }
            let uploads = cache.uploads
            #expect(uploads <= 3 * 3, "\(uploads) uploads")
            // Come to rest (the window draws that frame once, and says so): the size it is shown at.
            setup.engine.compositor.isAtRest = true
            try Self.expect(setup.draw(page: 1, clock: 0.5), Self.scaling, within: Self.tolerance, "grown")
            #expect(cache.uploads > uploads)
            // Only the textures shown now are held: the picture reduced to each size shown.
            let held = [224, 112, 64].map { $0 * $0 * 4 }.reduce(0, +)
            #expect(setup.engine.compositor.textureBytes == held)
        }

        @Test func aPictureShownLargeAndSmallKeepsATextureForEachSize() throws {
            // Page 1 shows the picture at three sizes: three textures, made once.
            let setup = try Setup()
            let cache = setup.engine.compositor.textures
            for _ in 0..<5 { _ = setup.draw(page: 0, clock: 1) }
            #expect(cache.uploads == 3)
            #expect(cache.count == 3)
        }

        @Test func spriteCellsCropsAndMaskedPicturesAreFilteredToo() throws {
            // Sprite cells and aspect-fill crops show parts of one reduced texture (same uv as the
            // whole picture's); a masked picture is reduced before its mask is applied.
            let setup = try Setup()
            try Self.expect(setup.draw(page: 2, clock: 1), Self.parts, within: Self.tolerance, "parts")
            #expect(setup.engine.compositor.textures.uploads == 2)
        }

        static func writeReferences() throws {
            let source = FileManager.default.temporaryDirectory.appendingPathComponent("zoneplate-\(UUID().uuidString).png")
            defer { try? FileManager.default.removeItem(at: source) }
            #expect(zonePlate().writePNG(to: source.path))
            for p in atRest {
                let convert = Process()
                convert.executableURL = URL(fileURLWithPath: "/usr/bin/env")
                convert.arguments = ["convert", source.path, "-filter", "Box", "-resize", "\(p.width)x\(p.height)", "-depth", "8",
                                     folder.appendingPathComponent(p.reference).path]
                try convert.run()
                convert.waitUntilExit()
                #expect(convert.terminationStatus == 0)
            }
        }
    }
}
