import SwipeDocument
import SwipeReader
import SwipeDesktop

/// A small window as the accessible tree gives it: a document with one page holding a text and a
/// focusable button, or, after a turn (`page: 1`), the next page's text alone.
enum ATSPITestTree {
    static let pageID = AccessibleID.window.appending("document").appending("page0")

    static func window(page: Int = 0, buttonFocused: Bool = false) -> AccessibleNode {
        let pageID = AccessibleID.window.appending("document").appending("page\(page)")
        let text = AccessibleNode(id: pageID.element([0]), role: .paragraph, name: "Hello there, reader",
                                  text: AccessibleText("Hello there, reader"), frame: Rect(x: 10, y: 20, width: 200, height: 40))
        var states: AccessibleStates = [.enabled, .showing, .focusable]
        if buttonFocused { states.insert(.focused) }
        let button = AccessibleNode(id: pageID.element([1]), role: .button, name: "Next", states: states,
                                    frame: Rect(x: 50, y: 100, width: 80, height: 30), action: .command(.page(.next)))
        let children = page == 0 ? [text, button] : [AccessibleNode(id: pageID.element([0]), role: .paragraph, name: "Page two",
                                                                     text: AccessibleText("Page two"), frame: Rect(x: 0, y: 0, width: 400, height: 50))]
        let pageNode = AccessibleNode(id: pageID, role: .page, name: "Page \(page + 1)", frame: Rect(x: 0, y: 0, width: 400, height: 300), children: children)
        let document = AccessibleNode(id: .window.appending("document"), role: .document, name: "Book",
                                      frame: Rect(x: 0, y: 0, width: 400, height: 300), children: [pageNode])
        return AccessibleNode(id: .window, role: .window, name: "Book", frame: Rect(x: 0, y: 0, width: 400, height: 300), children: [document])
    }

    static func tree(page: Int = 0, buttonFocused: Bool = false, active: Bool = true) -> ATSPITree {
        ATSPITree(application: "swipe-player", window: window(page: page, buttonFocused: buttonFocused), active: active)
    }
}
