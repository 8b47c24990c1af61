import Foundation
import Testing
import SwipeDocument
import SwipeReader
@testable import SwipeRender

extension SDLSerialTests {
    /// The player's own controls under each bundled theme (Assets/themes) at two window sizes: a
    /// document list (bar with back and language buttons, a section, rows with icons and
    /// subtitles, the chosen and the pressed row, a black line drawing that gets a backdrop on dark rows), a status page with its progress bar, a page
    /// with the page indicator, its buttons, the help overlay and the error overlay, and the
    /// settings panel over a busy page (its labels legible on the theme's backdrop). References were
    /// checked by eye; `SWIPE_UPDATE_GOLDENS=1` writes new ones.
    struct ThemeGoldenTests {
        struct Case: CustomStringConvertible, Sendable {
            var theme: String
            var appearance: ThemeAppearance
            var size: Point
            var description: String { "\(theme) \(appearance) \(Int(size.x))x\(Int(size.y))" }
            func golden(_ control: String) -> String { "\(theme)-\(appearance)-\(Int(size.x))x\(Int(size.y))-\(control).png" }
        }

        static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Themes")
        static let themes = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../Assets/themes").standardized

        static let cases: [Case] = ["default", "dark", "high-contrast", "kiosk"].flatMap { theme in
            [Point(360, 270), Point(800, 600)].map { Case(theme: theme, appearance: .light, size: $0) }
        } + [Case(theme: "default", appearance: .dark, size: Point(360, 270)), Case(theme: "high-contrast", appearance: .dark, size: Point(360, 270))]

        /// A bundled theme's style, read from its file as `--theme NAME` reads it.
        static func style(_ name: String, _ appearance: ThemeAppearance) throws -> PlayerStyle {
            let result = ThemeChoice(name, themesFolder: themes.path).load()
            #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
            let theme = try #require(result.theme)
            return PlayerStyle(theme: DefaultTheme.theme.overriding(with: theme), appearance: appearance) { Issue.record("no token \($0)") }
        }

