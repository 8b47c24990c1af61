/// Text typed into a `textField` or `textArea` (behaviour reference 7): the field being edited,
/// its `TextEdit` changed by typing, keys, the input method and the pointer, its text scrolled to
/// keep the caret in view or by the wheel (`TextEditLayout`), the caret's blink, and textChanged
/// and endEdit run. A tap starts editing (`tap(at:)`); the marks are drawn by `page(at:)`.
extension PageInteraction {
    /// Text typed into the field being edited at `t` (nothing when none is): its "textChanged" runs.
    public mutating func type(_ text: String, time t: Double) {
        editText(time: t) { $0.insert(text) }
    }

    /// Backspace in the field being edited: the selection or the character before the caret goes.
    public mutating func deleteBackward(time t: Double) {
        editText(time: t) { $0.deleteBackward() }
    }

    /// The pointer dragged to `point` (on `shown`) from a press in the field being edited: the
    /// selection reaches there.
    public mutating func dragCaret(to point: Point, shown: Page? = nil) {
        guard let p = editing else { return }
        placeCaret(p, at: point, shown: shown ?? page(at: now), extend: true, word: false)
    }

    /// Up or Down in the field being edited: the caret to the line above or below as laid out
    /// (a long line wraps into several), at the same place across; with `extend` it selects.
    public mutating func moveCaretLine(up: Bool, extend: Bool, time t: Double) {
        advance(to: t)
        guard let p = editing, var edit = currentEdit(p) else { return }
        if let measure, let (layout, _, _) = editLayout(p, on: unmarked(at: now)), edit.composition.isEmpty {
            let c = layout.marks.caret
            let target = Point(c.x, up ? c.y - c.height / 2 : c.y + c.height * 1.5)
            let offset = TextEditMarks.offset(at: target, in: edit.text, content: layout.content, size: layout.size, measure: measure)
            var moved = edit
            moved.place(at: offset, extend: extend)
            // No line that way: to the start or the end.
            if TextEditMarks(moved, content: layout.content, size: layout.size, measure: measure).caret.y == c.y {
                moved.place(at: up ? 0 : edit.text.count, extend: extend)
            }
            edit = moved
        } else {
            edit.move(up ? .up : .down, extend: extend)
        }
        textEdit = edit
        followCaret()
    }

    /// The caret of the field at `p` where `point` is on `shown`, when the text can be measured.
    mutating func placeCaret(_ p: [Int], at point: Point, shown: Page, extend: Bool, word: Bool) {
        guard let measure, var edit = currentEdit(p), let (layout, _, box) = editLayout(p, on: unmarked(at: now), boxes: shown),
              let local = DisplayItem(content: .box(color: .clear, cornerRadius: 0), size: box.frame.size, transform: box.world, opacity: 1, clips: [])
                .localPoint(point) else { return }
        let offset = TextEditMarks.offset(at: Point(local.x + edit.scroll.x, local.y + edit.scroll.y), in: edit.shownText, content: layout.content,
                                          size: layout.size, measure: measure)
        edit.composition = ""
        if word { edit.selectWord(at: offset) } else { edit.place(at: offset, extend: extend) }
        textEdit = edit
        followCaret()
    }

    /// The field at `p` takes typed text, its caret after its text (a field already edited keeps
    /// its caret).
    mutating func startEditing(_ p: [Int]) {
        guard editing != p else { return }
        endEditing()
        editing = p
        // From where the wheel had moved its text, if it had.
        let scroll = textScrolls.removeValue(forKey: p) ?? .zero
        textEdit = currentEdit(p)
        textEdit?.scroll = scroll
        followCaret()
    }

    /// The field stops taking typed text: its "endEdit" runs.
    public mutating func endEditing() {
        guard let p = editing else { return }
        editing = nil
        textEdit = nil
        run("endEdit", on: .element(p))
    }

    /// Changes the field being edited at `t` (a key, a paste, the input method's composition);
    /// when its text changed, its "textChanged" runs.
    public mutating func editText(time t: Double, _ change: (inout TextEdit) -> Void) {
        advance(to: t)
        guard let p = editing, var edit = currentEdit(p), var s = state(of: p) else { return }
        let before = edit.text
        change(&edit)
        textEdit = edit
        defer { followCaret() }
        guard edit.text != before else { return }
        s.text = .plain(edit.text)
        states[p] = s
        run("textChanged", on: .element(p))
    }

