import Foundation
import MediaTestSupport
import SwipeDocument
import SwipeMedia
import Testing
@testable import SwipeRender

/// What an opaque item drawn above hides: decided from the display list alone, without a window.
struct OcclusionCullingTests {
    static let photo = AssetReference("photo.jpg", relativeTo: nil)
    static let page = ClipRegion(size: Point(100, 100), cornerRadius: 0, transform: .identity)

    static func box(_ color: Color = Color(1, 0, 0, 1), at origin: Point = Point(0, 0), size: Point = Point(100, 100), radius: Double = 0,
                    opacity: Double = 1, transform: Matrix4 = .identity, clips: [ClipRegion] = [page]) -> DisplayItem {
        DisplayItem(content: .box(color: color, cornerRadius: radius), size: size, transform: .translation(origin.x, origin.y) * transform,
                    opacity: opacity, clips: clips)
    }

    static func picture(at origin: Point = Point(0, 0), size: Point = Point(100, 100), opacity: Double = 1,
                        transform: Matrix4 = .identity, clips: [ClipRegion] = [page]) -> DisplayItem {
        DisplayItem(content: .image(photo, source: Rect(x: 0, y: 0, width: 1, height: 1), frame: 0), size: size,
                    transform: .translation(origin.x, origin.y) * transform, opacity: opacity, clips: clips)
    }

    static let text = DisplayItem(content: .text("Hi", style: TextPaint(fontNames: [], fontSize: 20, color: .white, alignment: TextAlignment())),
                                  size: Point(60, 30), transform: .translation(20, 20), opacity: 1, clips: [page])

    /// Which items are hidden (indices), pictures opaque unless told otherwise; screen: doc units
    /// doubled, as a 200-pixel window shows a 100-unit page.
    static func hidden(_ items: [DisplayItem], opaquePictures: Bool = true, screen: Matrix4 = .scale(2, 2)) -> [Int] {
        guard let flags = OcclusionCulling.hidden(items, screen: screen, opaquePicture: { _ in opaquePictures }) else { return [] }
        return flags.indices.filter { flags[$0] }
    }

    @Test func aFullPagePhotoHidesThePagesBackgroundAndWhatIsUnderIt() {
        #expect(Self.hidden([Self.box(), Self.text, Self.picture()]) == [0, 1])
    }

    @Test func whatIsDrawnAboveTheCoverIsKept() {
        #expect(Self.hidden([Self.box(), Self.picture(), Self.text]) == [0])
    }

    @Test func anOpaqueBoxCoversLikeAPicture() {
        #expect(Self.hidden([Self.picture(), Self.box(Color(0, 0, 1, 1))]) == [0])
    }

    @Test func anItemOnlyPartlyCoveredIsDrawn() {
        #expect(Self.hidden([Self.box(), Self.picture(size: Point(100, 60))]) == [])
        #expect(Self.hidden([Self.box(size: Point(100, 50)), Self.picture(size: Point(100, 60))]) == [0])
        #expect(Self.hidden([Self.box(at: Point(0, 50), size: Point(100, 50)), Self.picture(size: Point(100, 60))]) == [])
    }

    @Test func aTranslucentCoverHidesNothing() {
        #expect(Self.hidden([Self.box(), Self.picture(opacity: 0.99)]) == [])
        #expect(Self.hidden([Self.box(), Self.box(Color(0, 0, 1, 0.9))]) == [])
        #expect(Self.hidden([Self.box(), Self.box(Color(0, 0, 1, 1), opacity: 0.5)]) == [])
        #expect(Self.hidden([Self.box(), Self.picture()], opaquePictures: false) == [], "a picture with transparent pixels")
    }

