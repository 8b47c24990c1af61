import Testing
@testable import SwipeDocument
@testable import SwipeReader
import DocumentTestSupport

@Suite struct PlayerChromeTests {
    private let viewport = Point(800, 600)

    private func texts(_ items: [DisplayItem]) -> [String] {
        items.compactMap { if case .text(let s, _) = $0.content { return s } else { return nil } }
    }

    @Test func nothingShowsBeforeAPageBecomesCurrent() {
        let chrome = PlayerChrome()
        #expect(chrome.items(viewport: viewport, page: 0, pageCount: 3, language: nil, at: 5).isEmpty)
        #expect(!chrome.isAnimating(at: 5))
    }

    @Test func thePageIndicatorHoldsThenFades() {
        var chrome = PlayerChrome()
        chrome.pageBecameCurrent(at: 10)
        #expect(chrome.indicatorOpacity(at: 10.5) == 1)
        #expect(abs(chrome.indicatorOpacity(at: 10 + PlayerChrome.hold + PlayerChrome.fade / 2) - 0.5) < 1e-9)
        #expect(chrome.indicatorOpacity(at: 12.1) == 0)
        #expect(chrome.isAnimating(at: 11) && !chrome.isAnimating(at: 12.1))
        let items = chrome.items(viewport: viewport, page: 2, pageCount: 12, language: nil, at: 10.2)
        #expect(texts(items) == ["3 / 12"])
        #expect(texts(chrome.items(viewport: viewport, page: 2, pageCount: 12, language: "日本語", at: 10.2)) == ["3 / 12", "日本語"])
        #expect(chrome.items(viewport: viewport, page: 2, pageCount: 12, language: nil, at: 13).isEmpty)
    }

    @Test func theIndicatorSitsAtTheBottomCentreInsideTheWindow() throws {
        var chrome = PlayerChrome()
        chrome.pageBecameCurrent(at: 0)
        let box = try #require(chrome.items(viewport: viewport, page: 0, pageCount: 3, language: nil, at: 0).first)
        let x = box.transform[0, 3], y = box.transform[1, 3]
        #expect(abs(x + box.size.x / 2 - viewport.x / 2) < 1e-9)
        #expect(y > viewport.y * 0.8 && y + box.size.y < viewport.y)
    }

