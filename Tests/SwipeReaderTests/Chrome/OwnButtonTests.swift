import Testing
@testable import SwipeDocument
@testable import SwipeReader

/// One hit test for the player's own buttons on either screen: back, the page indicator, the gear
/// and the language button, each only where it is offered and while the indicator shows.
@Suite struct OwnButtonTests {
    private let viewport = Point(800, 600)

    private func centre(_ r: Rect) -> Point { Point(r.x + r.width / 2, r.y + r.height / 2) }

    private func hit(_ p: Point, back: Bool = true, gear: Bool = true, language: String? = "English", at t: Double = 1) -> OwnButton? {
        var chrome = PlayerChrome()
        chrome.pageBecameCurrent(at: 0)
        let indicator = chrome.shownIndicator(viewport: viewport, page: 0, pageCount: 3, marks: 0, at: t)
        return OwnButton.hit(p, chrome: chrome, viewport: viewport, indicator: indicator, back: back, gear: gear, language: language, at: t)
    }

    @Test func eachButtonIsHitWhereItShows() throws {
        var chrome = PlayerChrome()
        chrome.pageBecameCurrent(at: 0)
        let indicator = try #require(chrome.shownIndicator(viewport: viewport, page: 0, pageCount: 3, marks: 0, at: 1))
        #expect(hit(centre(PlayerChrome.backButton(viewport: viewport))) == .back)
        #expect(hit(centre(indicator)) == .indicator)
        #expect(hit(centre(SettingsPanel.gearButton(viewport: viewport, style: .standard(), language: "English"))) == .gear)
        #expect(hit(centre(PlayerChrome.languageButton(viewport: viewport, title: "English"))) == .language)
        #expect(hit(Point(viewport.x / 2, viewport.y / 2)) == nil, "the page's own")
    }

    @Test func aButtonNotOfferedIsThePages() {
        #expect(hit(centre(PlayerChrome.backButton(viewport: viewport)), back: false) == nil, "a story, or a document opened first")
        #expect(hit(centre(SettingsPanel.gearButton(viewport: viewport, style: .standard())), gear: false, language: nil) == nil, "a kiosk")
        #expect(hit(centre(PlayerChrome.languageButton(viewport: viewport, title: "English")), language: nil) == nil, "one language")
        #expect(hit(centre(SettingsPanel.gearButton(viewport: viewport, style: .standard())), language: nil) == .gear, "beside no language button")
    }

    @Test func noButtonOnceTheIndicatorHasFaded() {
        for p in [PlayerChrome.backButton(viewport: viewport), SettingsPanel.gearButton(viewport: viewport, style: .standard(), language: "English"),
                  PlayerChrome.languageButton(viewport: viewport, title: "English")].map(centre) {
            #expect(hit(p, at: 30) == nil)
        }
    }
}

/// The controls a tap on the page's empty part asks for: longer than after a page turn, with the
/// menu button, which a page turn's indicator does not show.
@Suite struct ShownControlsTests {
    private let viewport = Point(800, 600)

    private func centre(_ r: Rect) -> Point { Point(r.x + r.width / 2, r.y + r.height / 2) }

    @Test func aTapShowsTheMenuButtonForAFewSeconds() {
        var chrome = PlayerChrome()
        let menu = centre(PlayerChrome.menuButton(viewport: viewport))
        let hit = { (chrome: PlayerChrome, t: Double) in
            OwnButton.hit(menu, chrome: chrome, viewport: self.viewport, indicator: nil, back: false, gear: false, language: nil, at: t)
        }
        chrome.pageBecameCurrent(at: 0)
        #expect(hit(chrome, 0.5) == nil, "a page turn shows no menu button")
        chrome.showControls(at: 10)
        #expect(hit(chrome, 10.1) == .menu)
        #expect(chrome.indicatorOpacity(at: 10 + PlayerChrome.controlsHold - 0.1) == 1, "the controls hold for a few seconds")
        #expect(hit(chrome, 10 + PlayerChrome.controlsHold + PlayerChrome.fade) == nil, "then fade")
        chrome.showControls(at: 20)
        chrome.pageBecameCurrent(at: 21)
        #expect(hit(chrome, 21.1) == nil, "a page turn takes the menu button away")
        #expect(chrome.indicatorOpacity(at: 21 + PlayerChrome.hold + PlayerChrome.fade) == 0, "and the indicator holds as long as after a turn")
    }

    @Test func aZoomsDoubleTapWithdrawsWhatItsFirstTapShowed() {
        var chrome = PlayerChrome()
        chrome.showControls(at: 0)
        chrome.withdrawControls()
        #expect(chrome.indicatorOpacity(at: 0.1) == 0 && !chrome.showsMenuButton)
        chrome.pageBecameCurrent(at: 1)
        chrome.withdrawControls()
        #expect(chrome.indicatorOpacity(at: 1.1) == 1, "a page turn's indicator stays")
    }

    @Test func pinnedControlsStayWithTheMenuButtonAndAskNoFrames() {
        let menu = centre(PlayerChrome.menuButton(viewport: viewport))
        var chrome = PlayerChrome()
        chrome.pinned = true
        let hit = OwnButton.hit(menu, chrome: chrome, viewport: viewport, indicator: nil, back: false, gear: false, language: nil, at: 1000)
        #expect(hit == .menu, "the menu button shows long after any page turn")
        #expect(chrome.indicatorOpacity(at: 1000) == 1)
        #expect(!chrome.isAnimating(at: 1000), "a pinned indicator does not keep the window drawing")
        chrome.pinned = false
        #expect(chrome.indicatorOpacity(at: 1000) == 0 && !chrome.showsMenuButton, "unpinned, they go")
    }

    @Test func theMenuButtonIsDrawnOnlyWhenAskedFor() {
        var chrome = PlayerChrome()
        chrome.pageBecameCurrent(at: 0)
        let turned = chrome.items(viewport: viewport, page: 0, pageCount: 3, language: nil, at: 0.5)
        chrome.showControls(at: 1)
        let asked = chrome.items(viewport: viewport, page: 0, pageCount: 3, language: nil, at: 1.5)
        #expect(asked.count > turned.count)
        chrome.showsPageNumber = false
        #expect(!chrome.items(viewport: viewport, page: 0, pageCount: 3, language: nil, at: 1.5).isEmpty, "the menu button shows without the page number too")
    }

    @Test func theMenuButtonIsATouchTargetInTheBottomRightCorner() {
        let frame = PlayerChrome.menuButton(viewport: viewport)
        let style = PlayerStyle.standard()
        #expect(frame.height >= style.touchTarget * PlayerChrome.point(viewport) - 0.001)
        #expect(frame.x + frame.width < viewport.x && frame.y + frame.height < viewport.y)
        #expect(frame.x > viewport.x / 2 && frame.y > viewport.y / 2)
    }
}
