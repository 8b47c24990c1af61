import Foundation
import MediaTestSupport
import SwipeDocument
import SwipeReader
import SwipeRender
import Testing

extension SDLSerialTests {
    /// A theme's `asset:` images found beside its file by `render --theme FILE`: drawn before the
    /// language button's label, or a crossed box and one warning naming the token.
    struct ThemeImageCommandTests {
        static let list = #"{ "type": "net.swipe.list", "title": "Library", "languages": [ { "id": "en", "title": "English" }, { "id": "de", "title": "Deutsch" } ], "items": [ { "url": "a.swipe", "title": "A book" } ] }"#

        /// The list rendered at 800×600 with a theme whose `images/language` is `asset:<name>`
        /// (a square PNG `flag.png` beside it), and what the command printed.
        func render(language name: String) throws -> (image: RasterImage, stderr: String) {
            let folder = try temporaryFolder("theme-assets")
            defer { try? FileManager.default.removeItem(at: folder) }
            var flag = RasterImage(width: 16, height: 16)
            for i in stride(from: 0, to: flag.pixels.count, by: 4) { flag.pixels.replaceSubrange(i..<i + 4, with: [0, 160, 0, 255]) }
            #expect(flag.writePNG(to: folder.appendingPathComponent("flag.png").path))
            try #"{ "images": { "language": "asset:\#(name)" } }"#.write(to: folder.appendingPathComponent("theme.json"), atomically: true, encoding: .utf8)
            try Self.list.write(to: folder.appendingPathComponent("list.swipe"), atomically: true, encoding: .utf8)
            try #"{ "pages": [ {} ] }"#.write(to: folder.appendingPathComponent("a.swipe"), atomically: true, encoding: .utf8)
            let out = folder.appendingPathComponent("out.png").path
            let r = try CommandLineTests().run(["render", folder.appendingPathComponent("list.swipe").path, "-o", out, "--size", "800x600",
                                                "--theme", folder.appendingPathComponent("theme.json").path])
            #expect(r.status == 0, "\(r.stderr)")
            return (try #require(ImageLibrary.decode(path: out, animated: false).first), r.stderr)
        }

        /// Where a square of the bar button's colour (an icon drawn as a template) starts in `bar`.
        func iconEdge(_ bar: RasterImage) -> Int? {
            let style = PlayerStyle.standard(), colour = style.barButton.text.normal
            return squareEdge(pixels: bar.pixels, width: bar.width, height: bar.height, rgb: [colour.r, colour.g, colour.b].map { Int(($0 * 255).rounded()) },
                              length: Int(style.barButton.typography.size * PlayerChrome.point(Point(800, 600))))
        }

        @Test func anAssetBesideTheThemeIsDrawnBeforeTheLanguageLabel() throws {
            let (image, stderr) = try render(language: "flag")
            #expect(stderr.isEmpty, "\(stderr)")
            let bar = image.cropped(x: 400, y: 0, width: 400, height: Int(PlayerStyle.standard().barHeight * PlayerChrome.point(Point(800, 600))))
            // Drawn as a template: a square of the bar button's colour (the accent), left of "English".
            let edge = iconEdge(bar)
            #expect(edge.map { $0 > 200 && $0 < 320 } == true, "the flag's square: \(String(describing: edge))")
        }

        @Test func aMissingAssetIsACrossedBoxAndOneWarning() throws {
            let (image, stderr) = try render(language: "nothing")
            let lines = stderr.split(separator: "\n")
            #expect(lines.count == 1 && lines[0].contains("images/language") && lines[0].contains("no file nothing, nothing.svg"), "\(stderr)")
            let bar = image.cropped(x: 400, y: 0, width: 400, height: Int(PlayerStyle.standard().barHeight * PlayerChrome.point(Point(800, 600))))
            #expect(iconEdge(bar) == nil)
            #expect((0..<bar.height).contains { y in (0..<bar.width).contains { bar.pixel($0, y) == (128, 128, 128, 255) } }, "the cross's grey")
        }
    }
}
