import SwipeDocument

/// One node of the accessible tree: what a screen reader is told about something the player
/// shows (its role, name, text, states, extents on the screen, what activating it runs) and what
/// it holds, in reading order. A plain value built from what is drawn, compared in tests and
/// served as it is to assistive technologies (AT-SPI's Accessible, Component, Text and Action).
public struct AccessibleNode: Equatable, Sendable {
    /// The node's name in the tree, the same in every frame that shows it.
    public var id: AccessibleID
    public var role: AccessibleRole
    /// What the node is called: an author's label, a button's text, a control's title.
    public var name: String
    /// The text it shows, if any.
    public var text: AccessibleText?
    /// A heading's level (1 for `#`).
    public var level: Int?
    /// A control's value as read out ("Off", "80 %"), a page indicator's "3 / 10".
    public var value: String?
    /// A control's number, for a range (AT-SPI's Value interface).
    public var numeric: AccessibleValue?
    public var states: AccessibleStates
    /// Where it is on the screen, in pixels (the window's turn and the page's zoom included).
    public var frame: Rect
    /// What activating it runs; nil when nothing.
    public var action: AccessibleAction?
    public var children: [AccessibleNode]

    public init(id: AccessibleID, role: AccessibleRole, name: String = "", text: AccessibleText? = nil, level: Int? = nil, value: String? = nil,
                states: AccessibleStates = [.enabled, .showing], frame: Rect, action: AccessibleAction? = nil, children: [AccessibleNode] = []) {
        self.id = id
        self.role = role
        self.name = name
        self.text = text
        self.level = level
        self.value = value
        self.states = states
        self.frame = frame
        self.action = action
        self.children = children
    }

    /// This node and every node below it, depth first in reading order.
    public var flattened: [AccessibleNode] { [self] + children.flatMap(\.flattened) }

    /// The node named `id` in this subtree.
    public func node(_ id: AccessibleID) -> AccessibleNode? {
        if self.id == id { return self }
        for child in children {
            if let found = child.node(id) { return found }
        }
        return nil
    }

    /// The node with focus in this subtree, if any.
    public var focused: AccessibleNode? { flattened.first { $0.states.contains(.focused) } }
}
