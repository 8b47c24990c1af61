import SwipeDocument
@testable import SwipeReader

/// Small accessible trees for the spoken feedback tests: a window holding a document with pages.
enum SpokenTrees {
    static let document = AccessibleID.window.appending("document")

    /// A node of page `page` at element `index`, its frame a 100-pixel-high band from y = 100 × index.
    static func node(_ role: AccessibleRole, page: Int = 0, _ index: Int, name: String = "", text: String? = nil,
                     states: AccessibleStates = [.enabled, .showing], action: AccessibleAction? = nil) -> AccessibleNode {
        AccessibleNode(id: document.appending("page\(page)").element([index]), role: role, name: name, text: text.map { AccessibleText($0) },
                       states: states, frame: Rect(x: 0, y: Double(index) * 100, width: 400, height: 100), action: action)
    }

    /// The window showing `pages` (name and nodes each).
    static func window(_ pages: [(index: Int, name: String, nodes: [AccessibleNode])]) -> AccessibleNode {
        let pageNodes = pages.map {
            AccessibleNode(id: document.appending("page\($0.index)"), role: .page, name: $0.name, frame: Rect(x: 0, y: 0, width: 400, height: 600), children: $0.nodes)
        }
        let doc = AccessibleNode(id: document, role: .document, name: "Book", frame: Rect(x: 0, y: 0, width: 400, height: 600), children: pageNodes)
        return AccessibleNode(id: .window, role: .window, name: "Book", frame: Rect(x: 0, y: 0, width: 400, height: 600), children: [doc])
    }

    /// Page 0: a heading, a paragraph and a button.
    static let firstPage = [node(.heading, 0, text: "Welcome"), node(.paragraph, 1, text: "Touch a picture to hear its name."),
                            node(.button, 2, name: "Start", states: [.enabled, .showing, .focusable], action: .tap(ElementInstance(page: 0, path: [2])))]
}
