import Foundation
import SwipeDocument
import Testing
@testable import SwipeRender

extension SDLSerialTests {
    struct TextRasterizerTests {
        static let text = TextRasterizer()

        func run(_ s: String, size: Double = 20, color: Color = .black, _ alignment: TextAlignment.Horizontal = .left, spacing: Double = 0) -> TextRun {
            TextRun(text: s, fontNames: ["Helvetica"], pixelSize: size, color: color, alignment: alignment, spacingAfter: spacing)
        }

        func render(_ runs: [TextRun], _ w: Int, _ h: Int, _ v: TextAlignment.Vertical = .top, shadow: TextShadowStyle? = nil) -> RasterImage {
            Self.text.render(runs, width: w, height: h, vertical: v, shadow: shadow)
        }

        /// The inked columns and rows (alpha above a threshold), nil when nothing is drawn.
        func ink(_ image: RasterImage, rows: Range<Int>? = nil, threshold: UInt8 = 40) -> (left: Int, right: Int, top: Int, bottom: Int)? {
            var box: (left: Int, right: Int, top: Int, bottom: Int)?
            for y in rows ?? 0..<image.height {
                for x in 0..<image.width where image.pixel(x, y).3 > threshold {
                    box = (min(box?.left ?? x, x), max(box?.right ?? x, x), min(box?.top ?? y, y), max(box?.bottom ?? y, y))
                }
            }
            return box
        }

        /// Every pixel as (r, g, b, a).
        func pixels(_ image: RasterImage) -> [(r: UInt8, g: UInt8, b: UInt8, a: UInt8)] {
            stride(from: 0, to: image.pixels.count, by: 4).map { (image.pixels[$0], image.pixels[$0 + 1], image.pixels[$0 + 2], image.pixels[$0 + 3]) }
        }

        var lineHeight: Int { Self.text.measure([run("X")], width: 1000).height }

        @Test func imageHasExactlyTheBoxSize() {
            let image = render([run("Hello")], 123, 45)
            #expect(image.width == 123 && image.height == 45 && image.pixels.count == 123 * 45 * 4)
            #expect(ink(render([], 10, 10)) == nil)
            #expect(render([run("Hello")], 0, 10).pixels.isEmpty)
        }

        @Test func cjkAndEmojiRender() throws {
            let cjk = try #require(ink(render([run("こんにちは")], 200, 40)))
            #expect(cjk.right - cjk.left > 60)
            let emoji = render([run("\u{26BD}\u{FE0F}", size: 30)], 60, 40)
            let box = try #require(ink(emoji))
            #expect(box.bottom - box.top >= 20 && box.bottom - box.top <= 40)
            let coloured = pixels(emoji).filter { p in p.a > 200 && (p.r != p.g || p.g != p.b || p.r > 100) }
            #expect(coloured.count > 50, "the ball keeps its own (white, grey) colours, not the black run colour")
        }

        @Test func mixedScriptsShareALine() {
            let m = Self.text.measure([run("Hello 世界 \u{1F600}!")], width: 1000)
            #expect(m.height == lineHeight)
            #expect(m.width > 100)
        }

        @Test func wrapping() {
            let sentence = run("The quick brown fox jumps over the lazy dog and keeps running far away")
            let wide = Self.text.measure([sentence], width: 2000), narrow = Self.text.measure([sentence], width: 120)
            #expect(wide.height == lineHeight)
            #expect(narrow.height >= 5 * lineHeight)
            #expect(narrow.width <= 120)
            #expect(Self.text.measure([run("a\nb\n\nc")], width: 1000).height == 4 * lineHeight)
            #expect(Self.text.measure([run("日本語の文章はスペースなしで折り返されます")], width: 100).height >= 3 * lineHeight)
        }

        @Test func aLongWordBreaksBetweenCharacters() {
            let m = Self.text.measure([run("Supercalifragilisticexpialidocious")], width: 60)
            #expect(m.height >= 4 * lineHeight)
            #expect(m.width <= 60)
        }

        @Test func badNumbersFailSoft() {
            let weird = TextRun(text: "x", fontNames: ["Helvetica"], pixelSize: .nan, color: .black, alignment: .left, spacingAfter: .infinity)
            let shadow = TextShadowStyle(color: .black, offsetX: .nan, offsetY: .infinity, blurRadius: .greatestFiniteMagnitude)
            #expect(render([weird, weird], 20, 20, shadow: shadow).width == 20)
        }

        @Test func paragraphSpacingIsBetweenParagraphsOnly() {
            let m = Self.text.measure([run("a", spacing: 7), run("b", spacing: 9)], width: 100)
            #expect(m.height == 2 * lineHeight + 7)
        }

        @Test func horizontalAlignment() throws {
            let left = try #require(ink(render([run("Hi", .left)], 200, 40)))
            let right = try #require(ink(render([run("Hi", .right)], 200, 40)))
            let center = try #require(ink(render([run("Hi", .center)], 200, 40)))
            #expect(left.left <= 3)
            #expect(right.right >= 195)
            #expect(abs((center.left + center.right) / 2 - 100) <= 3)
            #expect(right.right - right.left == left.right - left.left)
        }

        /// A Boken label's lines: flush left inside a block centred in the box.
        @Test func leftInCenteredBlockLinesStartTogetherInACentredBlock() throws {
            let h = lineHeight, image = render([run("Wide line here\nshort", .leftInCenteredBlock)], 300, 2 * h)
            let first = try #require(ink(image, rows: 0..<h)), second = try #require(ink(image, rows: h..<2 * h))
            #expect(abs(first.left - second.left) <= 2 && second.right < first.right - 20)
            #expect(abs((first.left + first.right) / 2 - 150) <= 3)
        }

