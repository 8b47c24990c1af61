import Foundation
import MediaTestSupport
import Testing
@testable import SwipeDocument
@testable import SwipeReader
@testable import SwipeRender

extension SDLSerialTests {
    /// The controls' icons: a label's icon drawn before its text in the text's colour and placed
    /// with it as one, and the buttons of the chrome, a status page and a list's bar drawing the
    /// theme's images where their labels start.
    struct ThemeIconLabelTests {
        /// An opaque 8×8 square as a theme image: drawn as a template, a square of the label's colour.
        static func square() throws -> ThemeIcon {
            var image = RasterImage(width: 8, height: 8)
            for i in stride(from: 0, to: image.pixels.count, by: 4) { image.pixels.replaceSubrange(i..<i + 4, with: [255, 0, 0, 255]) }
            return ThemeIcon(token: "images/square", image: .data(mime: "image/png", bytes: try ThemeImageDecoderTests.png(image)), folder: nil)
        }

        /// The first column of `image` from `x` on where a solid square of `colour` at least `length`
        /// pixels high starts (`MediaTestSupport.squareEdge`).
        static func squareEdge(in image: RasterImage, from x: Int = 0, colour: Color, length: Int) -> Int? {
            MediaTestSupport.squareEdge(pixels: image.pixels, width: image.width, height: image.height, from: x,
                                        rgb: [colour.r, colour.g, colour.b].map { Int(($0 * 255).rounded()) }, length: length)
        }

        @Test(arguments: [TextAlignment.Horizontal.left, .center, .right])
        func theIconGoesBeforeTheTextAndTheTwoAreAlignedAsOne(_ alignment: TextAlignment.Horizontal) throws {
            let text = TextRasterizer()
            let rasterizer = ContentRasterizer(images: ImageLibrary(), fonts: FontResolver(), text: text)
            let colour = Color(0.1, 0.5, 0.9)
            let paint = TextPaint(fontNames: ["Helvetica"], fontSize: 20, color: colour, alignment: TextAlignment(alignment, .center), icon: try Self.square())
            let raster = try #require(rasterizer.raster(.text("Back", style: paint), size: Point(200, 40), scale: 1, mask: nil, maxSide: 4096))
            let image = raster.image
            // The square first, 20 pixels, in the text's colour, centred on the line.
            let left = Int(raster.localRect.x.rounded())
            #expect(Self.squareEdge(in: image, colour: colour, length: 20) == 0, "the picture starts with the icon's edge")
            #expect(Self.squareEdge(in: image, colour: colour, length: 21) == nil, "the icon is as high as the font size")
            let rows = (0..<image.height).filter { image.pixel(0, $0).3 > 200 }
            #expect(abs(Double(rows.first ?? 0) + raster.localRect.y - 10) <= 2 && rows.count == 20, "centred in the 40-pixel line")
            // Then the gap (8 pixels: 0.4 of the font size), then the text.
            let gap = (20..<28).allSatisfy { x in (0..<image.height).allSatisfy { image.pixel(x, $0).3 == 0 } }
            #expect(gap, "nothing drawn between the icon and the text")
            let textWidth = text.measure([TextRun(text: "Back", fontNames: ["Helvetica"], pixelSize: 20, color: colour, alignment: .left)], width: 200).width
            let group = 20 + 8 + textWidth
            let expected = alignment == .left ? 0 : alignment == .center ? (200 - group) / 2 : 200 - group
            #expect(abs(left - expected) <= 1, "the icon starts at \(left), not \(expected): icon and text placed as one")
            #expect(image.width <= group + 2, "the text follows right after")
        }

        /// The controls of `style` drawn: the page with its chrome, a status page, a list's bar.
        static func controls(_ style: PlayerStyle, size: Point, report: @escaping (String) -> Void = { _ in }) throws -> (page: RasterImage, status: RasterImage, list: RasterImage) {
            let doc = try #require(DocumentLoader.load(bytes: Array(##"{ "pages": [ { "bc": "#8fb8de" }, {} ] }"##.utf8), name: "doc.swipe", baseURL: nil).document)
            let pageCanvas = try #require(OffscreenCanvas(width: Int(size.x), height: Int(size.y)))
            let engine = RenderEngine(document: doc, device: pageCanvas.device, owner: pageCanvas, viewport: size, language: "en", report: report)
            engine.draw(position: 0, clock: { _ in 1 }, viewport: size)
            var chrome = PlayerChrome(style: style)
            chrome.pageBecameCurrent(at: 0)
            engine.drawOver(chrome.items(viewport: size, page: 0, pageCount: 2, language: "English", back: true, at: 0.1))

            let statusCanvas = try #require(OffscreenCanvas(width: Int(size.x), height: Int(size.y)))
            let images = ImageLibrary()
            images.onWarning = report
            let compositor = Compositor(device: statusCanvas.device, images: images, fonts: FontResolver(), text: TextRasterizer())
            let status = StatusPage(title: "Loading", lines: [], progress: nil, back: true, style: style)
            compositor.draw([], screen: .identity, background: status.background)
            compositor.drawOver(status.items(viewport: size))

            let json = #"{ "type": "net.swipe.list", "title": "Library", "languages": [ { "id": "en", "title": "English" }, { "id": "de", "title": "Deutsch" } ], "items": [ { "url": "a.swipe" } ] }"#
            let list = try #require(DocumentLoader.load(bytes: Array(json.utf8), name: "list.swipe", baseURL: nil).list)
            let listCanvas = try #require(OffscreenCanvas(width: Int(size.x), height: Int(size.y)))
            let lists = ListRenderEngine(device: listCanvas.device, owner: listCanvas, report: report)
            lists.draw(lists.layout(list, language: "en", viewport: size, showsBack: true, style: style), scroll: 0, selected: nil, pressed: nil)
            return (pageCanvas.image(), statusCanvas.image(), listCanvas.image())
        }

