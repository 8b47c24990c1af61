import SwipeDocument
import SwipeReader
import SwipeDesktop
import Testing

/// What a screen reader is told between two snapshots: a page turned is its document's children
/// changed (the old page removed, the new one added) and the focus reaching the new page; a focus
/// move is the old node losing `focused` and the new one gaining it, last; the window activated
/// first, deactivated last.
@Suite struct ATSPIEventTests {
    let document = ATSPIPath.path(AccessibleID.window.appending("document"))
    let page1 = ATSPIPath.path(AccessibleID.window.appending("document").appending("page1"))

    @Test func aPageTurnIsTheDocumentsChildrenChangedThenTheNewPageFocused() {
        let events = ATSPIEvent.between(ATSPITestTree.tree(page: 0), ATSPITestTree.tree(page: 1), busName: ":1.5")
        #expect(events.map(\.member) == ["ChildrenChanged", "ChildrenChanged", "StateChanged"])
        #expect(events.prefix(2).allSatisfy { $0.path == document && $0.interface == "org.a11y.atspi.Event.Object" })
        let kinds: [BusArgument?] = [.string("remove"), .string("add")]
        #expect(events.prefix(2).map { $0.arguments.first } == kinds)
        let child: BusArgument = .variant(.structure([.string(":1.5"), .objectPath(page1)]))
        #expect(events[1].arguments[3] == child)
        let focused: [BusArgument] = [.string("focused"), .int32(1)]
        #expect(events.last?.path == page1 && events.last.map { Array($0.arguments.prefix(2)) } == focused,
                "the old page is gone: the new one gains the focus, nothing loses it")
    }

    @Test func focusMovesAreStateChangesAndNothingElseChanged() {
        let before = ATSPITestTree.tree(), after = ATSPITestTree.tree(buttonFocused: true)
        let events = ATSPIEvent.between(before, after, busName: ":1.5")
        let button = ATSPIPath.path(ATSPITestTree.pageID.element([1]))
        #expect(events.map(\.path) == [ATSPIPath.path(ATSPITestTree.pageID), button], "from the page being read to the button")
        #expect(events.allSatisfy { $0.member == "StateChanged" && $0.arguments.first == .string("focused") })
        #expect(events.map { $0.arguments[1] } == [.int32(0), .int32(1)])
        let back = ATSPIEvent.between(after, before, busName: ":1.5")
        #expect(back.map(\.path) == [button, ATSPIPath.path(ATSPITestTree.pageID)], "the focus left the button, back to the page")
        #expect(back.map { $0.arguments[1] } == [.int32(0), .int32(1)])
        #expect(ATSPIEvent.between(before, before, busName: ":1.5").isEmpty)
    }

    @Test func theWindowActivatedFirstAndDeactivatedLast() {
        let away = ATSPITestTree.tree(active: false), back = ATSPITestTree.tree(page: 1, active: true)
        let events = ATSPIEvent.between(away, back, busName: ":1.5")
        let window = ATSPIPath.path(.window)
        #expect(events.prefix(2).map(\.member) == ["Activate", "StateChanged"])
        #expect(events.prefix(2).allSatisfy { $0.path == window })
        #expect(events.first?.interface == "org.a11y.atspi.Event.Window")
        let active: [BusArgument] = [.string("active"), .int32(1)]
        #expect(events.dropFirst().first.map { Array($0.arguments.prefix(2)) } == active)
        #expect(events.last?.path == page1, "the focus is told after the window")
        let leaving = ATSPIEvent.between(back, ATSPITestTree.tree(page: 1, active: false), busName: ":1.5")
        #expect(leaving.map(\.member) == ["StateChanged", "Deactivate"])
        #expect(leaving.first?.arguments.prefix(2).elementsEqual([.string("active"), .int32(0)]) == true)
    }
}
