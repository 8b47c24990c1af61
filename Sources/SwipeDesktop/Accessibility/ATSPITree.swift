import SwipeDocument
import SwipeReader

/// One snapshot of the accessible tree as the AT-SPI server answers from it: the window node the
/// window handed over, indexed by id with each node's parent and place among its siblings, whether
/// the window has the keyboard, and where a screen reader's focus is. An immutable value, replaced
/// whole when the window hands over a new one.
public struct ATSPITree: Equatable, Sendable {
    /// The application's name (the root object's `Name`).
    public let application: String
    /// The window and all it holds.
    public let window: AccessibleNode
    /// Whether the window has the keyboard (AT-SPI's `active` window).
    public let active: Bool
    /// Where the screen reader's focus is: the focused node, else the page being read (the first
    /// page showing), so that turning a page moves the focus to the new page, which is named by
    /// its first heading or text and holds its text.
    public let focus: AccessibleID?
    private let entries: [AccessibleID: Entry]

    struct Entry: Equatable, Sendable {
        var node: AccessibleNode
        /// Nil for the window (its parent is the application).
        var parent: AccessibleID?
        var index: Int
    }

    public init(application: String, window: AccessibleNode, active: Bool = true) {
        let window = Self.readable(window)
        self.application = application
        self.window = window
        self.active = active
        let all = window.flattened
        focus = (all.first { $0.states.contains(.focused) } ?? all.first { $0.role == .page && $0.states.contains(.showing) })?.id
        var entries: [AccessibleID: Entry] = [:]
        func add(_ node: AccessibleNode, parent: AccessibleID?, index: Int) {
            entries[node.id] = Entry(node: node, parent: parent, index: index)
            for (i, child) in node.children.enumerated() { add(child, parent: node.id, index: i) }
        }
        add(window, parent: nil, index: 0)
        self.entries = entries
    }

    /// `node` with each page (or story scene) a text of its own, as AT-SPI clients read a
    /// document: its nodes' texts and names a line each, in reading order, so a screen reader
    /// whose focus reaches the page speaks its first line and reads on from there (Orca's Say All).
    static func readable(_ node: AccessibleNode) -> AccessibleNode {
        var node = node
        node.children = node.children.map(readable)
        if node.role == .page, node.text == nil {
            let lines = node.children.flatMap(\.flattened).compactMap { n -> String? in
                let line = n.text?.string ?? (n.children.isEmpty ? n.name : "")
                return line.isEmpty ? nil : line
            }
            node.text = AccessibleText(lines.joined(separator: "\n"))
        }
        return node
    }

    /// The node named `id`.
    public func node(_ id: AccessibleID) -> AccessibleNode? { entries[id]?.node }
    /// The parent of the node named `id` (nil: the application, or no such node).
    public func parent(of id: AccessibleID) -> AccessibleID? { entries[id]?.parent }
    /// The AT-SPI state numbers of `node` in this snapshot: its own, `active` for the window with
    /// the keyboard, `focused` and `focusable` where the focus is.
    public func atspiStates(_ node: AccessibleNode) -> [UInt32] {
        var numbers = node.states.atspiNumbers(role: node.role)
        if node.id == .window, active { numbers.append(AccessibleStates.atspiActive) }
        if node.id == focus { numbers += [AccessibleStates.atspiFocusable, AccessibleStates.atspiFocused] }
        return Array(Set(numbers)).sorted()
    }

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

