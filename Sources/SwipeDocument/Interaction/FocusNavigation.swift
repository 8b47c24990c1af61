/// Keyboard focus among a page's focusable elements, as a TV remote or a kiosk keypad moves it
/// (behaviour reference 2.4, Linux): arrows move to the nearest element in that direction, Tab and
/// Shift-Tab go through them in document order, Enter or Space select the focused one.
public enum FocusMove: Equatable, Sendable {
    case up, down, left, right
    case next, previous
}

public enum FocusNavigation {
    /// A focusable element and its box on the page as drawn.
    public struct Candidate: Equatable, Sendable {
        public var path: [Int]
        public var box: Rect

        public init(path: [Int], box: Rect) {
            self.path = path
            self.box = box
        }
    }

    /// Where focus goes from `current` (nil: nothing focused yet: the first candidate, or the
    /// last for `.previous`); nil when nothing lies that way.
    public static func target(from current: [Int]?, _ move: FocusMove, among candidates: [Candidate]) -> [Int]? {
        guard !candidates.isEmpty else { return nil }
        guard let current, let here = candidates.firstIndex(where: { $0.path == current }) else {
            return move == .previous ? candidates.last?.path : candidates.first?.path
        }
        switch move {
        case .next: return candidates[(here + 1) % candidates.count].path
        case .previous: return candidates[(here + candidates.count - 1) % candidates.count].path
        default: break
        }
        let from = candidates[here].box
        var best: (path: [Int], score: Double)?
        for (k, c) in candidates.enumerated() where k != here {
            let to = c.box
            // Only elements wholly beyond the focused one's edge (overlaps of a point forgiven).
            let gap: Double, across: Double
            switch move {
            case .right: (gap, across) = (to.x - (from.x + from.width), center(to).y - center(from).y)
            case .left: (gap, across) = (from.x - (to.x + to.width), center(to).y - center(from).y)
            case .down: (gap, across) = (to.y - (from.y + from.height), center(to).x - center(from).x)
            default: (gap, across) = (from.y - (to.y + to.height), center(to).x - center(from).x)
            }
            guard gap > -1 else { continue }
            // Straight ahead counts more than off to the side.
            let score = max(0, gap) + 2 * abs(across)
            if score < best?.score ?? .infinity { best = (c.path, score) }
        }
        return best?.path
    }

    private static func center(_ r: Rect) -> Point { Point(r.x + r.width / 2, r.y + r.height / 2) }
}
