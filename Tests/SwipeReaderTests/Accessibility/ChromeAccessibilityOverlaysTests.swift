import Testing
import SwipeDocument
@testable import SwipeReader

/// The help overlay, the annotations list and a highlight's bar in the accessible tree, where they are drawn.
struct ChromeAccessibilityOverlaysTests {
    static let viewport = Point(1280, 720)
    static let chrome = ChromeAccessibility(screen: AccessibleScreen(logicalSize: viewport))

    @Test func theHelpOverlayIsADialogOfItsTableRowsClosedByItsAction() {
        let layout = PlayerChrome().helpLayout(viewport: Self.viewport)
        let help = Self.chrome.help(layout)
        #expect(help.role == .dialog && help.action == .command(.help))
        #expect(help.frame.isNear(layout.panel))
        #expect(!layout.table.isEmpty)
        #expect(help.children.map(\.name) == layout.table.map(\.action))
        #expect(help.children.map(\.value) == layout.table.map(\.keys))
        #expect(help.children.map { $0.text?.string } == layout.table.map { $0.action + ": " + $0.keys })
        #expect(zip(help.children.map(\.frame), layout.rows).allSatisfy { $0.isNear($1.keys.union($1.action)) })
    }

    @Test func theAnnotationsListHoldsItsSectionsRowsAndButtonsEachRunningATap() {
        let bookmark = AnnotationRow(target: .bookmark(page: 2), page: 2, title: "Page 3 · Cats", detail: "Added today")
        let highlight = AnnotationRow(target: .highlight(id: "h1"), page: 4, title: "Page 5 · “dogs”", detail: "No note", swatch: Highlights.Colour.green.color)
        let list = AnnotationList(bookmarks: [bookmark], highlights: [highlight], viewport: Self.viewport, style: .standard())
        let node = Self.chrome.annotations(list, scroll: 0, selected: 1)
        #expect(node.role == .dialog && node.name == "Annotations")
        #expect(node.children.map(\.role) == [.button, .list, .list])
        #expect(node.children.map(\.name) == ["Close", "Bookmarks (1)", "Highlights (1)"])
        #expect(node.children[0].action == .annotation(.close))
        #expect(node.children[0].frame.isNear(list.closeFrame))
        let rows = node.children[1].children + node.children[2].children
        #expect(rows.map(\.name) == ["Page 3 · Cats, Added today", "Page 5 · “dogs”, No note"])
        #expect(rows.map(\.action) == [.annotation(.row(0)), .annotation(.row(1))])
        #expect(rows.map { $0.children.map(\.action) } == [[.annotation(.delete(0))], [.annotation(.delete(1))]])
        #expect(rows.map { $0.states.contains(.focused) } == [false, true])
        #expect(rows[1].frame.isNear(Rect(x: 0, y: list.barHeight + list.frames[1].y, width: list.frames[1].width, height: list.frames[1].height)))
        let scrolledAway = Self.chrome.annotations(list, scroll: list.frames[1].maxY, selected: nil)
        #expect(!scrolledAway.children[1].children[0].states.contains(.showing), "a row scrolled under the bar is not showing")

        let empty = Self.chrome.annotations(AnnotationList(bookmarks: [], highlights: [], viewport: Self.viewport, style: .standard()), scroll: 0, selected: nil)
        #expect(empty.children.map(\.value) == [nil, AnnotationList.noBookmarks, AnnotationList.noHighlights], "an empty section says how to make one")
    }

    @Test func aHighlightsBarHasItsColoursNoteAndDeleteAndTheNoteBeingTyped() throws {
        let style = PlayerStyle.standard()
        let bar = try #require(Self.chrome.highlightBar(viewport: Self.viewport, style: style, colour: .blue, note: nil, typing: false))
        let controls = HighlightBar.controls(viewport: Self.viewport, style: style)
        #expect(bar.role == .group)
        #expect(bar.children.map(\.name) == ["Yellow", "Green", "Blue", "Pink", "Note", "Delete"])
        #expect(bar.children.map(\.action) == controls.map { .highlight($0.control) })
        #expect(bar.children.map { $0.states.contains(.selected) } == [false, false, true, false, false, false])
        #expect(zip(bar.children.map(\.frame), controls.map(\.frame)).allSatisfy { $0.isNear($1) })

        let typing = try #require(Self.chrome.highlightBar(viewport: Self.viewport, style: style, colour: .blue, note: "why", typing: true))
        let note = try #require(typing.children.first)
        #expect(note.role == .textField && note.text?.string == "why" && note.text?.caret == 3)
        #expect(note.states.isSuperset(of: [.editable, .focused]))
        #expect(typing.children.map(\.name).contains("Save"))
    }
}
