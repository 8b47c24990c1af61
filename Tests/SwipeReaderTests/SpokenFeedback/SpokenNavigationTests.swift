import Testing
import SwipeDocument
@testable import SwipeReader

/// The nodes a swipe and a finger move through.
struct SpokenNavigationTests {
    static let navigation = SpokenNavigation(SpokenTrees.window([(0, "Welcome", SpokenTrees.firstPage)]))

    @Test func itMovesThroughWhatHasSomethingToSayInReadingOrder() {
        #expect(Self.navigation.items.map(\.role) == [.heading, .paragraph, .button])
        #expect(Self.navigation.item(after: nil)?.role == .heading)
        #expect(Self.navigation.item(after: Self.navigation.items[0].id)?.role == .paragraph)
        #expect(Self.navigation.item(after: Self.navigation.items[2].id) == nil)
        #expect(Self.navigation.item(after: Self.navigation.items[1].id, forward: false)?.role == .heading)
        #expect(Self.navigation.item(after: nil, forward: false)?.role == .button)
    }

    @Test func aFingerFindsTheNodeUnderIt() {
        #expect(Self.navigation.item(at: Point(50, 150))?.role == .paragraph)
        #expect(Self.navigation.item(at: Point(50, 250))?.name == "Start")
        #expect(Self.navigation.item(at: Point(50, 450)) == nil)
    }

    @Test func anOpenMenuIsAllThereIsToMoveThrough() {
        var tree = SpokenTrees.window([(0, "Welcome", SpokenTrees.firstPage)])
        let menu = AccessibleID.window.appending("menu")
        let rows = ["Search", "Overview"].enumerated().map {
            AccessibleNode(id: menu.appending("row\($0.offset)"), role: .menuItem, name: $0.element, frame: Rect(x: 0, y: Double($0.offset) * 50, width: 400, height: 50))
        }
        tree.children.append(AccessibleNode(id: menu, role: .menu, name: "Reader menu", frame: Rect(x: 0, y: 0, width: 400, height: 100), children: rows))
        let navigation = SpokenNavigation(tree)
        #expect(navigation.items.map(\.name) == ["Search", "Overview"])
        #expect(navigation.item(at: Point(50, 60))?.name == "Overview")
    }

    @Test func nodesNotShowingAreLeftOut() {
        var nodes = SpokenTrees.firstPage
        nodes[1].states.remove(.showing)
        #expect(SpokenNavigation(SpokenTrees.window([(0, "Welcome", nodes)])).items.count == 2)
    }
}