    @Test func aTurnedOrSkewedCoverHidesNothing() {
        let turned = Matrix4.translation(50, 50) * .rotationZ(1) * .translation(-50, -50)
        #expect(Self.hidden([Self.box(size: Point(10, 10), clips: []), Self.picture(transform: turned, clips: [])]) == [])
        let inPerspective = Matrix4.perspective(distance: 500, center: Point(50, 50)) * .rotationY(10)
        #expect(Self.hidden([Self.box(size: Point(10, 10), clips: []), Self.picture(transform: inPerspective, clips: [])]) == [])
        #expect(Self.hidden([Self.box(at: Point(10, 10), size: Point(10, 10), clips: []), Self.picture(transform: .scale(1.5, 1.5), clips: [])]) == [0],
                "scaled and moved is upright")
    }

    @Test func aMaskedOrRoundedCoverHidesNothing() {
        var masked = Self.picture()
        masked.mask = MaskSpec(asset: AssetReference("m.png", relativeTo: nil), region: Rect(x: 0, y: 0, width: 1, height: 1))
        #expect(Self.hidden([Self.box(), masked]) == [])
        #expect(Self.hidden([Self.box(), Self.box(Color(0, 0, 1, 1), radius: 8)]) == [])
    }

    @Test func aCoverCutByARoundedOrTurnedClipHidesNothing() {
        let rounded = ClipRegion(size: Point(100, 100), cornerRadius: 10, transform: .identity)
        #expect(Self.hidden([Self.box(size: Point(10, 10)), Self.picture(clips: [Self.page, rounded])]) == [])
        let turned = ClipRegion(size: Point(100, 100), cornerRadius: 0, transform: .translation(50, 50) * .rotationZ(45) * .translation(-50, -50))
        #expect(Self.hidden([Self.box(at: Point(45, 45), size: Point(10, 10)), Self.picture(clips: [turned])]) == [])
    }

    @Test func aCoverCoversOnlyWithinItsClips() {
        let half = ClipRegion(size: Point(50, 100), cornerRadius: 0, transform: .identity)
        #expect(Self.hidden([Self.box(size: Point(60, 10)), Self.picture(clips: [half])]) == [])
        #expect(Self.hidden([Self.box(size: Point(50, 10)), Self.picture(clips: [half])]) == [0])
    }

    /// Text, paths and shadows may draw outside their boxes: they are hidden only where their
    /// clips keep them inside the cover.
    @Test func contentThatMayOverflowItsBoxIsBoundByItsClips() {
        var unclipped = Self.text
        unclipped.clips = []
        #expect(Self.hidden([unclipped, Self.picture(clips: [])]) == [])
        let small = ClipRegion(size: Point(100, 100), cornerRadius: 0, transform: .translation(-10, 0))
        var outside = Self.text
        outside.clips = [small]
        #expect(Self.hidden([outside, Self.picture()]) == [])
        #expect(Self.hidden([Self.text, Self.picture()]) == [0])
    }

    /// A page's items under the other page of a turn (two pages, two clips) stay drawn.
    @Test func aTurningPageHidesOnlyWhatLiesUnderIt() {
        let next = ClipRegion(size: Point(100, 100), cornerRadius: 0, transform: .translation(60, 0))
        var nextText = Self.text
        nextText.clips = [next]
        #expect(Self.hidden([Self.box(), nextText, Self.picture()]) == [0])
        let moved = Matrix4.translation(-40, 0)
        #expect(Self.hidden([Self.box(transform: moved, clips: [ClipRegion(size: Point(100, 100), cornerRadius: 0, transform: moved)]),
                             Self.box(Color(0, 0, 1, 1), clips: [])], screen: .identity) == [], "half its page is outside the cover")
    }

    @Test func aLayerIsHiddenOnlyWholeUnderACover() {
        let layer = DisplayItem(content: .layer(DisplayLayer(instance: ElementInstance(page: 0, path: [0]), items: [Self.text], bounds: Rect(x: 0, y: 0, width: 100, height: 100))),
                                size: Point(100, 100), transform: .identity, opacity: 0.5, clips: [Self.page])
        #expect(Self.hidden([layer, Self.picture()]) == [0])
        #expect(Self.hidden([Self.box(), layer]) == [], "a layer is never a cover")
    }

    /// A picture shown texel for texel is moved to whole pixels, its edges to the nearest: a pixel
    /// whose centre is within the margin of an edge is neither certainly covered nor out of reach.
    @Test func edgesNearAPixelsCentreAreUncertain() {
        // 200 × 200 pixels on screen, at 20.6 pixels: moved to 21.
        let background = Self.box(at: Point(10.3, 10.3), size: Point(100, 100), clips: [])
        #expect(Self.hidden([background, Self.picture(at: Point(10.3, 10.3), clips: [])]) == [])
        #expect(Self.hidden([Self.box(at: Point(10.8, 10.8), size: Point(99, 99), clips: []), Self.picture(at: Point(10.3, 10.3), clips: [])]) == [0])
        #expect(Self.hidden([Self.picture(at: Point(10.3, 10.3), clips: []), Self.box(at: Point(10.3, 10.3), clips: [])]) == [],
                "a picture below reaches half a pixel further")
        #expect(Self.hidden([Self.picture(at: Point(10.3, 10.3), clips: []), Self.box(at: Point(10, 10), size: Point(101, 101), clips: [])]) == [0])
    }

    @Test func aPixelIsCoveredOnlyWhenItsCentreIsWellInside() {
        #expect(PixelRect(inside: Rect(x: 0, y: 0, width: 10, height: 10), by: 0.125) == PixelRect(x0: 0, y0: 0, x1: 10, y1: 10))
        #expect(PixelRect(inside: Rect(x: 0.5, y: 0, width: 9, height: 10), by: 0.125) == PixelRect(x0: 1, y0: 0, x1: 9, y1: 10),
                "a centre on the edge is not certain")
        #expect(PixelRect(touchedBy: Rect(x: 0.5, y: 0, width: 9, height: 10), margin: 0.125) == PixelRect(x0: 0, y0: 0, x1: 10, y1: 10))
        #expect(PixelRect(touchedBy: Rect(x: 0.7, y: 0, width: 8.6, height: 10), margin: 0.125) == PixelRect(x0: 1, y0: 0, x1: 9, y1: 10))
    }

    /// The index of the item drawn as the clear of a 200 × 200 target (doc units doubled).
    static func clearing(_ items: [DisplayItem], target: PixelRect = PixelRect(x0: 0, y0: 0, x1: 200, y1: 200)) -> Int? {
        let screen = Matrix4.scale(2, 2)
        let hidden = OcclusionCulling.hidden(items, screen: screen, opaquePicture: { _ in true })
        return OcclusionCulling.clearing(items, hidden: hidden, screen: screen, target: target)?.index
    }

    @Test func aBoxFillingTheTargetFirstIsDrawnAsTheClear() {
        #expect(Self.clearing([Self.box(), Self.text]) == 0)
        #expect(OcclusionCulling.clearing([Self.box(Color(0, 0.5, 1, 1))], hidden: nil, screen: .scale(2, 2), target: PixelRect(x0: 0, y0: 0, x1: 200, y1: 200))?.color
                == Color(0, 0.5, 1, 1))
        #expect(Self.clearing([Self.box(opacity: 0), Self.box()]) == 1, "a transparent item draws nothing")
        #expect(Self.clearing([Self.text, Self.box(), Self.text]) == 1, "what it hides is not drawn either")
    }

    @Test func onlyAnOpaqueSquareBoxOverTheWholeTargetIsTheClear() {
        #expect(Self.clearing([Self.box(size: Point(100, 99.5))]) == nil, "a row is left")
        #expect(Self.clearing([Self.box(), Self.text], target: PixelRect(x0: 0, y0: -10, x1: 200, y1: 190)) == nil, "a viewport moved up shows more")
        #expect(Self.clearing([Self.box(Color(1, 0, 0, 0.9))]) == nil)
        #expect(Self.clearing([Self.box(opacity: 0.99)]) == nil)
        #expect(Self.clearing([Self.box(radius: 4)]) == nil)
        #expect(Self.clearing([Self.picture()]) == nil, "a picture is drawn, not cleared")
        var text = Self.text
        text.clips = []
        #expect(Self.clearing([text, Self.box()]) == nil, "something drawn first")
    }

    @Test func nothingHiddenIsNil() {
        #expect(OcclusionCulling.hidden([Self.box(), Self.text], screen: .identity, opaquePicture: { _ in true }) == nil)
    }
}

