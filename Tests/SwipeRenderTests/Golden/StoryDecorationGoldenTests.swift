import Foundation
import Testing
import SwipeDocument
import SwipeReader
@testable import SwipeRender

extension SDLSerialTests {
    /// Decorations on a Boken story's scene, drawn as `render STORY --decorations` draws them: a
    /// highlight and an underline on a text label's lines, an outline round a picture, a highlight
    /// on a branch button and a bookmark's ribbon, tinted by the theme where the file gives no tint.
    struct StoryDecorationGoldenTests {
        static let folder = GoldenImageTests.folder
        static let themes = folder.appendingPathComponent("../../../Assets/themes").standardized.path
        static let size = Point(300, 600)

        static func style(_ theme: String) throws -> PlayerStyle {
            let loaded = try #require(ThemeChoice(theme, themesFolder: themes).load().theme)
            return PlayerStyle(theme: DefaultTheme.theme.overriding(with: loaded), appearance: .light)
        }

        static func render(style: PlayerStyle, decorated: Bool = true) throws -> RasterImage {
            let result = try StoryLoader.load(path: StoryGoldenTests.story)
            let story = try #require(result.story)
            let scene = try #require(story.scenes.firstIndex { $0.sceneId == "shore" })
            let canvas = try #require(OffscreenCanvas(width: Int(size.x), height: Int(size.y)))
            let engine = StoryRenderEngine(device: canvas.device, owner: canvas) { Issue.record("\($0)") }
            if decorated {
                let bytes = try [UInt8](Data(contentsOf: folder.appendingPathComponent("story-decorations.json")))
                let file = DecorationFile(bytes: bytes, name: "story-decorations.json", href: StoryGoldenTests.story)
                #expect(file.diagnostics.isEmpty)
                for group in file.groups { engine.decorator.apply(group.decorations, in: group.name) }
            }
            engine.decorationStyles = DecorationStyleRegistry(defaults: style.decorations)
            engine.draw(StoryLayout(viewport: size, style: style).items(story, scene: scene, time: 20, pictures: engine.pictures(result),
                                                                          decorations: engine.decorations(of: story, scene: scene, viewport: size)))
            return canvas.image()
        }

        @Test func matchesTheReference() throws {
            try ImageDifference.expect(try Self.render(style: .standard()), toMatch: Self.folder.appendingPathComponent("Stories/shore-decorated.png"),
                                       "decorated shore")
        }

        /// How many pixels show `look`'s tint as drawn over white (a highlight between the glyphs).
        static func count(_ look: DecorationDefaults.Look, in image: RasterImage) -> Int {
            func over(_ c: Double) -> Double { 255 * (c * look.opacity + (1 - look.opacity)) }
            let want = (over(look.tint.r), over(look.tint.g), over(look.tint.b))
            var n = 0
            for y in 0..<image.height {
                for x in 0..<image.width {
                    let p = image.pixel(x, y)
                    if abs(Double(p.0) - want.0) <= 3, abs(Double(p.1) - want.1) <= 3, abs(Double(p.2) - want.2) <= 3 { n += 1 }
                }
            }
            return n
        }

        @Test func decorationsWithoutATintTakeTheThemes() throws {
            let light = try Self.style("default"), dark = try Self.style("dark")
            #expect(light.decorations[.highlight] != dark.decorations[.highlight])
            #expect(light.decorations[.pageMark].tint != dark.decorations[.pageMark].tint)
            let a = try Self.render(style: light), b = try Self.render(style: dark)
            #expect(Self.count(light.decorations[.highlight], in: a) > 200)
            #expect(Self.count(light.decorations[.highlight], in: b) < 20)
            #expect(Self.count(dark.decorations[.highlight], in: b) > 200)
            #expect(Self.count(dark.decorations[.highlight], in: a) < 20)
            // The bookmark's ribbon, top right, in each theme's pageMark tint.
            let ribbon = (Int(Self.size.x - 28 * 1.6 + 14), 10)
            for (image, style) in [(a, light), (b, dark)] {
                #expect(Self.count(style.decorations[.pageMark], in: image) > 300)
                let p = image.pixel(ribbon.0, ribbon.1), tint = style.decorations[.pageMark].tint
                #expect(abs(Int(p.0) - Int(tint.r * 255)) <= 2 && abs(Int(p.1) - Int(tint.g * 255)) <= 2 && abs(Int(p.2) - Int(tint.b * 255)) <= 2, "\(p)")
            }
            #expect(Self.count(light.decorations[.highlight], in: try Self.render(style: light, decorated: false)) < 20)
        }
    }
}
