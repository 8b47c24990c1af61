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

    @Test func nodesNotShowingAreLeftOut() {
        var nodes = SpokenTrees.firstPage
        nodes[1].states.remove(.showing)
        #expect(SpokenNavigation(SpokenTrees.window([(0, "Welcome", nodes)])).items.count == 2)
    }
}