    @Test func aBookmarkedPageShowsItsRibbonInTheIndicator() throws {
        var chrome = PlayerChrome()
        chrome.pageBecameCurrent(at: 0)
        let red = Color(0.8, 0.1, 0.1)
        let plain = chrome.items(viewport: viewport, page: 0, pageCount: 3, language: nil, at: 0)
        let marked = chrome.items(viewport: viewport, page: 0, pageCount: 3, language: nil, marks: [red], at: 0)
        let ribbons = marked.filter { if case .path(_, let paint) = $0.content { return paint.fillColor == red }; return false }
        #expect(ribbons.count == 1 && !plain.contains { if case .path = $0.content { return true }; return false })
        let pill = try #require(marked.first), ribbon = try #require(ribbons.first), plainPill = try #require(plain.first)
        // Inside the pill, on its left, the label still in the middle of the window.
        #expect(ribbon.transform[0, 3] > pill.transform[0, 3] && ribbon.transform[0, 3] + ribbon.size.x < pill.transform[0, 3] + pill.size.x / 3)
        #expect(ribbon.transform[1, 3] > pill.transform[1, 3] && ribbon.transform[1, 3] + ribbon.size.y < pill.transform[1, 3] + pill.size.y)
        #expect(pill.size.x > plainPill.size.x)
        #expect(abs(pill.transform[0, 3] + pill.size.x / 2 - viewport.x / 2) < 1e-9)
        // It fades with the indicator, and is gone with the page number turned off.
        #expect(abs((chrome.items(viewport: viewport, page: 0, pageCount: 3, language: nil, marks: [red], at: PlayerChrome.hold + PlayerChrome.fade / 2)
            .last?.opacity ?? 0) - 0.5) < 1e-9)
        chrome.showsPageNumber = false
        #expect(chrome.items(viewport: viewport, page: 0, pageCount: 3, language: nil, marks: [red], at: 0).isEmpty)
    }

    @Test func helpListsEveryKeyInsideTheWindow() {
        var chrome = PlayerChrome()
        chrome.helpVisible = true
        let items = chrome.items(viewport: Point(400, 300), page: 0, pageCount: 1, language: nil, at: 0)
        let shown = texts(items)
        for (keys, action) in chrome.table {
            #expect(shown.contains(keys) && shown.contains(action))
        }
        for item in items {
            #expect(item.transform[0, 3] >= 0 && item.transform[0, 3] + item.size.x <= 400)
            #expect(item.transform[1, 3] >= 0 && item.transform[1, 3] + item.size.y <= 300)
        }
    }

    @Test func reloadErrorsAreListedAtTheTopUntilCleared() {
        var chrome = PlayerChrome()
        chrome.errors = (1...10).map { "doc.swipe:\($0):1: error: problem \($0)" }
        let shown = texts(chrome.items(viewport: viewport, page: 0, pageCount: 1, language: nil, at: 0))
        #expect(shown.count == 9)
        #expect(shown.first == "doc.swipe:1:1: error: problem 1")
        #expect(shown.last == "… and 2 more")
        chrome.errors = []
        #expect(chrome.items(viewport: viewport, page: 0, pageCount: 1, language: nil, at: 0).isEmpty)
    }

    @Test func theLanguageButtonShowsWithTheIndicatorTopRightAndTakesTaps() {
        var chrome = PlayerChrome()
        chrome.pageBecameCurrent(at: 0)
        let frame = PlayerChrome.languageButton(viewport: viewport, title: "English")
        #expect(frame.x + frame.width < viewport.x && frame.y > 0 && frame.y + frame.height < viewport.y * 0.2)
        let centre = Point(frame.x + frame.width / 2, frame.y + frame.height / 2)
        let language = { (p: Point, t: Double) in OwnButton.hit(p, chrome: chrome, viewport: self.viewport, indicator: nil, back: false, gear: false, language: "English", at: t) }
        #expect(language(centre, 1) == .language)
        #expect(language(Point(10, 10), 1) == nil)
        #expect(language(centre, 5) == nil, "not once it has faded")
    }

    @Test func theBackButtonShowsTopLeftOnlyWhenAskedAndTakesTaps() {
        var chrome = PlayerChrome()
        chrome.pageBecameCurrent(at: 0)
        #expect(!texts(chrome.items(viewport: viewport, page: 0, pageCount: 2, language: nil, at: 1)).contains(PlayerChrome.backLabel(.standard())))
        #expect(texts(chrome.items(viewport: viewport, page: 0, pageCount: 2, language: nil, back: true, at: 1)).contains(PlayerChrome.backLabel(.standard())))
        let frame = PlayerChrome.backButton(viewport: viewport)
        #expect(frame.x > 0 && frame.x + frame.width < viewport.x / 2 && frame.y + frame.height < viewport.y * 0.2)
        let centre = Point(frame.x + frame.width / 2, frame.y + frame.height / 2)
        let back = { (p: Point, t: Double) in OwnButton.hit(p, chrome: chrome, viewport: self.viewport, indicator: nil, back: true, gear: false, language: nil, at: t) }
        #expect(back(centre, 1) == .back)
        #expect(back(Point(viewport.x - 5, 5), 1) == nil)
        #expect(back(centre, 5) == nil, "not once it has faded")
    }

    @Test func theButtonsDrawTheThemesImagesBeforeTheirLabelsAndGlyphsWithoutThem() {
        var chrome = PlayerChrome()
        chrome.pageBecameCurrent(at: 0)
        /// Each label and the token of its icon ("-": none).
        func labels() -> [String: String] {
            Dictionary(uniqueKeysWithValues: chrome.items(viewport: viewport, page: 0, pageCount: 2, language: "English", back: true, at: 0).compactMap {
                if case .text(let s, let paint) = $0.content { return (s, paint.icon?.token ?? "-") } else { return nil }
            })
        }
        #expect(labels() == ["1 / 2": "-", "English": "images/language", "Back": "images/back"])
        var plain = PlayerStyle.standard()
        plain.backImage = nil
        plain.languageImage = nil
        chrome.style = plain
        #expect(labels() == ["1 / 2": "-", "文A  English": "-", "‹  Back": "-"])
        // The button makes room for its icon: its label is four characters, not seven, and an icon.
        let point = PlayerChrome.point(viewport), size = PlayerStyle.standard().chromeButton.typography.size * point
        let widths = (PlayerChrome.backButton(viewport: viewport).width, PlayerChrome.backButton(viewport: viewport, style: plain).width)
        #expect(abs(widths.1 - widths.0 - (3 * 0.62 - 1 - TextPaint.iconGap) * size) < 1e-9)
    }

    @Test func aListsHelpListsTheListsKeys() {
        var chrome = PlayerChrome(help: .list)
        chrome.helpVisible = true
        let shown = texts(chrome.items(viewport: Point(400, 300), page: 0, pageCount: 0, language: nil, at: 0))
        for (keys, action) in chrome.table {
            #expect(shown.contains(keys) && shown.contains(action))
        }
        #expect(!shown.contains("next page"))
    }
}