extension SDLSerialTests {
    /// Leaving out what opaque items hide changes no pixel: every page of the corpus and of the
    /// goldens' documents at rest, animating and half-turned, drawn with hiding on and off, on the
    /// CPU (as `render`) and with OpenGL (as the window), the pictures decoded first as the player
    /// decodes them before a page shows.
    struct HidingCoveredItemsTests {
        static func documents() throws -> [URL] {
            let goldens = try FileManager.default.contentsOfDirectory(atPath: GoldenImageTests.folder.path).filter { $0.hasSuffix(".swipe") }.sorted()
            return try TestCorpus.documents().map(TestCorpus.url) + goldens.map { GoldenImageTests.folder.appendingPathComponent($0) }
        }

        /// Each page's frames (at clocks 0, 0.5 and 1, and half-way from the page before) and the
        /// items hidden in them.
        static func frames(_ doc: Document, hiding: Bool, gpu: Bool = false, viewport: Point = Point(480, 270)) throws -> (images: [RasterImage], hidden: Int) {
            let canvas = try #require(OffscreenCanvas(width: Int(viewport.x), height: Int(viewport.y), gpu: gpu))
            let engine = RenderEngine(document: doc, device: canvas.device, owner: canvas, viewport: viewport, language: "en", report: { _ in })
            engine.videos = StillVideoFrames(report: { _ in })
            engine.compositor.hidesCovered = hiding
            var images: [RasterImage] = [], hidden = 0
            for page in doc.pages.indices {
                engine.decodePictures(of: page)
                for (position, clock) in [(page, 0.0), (page, 0.5), (page, 1.0)].map({ (Double($0.0), $0.1) }) + (page > 0 ? [(Double(page) - 0.5, 0)] : []) {
                    engine.draw(position: position, clock: { _ in clock }, viewport: viewport)
                    images.append(canvas.image())
                    hidden += engine.compositor.frameWork.itemsHidden
                }
            }
            return (images, hidden)
        }

