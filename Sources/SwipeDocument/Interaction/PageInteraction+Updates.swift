/// The update action (behaviour reference 3.2): its keys merged into the element it names at once,
/// applied on the next turn (a queued job) as tweens, a path motion, a box, a text, a picture and
/// flags, its completion queued for when they end; a new update finishes the running one first.
extension PageInteraction {
    /// An update run by handler `h`: its keys merged into the element it names, applied next turn.
    mutating func startUpdate(_ u: UpdateAction, handler h: InteractionNode, originator o: InteractionNode) {
        // A list helper's updates find nothing (3.2).
        if case .list = h { return }
        guard let target = find(u.id, from: h, children: u.searchChildren), let e = element(at: target) else { return }
        // The keys are merged at once; what they show waits for the next turn (3.2).
        states[target, default: ElementLiveState(e)].merged = states[target, default: ElementLiveState(e)].merged.merged(with: u.changes)
        enqueue(.apply(target: target, originator: o, completion: u.completion, moves: u.changes.pos != nil), at: now)
    }

    /// The keys merged into the element at `target` applied (the queued job of an update).
    mutating func apply(_ target: [Int], originator o: InteractionNode, completion: EventHandler?, moves: Bool) {
        guard let e = element(at: target), var s = states[target] else { return }
        // A new update removes the element's running animations: they jump to their end, and an
        // update still waiting for them completes now.
        s.finishTweens()
        if let waiting = s.pendingCompletion, let i = queue.firstIndex(where: { $0.serial == waiting }) {
            let job = queue.remove(at: i)
            s.pendingCompletion = nil
            states[target] = s
            perform(job.work, serial: job.serial)
            guard let again = states[target] else { return }
            s = again
            s.finishTweens()
        }
        let m = s.merged
        s.updated = true
        switch m.text {
        case .value(let t)?: s.text = t
        case .valueOf(let v)?: if let string = evaluate(v, from: o)?.string { s.text = .plain(string) }
        // What was typed is not kept in the element: an update sets the field to its text again.
        case nil: if e.isTextInput { s.text = nil }
        }
        if m.x != nil || m.y != nil || m.w != nil || m.h != nil { s.frame = newFrame(target, m, originator: o) }
        let duration = m.duration ?? Self.defaultDuration
        let shown = s.applied(to: e, at: now)
        if let v = m.opacity { s.opacity = Tween(from: shown.opacity, to: v, start: now, duration: duration) }
        if let v = m.bc { s.bc = Tween(from: shown.bc, to: v, start: now, duration: duration) }
        if let v = m.borderColor { s.borderColor = Tween(from: shown.borderColor, to: v, start: now, duration: duration) }
        if let v = m.borderWidth { s.borderWidth = Tween(from: shown.borderWidth, to: v, start: now, duration: duration) }
        if moves, let path = m.pos { s.motion = PathMotion(path: path, mode: m.mode ?? .none, progress: Tween(from: 0, to: 1, start: now, duration: duration)) }
        s.cornerRadius = m.cornerRadius ?? s.cornerRadius
        s.textColor = m.textColor ?? s.textColor
        s.fontSize = m.fontSize ?? s.fontSize
        s.textAlign = m.textAlign ?? s.textAlign
        s.fontNames = m.fontNames ?? s.fontNames
        s.data = m.data ?? s.data
        s.shape = m
        if let img = m.img.flatMap({ picture($0, for: e, from: o) }) { show(img, on: target, &s) }
        if let completion {
            s.pendingCompletion = enqueue(.completion(completion, handler: o, originator: .element(target), target: target),
                                          at: now + (m.isTweened || moves ? duration : 0))
        }
        // The flags last, their valueOfs seeing the text and box just applied (an element's own
        // text.length, say).
        states[target] = s
        let wasEnabled = s.enabled, wasFocusable = s.focusable
        if let v = m.enabled.flatMap({ flag($0, from: o) }) { s.enabled = v }
        if let v = m.focusable.flatMap({ flag($0, from: o) }) { s.focusable = v }
        states[target] = s
        if e.isTextInput, m.text != nil || e.text != nil { run("textChanged", on: .element(target)) }
        if s.enabled != wasEnabled { run(s.enabled ? "enabled" : "disabled", on: .element(target)) }
        if s.focusable != wasFocusable { run(s.focusable ? "focusable" : "unfocusable", on: .element(target)) }
        if !s.focusable, focused == target { setFocus(nil) }
    }

    private func flag(_ d: Dynamic<Bool>, from o: InteractionNode) -> Bool? {
        switch d {
        case .value(let b): return b
        case .valueOf(let v): return evaluate(v, from: o)?.flag
        }
    }

    /// The box an update's x, y, w and h give: numbers and percentages of the document's size
    /// (for nested elements too, as the original engine), valueOfs in doc units, absent keys
    /// keeping the current box.
    private func newFrame(_ target: [Int], _ m: ElementChanges, originator o: InteractionNode) -> Rect? {
        guard let box = box(at: target) else { return nil }
        let doc = builder.settings.documentSize
        let origin = box.frame.origin, size = box.frame.size
        func number(_ v: ValueOf) -> Double? { evaluate(v, from: o)?.number }
        func extent(_ d: Dynamic<Extent>?, current: Double, reference: Double) -> Double {
            switch d {
            case .value(.length(let l))?: return l.resolved(against: reference)
            case .valueOf(let v)?: return number(v) ?? current
            default: return current
            }
        }
        let w = extent(m.w, current: size.x, reference: doc.x)
        let h = extent(m.h, current: size.y, reference: doc.y)
        func coordinate(_ d: Dynamic<Coordinate>?, current: Double, length: Double, reference: Double) -> Double {
            switch d {
            case .value(.length(let l))?: return l.resolved(against: reference)
            case .value(.start)?: return 0
            case .value(.center)?: return (reference - length) / 2
            case .value(.end)?: return reference - length
            case .valueOf(let v)?: return number(v) ?? current
            case nil: return current
            }
        }
        return Rect(x: coordinate(m.x, current: origin.x, length: w, reference: doc.x),
                    y: coordinate(m.y, current: origin.y, length: h, reference: doc.y), width: w, height: h)
    }
}
