import Foundation
import Testing
@testable import SwipeDocument
@testable import SwipeReader
import DocumentTestSupport

/// A document list laid out in window pixels: rows, sections, row heights, texts in the list's
/// languages, icons, controls and their hits, scrolling to a row.
struct ListLayoutTests {
    let viewport = Point(800, 600)

    func list(_ json: String) throws -> ListDocument {
        try #require(load(#"{ "type": "net.swipe.list", "#.appending(json).appending(" }")).list)
    }

    func layout(_ json: String, language: String = "en", showsBack: Bool = false, sizes: FixedSizes = FixedSizes()) throws -> ListLayout {
        ListLayout(list: try list(json), language: language, viewport: viewport, showsBack: showsBack, icons: sizes)
    }

    func texts(_ items: [DisplayItem]) -> [String] {
        items.compactMap { if case .text(let s, _) = $0.content { return s } else { return nil } }
    }

    func origin(_ item: DisplayItem) -> Point { Point(item.transform[0, 3], item.transform[1, 3]) }

    @Test func rowsStackBelowTheirSectionHeaders() throws {
        let l = try layout(#""sections": [ { "title": "One", "items": [ { "url": "a.swipe" }, { "url": "b.swipe" } ] }, { "items": [ { "url": "c.swipe" } ] } ]"#)
        #expect(abs(l.point - 21.0 / 16) < 1e-9)
        #expect(l.headers.map(\.title) == ["One"])
        #expect(l.headers[0].frame == Rect(x: 0, y: 0, width: 800, height: 28 * l.point))
        #expect(l.rows.map(\.section) == [0, 0, 1])
        #expect(l.rowHeight == 44 * l.point)
        #expect(zip(l.rows.map(\.frame.y), [28.0, 72, 116]).allSatisfy { abs($0 - $1 * l.point) < 1e-9 })
        #expect(abs(l.contentHeight - 160 * l.point) < 1e-9)
        #expect(l.maxScroll == 0)
        #expect(l.rows[2].item.url?.text == "c.swipe")
    }

    @Test func rowHeightIsPointsThatGrowWithTheWindowOrAPercentageOfTheListAreaButAtLeastATouchTarget() throws {
        let points = try layout(#""rowHeight": 40, "items": [ { "url": "a.swipe" } ]"#)
        #expect(points.rowHeight == 40 * points.point)
        // No lower than the theme's touch target (32 points), in points or in percent.
        #expect(try layout(#""rowHeight": 20, "items": [ { "url": "a.swipe" } ]"#).rowHeight == 32 * points.point)
        #expect(try layout(#""rowHeight": "1%", "items": [ { "url": "a.swipe" } ]"#).rowHeight == 32 * points.point)
        let big = ListLayout(list: try list(#""rowHeight": 40, "items": [ { "url": "a.swipe" } ]"#), language: "en",
                             viewport: Point(1600, 1200), showsBack: false, icons: FixedSizes())
        #expect(big.rowHeight == 2 * points.rowHeight)
        let percent = try layout(#""rowHeight": "10%", "items": [ { "url": "a.swipe" } ]"#)
        #expect(abs(percent.rowHeight - (600 - percent.barHeight) / 10) < 1e-9)
        let subtitled = try layout(#""items": [ { "url": "a.swipe", "text": "below" } ]"#)
        #expect(subtitled.rowHeight == 58 * subtitled.point)
        // No taller than the list's area, however many points are asked for (its icon with it).
        let tall = try layout(#""rowHeight": 1000000, "items": [ { "url": "a.swipe", "icon": "a.png" } ]"#)
        #expect(tall.rowHeight == 600 - tall.barHeight)
        #expect(try #require(tall.rows.first?.iconFrame).height <= tall.rowHeight)
        #expect(try layout(#""rowHeight": "250%", "items": [ { "url": "a.swipe" } ]"#).rowHeight == 600 - tall.barHeight)
    }

    @Test func aTitleFallsBackToTheUrlAndASubtitleShowsSmallerAndGreyUnderIt() throws {
        let l = try layout(#""items": [ { "url": "docs/a.swipe" }, { "url": "b.swipe", "title": "Bee", "text": "a subtitle" } ]"#)
        #expect(l.rows.map(\.title) == ["docs/a.swipe", "Bee"])
        #expect(l.rows.map(\.subtitle) == [nil, "a subtitle"])
        let items = l.items(scroll: 0, selected: nil, pressed: nil)
        let styles = items.compactMap { item -> (String, TextPaint, Point)? in
            if case .text(let s, let p) = item.content { return (s, p, origin(item)) } else { return nil }
        }
        let title = try #require(styles.first { $0.0 == "Bee" }), subtitle = try #require(styles.first { $0.0 == "a subtitle" })
        #expect(subtitle.1.fontSize < title.1.fontSize)
        #expect(subtitle.1.color != title.1.color && subtitle.1.color.r > 0.3)
        #expect(subtitle.2.y > title.2.y && subtitle.2.x == title.2.x)
    }

    @Test func textsFollowTheLanguageThroughTheListsStrings() throws {
        let json = #""languages": [ { "id": "en", "title": "English" }, { "id": "ja", "title": "日本語" } ],"# +
            #""strings": { "hello": { "en": "Hello", "ja": "こんにちは" } },"# +
            #""sections": [ { "title": { "en": "Start", "*": "始め" }, "items": [ { "url": "a.swipe", "title": { "ref": "hello" }, "text": { "*": "any" } } ] } ]"#
        let en = try layout(json, language: "en"), ja = try layout(json, language: "ja")
        #expect(en.rows[0].title == "Hello" && ja.rows[0].title == "こんにちは")
        #expect(en.headers[0].title == "Start" && ja.headers[0].title == "始め")
        #expect(ja.rows[0].subtitle == "any")
        #expect(en.languageTitle == "English" && ja.languageTitle == "日本語")
        #expect(texts(ja.items(scroll: 0, selected: nil, pressed: nil)).contains(ListLayout.languageLabel("日本語", .standard())))
        #expect(try layout(#""languages": [ { "id": "en" } ], "items": []"#).languageTitle == nil)
    }

    @Test func iconsAreAspectFittedInASquareAndTitlesStayAligned() throws {
        let sizes = FixedSizes(sizes: ["wide.png": Point(200, 100)])
        let l = try layout(#""items": [ { "url": "a.swipe", "icon": "wide.png" }, { "url": "b.swipe" }, { "url": "c.swipe", "icon": "gone.png" } ]"#, sizes: sizes)
        let icon = try #require(l.rows[0].iconFrame)
        #expect(abs(icon.width - 2 * icon.height) < 1e-9)
        #expect(abs(icon.y + icon.height / 2 - l.rows[0].frame.height / 2) < 1e-9)
        #expect(l.rows[1].iconFrame == nil, "no icon, nothing drawn")
        let missing = try #require(l.rows[2].iconFrame, "an icon that cannot be read keeps its square")
        #expect(abs(missing.width - missing.height) < 1e-9 && !l.rows[2].iconReadable)
        let items = l.items(scroll: 0, selected: nil, pressed: nil)
        let images = items.filter { if case .image = $0.content { return true } else { return false } }
        #expect(images.count == 1)
        #expect(items.contains { $0.content == .placeholder(reason: "gone.png") }, "and shows a placeholder in it")
        let titleX = items.filter { if case .text(let s, _) = $0.content { return s.hasSuffix(".swipe") } else { return false } }.map { origin($0).x }
        #expect(titleX.count == 3 && Set(titleX).count == 1 && titleX[0] >= icon.maxX)
        let plain = try layout(#""items": [ { "url": "a.swipe" } ]"#)
        #expect(plain.textX == 16 * plain.point)
    }

    @Test func rowsScrollUnderTheBarAndAreClippedToTheListArea() throws {
        let l = try layout(#""items": [ "# + (0..<30).map { #"{ "url": "\#($0).swipe" }"# }.joined(separator: ",") + " ]")
        #expect(l.maxScroll == l.contentHeight - (600 - l.barHeight))
        let items = l.items(scroll: 100, selected: nil, pressed: nil)
        #expect(!texts(items).contains("0.swipe"))
        let first = try #require(items.first { if case .text("1.swipe", _) = $0.content { return true } else { return false } })
        #expect(origin(first).y < l.barHeight && origin(first).y > l.barHeight - 100)
        #expect(first.clips == [ClipRegion(size: Point(800, 600 - l.barHeight), cornerRadius: 0, transform: .translation(0, l.barHeight))])
        #expect(!texts(items).contains("29.swipe"))
        #expect(texts(l.items(scroll: l.maxScroll, selected: nil, pressed: nil)).contains("29.swipe"))
    }

    @Test func selectedAndPressedRowsAreHighlighted() throws {
        let l = try layout(#""items": [ { "url": "a.swipe" }, { "url": "b.swipe" } ]"#)
        func highlight(selected: Int?, pressed: Int?) -> [(Color, Double)] {
            l.items(scroll: 0, selected: selected, pressed: pressed).compactMap { item in
                guard case .box(let c, _) = item.content, c == PlayerStyle.standard().selection || c == PlayerStyle.standard().pressed else { return nil }
                return (c, origin(item).y)
            }
        }
        #expect(highlight(selected: nil, pressed: nil).isEmpty)
        let selected = highlight(selected: 1, pressed: nil)
        #expect(selected.count == 1 && selected[0].0 == PlayerStyle.standard().selection && selected[0].1 == l.barHeight + l.rowHeight)
        let pressed = highlight(selected: 1, pressed: 1)
        #expect(pressed.count == 1 && pressed[0].0 == PlayerStyle.standard().pressed)
    }

    @Test func hitsFindRowsAndTheControls() throws {
        let json = #""languages": [ { "id": "en", "title": "English" }, { "id": "de", "title": "Deutsch" } ], "items": [ "# +
            (0..<20).map { #"{ "url": "\#($0).swipe" }"# }.joined(separator: ",") + " ]"
        let l = try layout(json, showsBack: true)
        #expect(l.hit(Point(400, l.barHeight + 1), scroll: 0) == .row(0))
        #expect(l.hit(Point(400, l.barHeight + l.rowHeight * 2.5), scroll: 0) == .row(2))
        #expect(l.hit(Point(400, l.barHeight + 1), scroll: l.rowHeight * 3) == .row(3))
        #expect(l.hit(Point(10, l.barHeight / 2), scroll: 0) == .back)
        #expect(l.hit(Point(795, l.barHeight / 2), scroll: 0) == .language)
        #expect(l.hit(Point(400, l.barHeight / 2), scroll: 0) == nil)
        #expect(try layout(json, showsBack: false).hit(Point(10, l.barHeight / 2), scroll: 0) == nil)
        let short = try layout(#""items": [ { "url": "a.swipe" } ]"#)
        #expect(short.hit(Point(400, 590), scroll: 0) == nil)
        #expect(short.hit(Point(795, short.barHeight / 2), scroll: 0) == nil)
    }

    @Test func scrollingToShowARowMovesAsLittleAsPossible() throws {
        let l = try layout(#""items": [ "# + (0..<30).map { #"{ "url": "\#($0).swipe" }"# }.joined(separator: ",") + " ]")
        #expect(l.scroll(toShow: 2, from: 0) == 0)
        #expect(abs(l.scroll(toShow: 20, from: 0) - (21 * l.rowHeight - l.areaHeight)) < 1e-9)
        #expect(l.scroll(toShow: 1, from: 300) == l.rowHeight)
        #expect(l.scroll(toShow: 29, from: 0) == l.maxScroll)
        #expect(l.scroll(toShow: 99, from: 1e6) == l.maxScroll)
    }

    @Test func anEmptyListSaysSo() throws {
        let l = ListLayout(list: ListDocument(title: "Empty", sections: []), language: "en", viewport: viewport, showsBack: false, icons: FixedSizes())
        #expect(l.rows.isEmpty && l.maxScroll == 0)
        #expect(texts(l.items(scroll: 0, selected: nil, pressed: nil)) == [ListLayout.emptyMessage, "Empty"])
    }

    @Test func everythingScalesWithTheWindow() throws {
        let json = #""title": "T", "items": [ { "url": "a.swipe" } ]"#
        let small = try layout(json)
        let large = ListLayout(list: try list(json), language: "en", viewport: Point(1600, 1200), showsBack: true, icons: FixedSizes())
        #expect(large.barHeight == 2 * small.barHeight && large.rowHeight == 2 * small.rowHeight)
        #expect(large.backFrame.width > small.backFrame.width)
    }

    /// A bundled theme's tokens, as `--theme NAME` reads them.
    static func bundled(_ name: String) throws -> PlayerStyle {
        let themes = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../Assets/themes").standardized
        let theme = try #require(ThemeChoice(name, themesFolder: themes.path).load().theme)
        return PlayerStyle(theme: DefaultTheme.theme.overriding(with: theme), appearance: .light)
    }

    /// The test corpus's document list (rows a tenth of the list area high) in the kiosk theme
    /// has larger titles, subtitles, rows, bar and bar buttons than in the default theme, small
    /// window or large: the theme's row height is not shrunk back to the list's percentage.
    @Test(arguments: [Point(640, 400), Point(1920, 1080)])
    func theKioskThemeIsLargerThanTheDefaultAtAnySize(_ size: Point) throws {
        let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Corpus/index.swipe").standardized
        var json = try String(contentsOf: corpus, encoding: .utf8)
        let list = try #require(load(json).list)
        json = json.replacingOccurrences(of: #""title":"Swipe Overview","#, with: #""title":"Swipe Overview", "text":"A subtitle","#)
        let subtitled = try #require(load(json).list)
        let sizes = FixedSizes(sizes: Dictionary(list.sections.flatMap(\.items).compactMap(\.icon).map { ($0.text, Point(180, 180)) }) { a, _ in a },
                               frames: [:])
        func laid(_ list: ListDocument, _ theme: String) throws -> ListLayout {
            ListLayout(list: list, language: "en", viewport: size, showsBack: true, icons: sizes, style: try Self.bundled(theme))
        }
        let standard = try laid(list, "default"), kiosk = try laid(list, "kiosk")
        #expect(kiosk.titleSize > 1.2 * standard.titleSize, "\(size): kiosk titles \(kiosk.titleSize) px, default \(standard.titleSize) px")
        #expect(kiosk.rowHeight > 1.2 * standard.rowHeight, "\(size): kiosk rows \(kiosk.rowHeight) px, default \(standard.rowHeight) px")
        #expect(kiosk.barHeight > 1.2 * standard.barHeight)
        #expect(kiosk.backFrame.height > 1.2 * standard.backFrame.height && kiosk.backFrame.width > 1.2 * standard.backFrame.width)
        #expect(try laid(subtitled, "kiosk").subtitleSize > 1.2 * laid(subtitled, "default").subtitleSize)
        // Rows never fall below the theme's touch target.
        #expect(kiosk.rowHeight >= kiosk.style.touchTarget * kiosk.point)
    }

    /// A row whose icon hardly shows on the row's colour gets a tile of `iconBackdrop` behind it,
    /// the icon inset in it; an icon that shows, or one not measured, gets none.
    @Test func anIconThatHardlyShowsOnTheRowGetsABackdrop() throws {
        struct Tones: IconTones {
            func meanLuminance(of asset: AssetReference) -> Double? { asset.text == "dark.png" ? 0.01 : asset.text == "light.png" ? 0.9 : nil }
        }
        let json = #""items": [ { "url": "a.swipe", "icon": "dark.png" }, { "url": "b.swipe", "icon": "light.png" }, { "url": "c.swipe", "icon": "unknown.png" } ]"#
        let sizes = FixedSizes(sizes: ["dark.png": Point(10, 10), "light.png": Point(10, 10), "unknown.png": Point(10, 10)], frames: [:])
        var dark = PlayerStyle.standard(.dark)
        dark.iconBackdrop = Color(0.9, 0.9, 0.92)
        let onDark = ListLayout(list: try list(json), language: "en", viewport: viewport, showsBack: false, icons: sizes, tones: Tones(), style: dark)
        #expect(onDark.rows.map { $0.iconBackdrop != nil } == [true, false, false])
        let tile = try #require(onDark.rows[0].iconBackdrop), icon = try #require(onDark.rows[0].iconFrame)
        #expect(icon.x > tile.x && icon.maxX < tile.maxX && icon.y > tile.y && icon.maxY < tile.maxY)
        let tiles = onDark.items(scroll: 0, selected: nil, pressed: nil).filter {
            if case .box(let c, let r) = $0.content { return c == dark.iconBackdrop && r > 0 } else { return false }
        }
        #expect(tiles.count == 1)
        let onLight = ListLayout(list: try list(json), language: "en", viewport: viewport, showsBack: false, icons: sizes, tones: Tones(), style: .standard(.light))
        #expect(onLight.rows.map { $0.iconBackdrop != nil } == [false, true, false])
        // Without luminance (no `tones`), no icon has a backdrop.
        #expect(try layout(json, sizes: sizes).rows.allSatisfy { $0.iconBackdrop == nil })
    }
}
