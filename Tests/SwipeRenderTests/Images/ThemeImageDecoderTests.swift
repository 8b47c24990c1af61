import CSDL2
import Foundation
import Testing
import MediaTestSupport
import SwipeDocument
import SwipeReader
@testable import SwipeRender

extension SDLSerialTests {
    /// A theme's images decoded at the size asked for: each kind (PNG, JPEG, SVG, PDF, a file beside
    /// the theme, an icon of the icon theme) fitted into the box with its pixels where they belong,
    /// and a crossed box with one warning for what cannot be drawn.
    struct ThemeImageDecoderTests {
        static let red: (UInt8, UInt8, UInt8, UInt8) = (255, 0, 0, 255)
        static let blue: (UInt8, UInt8, UInt8, UInt8) = (0, 0, 255, 255)

        /// A 40×20 picture, red on the left half, blue on the right.
        static func halves() -> RasterImage {
            var image = RasterImage(width: 40, height: 20)
            for y in 0..<20 {
                for x in 0..<40 {
                    let c = x < 20 ? red : blue
                    image.pixels.replaceSubrange((y * 40 + x) * 4..<(y * 40 + x) * 4 + 4, with: [c.0, c.1, c.2, c.3])
                }
            }
            return image
        }

        /// The same picture as an SVG document.
        static let halvesSVG = ##"<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><rect width="20" height="20" fill="#f00"/><rect x="20" width="20" height="20" fill="#00f"/></svg>"##

        /// The same picture as a one-page PDF (40×20 points), its cross-reference table counted.
        static func halvesPDF() -> [UInt8] {
            let content = "1 0 0 rg 0 0 20 20 re f 0 0 1 rg 20 0 20 20 re f"
            let objects = [
                "<< /Type /Catalog /Pages 2 0 R >>",
                "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
                "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 40 20] /Contents 4 0 R >>",
                "<< /Length \(content.utf8.count) >>\nstream\n\(content)\nendstream",
            ]
            var pdf = "%PDF-1.4\n", offsets: [Int] = []
            for (i, object) in objects.enumerated() {
                offsets.append(pdf.utf8.count)
                pdf += "\(i + 1) 0 obj\n\(object)\nendobj\n"
            }
            let xref = pdf.utf8.count
            pdf += "xref\n0 \(objects.count + 1)\n0000000000 65535 f \n" + offsets.map { String(format: "%010d 00000 n \n", $0) }.joined()
            pdf += "trailer\n<< /Size \(objects.count + 1) /Root 1 0 R >>\nstartxref\n\(xref)\n%%EOF\n"
            return Array(pdf.utf8)
        }

        /// The bytes of a file `write` makes at the path it is given.
        static func encoded(_ name: String, _ write: (String) throws -> Bool) throws -> [UInt8] {
            let folder = try temporaryFolder("theme-image")
            defer { try? FileManager.default.removeItem(at: folder) }
            let file = folder.appendingPathComponent(name).path
            #expect(try write(file), "cannot write \(name)")
            return try [UInt8](Data(contentsOf: URL(fileURLWithPath: file)))
        }

        static func png(_ image: RasterImage) throws -> [UInt8] { try encoded("image.png") { image.writePNG(to: $0) } }

        static func jpeg(_ image: RasterImage) throws -> [UInt8] {
            try encoded("image.jpg") { file in
                let surface = try #require(SDL_CreateRGBSurfaceWithFormat(0, Int32(image.width), Int32(image.height), 32, SurfaceConversion.rgbaFormat))
                _ = image.pixels.withUnsafeBytes { SDL_ConvertPixels(Int32(image.width), Int32(image.height), SurfaceConversion.rgbaFormat, $0.baseAddress, Int32(image.width * 4),
                                                                     SurfaceConversion.rgbaFormat, surface.pointee.pixels, surface.pointee.pitch) }
                defer { SDL_FreeSurface(surface) }
                return IMG_SaveJPG(surface, file, 95) == 0
            }
        }

        static func icon(_ image: ThemeImage, folder: String? = nil) -> ThemeIcon { ThemeIcon(token: "images/test", image: image, folder: folder) }

        /// Whether a pixel is `colour` within `tolerance` on each channel.
        static func near(_ p: (UInt8, UInt8, UInt8, UInt8), _ colour: (UInt8, UInt8, UInt8, UInt8), _ tolerance: Int = 8) -> Bool {
            abs(Int(p.0) - Int(colour.0)) <= tolerance && abs(Int(p.1) - Int(colour.1)) <= tolerance
                && abs(Int(p.2) - Int(colour.2)) <= tolerance && abs(Int(p.3) - Int(colour.3)) <= tolerance
        }

