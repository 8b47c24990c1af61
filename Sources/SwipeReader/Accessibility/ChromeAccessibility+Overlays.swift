import SwipeDocument

/// The overlays among the player's own controls: the help overlay's table, the annotations list
/// in the page's place, and an open highlight's bar, each where it is drawn.
extension ChromeAccessibility {
    /// The help overlay laid out in `help`: a dialog "Keys" with a line per row of its table,
    /// named by what it does, its keys as its value and both as its text; activated, it closes
    /// (as the help key does).
    public func help(_ help: PlayerChrome.HelpLayout) -> AccessibleNode {
        let id = parent.appending("help")
        let rows = zip(help.table, help.rows).enumerated().map { i, pair in
            let (entry, frame) = pair
            var row = node(id.appending("row\(i)"), .paragraph, name: entry.action, value: entry.keys, frame: frame.keys.union(frame.action))
            row.text = AccessibleText(entry.action + ": " + entry.keys)
            return row
        }
        return node(id, .dialog, name: "Keys", frame: help.panel, action: .command(.help), children: rows)
    }

    /// The annotations list scrolled by `scroll` in the page's place, `selected` its row with the
    /// keyboard's selection: its Close button, then a list per section (named by its title, its
    /// empty state as its value) of rows named by their title and detail, each with its Delete
    /// button; each activated as a tap on it (a row shows its page). Rows scrolled out of sight are
    /// there, not showing.
    public func annotations(_ list: AnnotationList, scroll: Double, selected: Int?) -> AccessibleNode {
        let id = parent.appending("annotations")
        let area = Rect(x: 0, y: list.barHeight, width: list.viewport.x, height: list.areaHeight)
        let shown = { (r: Rect) in Rect(x: r.x, y: list.barHeight + r.y - scroll, width: r.width, height: r.height) }
        let onScreen = { (node: AccessibleNode, frame: Rect) -> AccessibleNode in
            var node = node
            if area.intersection(frame) == nil { node.states.remove(.showing) }
            return node
        }
        let bookmarks = list.rows.prefix { if case .bookmark = $0.target { true } else { false } }.count
        let sections = zip(list.sections, [0..<bookmarks, bookmarks..<list.rows.count]).enumerated().map { s, pair -> AccessibleNode in
            let (section, indices) = pair
            let rows = indices.map { i -> AccessibleNode in
                let row = list.rows[i], frame = shown(list.frames[i]), deleteFrame = shown(list.deleteFrame(i))
                let delete = onScreen(node(id.appending("delete\(i)"), .button, name: "Delete", frame: deleteFrame, action: .annotation(.delete(i))), deleteFrame)
                var item = onScreen(node(id.appending("row\(i)"), .listItem, name: row.title + ", " + row.detail, frame: frame, action: .annotation(.row(i)),
                                         children: [delete]), frame)
                item.states.insert(.focusable)
                if i == selected { item.states.formUnion([.selected, .focused]) }
                return item
            }
            let frame = shown(indices.map { list.frames[$0] }.reduce(section.empty.map { section.frame.union($0.frame) } ?? section.frame) { $0.union($1) })
            return onScreen(node(id.appending("section\(s)"), .list, name: section.title, value: section.empty?.message, frame: frame, children: rows), frame)
        }
        let close = node(id.appending("close"), .button, name: "Close", frame: list.closeFrame, action: .annotation(.close))
        return node(id, .dialog, name: AnnotationList.title, frame: Rect(x: 0, y: 0, width: list.viewport.x, height: list.viewport.y), children: [close] + sections)
    }

    /// The bar of a highlight in `colour` with `note` (being typed while `typing`): a push button
    /// per colour (the highlight's selected), Note (Save while typing) and Delete, each activated
    /// as a tap on it; with a note, an entry "Note" holding it, focused while it is typed.
    public func highlightBar(viewport: Point, style: PlayerStyle, colour: Highlights.Colour, note: String?, typing: Bool) -> AccessibleNode? {
        let controls = HighlightBar.controls(viewport: viewport, style: style)
        guard let top = controls.first?.frame.y, let panel = HighlightBar.frame(viewport: viewport, style: style, withNote: note != nil || typing) else { return nil }
        let id = parent.appending("highlight")
        var children = controls.map { control, frame -> AccessibleNode in
            let name: String, segment: String
            switch control {
            case .colour(let c): (name, segment) = (c.rawValue.prefix(1).uppercased() + c.rawValue.dropFirst(), c.rawValue)
            case .note: (name, segment) = (typing ? "Save" : "Note", "note")
            case .delete: (name, segment) = ("Delete", "delete")
            }
            var button = node(id.appending(segment), .button, name: name, frame: frame, action: .highlight(control))
            button.states.insert(.focusable)
            if control == .colour(colour) { button.states.insert(.selected) }
            return button
        }
        if note != nil || typing {
            var field = node(id.appending("text"), .textField, name: "Note", frame: Rect(x: panel.x, y: panel.y, width: panel.width, height: top - panel.y))
            field.text = AccessibleText(note ?? "", caret: typing ? (note ?? "").unicodeScalars.count : nil)
            field.states.formUnion(typing ? [.editable, .focusable, .focused] : [.focusable])
            children.insert(field, at: 0)
        }
        return node(id, .group, name: "Highlight", frame: panel, children: children)
    }
}
