/// A node of a page's interactive tree: where an event's actions are dispatched (H) and from where
/// its valueOfs are evaluated (O) (behaviour reference 1.1, 1.3).
public enum InteractionNode: Hashable, Sendable {
    case page
    /// An element by its path of child indices (as `ElementInstance.path`).
    case element([Int])
    /// A running (or finished) timer, by its number on the page.
    case timer(Int)
    /// A get or post, by its number on the page.
    case request(Int)
    /// A list element's helper (the originator of its rowSelected), by the list's path.
    case list([Int])

    /// Timers and requests: not views, so their updates go to the node that started them.
    var isTransient: Bool {
        switch self {
        case .timer, .request: return true
        case .page, .element, .list: return false
        }
    }
}

/// An event that ran: its name, the node it ran on and when (seconds).
public struct FiredEvent: Equatable, Sendable, CustomStringConvertible {
    public var name: String
    public var node: InteractionNode
    public var time: Double

    public init(_ name: String, _ node: InteractionNode, _ time: Double) {
        self.name = name
        self.node = node
        self.time = time
    }

    public var description: String {
        let at: String
        switch node {
        case .page: at = "page"
        case .element(let p): at = "element" + p.map { "[\($0)]" }.joined()
        case .timer(let n): at = "timer \(n)"
        case .request(let n): at = "request \(n)"
        case .list(let p): at = "list" + p.map { "[\($0)]" }.joined()
        }
        return "\(name) on \(at) at \(time)"
    }
}
