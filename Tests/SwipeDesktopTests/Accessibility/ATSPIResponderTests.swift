import SwipeDocument
import SwipeReader
@testable import SwipeDesktop
import Testing

/// The answers Orca gets from one snapshot: the application and its window, names, roles, states,
/// children and parents, extents, text, and an action handed to the window rather than run.
@Suite struct ATSPIResponderTests {
    let responder = ATSPIResponder(tree: ATSPITestTree.tree(), busName: ":1.5", desktop: (name: ":1.0", path: "/org/a11y/atspi/accessible/root"),
                                   applicationID: 3, locale: "en_US.UTF-8")
    let button = ATSPIPath.path(ATSPITestTree.pageID.element([1]))
    let text = ATSPIPath.path(ATSPITestTree.pageID.element([0]))

    func call(_ path: String, _ interface: String, _ member: String, _ arguments: [BusValue] = []) -> ATSPIResponder.Answer {
        responder.answer(path: path, interface: "org.a11y.atspi." + interface, member: member, arguments)
    }

    @Test func theApplicationHoldsTheWindowAndTheTreeGoesDown() {
        #expect(call(ATSPIPath.root, "Accessible", "GetChildren").arguments == [.array(element: "(so)", [.structure([.string(":1.5"), .objectPath(ATSPIPath.path(.window))])])])
        #expect(call(ATSPIPath.root, "Accessible", "GetRoleName").arguments == [.string("application")])
        #expect(call(ATSPIPath.root, "Application", "GetLocale").arguments == [.string("en_US.UTF-8")])
        let page = ATSPIPath.path(ATSPITestTree.pageID)
        #expect(call(page, "Accessible", "GetChildAtIndex", [.int32(1)]).arguments == [.structure([.string(":1.5"), .objectPath(button)])])
        #expect(call(page, "Accessible", "GetChildAtIndex", [.int32(5)]).arguments == [.structure([.string(":1.5"), .objectPath(ATSPIPath.null)])])
        #expect(call(button, "Accessible", "GetIndexInParent").arguments == [.int32(1)])
    }

    @Test func aButtonsRoleStatesAndAction() {
        #expect(call(button, "Accessible", "GetRole").arguments == [.uint32(AccessibleRole.button.atspiNumber)])
        #expect(call(button, "Accessible", "GetRoleName").arguments == [.string("push button")])
        guard case .array(_, let words)? = call(button, "Accessible", "GetState").arguments.first, case .uint32(let low)? = words.first else {
            Issue.record("no state set"); return
        }
        for state: UInt32 in [8, 11, 24] { #expect(low & (1 << state) != 0, "state \(state): enabled, focusable, sensitive") }
        #expect(low & (1 << 12) == 0, "not focused")
        #expect(call(button, "Action", "GetName", [.int32(0)]).arguments == [.string("activate")])
        let done = call(button, "Action", "DoAction", [.int32(0)])
        #expect(done.arguments == [.boolean(true)] && done.action == .command(.page(.next)), "handed to the window, not run here")
        #expect(call(button, "Action", "DoAction", [.int32(1)]).action == nil, "there is one action")
        #expect(call(text, "Action", "DoAction", [.int32(0)]).error == ATSPIResponder.unknownMethod, "a text has no action")
    }

    @Test func textAndExtents() {
        #expect(call(text, "Text", "GetText", [.int32(6), .int32(11)]).arguments == [.string("there")])
        #expect(call(text, "Text", "GetText", [.int32(0), .int32(-1)]).arguments == [.string("Hello there, reader")])
        #expect(call(text, "Component", "GetExtents", [.uint32(0)]).arguments == [.structure([.int32(10), .int32(20), .int32(200), .int32(40)])])
    }

    /// The state numbers `GetState` gives for `path` in `tree`.
    func states(_ path: String, in tree: ATSPITree = ATSPITestTree.tree()) -> Set<UInt32> {
        let responder = ATSPIResponder(tree: tree, busName: ":1.5", desktop: (name: ":1.0", path: ATSPIPath.root), applicationID: 3, locale: "C")
        guard case .array(_, let words)? = responder.answer(path: path, interface: "org.a11y.atspi.Accessible", member: "GetState", []).arguments.first else {
            return []
        }
        let bits = words.compactMap { if case .uint32(let w) = $0 { w } else { nil } }
        return Set(bits.enumerated().flatMap { i, w in (0..<32).filter { w & (1 << $0) != 0 }.map { UInt32(i * 32 + $0) } })
    }

    @Test func theWindowIsActiveWhileItHasTheKeyboard() {
        let window = ATSPIPath.path(.window)
        #expect(states(window).contains(1))
        #expect(!states(window, in: ATSPITestTree.tree(active: false)).contains(1))
        #expect(!states(button).contains(1))
    }

    @Test func withNothingFocusedThePageIsTheFocusAndReadsAsText() {
        let page = ATSPIPath.path(ATSPITestTree.pageID)
        #expect(states(page).isSuperset(of: [11, 12]), "focusable and focused")
        #expect(!states(page, in: ATSPITestTree.tree(buttonFocused: true)).contains(12), "the button has it")
        #expect(states(button, in: ATSPITestTree.tree(buttonFocused: true)).contains(12))
        #expect(call(page, "Text", "GetText", [.int32(0), .int32(-1)]).arguments == [.string("Hello there, reader\nNext")],
                "its texts and its button's name, a line each")
        #expect(call(page, "Text", "GetTextAtOffset", [.int32(0), .uint32(5)]).arguments == [.string("Hello there, reader\n"), .int32(0), .int32(20)])
        guard case .array(_, let names)? = call(page, "Accessible", "GetInterfaces").arguments.first else { Issue.record("no interfaces"); return }
        #expect(names.contains(.string("org.a11y.atspi.Text")))
    }

    @Test func theCacheIsEmpty() {
        let items = responder.answer(path: ATSPIPath.cache, interface: "org.a11y.atspi.Cache", member: "GetItems", [])
        #expect(items.arguments == [.array(element: "((so)(so)(so)iiassusau)", [])])
        #expect(items.arguments.first?.signature == "a((so)(so)(so)iiassusau)")
    }

    @Test func unknownObjectsAndMethodsAreErrors() {
        #expect(call(ATSPIPath.path(.window.appending("gone")), "Accessible", "GetRole").error == ATSPIResponder.unknownObject)
        #expect(call(button, "Accessible", "Frobnicate").error == ATSPIResponder.unknownMethod)
    }
}