        @Test func theButtonsDrawTheThemesImagesWhereTheirLabelsStart() throws {
            let size = Point(800, 600)
            var style = PlayerStyle.standard()
            style.backImage = try Self.square()
            style.languageImage = try Self.square()
            var plain = style
            plain.backImage = nil
            plain.languageImage = nil
            let point = PlayerChrome.point(size)
            let chromeSide = Int(style.chromeButton.typography.size * point), barSide = Int(style.barButton.typography.size * point)
            let (page, status, list) = try Self.controls(style, size: size)
            let plainControls = try Self.controls(plain, size: size)
            let white = style.chromeButton.text.normal, accent = style.barButton.text.normal
            let back = PlayerChrome.backButton(viewport: size, style: style), language = PlayerChrome.languageButton(viewport: size, title: "English", style: style)
            for (name, image, plainImage) in [("page", page, plainControls.page), ("status", status, plainControls.status)] {
                let edge = Self.squareEdge(in: image.cropped(x: Int(back.x), y: Int(back.y), width: Int(back.width), height: Int(back.height)), colour: white, length: chromeSide)
                #expect(edge.map { $0 > Int(style.margin * point / 2) && $0 < Int(back.width / 3) } == true, "\(name): the back button's icon, left in it: \(String(describing: edge))")
                #expect(Self.squareEdge(in: plainImage.cropped(x: Int(back.x), y: Int(back.y), width: Int(back.width), height: Int(back.height)), colour: white,
                                        length: chromeSide) == nil, "\(name): no icon without the token")
            }
            let languageEdge = Self.squareEdge(in: page.cropped(x: Int(language.x), y: Int(language.y), width: Int(language.width), height: Int(language.height)),
                                               colour: white, length: chromeSide)
            #expect(languageEdge.map { $0 < Int(language.width / 3) } == true, "the language button's icon: \(String(describing: languageEdge))")

            let bar = Int(style.barHeight * point)
            let barImage = list.cropped(x: 0, y: 0, width: Int(size.x), height: bar)
            let backEdge = Self.squareEdge(in: barImage, colour: accent, length: barSide)
            #expect(backEdge.map { abs($0 - Int((0.75 * style.margin * point).rounded())) <= 1 } == true, "the list's back control: \(String(describing: backEdge))")
            let barLanguage = Self.squareEdge(in: barImage, from: Int(size.x / 2), colour: accent, length: barSide)
            #expect(barLanguage.map { $0 > Int(size.x * 0.75) } == true, "the list's language button: \(String(describing: barLanguage))")
            #expect(Self.squareEdge(in: plainControls.list.cropped(x: 0, y: 0, width: Int(size.x), height: bar), colour: accent, length: barSide) == nil)
        }

        @Test func theDefaultThemesIconsAreDrawnNotCrossedOut() throws {
            let size = Point(800, 600)
            var warnings: [String] = []
            let (_, status, list) = try Self.controls(.standard(), size: size) { warnings.append($0) }
            #expect(warnings.isEmpty, "no image failed to decode: \(warnings)")
            let style = PlayerStyle.standard(), point = PlayerChrome.point(size)
            // Where the chevron is drawn: a square of the font size at the start of the label.
            func share(_ image: RasterImage, _ region: Rect, _ test: ((UInt8, UInt8, UInt8, UInt8)) -> Bool) -> Double {
                let pixels = (Int(region.y)..<Int(region.maxY)).flatMap { y in (Int(region.x)..<Int(region.maxX)).map { image.pixel($0, y) } }
                return Double(pixels.filter(test).count) / Double(max(1, pixels.count))
            }
            let side = style.barButton.typography.size * point, x = 0.75 * style.margin * point
            let chevron = Rect(x: x, y: (style.barHeight * point - side) / 2, width: side, height: side)
            let accent = style.barButton.text.normal
            #expect(share(list, chevron) { abs(Int($0.2) - Int((accent.b * 255).rounded())) < 30 && $0.0 < 60 } > 0.05, "the chevron, in the accent colour")
            #expect(share(list, chevron) { $0.0 == 217 && $0.1 == 217 } == 0, "no placeholder grey")
            let back = PlayerChrome.backButton(viewport: size, style: style)
            #expect(share(status, back) { $0.0 > 200 && $0.1 > 200 && $0.2 > 200 } > 0.02, "the status page's back button: its chevron and label in white")
        }
    }
}