    /// The wheel at `point` (on `shown`) over a `textArea` or `textField`, `dx` and `dy` in wheel
    /// lines: an area's text taller than its box scrolls up and down, a field's text longer than
    /// its box across, within the text, whether or not it is being edited. False when it does not
    /// (the wheel then turns pages).
    public mutating func textWheel(at point: Point, dx: Double, dy: Double, time t: Double, shown: Page? = nil) -> Bool {
        advance(to: t)
        guard case .element(let p) = hit(point, shown: shown), element(at: p)?.isTextInput == true, var edit = currentEdit(p),
              let (layout, _, box) = editLayout(p, on: unmarked(at: now)), layout.wheelScrolls(dx: dx, dy: dy) else { return false }
        if p != editing { edit.scroll = textScrolls[p] ?? .zero }
        edit.scroll = layout.wheeled(edit.scroll, dx: dx, dy: dy, field: box.frame.size)
        if p == editing { textEdit = edit } else { textScrolls[p] = edit.scroll }
        return true
    }

    /// The text of the field being edited scrolls as far as the caret needs to stay in view.
    private mutating func followCaret() {
        guard let p = editing, var edit = textEdit, let (layout, _, box) = editLayout(p, on: unmarked(at: now)) else { return }
        edit.scroll = layout.scroll(edit.scroll, field: box.frame.size)
        textEdit = edit
    }

    /// The edit of the field at `p` as it stands: an update that set its text anew puts the caret
    /// after it.
    func currentEdit(_ p: [Int]) -> TextEdit? {
        guard let e = element(at: p), let s = state(of: p) else { return nil }
        let current = text(of: e, s) ?? ""
        if let textEdit, p == editing, textEdit.text == current { return textEdit }
        return TextEdit(text: current, multiline: e.textArea != nil)
    }

    /// Whether the caret keeps showing without blinking: while composing or selecting.
    private var isCaretSteady: Bool { textEdit.map { !$0.composition.isEmpty || !$0.selection.isEmpty } ?? true }

    /// Whether the caret of the field being edited shows at `t` (always, unless `caretBlinks`).
    public func isCaretVisible(at t: Double) -> Bool { !caretBlinks || caretBlink.isVisible(at: t, steady: isCaretSteady) }

    /// When the caret next shows or hides after `t`: the only frames a window idling with a field
    /// being edited needs. Nil when nothing is edited or the caret does not blink.
    public func nextCaretEdge(after t: Double) -> Double? {
        guard caretBlinks, editing != nil else { return nil }
        return caretBlink.nextEdge(after: t, steady: isCaretSteady)
    }

    /// The layout of the text of the field at `p` being edited, as `plain` (without marks)
    /// shows it, with the field and its box (on `boxes`, default `plain`); nil when its text
    /// cannot be measured.
    func editLayout(_ p: [Int], on plain: Page, boxes: Page? = nil) -> (TextEditLayout, Element, ElementBox)? {
        guard let measure, let edit = currentEdit(p), let field = plain.elements.node(at: p, children: \.elements),
              let box = builder.boxes(boxes ?? plain).node(at: p, children: \.children) else { return nil }
        return (TextEditLayout(edit, content: builder.textContent(of: field, on: plain), field: box.frame.size, measure: measure), field, box)
    }

    /// The box of the field being edited (doc units; nil: none is), which the on-screen keyboard keeps in view.
    public var editingFieldBounds: Rect? { editing.flatMap { box(at: $0)?.bounds } }

    /// The caret of the field being edited on the page as drawn (doc units; the field's box when
    /// its text cannot be measured): where the input method places its candidates.
    public var editingBounds: Rect? {
        guard let p = editing else { return nil }
        guard let (layout, _, box) = editLayout(p, on: unmarked(at: now)), let scroll = textEdit?.scroll else { return self.box(at: p)?.bounds }
        let m = layout.marks.caret
        let c = Rect(x: m.x - scroll.x, y: m.y - scroll.y, width: m.width, height: m.height)
        let a = box.world.project(Point(c.x, c.y)).point, b = box.world.project(Point(c.x + c.width, c.y + c.height)).point
        return Rect(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(b.x - a.x), height: abs(b.y - a.y))
    }
}
