import SwipeDocument

/// Keeps the decorations of every group and says what changed when a group is applied anew (the
/// decorator API's `apply(decorations, group)`), so only what changed is drawn again. Groups stack
/// in the order they were first applied, decorations in their order within the group; taps look
/// from the top down, the same order every time. A group answers taps only while it has an
/// observer (Readium's shipped design: observers per group, not interactions per decoration).
public struct Decorator {
    /// What applying a group changed, by decoration id.
    public struct Changes: Equatable, Sendable {
        public var added: [String] = []
        public var removed: [String] = []
        public var updated: [String] = []
        /// The new order differs while the same decorations are kept.
        public var reordered = false

        public var isEmpty: Bool { added.isEmpty && removed.isEmpty && updated.isEmpty && !reordered }
    }

    /// An activated decoration, reported to its group's observer.
    public struct Activation: Equatable, Sendable {
        public var group: String
        public var decoration: Decoration
        /// Its box in window pixels (to anchor a popover at).
        public var rect: Rect
        /// Where the tap was, window pixels (the centre of `rect` for the keyboard).
        public var point: Point?
    }

    /// Says whether it handled an activation; an unhandled tap goes on to the page.
    public typealias Observer = (Activation) -> Bool

    private var order: [String] = []
    private var groups: [String: [Decoration]] = [:]
    private var observers: [String: Observer] = [:]
    /// Bumped by every change: what draws decorations redraws when it moves.
    public private(set) var generation = 0

    public init() {}

    /// Declares the current decorations of `group` (ids unique in it: a repeated id keeps its
    /// first); an empty list removes the group's decorations.
    @discardableResult
    public mutating func apply(_ decorations: [Decoration], in group: String) -> Changes {
        var seen = Set<String>()
        let new = decorations.filter { seen.insert($0.id).inserted }
        let old = groups[group] ?? []
        let oldByID = Dictionary(old.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        let newIDs = Set(new.map(\.id))
        var changes = Changes()
        changes.removed = old.map(\.id).filter { !newIDs.contains($0) }
        for d in new {
            if let before = oldByID[d.id] {
                if before != d { changes.updated.append(d.id) }
            } else {
                changes.added.append(d.id)
            }
        }
        let kept = new.map(\.id).filter { oldByID[$0] != nil }
        changes.reordered = kept != old.map(\.id).filter { newIDs.contains($0) }
        if groups[group] == nil, !new.isEmpty { order.append(group) }
        groups[group] = new.isEmpty ? nil : new
        if new.isEmpty { order.removeAll { $0 == group } }
        if !changes.isEmpty { generation += 1 }
        return changes
    }

    /// The decorations of `group`, in their order.
    public func decorations(in group: String) -> [Decoration] { groups[group] ?? [] }

    /// The decoration `key` names, if it is applied.
    public func decoration(_ key: DecorationKey) -> Decoration? { groups[key.group]?.first { $0.id == key.id } }

    /// Every decoration on page `page`, bottom to top, with its group.
    public func decorations(onPage page: Int) -> [(group: String, decoration: Decoration)] {
        decorations { $0.page == page }
    }

    /// Every decoration whose locator `isHere` (a story scene's, found by its `sceneId`), bottom
    /// to top, with its group.
    public func decorations(where isHere: (Locator) -> Bool) -> [(group: String, decoration: Decoration)] {
        order.flatMap { g in (groups[g] ?? []).filter { isHere($0.locator) }.map { (g, $0) } }
    }

    /// The tints of the `pageMark` decorations `isHere` (a page's bookmark), bottom to top, a
    /// decoration without its own tint taking the theme's (`fallback`): what the page indicator shows.
    public func pageMarks(where isHere: (Locator) -> Bool, fallback: Color) -> [Color] {
        decorations(where: isHere).compactMap { $0.decoration.style.id == .pageMark ? $0.decoration.style.tint ?? fallback : nil }
    }

    /// Observes taps on `group`'s decorations (replacing an earlier observer); nil stops.
    public mutating func observe(_ group: String, _ observer: Observer?) { observers[group] = observer }

    /// Whether taps on `group` are reported.
    public func isObserved(_ group: String) -> Bool { observers[group] != nil }

    /// Offers a tap to the observed decorations `drawn` under it (bottom to top, as display items
    /// report them: `[DisplayItem].decorations(at:)`), topmost first; true when one handled it.
    public func activate(drawn: [(key: DecorationKey, rect: Rect)], point: Point?) -> Bool {
        let hits = drawn.compactMap { hit -> (group: String, decoration: Decoration, rect: Rect)? in
            decoration(hit.key).map { (hit.key.group, $0, hit.rect) }
        }
        return !hits.isEmpty && activate(hits, point: point)
    }

    /// Offers a tap to the observed decorations under it, topmost first, until one observer handles
    /// it. `hits` are the decorations the tap fell on, bottom to top (as `decorations(onPage:)`
    /// orders them), each with its box; true when the tap was handled.
    public func activate(_ hits: [(group: String, decoration: Decoration, rect: Rect)], point: Point?) -> Bool {
        for hit in hits.reversed() {
            guard let observer = observers[hit.group] else { continue }
            if observer(Activation(group: hit.group, decoration: hit.decoration, rect: hit.rect, point: point)) { return true }
        }
        return false
    }
}