        @Test func verticalAlignment() throws {
            let h = lineHeight
            let top = try #require(ink(render([run("Hg")], 100, 100, .top)))
            let center = try #require(ink(render([run("Hg")], 100, 100, .center)))
            let bottom = try #require(ink(render([run("Hg")], 100, 100, .bottom)))
            #expect(top.top < h && top.bottom < h)
            #expect(center.top >= (100 - h) / 2 && center.bottom <= (100 + h) / 2)
            #expect(bottom.top >= 100 - h && bottom.bottom < 100)
        }

        @Test func justifiedLinesReachBothEdgesExceptTheLast() throws {
            let words = run("aaa bbb ccc ddd eee fff ggg hhh iii jjj kkk lll", .justified)
            let h = lineHeight, image = render([words], 150, 10 * h)
            let lines = Self.text.measure([words], width: 150).height / h
            #expect(lines >= 3)
            for line in 0..<(lines - 1) {
                let box = try #require(ink(image, rows: line * h..<(line + 1) * h))
                #expect(box.left <= 2 && box.right >= 146, "line \(line)")
            }
            let last = try #require(ink(image, rows: (lines - 1) * h..<lines * h))
            #expect(last.right < 140)
        }

        @Test func tallTextIsCutAndCentredTextStartsAboveTheBox() {
            let runs = [run("X", .left), run(String(repeating: "\n", count: 8)), run("X", .right)]
            #expect(Self.text.measure(runs, width: 100).height > 60)
            let top = render(runs, 100, 60, .top), center = render(runs, 100, 60, .center), bottom = render(runs, 100, 60, .bottom)
            #expect(ink(top).map { $0.left < 20 && $0.right < 50 } == true, "only the first line shows")
            #expect(ink(center) == nil, "the window is in the empty middle: the first line is above the box")
            #expect(ink(bottom).map { $0.left > 50 } == true, "only the last line shows")
        }

        @Test func glyphColourAndAlphaMatchTheRun() throws {
            let image = render([run("HH", size: 40, color: Color(1, 0, 0, 0.5))], 100, 60)
            let inked = pixels(image).filter { $0.a > 0 }
            #expect(!inked.isEmpty)
            #expect(inked.allSatisfy { $0.r == 255 && $0.g == 0 && $0.b == 0 })
            let maxAlpha = try #require(inked.map(\.a).max())
            #expect(abs(Int(maxAlpha) - 128) <= 1)
        }

        @Test func shadowIsDrawnBeneathAndOffset() throws {
            let plain = try #require(ink(render([run("I", size: 40, color: .white)], 60, 60)))
            let shadow = TextShadowStyle(color: .black, offsetX: 6, offsetY: 6, blurRadius: 2)
            let image = render([run("I", size: 40, color: .white)], 60, 60, shadow: shadow)
            let shaded = try #require(ink(image))
            #expect(shaded.right > plain.right + 3 && shaded.bottom > plain.bottom + 3)
            let below = image.pixel(plain.right + 4, plain.bottom + 4)
            #expect(below.3 > 0 && below.0 < 60, "dark shadow below-right of the glyph")
            let glyph = image.pixel((plain.left + plain.right) / 2, (plain.top + plain.bottom) / 2)
            #expect(glyph.0 == 255 && glyph.3 == 255, "the glyph stays on top")
        }
    }
}

extension SDLSerialTests {
    /// Fonts given as bytes (a theme's embedded fonts) are used from memory under their PostScript
    /// name, with problems reported.
    struct MemoryFontTests {
        @Test func aRegisteredFontIsDrawnFromMemory() throws {
            let fonts = FontResolver()
            let file = fonts.face(for: ["Courier"]).path
            let data = try [UInt8](Data(contentsOf: URL(fileURLWithPath: file)))
            #expect(FontResolver.register(fontData: data, postScriptName: "LiberationMono").isEmpty)
            let renamed = FontResolver.register(fontData: data, postScriptName: "Brand-Regular")
            #expect(renamed.count == 1 && renamed[0].contains("LiberationMono"), "\(renamed)")
            #expect(fonts.face(for: ["Brand-Regular"]).path == FontResolver.memoryPrefix + "Brand-Regular")
            let text = TextRasterizer(fonts: fonts)
            func draw(_ names: [String]) -> RasterImage {
                text.render([TextRun(text: "Wiggly", fontNames: names, pixelSize: 24, color: .black, alignment: .left, spacingAfter: 0)], width: 160, height: 40, vertical: .top)
            }
            let brand = draw(["Brand-Regular"])
            #expect(brand == draw(["Courier"]), "the same font, read from memory")
            #expect(brand != draw(["Helvetica"]))
            #expect(brand.pixels.contains { $0 > 0 })
        }

        @Test func dataThatIsNotAFontIsReported() {
            let fonts = FontResolver()
            #expect(FontResolver.register(fontData: [1, 2, 3, 4], postScriptName: "Broken").first?.contains("not a font") == true)
            #expect(FontResolver.register(fontData: [], postScriptName: "Empty").first?.contains("no data") == true)
            #expect(fonts.face(for: ["Broken"]).path != FontResolver.memoryPrefix + "Broken")
        }
    }
}
