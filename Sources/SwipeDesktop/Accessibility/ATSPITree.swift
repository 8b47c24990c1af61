import SwipeDocument
import SwipeReader

/// One snapshot of the accessible tree as the AT-SPI server answers from it: the window node the
/// window handed over, indexed by id with each node's parent and place among its siblings. An
/// immutable value, replaced whole when the window hands over a new one.
public struct ATSPITree: Equatable, Sendable {
    /// The application's name (the root object's `Name`).
    public let application: String
    /// The window and all it holds.
    public let window: AccessibleNode
    private let entries: [AccessibleID: Entry]

    struct Entry: Equatable, Sendable {
        var node: AccessibleNode
        /// Nil for the window (its parent is the application).
        var parent: AccessibleID?
        var index: Int
    }

    public init(application: String, window: AccessibleNode) {
        self.application = application
        self.window = window
        var entries: [AccessibleID: Entry] = [:]
        func add(_ node: AccessibleNode, parent: AccessibleID?, index: Int) {
            entries[node.id] = Entry(node: node, parent: parent, index: index)
            for (i, child) in node.children.enumerated() { add(child, parent: node.id, index: i) }
        }
        add(window, parent: nil, index: 0)
        self.entries = entries
    }

    /// The node named `id`.
    public func node(_ id: AccessibleID) -> AccessibleNode? { entries[id]?.node }
    /// The parent of the node named `id` (nil: the application, or no such node).
    public func parent(of id: AccessibleID) -> AccessibleID? { entries[id]?.parent }
    /// The node's index among its parent's children.
    public func index(of id: AccessibleID) -> Int { entries[id]?.index ?? -1 }

    /// The deepest node whose frame holds the screen point `(x, y)`, from `start` down, the last
    /// drawn (the topmost) first.
    public func node(at x: Double, _ y: Double, in start: AccessibleNode) -> AccessibleNode? {
        guard start.frame.contains(Point(x, y)) else { return nil }
        for child in start.children.reversed() {
            if let hit = node(at: x, y, in: child) { return hit }
        }
        return start
    }
}

