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
