import SwipeDocument

/// The nodes spoken feedback moves through (a one-finger swipe, explore by touch): every node shown
/// with something to say, in reading order, containers left out; while a menu or a dialog is open
/// over the page, only its own. Pure.
public struct SpokenNavigation: Equatable, Sendable {
    public let items: [AccessibleNode]

    public init(_ tree: AccessibleNode) {
        let modal = tree.flattened.last { $0.role == .menu || $0.role == .dialog }
        items = (modal ?? tree).flattened.filter {
            $0.states.contains(.showing) && !SpokenDescription.containerRoles.contains($0.role) && !SpokenDescription.of($0).isEmpty
        }
    }

    /// The node under `point` (screen pixels): the last in reading order whose frame holds it, the
    /// one drawn on top.
    public func item(at point: Point) -> AccessibleNode? {
        items.last { $0.frame.contains(point) }
    }

    /// The node after (or before, `forward` false) the one named `current`; the first (or last) when
    /// `current` is nil or gone; nil past the end.
    public func item(after current: AccessibleID?, forward: Bool = true) -> AccessibleNode? {
        guard let current, let i = items.firstIndex(where: { $0.id == current }) else { return forward ? items.first : items.last }
        let j = forward ? i + 1 : i - 1
        return items.indices.contains(j) ? items[j] : nil
    }
}
