import Testing
import SwipeDocument
@testable import SwipeReader

/// The player's own controls in the accessible tree.
struct ChromeAccessibilityTests {
    static let viewport = Point(1280, 720)
    static let chrome = ChromeAccessibility(screen: AccessibleScreen(logicalSize: viewport))

    @Test func aStatusPageIsAPageOfItsTitleLinesProgressAndBackButton() throws {
        var page = StatusPage(title: "tour.swipe", lines: ["Fetching pictures"], progress: 0.4, back: true)
        let loading = Self.chrome.status(page, viewport: Self.viewport)
        #expect(loading.role == .page && loading.name == "tour.swipe")
        #expect(loading.children.map(\.role) == [.heading, .paragraph, .status, .button])
        #expect(loading.children[1].text?.string == "Fetching pictures")
        #expect(SpokenDescription.of(loading.children[2]) == "Loading, 40 %")
        #expect(loading.children[3].action == .command(.back) && loading.children[3].frame == Self.chrome.screen.rect(window: PlayerChrome.backButton(viewport: Self.viewport)))
        page.progress = nil
        page.lines = ["tour.swipe:3:7: error: expected a value", "", "R tries again."]
        let failed = Self.chrome.status(page, viewport: Self.viewport)
        #expect(failed.id != loading.id, "the error is a page of its own, said as it shows")
        #expect(failed.children.compactMap(\.text?.string) == ["tour.swipe", "tour.swipe:3:7: error: expected a value", "R tries again."])
        #expect(SpokenChange.utterance(from: ChromeAccessibility(screen: Self.chrome.screen).window(name: "t", content: [loading]),
                                       to: ChromeAccessibility(screen: Self.chrome.screen).window(name: "t", content: [failed]))
                == "tour.swipe, heading. tour.swipe:3:7: error: expected a value. R tries again. Back, button.")
    }

    @Test func theReaderMenuHoldsItsRowsWithTheirCommands() {
        let entries = ReaderMenu.items(keys: .defaults, offer: ReaderMenu.Offer())
        let layout = ReaderMenu.layout(viewport: Self.viewport, style: .standard(), count: entries.count, target: 48)
        let menu = Self.chrome.menu(entries, layout: layout, focus: 1)
        #expect(menu.role == .menu)
        #expect(menu.children.map(\.name) == entries.map(\.title))
        #expect(menu.children.map(\.action) == entries.map { .command($0.command) })
        #expect(menu.children.map { $0.states.contains(.focused) } == entries.indices.map { $0 == 1 })
        #expect(zip(menu.children.map(\.frame), layout.rows).allSatisfy { $0.isNear($1) })
    }

    @Test func theSettingsPanelSaysEachSettingsValue() throws {
        let layout = SettingsPanel.layout(viewport: Self.viewport, style: .standard())
        let settings = PresentationSettings(context: PresentationContext(document: nil, window: Self.viewport))
        let panel = Self.chrome.settingsPanel(layout: layout, settings: settings, level: .document, focus: 0)
        #expect(panel.role == .dialog)
        #expect(panel.children.count == layout.keys.count + 3, "a row per setting, then the footer's two buttons and Close")
        for (row, key) in zip(panel.children, layout.keys) {
            let setting = settings[key]
            #expect(row.name == key.title)
            #expect(row.value == setting.label(setting.shownValue))
            #expect(row.role == (setting.shownValue.bool == nil ? .spinButton : .checkBox))
            #expect(row.states.contains(.checked) == (setting.shownValue.bool == true))
            #expect(row.text?.string == (row.role == .spinButton ? row.value : nil))
            #expect(row.action == .setting(key))
            #expect(row.numeric == setting.range.map { AccessibleValue(current: setting.shownValue.number ?? .nan, minimum: $0.lower, maximum: $0.upper, increment: $0.step) },
                    "a range's number, bounds and step for AT-SPI's Value")
        }
        #expect(panel.children.first?.states.contains(.focused) == true)
    }

    @Test func theSettingsPanelsFooterButtonsSayWhereChangesAreSavedAndPressAsATap() throws {
        let layout = SettingsPanel.layout(viewport: Self.viewport, style: .standard())
        let settings = PresentationSettings(context: PresentationContext(document: nil, window: Self.viewport))
        let panel = Self.chrome.settingsPanel(layout: layout, settings: settings, level: .global, focus: layout.keys.count + 1)
        let footer = Array(panel.children.suffix(3))
        #expect(footer.map(\.role) == [.button, .button, .button])
        #expect(footer.map(\.name) == ["Saved for all documents", "Reset", "Close"])
        #expect(footer.map(\.action) == [.panel(.level), .panel(.reset), .panel(.close)])
        #expect(footer.map { $0.states.contains(.focused) } == [false, true, false], "the keyboard's row in the footer focused")
        #expect(zip(footer.map(\.frame), [layout.levelButton, layout.resetButton, layout.closeButton]).allSatisfy { $0.isNear($1) })
        #expect(panel.children.filter { $0.states.contains(.focused) }.count == 1)
    }

    @Test func aDocumentListsRowsAreNamedAndScrolled() throws {
        let list = ListDocument(title: "Shelf", sections: [ListDocument.Section(items: (0..<40).map { ListDocument.Item(url: AssetReference("d\($0).swipe", relativeTo: nil), title: .plain("Book \($0)")) })])
        let layout = ListLayout(list: list, language: "en", viewport: Self.viewport, showsBack: false, icons: FixedNoSizes())
        let node = Self.chrome.list(layout, scroll: layout.rowHeight * 2, selected: 3)
        #expect(node.children.count == 40)
        #expect(node.children[3].name == "Book 3")
        #expect(node.children[3].action == .openRow(3))
        #expect(node.children[3].states.isSuperset(of: [.selected, .focused, .showing]))
        // Scrolled two rows down: the first row is under the bar, not showing; the last far below.
        #expect(!node.children[0].states.contains(.showing))
        #expect(!node.children[39].states.contains(.showing))
        #expect(node.children[2].frame.y == layout.barHeight)
    }

    @Test func theIndicatorAndTheWindow() {
        let indicator = Self.chrome.indicator(label: "3 / 10", frame: Rect(x: 600, y: 680, width: 80, height: 30))
        #expect(indicator.role == .status)
        #expect(indicator.value == "3 / 10")
        #expect(indicator.action == .command(.readerMenu))
        let window = Self.chrome.window(name: "Tiny", content: [indicator])
        #expect(window.frame == Rect(x: 0, y: 0, width: 1280, height: 720))
        #expect(window.node(indicator.id) == indicator)
    }

    @Test func theOwnButtonsShowingAreButtonsRunningWhatATapRuns() throws {
        var player = PlayerChrome()
        player.pageBecameCurrent(at: 0)
        let indicator = try #require(player.shownIndicator(viewport: Self.viewport, page: 2, pageCount: 10, marks: 0, at: 1))
        let shown = OwnButton.shown(chrome: player, viewport: Self.viewport, indicator: indicator, back: true, gear: true, language: "English", at: 1)
        let nodes = Self.chrome.ownButtons(shown, indicatorLabel: "3 / 10", language: "English")
        #expect(nodes.map(\.role) == [.button, .status, .button, .button])
        #expect(nodes.map(\.name) == ["Back", "Page", "Settings", "Language: English"])
        #expect(nodes.map(\.action) == [.command(.back), .command(.readerMenu), .command(.settings), .command(.languageNext)])
        #expect(nodes[1].value == "3 / 10")
        #expect(zip(nodes.map(\.frame), shown.map(\.frame)).allSatisfy { $0.isNear($1) })
        let faded = OwnButton.shown(chrome: player, viewport: Self.viewport, indicator: nil, back: true, gear: true, language: "English", at: 30)
        #expect(Self.chrome.ownButtons(faded, indicatorLabel: "3 / 10", language: "English").isEmpty, "none once the indicator has faded")
    }

    @Test func theMenuButtonATapOnThePageShowsIsAButtonOpeningTheReaderMenu() throws {
        var player = PlayerChrome()
        player.showControls(at: 0)
        let shown = OwnButton.shown(chrome: player, viewport: Self.viewport, indicator: nil, back: false, gear: false, language: nil, at: 1)
        let nodes = Self.chrome.ownButtons(shown, indicatorLabel: "3 / 10", language: nil)
        #expect(nodes.map(\.name) == ["Menu"])
        #expect(nodes.map(\.role) == [.button])
        #expect(nodes.map(\.action) == [.command(.readerMenu)])
        let hit = try #require(shown.first).frame
        #expect(OwnButton.hit(Point(hit.x + 2, hit.y + 2), chrome: player, viewport: Self.viewport, indicator: nil, back: false, gear: false, language: nil, at: 1) == .menu)
    }
}

private struct FixedNoSizes: NaturalSizes {
    func pixelSize(of asset: AssetReference) -> Point? { nil }
}