        static func expectSame(_ name: String, gpu: Bool) throws -> Int {
            guard let doc = try DocumentLoader.load(path: name).document else { return 0 }
            let on = try frames(doc, hiding: true, gpu: gpu)
            // Where nothing was hidden the frames were drawn with the same draws as without hiding.
            guard on.hidden > 0 else { return 0 }
            let off = try frames(doc, hiding: false, gpu: gpu)
            #expect(off.hidden == 0)
            for (i, (a, b)) in zip(on.images, off.images).enumerated() where a.pixels != b.pixels {
                Issue.record("\(name) frame \(i): \(ImageDifference(a, b).differingPixels) pixels differ with covered items left out")
            }
            return on.hidden
        }

        @Test(arguments: try documents())
        func theCPUDrawsTheSamePixels(_ url: URL) throws {
            _ = try Self.expectSame(url.path, gpu: false)
        }

        @Test func openGLDrawsTheSamePixelsAndPhotosHideWhatIsUnderThem() throws {
            var hidden = 0
            for name in ["nasa/nasa.swipe", "tutorial/tutorial.swipe", "vectors.swipe"] { hidden += try Self.expectSame(TestCorpus.url(name).path, gpu: true) }
            #expect(hidden > 0)
        }

        /// The demo's pages (16:9, each with an opaque background) fill the window: their
        /// backgrounds are drawn as OpenGL's clear, the same pixels as filled.
        @Test func openGLClearsToAPageFillingTheWindow() throws {
            let demo = ImageHeaderTests.assets.appendingPathComponent("demo.swipe")
            let doc = try #require(try DocumentLoader.load(path: demo.path).document)
            #expect(try Self.expectSame(demo.path, gpu: true) >= doc.pages.count * 3, "a page's background at rest and animating")
        }

        /// Edges where a wrong decision would show: a picture moved to whole pixels over a box
        /// a fraction larger, a box under a picture cut by a rounded clip, a box half under a
        /// photo that slides over it.
        @Test(arguments: [
            ##"{ "x": 10.3, "y": 10.3, "w": 100.4, "h": 50.4, "bc": "#ff0000" }, { "x": 10.3, "y": 10.3, "w": 100, "h": 50, "img": "p.png" }"##,
            ##"{ "x": 10, "y": 10, "w": 100, "h": 50, "bc": "#ff0000" }, { "x": 10, "y": 10, "w": 100, "h": 50, "clip": true, "cornerRadius": 10, "elements": [ { "w": 100, "h": 50, "img": "p.png" } ] }"##,
            ##"{ "x": 10, "y": 10, "w": 100, "h": 50, "bc": "#ff0000" }, { "x": 60, "y": 10, "w": 100, "h": 50, "img": "p.png", "to": { "translate": [-50, 0], "duration": 1 } }"##,
        ])
        func edgesDrawTheSamePixels(_ elements: String) throws {
            let photo = RasterImage(width: 100, height: 50, pixels: Array(repeating: 255, count: 100 * 50 * 4))
            let json = ##"{ "dimension": [200, 100], "pages": [ { "bc": "#ffffff", "play": "auto", "elements": [ "## + elements + " ] } ] }"
            let on = try Self.picture(json, photo, hiding: true), off = try Self.picture(json, photo, hiding: false)
            #expect(on.pixels == off.pixels, "\(ImageDifference(on, off).differingPixels) pixels differ")
        }

        static func picture(_ json: String, _ photo: RasterImage, hiding: Bool) throws -> RasterImage {
            try LayerCompositingTests.render(json, pictures: ["p.png": photo], size: Point(200, 100)) { engine in
                engine.compositor.hidesCovered = hiding
                for clock in [0, 0.3, 0.5, 1] { engine.draw(position: 0, clock: { _ in clock }, viewport: Point(200, 100)) }
            }
        }

        /// A photo's every pixel opaque is known once it is decoded; one translucent pixel and it
        /// hides nothing. (The page's background is translucent: an opaque one filling the
        /// window would be drawn as the clear, and counted hidden.)
        @Test func onlyAPictureOpaqueEverywhereHides() throws {
            var photo = RasterImage(width: 20, height: 20, pixels: Array(repeating: 255, count: 20 * 20 * 4))
            let json = """
            { "dimension": [20, 20], "pages": [ { "bc": "#ff000080", "elements": [ { "x": 0, "y": 0, "w": 20, "h": 20, "img": "p.png" } ] } ] }
            """
            #expect(try Self.hiddenItems(json, photo) == 1)
            photo.pixels[3] = 254
            #expect(try Self.hiddenItems(json, photo) == 0)
        }

        static func hiddenItems(_ json: String, _ picture: RasterImage) throws -> Int {
            var hidden = -1
            _ = try LayerCompositingTests.render(json, pictures: ["p.png": picture], size: Point(20, 20)) { engine in
                engine.draw(position: 0, clock: { _ in 1 }, viewport: Point(20, 20))
                hidden = engine.compositor.frameWork.itemsHidden
            }
            return hidden
        }
    }
}
