import Foundation
import MediaTestSupport
import Testing

/// The player's own controls, Boken stories and document lists as a screen reader finds them
/// over AT-SPI2 (the same harness: Xvfb, a session bus of the test's own, a pyatspi client).
extension SDLSerialTests.AccessibilityBridgeTests {
    /// A story whose first scene asks which way, its branch going to a scene that says so.
    static let story = #"""
        { "appTitle": "a11y-story", "scenes": [
          { "sceneId": "Fork", "navigation": "none", "elements": { "elementsArray": [
            { "type": "textLabel", "content": "Which way now?", "posX": 0.5, "posY": 0.2, "fontSize": 30 } ] },
            "branches": [ { "label": "Go left", "target": "Left" }, { "label": "Go right", "target": "Right" } ] },
          { "sceneId": "Left", "navigation": "back", "elements": { "elementsArray": [
            { "type": "textLabel", "content": "You went left", "posX": 0.5, "posY": 0.2, "fontSize": 30 } ] } },
          { "sceneId": "Right", "navigation": "back", "elements": { "elementsArray": [
            { "type": "textLabel", "content": "You went right", "posX": 0.5, "posY": 0.2, "fontSize": 30 } ] } }
        ] }
        """#

    @Test(.enabled(if: missing == nil, needs))
    func aStorysTextAndBranchButtonsAreReadAndTheBranchIsTaken() throws {
        let client = Self.prelude + #"""
            wait(lambda: "Which way now?" in texts(app), "the scene's text")
            print("read: Which way now?")
            button = wait(lambda: find(app, pyatspi.ROLE_PUSH_BUTTON, "Go left"), "the branch button")
            print("branch", button.getRoleName(), button.queryAction().getName(0))
            button.queryAction().doAction(0)
            wait(lambda: "You went left" in texts(app), "the branch's scene")
            print("moved: You went left")
            """#
        let printed = try Self.run(files: ["story/StoryDescription.json": Self.story], opening: "story", client: client)
        for line in ["read: Which way now?", "branch push button click", "moved: You went left"] {
            #expect(printed.contains(line), "\(printed)")
        }
    }

    @Test(.enabled(if: missing == nil, needs))
    func theReaderMenusRowsRunTheirCommandsAndTheSettingsPanelShowsItsToggles() throws {
        let document = #"{ "pages": [ { "play":"never", "elements": [ { "text":"Menu test page", "x":10, "y":10, "w":400, "h":40 } ] } ] }"#
        let client = Self.prelude + #"""
            wait(lambda: "Menu test page" in texts(app), "the page's text")
            press("menu.swipe", "Menu")
            menu = wait(lambda: find(app, pyatspi.ROLE_MENU, "Reader menu"), "the reader menu")
            rows = [row.name for row in menu if row.getRole() == pyatspi.ROLE_MENU_ITEM]
            print("menu rows:", ", ".join(rows))
            press("menu.swipe", "Down")
            wait(lambda: rows[1] in focused, "the focus moving to the second row")
            print("focus event on the second row")
            row = wait(lambda: find(app, pyatspi.ROLE_MENU_ITEM, "settings"), "the settings row")
            print("row", row.queryAction().getName(0))
            row.queryAction().doAction(0)
            wait(lambda: find(app, pyatspi.ROLE_MENU, "Reader menu") is None, "the menu closed")
            panel = wait(lambda: find(app, pyatspi.ROLE_DIALOG, "Settings"), "the settings panel")
            toggle = wait(lambda: find(panel, pyatspi.ROLE_CHECK_BOX, "Page indicator"), "the page indicator's toggle")
            print("toggle checked:", toggle.getState().contains(pyatspi.STATE_CHECKED))
            toggle.queryAction().doAction(0)
            def unchecked():
                now = find(app, pyatspi.ROLE_CHECK_BOX, "Page indicator")
                return now is not None and not now.getState().contains(pyatspi.STATE_CHECKED)
            wait(unchecked, "the toggle unchecked")
            print("toggle unchecked")
            """#
        let printed = try Self.run(files: ["menu.swipe": document], opening: "menu.swipe", client: client)
        for line in ["menu rows: ", "settings", "focus event on the second row", "row activate", "toggle checked: True", "toggle unchecked"] {
            #expect(printed.contains(line), "\(printed)")
        }
    }

    @Test(.enabled(if: missing == nil, needs))
    func aDocumentListsRowsAreReadAndOneOpensItsDocument() throws {
        let list = #"{ "type": "net.swipe.list", "title": "Shelf", "items": [ { "url": "alpha.swipe", "title": "Alpha" }, { "url": "beta.swipe", "title": "Beta" } ] }"#
        func document(_ text: String) -> String { #"{ "pages": [ { "play":"never", "elements": [ { "text":""# + text + #"", "x":10, "y":10, "w":400, "h":40 } ] } ] }"# }
        let client = Self.prelude + #"""
            shelf = wait(lambda: find(app, pyatspi.ROLE_LIST, "Shelf"), "the list")
            print("rows:", ", ".join(row.name for row in shelf if row.getRole() == pyatspi.ROLE_LIST_ITEM))
            press("Shelf|index.swipe", "Down")
            press("Shelf|index.swipe", "Down")
            wait(lambda: "Beta" in focused, "the focus reaching Beta")
            print("focus event: Beta")
            find(shelf, pyatspi.ROLE_LIST_ITEM, "Beta").queryAction().doAction(0)
            wait(lambda: "Beta's page" in texts(app), "the opened document's text")
            print("opened: Beta's page")
            """#
        let printed = try Self.run(files: ["index.swipe": list, "alpha.swipe": document("Alpha's page"), "beta.swipe": document("Beta's page")],
                                   opening: "index.swipe", client: client)
        for line in ["rows: Alpha, Beta", "focus event: Beta", "opened: Beta's page"] {
            #expect(printed.contains(line), "\(printed)")
        }
    }

    @Test(.enabled(if: missing == nil, needs))
    func theOverviewsPagesTheSearchFieldAndTheKeyboardsKeys() throws {
        let document = #"""
            { "pages": [ { "play":"never", "elements": [ { "text":"First page about cats", "x":10, "y":10, "w":400, "h":40 } ] },
                         { "play":"never", "elements": [ { "text":"Second page about dogs", "x":10, "y":10, "w":400, "h":40 } ] } ] }
            """#
        let client = Self.prelude + #"""
            wait(lambda: "First page about cats" in texts(app), "the first page's text")
            press("tools.swipe", "g")
            pages = wait(lambda: find(app, pyatspi.ROLE_LIST, "Pages"), "the overview")
            print("overview:", ", ".join(page.name for page in pages))
            find(pages, pyatspi.ROLE_LIST_ITEM, "Page 2").queryAction().doAction(0)
            wait(lambda: "Second page about dogs" in texts(app) and find(app, pyatspi.ROLE_LIST, "Pages") is None, "the second page shown")
            print("shown: Second page about dogs")
            press("tools.swipe", "slash")
            field = wait(lambda: find(app, pyatspi.ROLE_ENTRY, "Find"), "the search field")
            print("field editable:", field.getState().contains(pyatspi.STATE_EDITABLE))
            key = wait(lambda: find(app, pyatspi.ROLE_PUSH_BUTTON, "d"), "the keyboard's d")
            key.queryAction().doAction(0)
            def typed():
                now = find(app, pyatspi.ROLE_ENTRY, "Find")
                return now is not None and now.queryText().getText(0, -1) == "d"
            wait(typed, "d typed into the field")
            print("typed: d")
            """#
        let printed = try Self.run(files: ["tools.swipe": document], opening: "tools.swipe", options: "--osk always", client: client)
        for line in ["overview: Page 1, Page 2", "shown: Second page about dogs", "field editable: True", "typed: d"] {
            #expect(printed.contains(line), "\(printed)")
        }
    }
}

extension SDLSerialTests.AccessibilityBridgeTests {
    /// The help overlay, the annotations list, a highlight's bar and the settings panel's footer:
    /// each read through AT-SPI, and one action on each run as a tap on it runs.
    @Test(.enabled(if: missing == nil, needs))
    func theHelpTheAnnotationsListTheHighlightBarAndTheSettingsFooterAreReadAndRun() throws {
        // The text in the middle of the page: the window is larger than Xvfb's screen, its corners off it.
        let document = #"{ "pages": [ { "play":"never", "elements": [ { "text":"Overlay test page with words", "x":440, "y":380, "w":400, "h":40, "fontSize":20 } ] } ] }"#
        let client = Self.prelude + #"""
            wait(lambda: "Overlay test page with words" in texts(app), "the page's text")
            press("overlays.swipe", "h")
            help = wait(lambda: find(app, pyatspi.ROLE_DIALOG, "Keys"), "the help overlay")
            print("help row:", help[0].name, "=", help[0].description)
            help.queryAction().doAction(0)
            wait(lambda: find(app, pyatspi.ROLE_DIALOG, "Keys") is None, "the help closed")
            print("help closed")
            press("overlays.swipe", "b")
            press("overlays.swipe", "a")
            listed = wait(lambda: find(app, pyatspi.ROLE_LIST, "Bookmarks (1)"), "the bookmarks section")
            print("bookmark row:", listed[0].getRoleName(), listed[0].name.split(",")[0])
            find(listed[0], pyatspi.ROLE_PUSH_BUTTON, "Delete").queryAction().doAction(0)
            emptied = wait(lambda: find(app, pyatspi.ROLE_LIST, "Bookmarks"), "the bookmark deleted")
            print("emptied:", emptied.description)
            find(app, pyatspi.ROLE_PUSH_BUTTON, "Close").queryAction().doAction(0)
            wait(lambda: find(app, pyatspi.ROLE_DIALOG, "Annotations") is None, "the list closed")
            print("list closed")
            text = wait(lambda: next((n for n in walk(app) if n.getRole() == pyatspi.ROLE_PARAGRAPH and "Overlay test" in n.queryText().getText(0, -1)), None), "the text")
            x, y, w, h = text.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
            for found in subprocess.run(["xdotool", "search", "--name", "overlays.swipe"], capture_output=True, text=True).stdout.split():
                subprocess.run(["xdotool", "mousemove", str(x + 4), str(y + h // 2), "keydown", "shift", "mousedown", "1",
                                "mousemove", str(x + w // 2), str(y + h // 2), "sleep", "0.2", "mousemove", str(x + w - 4), str(y + h // 2),
                                "mouseup", "1", "keyup", "shift"])
            bar = wait(lambda: find(app, pyatspi.ROLE_PANEL, "Highlight"), "the highlight's bar")
            print("bar:", ", ".join(b.name for b in bar))
            find(bar, pyatspi.ROLE_PUSH_BUTTON, "Green").queryAction().doAction(0)
            def green():
                now = find(app, pyatspi.ROLE_PUSH_BUTTON, "Green")
                return now is not None and now.getState().contains(pyatspi.STATE_SELECTED)
            wait(green, "the highlight turned green")
            print("recoloured: Green")
            press("overlays.swipe", "Escape")
            press("overlays.swipe", "s")
            level = wait(lambda: find(app, pyatspi.ROLE_PUSH_BUTTON, "Saved for this document"), "the level button")
            print("footer:", level.name, "/", find(app, pyatspi.ROLE_PUSH_BUTTON, "Reset").getRoleName())
            level.queryAction().doAction(0)
            wait(lambda: find(app, pyatspi.ROLE_PUSH_BUTTON, "Saved for all documents"), "the level changed")
            print("level: Saved for all documents")
            """#
        let printed = try Self.run(files: ["overlays.swipe": document], opening: "overlays.swipe", client: client)
        for line in ["help row: ", "help closed", "bookmark row: list item Page 1", "emptied: " + "No bookmarks yet — press B", "list closed",
                     "bar: Yellow, Green, Blue, Pink, Note, Delete", "recoloured: Green", "footer: Saved for this document / push button",
                     "level: Saved for all documents"] {
            #expect(printed.contains(line), "\(printed)")
        }
    }
}

extension SDLSerialTests.AccessibilityBridgeTests {
    /// A range setting's row through AT-SPI's Value interface: its number and bounds read, and a
    /// number set moving the setting (the row saying it).
    @Test(.enabled(if: missing == nil, needs))
    func aRangeSettingsValueIsReadAndSet() throws {
        let document = #"{ "pages": [ { "play":"never", "elements": [ { "text":"Value test page", "x":10, "y":10, "w":400, "h":40 } ] } ] }"#
        let client = Self.prelude + #"""
            wait(lambda: "Value test page" in texts(app), "the page's text")
            press("value.swipe", "s")
            volume = wait(lambda: find(app, pyatspi.ROLE_SPIN_BUTTON, "Volume"), "the volume row")
            value = volume.queryValue()
            print("volume: %g of %g to %g by %g" % (value.currentValue, value.minimumValue, value.maximumValue, value.minimumIncrement))
            value.currentValue = 0.3
            def moved():
                now = find(app, pyatspi.ROLE_SPIN_BUTTON, "Volume")
                return now is not None and abs(now.queryValue().currentValue - 0.3) < 1e-6 and now.description
            print("set:", wait(moved, "the volume set to 0.3"))
            """#
        let printed = try Self.run(files: ["value.swipe": document], opening: "value.swipe", client: client)
        for line in ["volume: 1 of 0 to 1 by 0.1", "set: 30 %"] {
            #expect(printed.contains(line), "\(printed)")
        }
    }
}
