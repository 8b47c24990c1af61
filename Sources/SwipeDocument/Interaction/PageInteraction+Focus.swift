/// Keyboard focus (behaviour reference 2.4): moved by arrows and Tab among the elements that can
/// take it as drawn (`FocusNavigation`), set by the window, activated as a tap; losing and gaining
/// it run the elements' lostFocus and gainedFocus. Updates take it from an element made
/// unfocusable (`setFocus`).
extension PageInteraction {
    /// Moves keyboard focus (2.4): the old element's "lostFocus" runs, then the new one's
    /// "gainedFocus". False when no focusable element lies that way.
    @discardableResult
    public mutating func moveFocus(_ move: FocusMove, time t: Double) -> Bool {
        advance(to: t)
        guard let target = FocusNavigation.target(from: focused, move, among: focusCandidates()), target != focused else { return false }
        setFocus(target)
        return true
    }

    /// Enter or Space on the focused element: a tap on it (2.2, tvOS "select"). False when nothing
    /// has focus.
    @discardableResult
    public mutating func activateFocus(time t: Double) -> Bool {
        advance(to: t)
        guard let focused else { return false }
        if element(at: focused)?.isTextInput == true { startEditing(focused) }
        singleTap(.element(focused))
        return true
    }

    /// The elements Tab goes through now, in document order.
    public func focusOrder() -> [[Int]] { focusCandidates().map(\.path) }

    /// Puts keyboard focus on the element at `target` (nil: on none, as when it moves on to a
    /// decoration): the old element's "lostFocus" runs, then the new one's "gainedFocus".
    public mutating func focus(_ target: [Int]?, time t: Double) {
        advance(to: t)
        guard target != focused else { return }
        setFocus(target)
    }

    /// Focus on `target` (nil: on none): the old element's "lostFocus" runs, then the new one's
    /// "gainedFocus".
    mutating func setFocus(_ target: [Int]?) {
        let old = focused
        focused = target
        if let old { run("lostFocus", on: .element(old)) }
        if let target { run("gainedFocus", on: .element(target)) }
    }

    /// The elements that can take focus now, in document order, with their boxes as drawn: focusable,
    /// shown, and not lists or text areas (their rows and text take input instead).
    private func focusCandidates() -> [FocusNavigation.Candidate] {
        var out: [FocusNavigation.Candidate] = []
        func walk(_ boxes: [ElementBox]) {
            for box in boxes where box.opacity >= 0.01 {
                if let e = element(at: box.path), e.list == nil, e.textArea == nil, state(of: box.path)?.focusable == true {
                    out.append(FocusNavigation.Candidate(path: box.path, box: box.bounds))
                }
                walk(box.children)
            }
        }
        walk(builder.boxes(page(at: now)))
        return out
    }
}
