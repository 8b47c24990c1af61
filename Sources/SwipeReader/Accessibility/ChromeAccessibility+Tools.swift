import SwipeDocument

/// The reader's tools among the player's own controls: the search field and its matches, the
/// on-screen keyboard's keys, the overview's pages, and the controls put over what they cover.
extension ChromeAccessibility {
    /// `content` (a document, a story) with `controls` open over it: while a control has the
    /// focus (a menu's row, the panel's row, a key held), the content below has none.
    public func over(_ content: [AccessibleNode], controls: [AccessibleNode]) -> [AccessibleNode] {
        guard controls.contains(where: { $0.focused != nil }) else { return content + controls }
        return content.map(Self.unfocused) + controls
    }

    private static func unfocused(_ node: AccessibleNode) -> AccessibleNode {
        var node = node
        node.states.remove(.focused)
        node.children = node.children.map(unfocused)
        return node
    }

    /// The search field at `frame` showing `session`'s query (its caret at the end, focused while
    /// `typing`), then its matches as a list, each named by its page and the words found, the
    /// current one selected, made current when activated.
    public func search(_ session: SearchSession, typing: Bool, frame: Rect) -> [AccessibleNode] {
        let id = parent.appending("search")
        var field = node(id, .textField, name: "Find", frame: frame)
        field.text = AccessibleText(session.query, caret: session.query.unicodeScalars.count)
        field.states.formUnion(typing ? [.editable, .focusable, .focused] : [.editable, .focusable])
        guard session.searched != nil else { return [field] }
        let matchesID = parent.appending("matches")
        let rows = session.matches.enumerated().map { i, match in
            let words = match.locator.text?.highlight ?? ""
            var row = node(matchesID.appending("match\(i)"), .listItem, name: "Page \(match.locator.page + 1)" + (words.isEmpty ? "" : ": " + words),
                           frame: frame, action: .match(i))
            if i == session.current { row.states.insert(.selected) }
            return row
        }
        var list = node(matchesID, .list, name: "Matches", frame: frame, children: rows)
        list.value = session.count
        return [field, list]
    }

    /// The on-screen keyboard laid out in `layout`: a push button per key, named by what it types
    /// (its letter, as shift is now) or does, the one pressed focused; activated, it is typed.
    public func keyboard(_ keyboard: OnScreenKeyboard, layout: OnScreenKeyboard.Layout) -> AccessibleNode {
        let id = parent.appending("keyboard")
        let keys = layout.keys.enumerated().map { i, key in
            var button = node(id.appending("key\(i)"), .button, name: Self.name(of: key.key, on: keyboard), frame: key.frame, action: .key(i))
            if i == keyboard.pressed { button.states.insert(.focused) }
            return button
        }
        return node(id, .group, name: "Keyboard", frame: layout.frame, children: keys)
    }

    /// A key's name as a screen reader says it: a character key its character, the others what they do.
    static func name(of key: OnScreenKeyboard.Key, on keyboard: OnScreenKeyboard) -> String {
        switch key {
        case .character: keyboard.label(key)
        case .space: "Space"
        case .shift: keyboard.shift == .locked ? "Caps lock" : "Shift"
        case .backspace: "Backspace"
        case .enter: "Enter"
        case .symbols: "Symbols"
        case .letters: "Letters"
        case .hide: "Hide keyboard"
        }
    }

    /// The overview: a list of the pages (a story's scenes), each named by `label` and placed where
    /// its thumbnail is, the selected one focused; activated, it is shown.
    public func overview(_ overview: PageOverview, label: (Int) -> String) -> AccessibleNode {
        let id = parent.appending("overview")
        let pages = (0..<overview.pageCount).map { i in
            var item = node(id.appending("page\(i)"), .listItem, name: label(i), frame: overview.frame(of: i), action: .page(i))
            item.states.insert(.focusable)
            if i == overview.selected { item.states.formUnion([.focused, .selected]) }
            return item
        }
        return node(id, .list, name: "Pages", frame: Rect(x: 0, y: 0, width: overview.viewport.x, height: overview.viewport.y), children: pages)
    }
}
