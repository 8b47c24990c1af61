import Foundation

/// The page's tree as the interaction sees it (behaviour reference 1.1, 3.2, 4): elements, their
/// live states and their boxes by path, a node's parent (a timer's or request's is the node that
/// started it), and the search for the element an id names, shared by updates, appends and
/// valueOfs.
extension PageInteraction {
    func element(at path: [Int]) -> Element? { page.elements.node(at: path, children: \.elements) }

    /// The current state of the element at `path` (its build values when nothing changed it).
    public func state(of path: [Int]) -> ElementLiveState? {
        states[path] ?? element(at: path).map(ElementLiveState.init)
    }

    private func children(of path: [Int]) -> [Element] {
        path.isEmpty ? page.elements : element(at: path)?.elements ?? []
    }

    func parent(of node: InteractionNode) -> InteractionNode? {
        switch node {
        case .page: return nil
        case .element(let p): return p.count > 1 ? .element(Array(p.dropLast())) : .page
        case .timer(let i): return timers.indices.contains(i) ? timers[i].parent : nil
        case .request(let i): return requests.indices.contains(i) ? requests[i].parent : nil
        case .list(let p): return .element(p)
        }
    }

    private func isBuilt(_ path: [Int]) -> Bool { built?.contains(path) ?? true }

    func hasID(_ path: [Int], _ id: String) -> Bool {
        element(at: path)?.id?.caseInsensitiveCompare(id) == .orderedSame
    }

    /// The element an update or append names, searched from `h` (3.2): itself for no id or "*",
    /// down through its descendants with "search": "children", else up through the siblings at
    /// each ancestor level (the first match), the page's top-level elements last.
    func find(_ id: String?, from h: InteractionNode, children down: Bool) -> [Int]? {
        switch h {
        case .timer, .request: return nil
        case .list(let p): return id == nil || id == "*" ? p : nil
        case .page:
            guard let id, id != "*" else { return nil }
            return firstChild(of: [], named: id)
        case .element(let p):
            guard let id, id != "*", !hasID(p, id) else { return p }
            return down ? descendant(of: p, named: id) : ancestorSearch(from: p, named: id)
        }
    }

    /// The first element built among the children of `parent` with the id `id`.
    func firstChild(of parent: [Int], named id: String) -> [Int]? {
        children(of: parent).indices.lazy.map { parent + [$0] }.first { isBuilt($0) && hasID($0, id) }
    }

    /// The first match among the siblings at each ancestor level of `p`, the top-level elements last.
    func ancestorSearch(from p: [Int], named id: String) -> [Int]? {
        var level = p
        while !level.isEmpty {
            level.removeLast()
            if let found = firstChild(of: level, named: id) { return found }
        }
        return nil
    }

    /// The first match among the descendants of `p`, depth first.
    func descendant(of p: [Int], named id: String) -> [Int]? {
        for i in children(of: p).indices {
            let c = p + [i]
            if isBuilt(c), hasID(c, id) { return c }
            if let found = descendant(of: c, named: id) { return found }
        }
        return nil
    }

    func box(at path: [Int]) -> ElementBox? { builder.boxes(page(at: now)).node(at: path, children: \.children) }
}