        /// The halves fitted into an 80×80 box: 80×40, centred, red left and blue right, the bands
        /// above and below transparent.
        static func expectHalves(_ picture: RasterImage?, tolerance: Int = 8, _ what: String) {
            guard let picture else {
                Issue.record("\(what): not drawn")
                return
            }
            #expect(picture.width == 80 && picture.height == 80, "\(what)")
            #expect(near(picture.pixel(20, 40), red, tolerance), "\(what): left \(picture.pixel(20, 40))")
            #expect(near(picture.pixel(60, 40), blue, tolerance), "\(what): right \(picture.pixel(60, 40))")
            #expect(near(picture.pixel(5, 25), red, tolerance) && near(picture.pixel(75, 55), blue, tolerance), "\(what): fills 80×40")
            #expect(picture.pixel(40, 5).3 == 0 && picture.pixel(40, 75).3 == 0, "\(what): transparent above and below")
        }

        @Test func pngIsDecodedAndFitted() throws {
            let decoder = ThemeImageDecoder()
            Self.expectHalves(decoder.picture(Self.icon(.data(mime: "image/png", bytes: try Self.png(Self.halves()))), width: 80, height: 80), "PNG")
        }

        @Test func jpegIsDecodedAndFitted() throws {
            let decoder = ThemeImageDecoder()
            Self.expectHalves(decoder.picture(Self.icon(.data(mime: "image/jpeg", bytes: try Self.jpeg(Self.halves()))), width: 80, height: 80),
                              tolerance: 24, "JPEG")
        }

        @Test func svgIsDrawnAtTheSizeAsked() throws {
            let decoder = ThemeImageDecoder()
            let picture = try #require(decoder.picture(Self.icon(.data(mime: "image/svg+xml", bytes: Array(Self.halvesSVG.utf8))), width: 80, height: 80))
            Self.expectHalves(picture, "SVG")
            // Drawn at 80 pixels, not scaled up from 40: the edge between the halves is sharp.
            #expect(Self.near(picture.pixel(39, 40), Self.red, 2) && Self.near(picture.pixel(40, 40), Self.blue, 2))
        }

        @Test func pdfsFirstPageIsDrawnAtTheSizeAsked() throws {
            let decoder = ThemeImageDecoder()
            let picture = try #require(decoder.picture(Self.icon(.data(mime: "application/pdf", bytes: Self.halvesPDF())), width: 80, height: 80))
            Self.expectHalves(picture, "PDF")
            #expect(Self.near(picture.pixel(39, 40), Self.red, 2) && Self.near(picture.pixel(40, 40), Self.blue, 2))
        }

        @Test func anAssetIsTheFileBesideTheThemeVectorFirst() throws {
            let folder = try temporaryFolder("theme-assets")
            defer { try? FileManager.default.removeItem(at: folder) }
            try Data(Self.halvesSVG.utf8).write(to: folder.appendingPathComponent("flag.svg"))
            try Data(try Self.png(RasterImage(width: 4, height: 4))).write(to: folder.appendingPathComponent("flag.png"))
            try Data(Self.halvesPDF()).write(to: folder.appendingPathComponent("page.pdf"))
            var warnings: [String] = []
            let decoder = ThemeImageDecoder()
            decoder.onWarning = { warnings.append($0) }
            Self.expectHalves(decoder.picture(Self.icon(.asset("flag"), folder: folder.path), width: 80, height: 80), "asset:flag is flag.svg, not the transparent flag.png")
            #expect(decoder.picture(Self.icon(.asset("flag.png"), folder: folder.path), width: 8, height: 8)?.pixel(4, 4).3 == 0, "asset:flag.png as written")
            Self.expectHalves(decoder.picture(Self.icon(.asset("page"), folder: folder.path), width: 80, height: 80), "asset:page is page.pdf")
            #expect(warnings.isEmpty, "\(warnings)")
            #expect(decoder.picture(Self.icon(.asset("../flag"), folder: folder.path), width: 40, height: 40) == nil)
            #expect(decoder.picture(Self.icon(.asset("gone"), folder: folder.path), width: 40, height: 40) == nil)
            #expect(decoder.picture(Self.icon(.asset("flag"), folder: nil), width: 40, height: 40) == nil, "the built-in theme has no folder")
            #expect(warnings.count == 3 && warnings[1].contains("no file gone, gone.svg, gone.png or gone.pdf"), "\(warnings)")
        }

