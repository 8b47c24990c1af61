import Testing
@testable import SwipeDocument
@testable import SwipeReader
import DocumentTestSupport

/// The reader menu without a window: which commands it lists, from the key table, and its touch
/// targets' size at the display's density.
@Suite struct ReaderMenuTests {
    let style = PlayerStyle.standard()

    func center(_ r: Rect) -> Point { Point(r.x + r.width / 2, r.y + r.height / 2) }

    @Test func itemsAreTheCommandsWithTheirSummaryAndKeysFromTheTable() {
        let items = ReaderMenu.items(keys: .defaults, offer: .init(languages: 2))
        #expect(items.map(\.command) == [.overview, .search, .annotations, .bookmark(.toggle), .readAloud, .captions, .spokenFeedback, .volumeDown, .volumeUp,
                                          .settings, .languageNext, .fullscreen])
        for item in items { #expect(item.title == item.command.summary) }
        #expect(items.first { $0.command == .overview }?.keys == "G")
        #expect(items.first { $0.command == .bookmark(.toggle) }?.keys == "B")
        #expect(items.first { $0.command == .fullscreen }?.keys == "F  F11")
        // A reader's own keys.conf shows in the menu.
        var mine = KeyBindings.defaults
        mine.bind(.init(KeyChord(key: "o"), .overview))
        #expect(ReaderMenu.items(keys: mine, offer: .init()).first { $0.command == .overview }?.keys == "G  O")
    }

    @Test func theReaderMenuItselfIsBoundToThreeFingersAndTheMenuKey() {
        #expect(KeyBindings.defaults.command(for: KeyChord(key: "touch_3"), in: [.reader]) == .readerMenu)
        #expect(KeyBindings.defaults.command(for: KeyChord(key: "menu"), in: [.reader]) == .readerMenu)
        #expect(Command("reader-menu") == .readerMenu && KeyName.key("Touch_3") == "touch_3")
    }

    @Test func whatTheReaderLacksIsNotOffered() {
        let story = ReaderMenu.items(keys: .defaults, offer: .init(annotationList: false, languages: 1, captions: false)).map(\.command)
        #expect(!story.contains(.annotations) && !story.contains(.languageNext) && !story.contains(.captions) && story.contains(.bookmark(.toggle)))
        let bare = ReaderMenu.items(keys: .defaults, offer: .init(bookmarks: false, annotationList: false, settings: false, captions: false)).map(\.command)
        #expect(bare == [.overview, .search, .readAloud, .spokenFeedback, .volumeDown, .volumeUp, .fullscreen])
    }

    @Test func aKioskOffersOnlyWhatItAllows() {
        let kiosk = ReaderMenu.items(keys: .defaults, offer: .init(kiosk: true, languages: 3)).map(\.command)
        #expect(kiosk == [.overview, .search, .readAloud, .captions, .spokenFeedback, .volumeDown, .volumeUp, .languageNext])
        for c in kiosk { #expect(KioskPolicy.allows(c)) }
        #expect(KioskPolicy.allows(.readerMenu))
    }

    @Test func theVolumeRowsAreQuieterAndLouderWithTheirKeysAndStayOpen() {
        let items = ReaderMenu.items(keys: .defaults, offer: .init())
        #expect(items.first { $0.command == .volumeDown }.map { [$0.title, $0.keys] } == ["quieter", "9"])
        #expect(items.first { $0.command == .volumeUp }.map { [$0.title, $0.keys] } == ["louder", "0"])
        #expect(ReaderMenu.staysOpen == [.volumeDown, .volumeUp], "only the volume rows are chosen again and again")
    }

    @Test func targetsAreNineMillimetresAt96And192Dpi() {
        #expect(ReaderMenu.minimumTarget(dpi: 96) == 48)
        #expect(ReaderMenu.minimumTarget(dpi: 192) == 96)
        #expect(ReaderMenu.minimumTarget(dpi: nil, scale: 2) == 96)
        for (dpi, viewport) in [(96.0, Point(800, 600)), (192.0, Point(1600, 1200)), (96.0, Point(320, 480)), (192.0, Point(2560, 1440))] {
            let target = ReaderMenu.minimumTarget(dpi: dpi)
            let l = ReaderMenu.layout(viewport: viewport, style: style, count: 8, target: target)
            #expect(l.rows.count == 8)
            for r in l.rows {
                #expect(r.height >= target && r.width >= target, "\(dpi) dpi \(viewport): \(r)")
                #expect(l.frame.contains(Point(r.x, r.y)) && r.maxX <= l.frame.maxX + 1e-9)
            }
            for (a, b) in zip(l.rows, l.rows.dropFirst()) { #expect(a.maxY <= b.y || a.maxX <= b.x, "rows do not overlap") }
        }
        // Nine millimetres are twice the pixels at twice the density.
        let low = ReaderMenu.layout(viewport: Point(1600, 1200), style: style, count: 8, target: 48)
        let high = ReaderMenu.layout(viewport: Point(1600, 1200), style: style, count: 8, target: 96)
        #expect(high.rowHeight >= 2 * 48 && high.rowHeight > low.rowHeight)
    }

    @Test func aTapFindsItsRowAndOutsideIsOutside() {
        let l = ReaderMenu.layout(viewport: Point(1000, 800), style: style, count: 5, target: 48)
        for (i, r) in l.rows.enumerated() { #expect(ReaderMenu.target(at: center(r), layout: l) == .item(i)) }
        #expect(ReaderMenu.target(at: Point(2, 2), layout: l) == .outside)
        #expect(ReaderMenu.target(at: Point(l.frame.x + 1, l.frame.y + 1), layout: l) == .panel)
    }

    @Test func keysMoveChooseAndClose() {
        var menu = ReaderMenu()
        menu.open()
        #expect(menu.key(.up, count: 4) == nil && menu.focus == 3)
        #expect(menu.key(.down, count: 4) == nil && menu.focus == 0)
        _ = menu.key(.down, count: 4)
        #expect(menu.key(.activate, count: 4) == 1 && !menu.isOpen)
        menu.open()
        #expect(menu.focus == 0)
        #expect(menu.key(.close, count: 4) == nil && !menu.isOpen)
    }

    @Test func drawnOverAnOpaqueBackdropWithTheThemesTokens() {
        var menu = ReaderMenu()
        let entries = ReaderMenu.items(keys: .defaults, offer: .init())
        let l = ReaderMenu.layout(viewport: Point(1000, 800), style: style, count: entries.count, target: 48)
        #expect(menu.items(entries, layout: l, style: style).isEmpty)
        menu.open()
        let items = menu.items(entries, layout: l, style: style)
        #expect(items.first == PlayerChrome.backdrop(viewport: Point(1000, 800), style: style).first)
        let texts = items.compactMap { if case .text(let s, _) = $0.content { s } else { nil } }
        #expect(texts.contains(Command.overview.summary) && texts.contains("G"))
    }

    @Test func theIndicatorFrameIsWhereItIsDrawnWhileItShows() {
        var chrome = PlayerChrome()
        let viewport = Point(1000, 800)
        #expect(chrome.shownIndicator(viewport: viewport, page: 2, pageCount: 12, marks: 0, at: 0) == nil)
        chrome.pageBecameCurrent(at: 0)
        let frame = chrome.shownIndicator(viewport: viewport, page: 2, pageCount: 12, marks: 0, at: 0.5)
        #expect(frame == chrome.indicatorFrame(viewport: viewport, label: "3 / 12", marks: 0))
        #expect(frame.map { $0.y > viewport.y / 2 && abs($0.x + $0.width / 2 - viewport.x / 2) < 1e-9 } == true)
        #expect(chrome.shownIndicator(viewport: viewport, page: 2, pageCount: 12, marks: 0, at: 100) == nil)
        chrome.showsPageNumber = false
        #expect(chrome.shownIndicator(viewport: viewport, page: 2, pageCount: 12, marks: 0, at: 0.5) == nil)
    }
}
