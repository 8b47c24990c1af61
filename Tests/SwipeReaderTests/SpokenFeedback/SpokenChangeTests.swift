import Testing
import SwipeDocument
@testable import SwipeReader

/// What spoken feedback says when the window's tree changes.
struct SpokenChangeTests {
    static let opened = SpokenTrees.window([(0, "Welcome", SpokenTrees.firstPage)])

    @Test func openingSaysThePage() {
        #expect(SpokenChange.utterance(from: nil, to: Self.opened) == "Welcome, heading. Touch a picture to hear its name. Start, button.")
    }

    @Test func nothingChangedSaysNothing() {
        #expect(SpokenChange.utterance(from: Self.opened, to: Self.opened) == nil)
    }

    @Test func aPageTurnSaysTheNewPage() {
        let next = SpokenTrees.window([(1, "Chapter two", [SpokenTrees.node(.paragraph, page: 1, 0, text: "It was dark.")])])
        #expect(SpokenChange.utterance(from: Self.opened, to: next) == "Chapter two. It was dark.")
    }

    @Test func aFocusMoveSaysTheFocusedNode() {
        var nodes = SpokenTrees.firstPage
        nodes[2].states.insert(.focused)
        let focused = SpokenTrees.window([(0, "Welcome", nodes)])
        #expect(SpokenChange.utterance(from: Self.opened, to: focused) == "Start, button.")
        #expect(SpokenChange.utterance(from: focused, to: focused) == nil)
    }

    @Test func aTextAnActionChangedIsSaid() {
        var nodes = SpokenTrees.firstPage
        nodes[1].text = AccessibleText("You pressed start.")
        #expect(SpokenChange.utterance(from: Self.opened, to: SpokenTrees.window([(0, "Welcome", nodes)])) == "You pressed start.")
    }

    @Test func typingIntoAFieldSaysWhatWasTyped() {
        let before = SpokenTrees.window([(0, "Form", [SpokenTrees.node(.textField, 0, name: "Name", text: "Ad")])])
        let after = SpokenTrees.window([(0, "Form", [SpokenTrees.node(.textField, 0, name: "Name", text: "Ada")])])
        #expect(SpokenChange.utterance(from: before, to: after) == "a.")
    }

    @Test func aMenuOpenedIsSaid() {
        var tree = Self.opened
        let row = AccessibleNode(id: AccessibleID.window.appending("menu").appending("row0"), role: .menuItem, name: "Search",
                                 states: [.enabled, .showing, .focused], frame: Rect(x: 0, y: 0, width: 10, height: 10))
        tree.children.append(AccessibleNode(id: AccessibleID.window.appending("menu"), role: .menu, name: "Reader menu",
                                            frame: Rect(x: 0, y: 0, width: 10, height: 10), children: [row]))
        #expect(SpokenChange.utterance(from: Self.opened, to: tree) == "Reader menu, menu. Search, menu item.")
    }
}