        /// An icon theme of its own in a data folder: go-previous as a red 16-pixel and a blue
        /// 48-pixel PNG, help-browser also as a scalable SVG, media-playback-start with a symbolic
        /// variant; and a theme inheriting it, named by a GTK settings file.
        static func iconThemes() throws -> (folder: URL, environment: [String: String]) {
            let folder = try temporaryFolder("icon-themes")
            let base = folder.appendingPathComponent("share/icons")
            func write(_ data: [UInt8], _ path: String) throws {
                let url = base.appendingPathComponent(path)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(data).write(to: url)
            }
            func solid(_ c: (UInt8, UInt8, UInt8, UInt8), _ side: Int) throws -> [UInt8] {
                var image = RasterImage(width: side, height: side)
                for i in stride(from: 0, to: image.pixels.count, by: 4) { image.pixels.replaceSubrange(i..<i + 4, with: [c.0, c.1, c.2, c.3]) }
                return try png(image)
            }
            try write(Array("""
                [Icon Theme]
                Name=Fixture
                Directories=16x16/actions,48x48/actions,scalable/actions,32x32@2/actions

                [16x16/actions]
                Size=16
                Type=Fixed

                [48x48/actions]
                Size=48
                Type=Fixed

                [scalable/actions]
                Size=16
                MinSize=8
                MaxSize=512
                Type=Scalable

                [32x32@2/actions]
                Size=32
                Scale=2
                Type=Fixed
                """.utf8), "Fixture/index.theme")
            try write(Array("[Icon Theme]\nName=Child\nInherits=Fixture\nDirectories=\n".utf8), "Child/index.theme")
            try write(try solid(red, 16), "Fixture/16x16/actions/go-previous.png")
            try write(try solid(blue, 48), "Fixture/48x48/actions/go-previous.png")
            try write(try solid(red, 64), "Fixture/32x32@2/actions/go-previous.png")
            try write(try solid(red, 48), "Fixture/48x48/actions/help-browser.png")
            try write(Array(halvesSVG.utf8), "Fixture/scalable/actions/help-browser.svg")
            try write(try solid(red, 48), "Fixture/48x48/actions/media-playback-start.png")
            try write(try solid(blue, 16), "Fixture/16x16/actions/media-playback-start-symbolic.png")
            let config = folder.appendingPathComponent("config/gtk-3.0")
            try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
            try Data("[Settings]\ngtk-icon-theme-name = Child\n".utf8).write(to: config.appendingPathComponent("settings.ini"))
            return (folder, ["HOME": folder.path, "XDG_DATA_DIRS": folder.appendingPathComponent("share").path,
                             "XDG_CONFIG_HOME": folder.appendingPathComponent("config").path])
        }

        @Test func systemIconsComeFromTheIconThemeNearestTheSize() throws {
            let (folder, environment) = try Self.iconThemes()
            defer { try? FileManager.default.removeItem(at: folder) }
            let icons = IconThemeLookup(environment: environment)
            #expect(icons.themeName == "Child")
            #expect(icons.chain().count == 2, "Child, then the Fixture it inherits (no hicolor here)")
            #expect(icons.file(for: "go-previous", size: 40)?.hasSuffix("48x48/actions/go-previous.png") == true)
            #expect(icons.file(for: "chevron.left", size: 18)?.hasSuffix("16x16/actions/go-previous.png") == true, "an SF Symbol name, mapped")
            #expect(icons.file(for: "help-browser", size: 40)?.hasSuffix("scalable/actions/help-browser.svg") == true, "scalable covers 40")
            #expect(icons.file(for: "help-browser", size: 48)?.hasSuffix("48x48/actions/help-browser.png") == true, "made for 48 exactly")
            #expect(icons.file(for: "play.fill", size: 48)?.hasSuffix("media-playback-start-symbolic.png") == true, "the symbolic variant first")
            #expect(icons.file(for: "nothing-like-it", size: 16) == nil)

            let decoder = ThemeImageDecoder(icons: icons)
            let previous = try #require(decoder.picture(Self.icon(.system("chevron.left")), width: 40, height: 40))
            #expect(Self.near(previous.pixel(20, 20), Self.blue), "the 48-pixel one, reduced")
            Self.expectHalves(decoder.picture(Self.icon(.system("questionmark.circle")), width: 80, height: 80), "system:questionmark.circle, the SVG")
        }