        /// The three pictures of the controls in `style`.
        static func controls(_ style: PlayerStyle, size: Point) throws -> [String: RasterImage] {
            let work = FileManager.default.temporaryDirectory.appendingPathComponent("theme-goldens-\(UUID().uuidString)", isDirectory: true)
            try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: work) }
            var icon = RasterImage(width: 32, height: 32)
            for y in 0..<32 { for x in 0..<32 { icon.pixels.replaceSubrange((y * 32 + x) * 4..<(y * 32 + x) * 4 + 4, with: [UInt8(x * 8), 120, UInt8(y * 8), 255]) } }
            #expect(icon.writePNG(to: work.appendingPathComponent("icon.png").path))
            // A black line drawing on a transparent ground, as the corpus's icons are: it vanishes
            // on a dark row unless it gets a backdrop.
            var lines = RasterImage(width: 32, height: 32)
            for y in 0..<32 { for x in 0..<32 where x % 10 < 2 || y % 10 < 2 { lines.pixels.replaceSubrange((y * 32 + x) * 4..<(y * 32 + x) * 4 + 4, with: [0, 0, 0, 255]) } }
            #expect(lines.writePNG(to: work.appendingPathComponent("lines.png").path))
            let json = #"""
            { "type": "net.swipe.list", "title": "Library", "languages": [ { "id": "en", "title": "English" }, { "id": "de", "title": "Deutsch" } ],
              "sections": [ { "title": "Books", "items": [
                { "url": "a.swipe", "title": "The first book", "text": "With a subtitle", "icon": "icon.png" },
                { "url": "b.swipe", "title": "Second", "icon": "icon.png" },
                { "url": "c.swipe", "title": "Third" },
                { "url": "d.swipe", "title": "Line drawing", "icon": "lines.png" } ] } ] }
            """#
            let list = try #require(DocumentLoader.load(bytes: Array(json.utf8), name: "list.swipe", baseURL: work.appendingPathComponent("list.swipe")).list)
            var out: [String: RasterImage] = [:]

            let listCanvas = try #require(OffscreenCanvas(width: Int(size.x), height: Int(size.y)))
            let lists = ListRenderEngine(device: listCanvas.device, owner: listCanvas, report: { _ in })
            lists.draw(lists.layout(list, language: "en", viewport: size, showsBack: true, style: style), scroll: 0, selected: 1, pressed: 2)
            out["list"] = listCanvas.image()

            let statusCanvas = try #require(OffscreenCanvas(width: Int(size.x), height: Int(size.y)))
            let status = StatusPage(title: "https://example.org/book.swipe", lines: ["Fetching pictures: 3 of 8"], progress: 0.4, back: true, style: style)
            let statusCompositor = Compositor(device: statusCanvas.device, images: ImageLibrary(), fonts: FontResolver(), text: TextRasterizer())
            statusCompositor.draw([], screen: .identity, background: status.background)
            statusCompositor.drawOver(status.items(viewport: size))
            out["status"] = statusCanvas.image()

            let doc = try #require(DocumentLoader.load(bytes: Array(##"{ "pages": [ { "bc": "#8fb8de", "elements": [ { "x": "10%", "y": "40%", "w": "80%", "h": "20%", "bc": "#fff" } ] }, {} ] }"##.utf8),
                                                       name: "doc.swipe", baseURL: nil).document)
            let pageCanvas = try #require(OffscreenCanvas(width: Int(size.x), height: Int(size.y)))
            let engine = RenderEngine(document: doc, device: pageCanvas.device, owner: pageCanvas, viewport: size, language: "en", report: { _ in })
            engine.draw(position: 0, clock: { _ in 1 }, viewport: size)
            var chrome = PlayerChrome(style: style)
            chrome.pageBecameCurrent(at: 0)
            chrome.helpVisible = true
            chrome.errors = ["theme.json:3:14: error: \"#FF00ZZ\" is not a hex colour [colors.accent]"]
            engine.drawOver(chrome.items(viewport: size, page: 0, pageCount: 2, language: "English", back: true, at: 0.1))
            out["page"] = pageCanvas.image()

            // The settings panel over a busy page: titles, text and bright shapes right behind its labels.
            out["settings"] = try settingsPanel(over: Self.busyPage, style, size: size)
            return out
        }

        /// The settings panel drawn over the page of `json`.
        static func settingsPanel(over json: String, _ style: PlayerStyle, size: Point) throws -> RasterImage {
            let doc = try #require(DocumentLoader.load(bytes: Array(json.utf8), name: "page.swipe", baseURL: nil).document)
            let canvas = try #require(OffscreenCanvas(width: Int(size.x), height: Int(size.y)))
            let engine = RenderEngine(document: doc, device: canvas.device, owner: canvas, viewport: size, language: "en", report: { _ in })
            engine.draw(position: 0, clock: { _ in 1 }, viewport: size)
            var panel = SettingsPanel()
            panel.isOpen = true
            let settings = PresentationSettings(context: PresentationContext(document: .init(doc, window: size), window: size))
            engine.drawOver(panel.items(layout: SettingsPanel.layout(viewport: size, style: style), settings: settings, level: .global, style: style))
            return try #require(canvas.image())
        }

        /// Every bundled theme's settings panel is opaque: the same over a busy page as over a plain one.
        @Test(arguments: ["default", "dark", "high-contrast", "kiosk"])
        func theSettingsPanelHidesThePageBehindIt(_ theme: String) throws {
            let size = Point(800, 600)
            let style = try Self.style(theme, .light)
            let busy = try Self.settingsPanel(over: Self.busyPage, style, size: size)
            let plain = try Self.settingsPanel(over: ##"{ "pages": [ { "bc": "#ffffff" } ] }"##, style, size: size)
            let frame = SettingsPanel.layout(viewport: size, style: style).frame
            // Inside the panel (clear of its rounded corners), not one pixel may differ.
            var differing = 0
            for y in Int(frame.y) + 20..<Int(frame.maxY) - 20 {
                for x in Int(frame.x) + 20..<Int(frame.maxX) - 20 {
                    let i = (y * busy.width + x) * 4
                    if (0..<3).contains(where: { busy.pixels[i + $0] != plain.pixels[i + $0] }) { differing += 1 }
                }
            }
            #expect(differing == 0, "\(theme): \(differing) pixels of the panel show the page behind it")
        }

        /// A page as busy as they come: large titles, lines of text and saturated shapes everywhere.
        static let busyPage = ##"""
        { "pages": [ { "bc": "#ffe600", "elements": [
          { "x": 0, "y": 0, "w": "50%", "h": "50%", "bc": "#e6194b" }, { "x": "50%", "y": "50%", "w": "50%", "h": "50%", "bc": "#3cb44b" },
          { "x": "50%", "y": 0, "w": "50%", "h": "50%", "bc": "#4363d8" },
          { "text": "A BUSY TITLE OVER EVERYTHING", "fontSize": 40, "textColor": "#000", "y": "10%", "h": "20%" },
          { "text": "Lines of text, lines of text, lines of text, lines of text, lines of text, lines of text", "fontSize": 22, "textColor": "#fff", "y": "45%", "h": "30%" },
          { "path": "ellipse", "x": "30%", "y": "30%", "w": "40%", "h": "40%", "fillColor": "#f58231", "lineWidth": 6, "strokeColor": "#000" } ] } ] }
        """##

        @Test(arguments: cases)
        func controlsMatchTheReferences(_ c: Case) throws {
            let pictures = try Self.controls(try Self.style(c.theme, c.appearance), size: c.size)
            for (control, image) in pictures.sorted(by: { $0.key < $1.key }) {
                try ImageDifference.expect(image, toMatch: Self.folder.appendingPathComponent(c.golden(control)), "\(c) \(control)")
            }
        }

        @Test func everyThemeLooksDifferent() throws {
            let size = Point(360, 270)
            let pictures = try ["default", "dark", "high-contrast", "kiosk"].map { try Self.controls(try Self.style($0, .light), size: size) }
            for control in ["list", "status", "page", "settings"] {
                for i in pictures.indices {
                    for j in pictures.indices where j > i {
                        let a = try #require(pictures[i][control]), b = try #require(pictures[j][control])
                        #expect(ImageDifference(a, b).differingFraction > 0.005, "\(control): themes \(i) and \(j) look alike")
                    }
                }
            }
        }

        /// A theme that sets every token the default defines to something unusual: other colours,
        /// larger sizes, a monospaced font, ellipses, borders, a two-colour gradient.
        static func unusualTheme() throws -> Theme {
            let d = DefaultTheme.theme
            func hex(_ i: Int) -> String { ["\"#E91E63\"", "\"#00C853\"", "\"#FFD600\"", "\"#6200EA\"", "\"#FF6D00\"", "\"#00B8D4\""][i % 6] }
            let colors = d.names("colors").enumerated().map { "\"\($1)\": \(hex($0))" }
            let metrics = d.names("metrics").compactMap { n in d.metric(n).map { "\"\(n)\": \($0 == 0 ? 3 : $0 * 1.4 + 2)" } }
            let typography = d.names("typography").compactMap { n in d.typography(n).map { "\"\(n)\": { \"font\": { \"postScriptName\": \"Courier-Bold\" }, \"fontSize\": \($0.size * 1.3) }" } }
            let shapes = d.names("shapes").map { "\"\($0)\": { \"type\": \"ellipse\" }" }
            let button = ##"{ "surfaceColor": "#37474F", "textColor": "#FFEB3B", "borderColor": "#FF1744", "borderWidth": 3, "shape": { "type": "roundedRectangle", "cornerSize": { "width": 2, "height": 10 } }, "typography": { "font": { "postScriptName": "Courier" }, "fontSize": 22 } }"##
            let buttons = d.names("buttonStyles").map { "\"\($0)\": \(button)" }
            let json = """
            { "colors": { \(colors.joined(separator: ", ")) },
              "metrics": { \(metrics.joined(separator: ", ")) },
              "typography": { \(typography.joined(separator: ", ")) },
              "shapes": { \(shapes.joined(separator: ", ")) },
              "gradients": { "progress": { "colors": ["#FF1744", "#00E676"], "startPoint": "top", "endPoint": "bottom" } },
              "buttonStyles": { \(buttons.joined(separator: ", ")) } }
            """
            let result = Theme.read(bytes: Array(json.utf8), name: "unusual.json")
            #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty, "\(result.diagnostics)")
            return try #require(result.theme)
        }

        /// The share of pixels in `rect` that differ between two pictures.
        static func difference(_ a: RasterImage, _ b: RasterImage, in rect: Rect) -> Double {
            var differing = 0, all = 0
            for y in max(0, Int(rect.y))..<min(a.height, Int(rect.maxY)) {
                for x in max(0, Int(rect.x))..<min(a.width, Int(rect.maxX)) {
                    all += 1
                    let p = a.pixel(x, y), q = b.pixel(x, y)
                    if abs(Int(p.0) - Int(q.0)) + abs(Int(p.1) - Int(q.1)) + abs(Int(p.2) - Int(q.2)) > 24 { differing += 1 }
                }
            }
            return all == 0 ? 0 : Double(differing) / Double(all)
        }

        @Test func aThemeOfUnusualValuesChangesEveryControl() throws {
            let size = Point(800, 600)
            let standard = try Self.controls(.standard(), size: size)
            let unusual = try Self.controls(PlayerStyle(theme: DefaultTheme.theme.overriding(with: try Self.unusualTheme()), appearance: .light), size: size)
            let style = PlayerStyle.standard()
            let point = PlayerChrome.point(size)
            // Where each control draws under the default theme.
            let bar = style.barHeight * point, row = style.rowHeight * point
            let regions: [(String, String, Rect)] = [
                ("list", "bar", Rect(x: 0, y: 0, width: size.x, height: bar)),
                ("list", "section header", Rect(x: 0, y: bar, width: size.x, height: style.sectionHeaderHeight * point)),
                ("list", "rows", Rect(x: 0, y: bar + style.sectionHeaderHeight * point, width: size.x, height: 3 * row)),
                ("list", "background", Rect(x: 0, y: size.y - 40, width: size.x, height: 40)),
                ("status", "page", Rect(x: 0, y: 0, width: size.x, height: size.y)),
                ("status", "back button", PlayerChrome.backButton(viewport: size)),
                ("page", "page indicator", Rect(x: size.x / 2 - 40, y: size.y - 3 * style.margin * point, width: 80, height: 2 * style.margin * point)),
                ("page", "language button", PlayerChrome.languageButton(viewport: size, title: "English")),
                ("page", "help overlay", Rect(x: size.x / 2 - 200, y: size.y / 2 - 100, width: 400, height: 200)),
                ("page", "error overlay", Rect(x: 40, y: style.margin * point, width: size.x - 80, height: 20)),
            ]
            for (control, part, rect) in regions {
                let a = try #require(standard[control]), b = try #require(unusual[control])
                #expect(Self.difference(a, b, in: rect) > 0.05, "\(control), \(part): looks as under the default theme")
            }
        }

        @Test func aFontFromAThemeDrawsTheListTitle() throws {
            // A font shipped inside the theme (here the bytes of the installed Liberation Mono,
            // declared under a name no installed font has) draws the list's title.
            let file = FontResolver().face(for: ["Courier-Bold"]).path
            let data = try Data(contentsOf: URL(fileURLWithPath: file)).base64EncodedString()
            let json = """
            { "fonts": { "brand": { "postScriptName": "BrandMono-Bold", "source": "data:font/ttf;base64,\(data)" } },
              "typography": { "listTitle": { "font": "$fonts/brand", "fontSize": 24 } } }
            """
            let theme = try #require(Theme.read(bytes: Array(json.utf8), name: "brand.json").theme)
            #expect(theme.fonts.map(\.postScriptName) == ["BrandMono-Bold"])
            FontResolver.register(fontsOf: theme)
            let size = Point(800, 600)
            let branded = try #require(try Self.controls(PlayerStyle(theme: DefaultTheme.theme.overriding(with: theme), appearance: .light), size: size)["list"])
            let sized = ##"{ "typography": { "listTitle": { "font": { "postScriptName": "Helvetica-Bold" }, "fontSize": 24 } } }"##
            let sizedTheme = try #require(Theme.read(bytes: Array(sized.utf8), name: "plain.json").theme)
            let plain = try #require(try Self.controls(PlayerStyle(theme: DefaultTheme.theme.overriding(with: sizedTheme), appearance: .light), size: size)["list"])
            let bar = Rect(x: 0, y: 0, width: size.x, height: PlayerStyle.standard().barHeight * PlayerChrome.point(size))
            #expect(Self.difference(branded, plain, in: bar) > 0.01, "the title's glyphs are the theme's font's, not the default's")
            #expect(Self.difference(branded, plain, in: Rect(x: 0, y: bar.maxY + 2, width: size.x, height: size.y - bar.maxY - 2)) == 0, "nothing else changes")
        }
    }
}
