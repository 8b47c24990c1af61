/// What is drawn: the page as its updates, lists' scrolls, focus ring and the field being edited
/// change it at a time, read back by the window, `render` and `export` (`page(at:)`). Only reads
/// the interaction's state.
extension PageInteraction {
    /// The page as it shows at `t`: every element's updated properties applied (tweens at `t`).
    public func page(at t: Double) -> Page {
        var out = unmarked(at: t)
        for (p, scroll) in textScrolls where p != editing {
            // A field the wheel moved: its text as when edited, moved (no further than its end, should
            // an update have shortened it), cut by the field.
            guard let (layout, field, box) = editLayout(p, on: out), layout.scrolls else { continue }
            out.elements.modify(at: p[...]) { e in
                e.text = nil
                e.clip = true
                e.elements += layout.textElements(field: field, scroll: layout.wheeled(scroll, dx: 0, dy: 0, field: box.frame.size))
            }
        }
        if let p = editing, let edit = currentEdit(p), let (layout, field, _) = editLayout(p, on: out) {
            // The field's text, its caret and selection as children of it; a text that scrolls
            // is drawn apart, moved, and cut by the field.
            out.elements.modify(at: p[...]) { e in
                if layout.scrolls {
                    e.text = nil
                    e.clip = true
                }
                e.elements += layout.elements(field: field, scroll: edit.scroll, caret: isCaretVisible(at: t))
            }
        }
        return out
    }

    /// The page as it shows at `t` when anything changed it (updates, a field being edited, lists,
    /// the focus ring); nil when it shows as built.
    public func updatedPage(at t: Double) -> Page? {
        guard !states.isEmpty || editing != nil || !textScrolls.isEmpty || !lists.isEmpty || ringed != nil else { return nil }
        return page(at: t)
    }

    /// The page with every element's updated properties applied at `t`, without the marks of a
    /// field being edited.
    func unmarked(at t: Double) -> Page {
        var out = page
        if !states.isEmpty || editing != nil { out.elements = applied(page.elements, prefix: [], at: t) }
        scrolled(&out, at: t)
        withFocusRing(&out)
        return out
    }

    private func applied(_ elements: [Element], prefix: [Int], at t: Double) -> [Element] {
        elements.enumerated().map { i, e in
            let path = prefix + [i]
            var out = states[path]?.applied(to: e, at: t) ?? e
            // The caret in the text being typed.
            if path == editing, let edit = currentEdit(path) { out.text = .plain(measure == nil ? edit.shownText(caret: Self.caretMark) : edit.shownText) }
            if !e.elements.isEmpty { out.elements = applied(e.elements, prefix: path, at: t) }
            return out
        }
    }
}
