import Testing
import SwipeDocument
import DocumentTestSupport
@testable import SwipeReader

/// The reader's tools in the accessible tree: the search field and its matches, the on-screen
/// keyboard's keys, the overview's pages, and controls taking the focus from what they cover.
struct ChromeAccessibilityToolsTests {
    static let viewport = Point(1280, 720)
    static let chrome = ChromeAccessibility(screen: AccessibleScreen(logicalSize: viewport))

    @Test func theSearchFieldHoldsItsTextAndCaretThenTheMatchesAsAList() throws {
        let doc = try #require(document(#"{ "pages": [ { "elements": [ { "text": "one cat" } ] }, { "elements": [ { "text": "two cats" } ] } ] }"#))
        var session = SearchSession()
        session.query = "cat"
        let frame = SearchBar.frame(viewport: Self.viewport, style: .standard())
        let before = Self.chrome.search(session, typing: true, frame: frame)
        #expect(before.map(\.role) == [.textField], "no matches listed before a search")
        let field = try #require(before.first)
        #expect(field.name == "Find" && field.text?.string == "cat" && field.text?.caret == 3)
        #expect(field.states.isSuperset(of: [.editable, .focused, .focusable]))
        #expect(field.frame.isNear(frame))

        session.run(TextSearch(document: doc, language: "*"), href: "d.swipe", from: 1)
        let after = Self.chrome.search(session, typing: false, frame: frame)
        #expect(after.map(\.role) == [.textField, .list])
        #expect(!after[0].states.contains(.focused), "the field left with Tab has no focus")
        let list = after[1]
        #expect(list.value == "2 of 2")
        #expect(list.children.map(\.role) == [.listItem, .listItem])
        #expect(list.children.map(\.name) == ["Page 1: cat", "Page 2: cat"])
        #expect(list.children.map { $0.states.contains(.selected) } == [false, true])
        #expect(list.children.map(\.action) == [.match(0), .match(1)])
    }

    @Test func theKeyboardsKeysArePushButtonsNamedByTheirLetters() {
        var keyboard = OnScreenKeyboard(layout: .qwerty)
        let layout = keyboard.layout(viewport: Self.viewport, style: .standard(), target: 48)
        let q = layout.keys.firstIndex { $0.key == .character("q") }!
        let node = Self.chrome.keyboard(keyboard, layout: layout)
        #expect(node.children.count == layout.keys.count)
        #expect(node.children.allSatisfy { $0.role == .button })
        #expect(node.children[q].name == "q" && node.children[q].action == .key(q))
        #expect(node.children[q].frame.isNear(layout.keys[q].frame))
        #expect(node.children.contains { $0.name == "Backspace" } && node.children.contains { $0.name == "Space" })
        #expect(node.focused == nil)

        let middle = Point(layout.keys[q].frame.x + 2, layout.keys[q].frame.y + 2)
        let pressed = keyboard.press(at: middle, layout: layout, time: 0)
        #expect(pressed)
        #expect(Self.chrome.keyboard(keyboard, layout: layout).focused?.name == "q", "the key held has the focus")
    }

    @Test func theOverviewListsThePagesWhereTheirThumbnailsAreTheChosenOneFocused() {
        let overview = PageOverview(pageCount: 5, pageSize: Point(1024, 768), viewport: Self.viewport, current: 2)
        let node = Self.chrome.overview(overview) { "Page \($0 + 1)" }
        #expect(node.role == .list)
        #expect(node.children.map(\.name) == (1...5).map { "Page \($0)" })
        #expect(node.children.map(\.action) == (0..<5).map { .page($0) })
        #expect(node.focused?.name == "Page 3" && node.focused?.states.contains(.selected) == true)
        #expect(zip(node.children.map(\.frame), (0..<5).map(overview.frame)).allSatisfy { $0.isNear($1) })
    }

    @Test func aControlWithTheFocusTakesItFromWhatItCovers() {
        let frame = Rect(x: 0, y: 0, width: 10, height: 10)
        let field = AccessibleNode(id: AccessibleID.window.appending("document").element([0]), role: .textField, states: [.enabled, .focused], frame: frame)
        let page = AccessibleNode(id: AccessibleID.window.appending("document"), role: .document, frame: frame, children: [field])
        let entries = ReaderMenu.items(keys: .defaults, offer: ReaderMenu.Offer())
        let menu = Self.chrome.menu(entries, layout: ReaderMenu.layout(viewport: Self.viewport, style: .standard(), count: entries.count, target: 48), focus: 0)
        let closed = Self.chrome.over([page], controls: [])
        #expect(closed == [page])
        let open = Self.chrome.over([page], controls: [menu])
        #expect(open.count == 2)
        #expect(open[0].focused == nil, "the page's field keeps no focus under the menu")
        #expect(open.flatMap(\.flattened).filter { $0.states.contains(.focused) }.map(\.name) == [entries[0].title])
        let indicator = Self.chrome.indicator(label: "1 / 2", frame: frame)
        #expect(Self.chrome.over([page], controls: [indicator])[0].focused == field, "a control without focus leaves it")
    }
}
