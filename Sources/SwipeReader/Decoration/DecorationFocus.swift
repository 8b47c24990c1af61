import SwipeDocument

/// Where keyboard focus is on a page: on one of its focusable elements, or on a decoration.
public enum FocusStop: Equatable, Hashable, Sendable {
    case element([Int])
    case decoration(DecorationKey)
}

/// Keyboard focus on decorations: Tab and Shift+Tab go around one ring per page shown, first the
/// page's focusable elements in document order (as `FocusNavigation` goes through them), then the
/// decorations a tap activates (those of observed groups) in reading order, wrapping from the
/// last back to the first; so there is only ever one focus. Enter or Space activate the focused
/// decoration as a tap on the centre of its box would.
public enum DecorationFocus {
    /// A decoration that can take focus, with the boxes it is drawn in (window pixels).
    public struct Candidate: Equatable, Sendable {
        public var key: DecorationKey
        /// Its first box in reading order (its first line, for text): what orders the decorations.
        public var first: Rect
        /// Around all its boxes: where the focus ring goes, and the activation's rect.
        public var bounds: Rect

        /// Where a keyboard activation points: the centre of its bounds.
        public var center: Point { Point(bounds.x + bounds.width / 2, bounds.y + bounds.height / 2) }
    }

    /// The decorations drawn (`drawn`: each box with its decoration, bottom to top, as the display
    /// list gives them) that can take focus: those of `observed` groups with a box in `visible`, in
    /// reading order: by the top, then the left, of their first box; ties in drawing order.
    public static func candidates(_ drawn: [(key: DecorationKey, rect: Rect)], observed: (String) -> Bool, visible: Rect) -> [Candidate] {
        var order: [DecorationKey] = []
        var boxes: [DecorationKey: [Rect]] = [:]
        for (key, rect) in drawn where observed(key.group) && rect.intersection(visible) != nil {
            if boxes[key] == nil { order.append(key) }
            boxes[key, default: []].append(rect)
        }
        let found = order.map { key -> Candidate in
            let rects = boxes[key]!
            let first = rects.min { ($0.y, $0.x) < ($1.y, $1.x) }!
            return Candidate(key: key, first: first, bounds: rects.dropFirst().reduce(rects[0]) { $0.union($1) })
        }
        return found.enumerated().sorted { a, b in
            (a.element.first.y, a.element.first.x, a.offset) < (b.element.first.y, b.element.first.x, b.offset)
        }.map(\.element)
    }

    /// The page's one focus ring: its focusable `elements` (document order), then `decorations`.
    public static func ring(elements: [[Int]], decorations: [Candidate]) -> [FocusStop] {
        elements.map(FocusStop.element) + decorations.map { .decoration($0.key) }
    }

    /// Where Tab (`forward`) or Shift+Tab goes from `current` around `ring`: the next or previous
    /// stop, wrapping; from nothing (or a stop no longer there) the first or the last. Without
    /// `wraps`, past either end is nil: the focus leaves the ring (for the open search field, which
    /// Tab goes back into). Nil for an empty ring.
    public static func step(from current: FocusStop?, forward: Bool, in ring: [FocusStop], wraps: Bool = true) -> FocusStop? {
        guard !ring.isEmpty else { return nil }
        guard let current, let here = ring.firstIndex(of: current) else { return forward ? ring.first : ring.last }
        let next = here + (forward ? 1 : -1)
        guard ring.indices.contains(next) || wraps else { return nil }
        return ring[(next + ring.count) % ring.count]
    }
}