        @Test func systemIconsOfTheInstalledAdwaitaTheme() throws {
            try #require(FileManager.default.fileExists(atPath: "/usr/share/icons/Adwaita/index.theme"), "adwaita-icon-theme (Packaging/install-deps.sh)")
            let folder = try temporaryFolder("no-settings")
            defer { try? FileManager.default.removeItem(at: folder) }
            let icons = IconThemeLookup(environment: ["HOME": folder.path, "XDG_DATA_DIRS": "/usr/share"])
            #expect(icons.themeName == "Adwaita")
            #expect(icons.file(for: "chevron.left", size: 24)?.hasSuffix("/Adwaita/scalable/actions/go-previous-symbolic.svg") == true)
            #expect(icons.file(for: "globe", size: 24)?.contains("preferences-desktop-locale") == true)
            var warnings: [String] = []
            let decoder = ThemeImageDecoder(icons: icons)
            decoder.onWarning = { warnings.append($0) }
            for name in ["chevron.left", "globe"] {
                let picture = try #require(decoder.picture(Self.icon(.system(name)), width: 32, height: 32))
                let drawn = stride(from: 3, to: picture.pixels.count, by: 4).filter { picture.pixels[$0] > 128 }.count
                #expect(drawn > 20 && drawn < 32 * 32 / 2, "system:\(name) draws a glyph: \(drawn) pixels")
            }
            #expect(warnings.isEmpty, "\(warnings)")
        }

        @Test func aBrokenImageIsACrossedBoxAndOneWarningNamingTheToken() throws {
            var warnings: [String] = []
            let decoder = ThemeImageDecoder()
            decoder.onWarning = { warnings.append($0) }
            let broken = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + [UInt8](repeating: 7, count: 40)
            for image in [ThemeImage.data(mime: "image/png", bytes: broken), .data(mime: "image/svg+xml", bytes: Array("<svg><unclosed".utf8)),
                          .data(mime: "application/pdf", bytes: Array("%PDF-1.4 nothing".utf8))] {
                warnings = []
                let icon = ThemeIcon(token: "images/back", image: image, folder: nil)
                #expect(decoder.picture(icon, width: 40, height: 40) == nil)
                #expect(decoder.picture(icon, width: 64, height: 32) == nil)
                #expect(warnings.count == 1 && warnings[0].contains("images/back") && warnings[0].contains("crossed box"), "\(warnings)")
            }
        }

        @Test func aHugeImageIsACrossedBoxAndOneWarning() throws {
            var warnings: [String] = []
            let decoder = ThemeImageDecoder()
            decoder.onWarning = { warnings.append($0) }
            let icon = ThemeIcon(token: "images/language", image: .data(mime: "image/png", bytes: try Self.png(RasterImage(width: 5000, height: 4))), folder: nil)
            #expect(decoder.picture(icon, width: 40, height: 40) == nil)
            #expect(decoder.picture(icon, width: 40, height: 40) == nil)
            #expect(warnings.count == 1 && warnings[0].contains("images/language") && warnings[0].contains("5000×4"), "\(warnings)")
        }

        @Test func eachSizeIsDecodedOnce() throws {
            let folder = try temporaryFolder("theme-once")
            defer { try? FileManager.default.removeItem(at: folder) }
            let file = folder.appendingPathComponent("back.svg")
            try Data(Self.halvesSVG.utf8).write(to: file)
            let decoder = ThemeImageDecoder()
            let icon = Self.icon(.asset("back"), folder: folder.path)
            let first = decoder.picture(icon, width: 80, height: 80)
            try FileManager.default.removeItem(at: file)
            #expect(first != nil && decoder.picture(icon, width: 80, height: 80) == first, "kept, not read again")
            #expect(decoder.heldBytes == 80 * 80 * 4)
            #expect(decoder.picture(icon, width: 40, height: 40) == nil, "another size is drawn anew")
        }

        @Test func aTemplateTakesTheTintAtItsOwnAlpha() {
            var image = RasterImage(width: 2, height: 1)
            image.pixels = [255, 0, 0, 255, 0, 255, 0, 100]
            #expect(image.tinted(Color(0, 0, 1, 0.5)).pixels == [0, 0, 255, 128, 0, 0, 255, 50])
        }
    }
}
