import SwipeDocument
import SwipeReader
import SwipeDesktop
import Testing

/// What a screen reader is told between two snapshots: a page turned is its document's children
/// changed (the old page removed, the new one added); a focus move is the old node losing
/// `focused` and the new one gaining it, last.
@Suite struct ATSPIEventTests {
    @Test func aPageTurnIsTheDocumentsChildrenChanged() {
        let events = ATSPIEvent.between(ATSPITestTree.tree(page: 0), ATSPITestTree.tree(page: 1), busName: ":1.5")
        let document = ATSPIPath.path(AccessibleID.window.appending("document"))
        #expect(events.map(\.member) == ["ChildrenChanged", "ChildrenChanged"])
        #expect(events.allSatisfy { $0.path == document && $0.interface == "org.a11y.atspi.Event.Object" })
        let kinds: [BusArgument?] = [.string("remove"), .string("add")]
        #expect(events.map { $0.arguments.first } == kinds)
        let added = ATSPIPath.path(AccessibleID.window.appending("document").appending("page1"))
        let child: BusArgument = .variant(.structure([.string(":1.5"), .objectPath(added)]))
        #expect(events.last?.arguments[3] == child)
    }

    @Test func focusMovesAreStateChangesAndNothingElseChanged() {
        let before = ATSPITestTree.tree(), after = ATSPITestTree.tree(buttonFocused: true)
        let events = ATSPIEvent.between(before, after, busName: ":1.5")
        #expect(events.count == 1)
        #expect(events.first?.member == "StateChanged" && events.first?.path == ATSPIPath.path(ATSPITestTree.pageID.element([1])))
        let focused: [BusArgument] = [.string("focused"), .int32(1)]
        #expect(events.first.map { Array($0.arguments.prefix(2)) } == focused)
        let back = ATSPIEvent.between(after, before, busName: ":1.5")
        let lost: [BusArgument] = [.int32(0)]
        #expect(back.map { $0.arguments[1] } == lost, "the focus left the button")
        #expect(ATSPIEvent.between(before, before, busName: ":1.5").isEmpty)
    }
}
