/// A page's events dispatched (behaviour reference 1.3, 2.2): a tap hit-tested on the page as
/// drawn and bubbled up to the first enabled node that handles it, a single tap held back while a
/// second one may follow, and each handler's actions handed to the concern that performs them
/// (updates, timers, requests, appends). Every handler runs through here, whatever set it off.
extension PageInteraction {
    // MARK: Input

    /// A tap at `point` (page coordinates, doc units) at time `t` on `shown`, the page as drawn
    /// (default: as updated, unanimated). A node with a doubleTapped handler holds a single tap
    /// back until no second tap came (2.2). On a text field it puts the caret there (`extend`: the
    /// selection reaches there, as Shift-click), a quick second one selects the word.
    public mutating func tap(at point: Point, time t: Double, shown: Page? = nil, extend: Bool = false) {
        advance(to: t)
        let node = hit(point, shown: shown)
        // A tap on a text field starts typing into it; any other tap ends the typing (7).
        if case .element(let p) = node, element(at: p)?.isTextInput == true {
            let again = editing == p && fieldTap.map { t - $0 <= Self.doubleTapInterval } == true
            if editing != p {
                // The tap landed on the text as shown before the typing began: as far as the wheel
                // had moved it, else not scrolled.
                let shownScroll = textScrolls[p] ?? .zero
                startEditing(p)
                textEdit?.scroll = shownScroll
            }
            placeCaret(p, at: point, shown: shown ?? page(at: now), extend: extend, word: again)
            fieldTap = again ? nil : t
        } else {
            endEditing()
        }
        // A row tapped is selected after the tap's own dispatch (6.2).
        defer { rowTapped(node) }
        let hasDouble = handlers(of: node)?["doubleTapped"] != nil
        guard hasDouble else { return singleTap(node) }
        if let pending = pendingTap, pending.node == node, t - pending.time <= Self.doubleTapInterval {
            queue.removeAll { $0.serial == pending.job }
            pendingTap = nil
            if isEnabled(node) { run("doubleTapped", on: node) }
            return
        }
        let job = enqueue(.singleTap(node), at: t + Self.doubleTapInterval)
        pendingTap = (node, t, job)
    }

    /// Whether a tap at `point` does something of the page's (`tap`): it lands on a text field or
    /// a list's row, on an enabled element with a `doubleTapped` handler, or on a node whose
    /// `tapped` handler, or an enclosing element's or the page's, runs. Elsewhere the page is
    /// empty for the tap (the player's own controls show then).
    public func takesTap(at point: Point, shown: Page? = nil) -> Bool {
        let node = hit(point, shown: shown)
        if case .element(let p) = node {
            if element(at: p)?.isTextInput == true || lists.values.contains(where: { $0.row(of: p) != nil }) { return true }
            if handlers(of: node)?["doubleTapped"] != nil, isEnabled(node) { return true }
        }
        var n: InteractionNode? = node
        while let current = n {
            if handlers(of: current)?["tapped"] != nil, isEnabled(current) { return true }
            n = parent(of: current)
        }
        return false
    }

    /// The node a tap at `point` lands on: the topmost element containing it, or the page.
    public func hit(_ point: Point, shown: Page? = nil) -> InteractionNode {
        guard var path = ElementBox.hit(point, in: builder.boxes(shown ?? page(at: now)))?.path else { return .page }
        // The marks over a field being edited are no elements of the page: a tap there is on the field.
        while !path.isEmpty, element(at: path) == nil { path.removeLast() }
        return path.isEmpty ? .page : .element(path)
    }

    /// Single-tap dispatch: the first enabled node with a "tapped" handler from `node` up to the page.
    mutating func singleTap(_ node: InteractionNode) {
        var n: InteractionNode? = node
        while let current = n {
            if handlers(of: current)?["tapped"] != nil, isEnabled(current) {
                run("tapped", on: current)
                return
            }
            n = parent(of: current)
        }
    }

    // MARK: Dispatch

    private func handlers(of node: InteractionNode) -> EventHandlers? {
        switch node {
        case .page: return page.events
        case .element(let p): return element(at: p)?.events
        case .timer, .request, .list: return nil
        }
    }

    private func isEnabled(_ node: InteractionNode) -> Bool {
        guard case .element(let p) = node else { return true }
        return state(of: p)?.enabled ?? true
    }

    /// Runs the handler named `name` of `node` with H = O = the node.
    mutating func run(_ name: String, on node: InteractionNode, originator: InteractionNode? = nil) {
        guard let handler = handlers(of: node)?[name] else { return }
        record(FiredEvent(name, node, now))
        execute(handler.actions, handler: node, originator: originator ?? node)
    }

    /// `H.execute(O, actions)` (1.3).
    mutating func execute(_ actions: [InteractionAction], handler h: InteractionNode, originator o: InteractionNode) {
        for action in actions { perform(action, handler: h, originator: o) }
    }

    private mutating func perform(_ action: InteractionAction, handler h: InteractionNode, originator o: InteractionNode) {
        switch action {
        case .timer(let t):
            startTimer(t, parent: h)
        case .update(let u):
            guard h.isTransient else { return startUpdate(u, handler: h, originator: o) }
            // Timers and requests are not views: their updates go to the node that started them.
            if let p = parent(of: h) { perform(action, handler: p, originator: o) }
        case .get(let q), .post(let q):
            startRequest(q, parent: h)
        case .append(let a):
            guard h.isTransient else { return append(a, handler: h, originator: o) }
            if let p = parent(of: h) { perform(action, handler: p, originator: o) }
        }
    }
}
