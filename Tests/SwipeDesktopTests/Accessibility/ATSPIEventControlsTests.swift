import SwipeDocument
import SwipeReader
import SwipeDesktop
import Testing

/// What a screen reader is told as the reader menu opens over a page, its focus moves and it
/// closes: the window's children changed, and the focus going from the page's button to the
/// menu's rows and back.
@Suite struct ATSPIEventControlsTests {
    static let chrome = ChromeAccessibility(screen: AccessibleScreen(logicalSize: Point(400, 300)))

    /// The test window with the reader menu open over it, row `focus` focused.
    static func withMenu(focus: Int) -> ATSPITree {
        let page = ATSPITestTree.window(buttonFocused: true)
        let entries = ReaderMenu.items(keys: .defaults, offer: ReaderMenu.Offer())
        let menu = chrome.menu(entries, layout: ReaderMenu.layout(viewport: Point(400, 300), style: .standard(), count: entries.count, target: 48), focus: focus)
        var window = page
        window.children = chrome.over(page.children, controls: [menu])
        return ATSPITree(application: "swipe-player", window: window)
    }

    static let menuID = AccessibleID.window.appending("menu")

    @Test func theMenuOpeningIsTheWindowsChildrenChangedAndTakesTheFocus() {
        let closed = ATSPITestTree.tree(buttonFocused: true)
        let events = ATSPIEvent.between(closed, Self.withMenu(focus: 0), busName: ":1.5")
        #expect(events.map(\.member) == ["ChildrenChanged", "StateChanged", "StateChanged"])
        #expect(events[0].path == ATSPIPath.path(.window) && events[0].arguments.first == .string("add"))
        #expect(events[1].path == ATSPIPath.path(ATSPITestTree.pageID.element([1])) && events[1].arguments[1] == .int32(0), "the page's button loses the focus")
        #expect(events[2].path == ATSPIPath.path(Self.menuID.appending("row0")) && events[2].arguments[1] == .int32(1))

        let moved = ATSPIEvent.between(Self.withMenu(focus: 0), Self.withMenu(focus: 1), busName: ":1.5")
        #expect(moved.map(\.path) == [ATSPIPath.path(Self.menuID.appending("row0")), ATSPIPath.path(Self.menuID.appending("row1"))])

        let back = ATSPIEvent.between(Self.withMenu(focus: 1), closed, busName: ":1.5")
        #expect(back.first?.arguments.first == .string("remove"))
        #expect(back.last?.path == ATSPIPath.path(ATSPITestTree.pageID.element([1])) && back.last?.arguments[1] == .int32(1), "the focus back on the page")
    }
}
