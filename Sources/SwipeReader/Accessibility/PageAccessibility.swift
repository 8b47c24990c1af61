import SwipeDocument

/// A page's accessible nodes, built from the page as it is drawn (animated, as its events changed
/// it, its lists' rows added) with the boxes the display list is built with (`boxes`): in reading
/// order (the drawing order, depth first), texts as paragraphs, markdown as headings and
/// paragraphs with their character offsets, pictures, buttons (elements a tap does something
/// with, named by their text), text fields with their text and caret, lists and their rows,
/// videos, each named by its `accessibilityLabel` where it has one. Elements not drawn
/// (invisible, transparent) and `decorative` ones are left out; one that only holds others (a
/// box, an unlabelled shape) gives its place to them. Pure.
public struct PageAccessibility {
    /// Lays the page out: the document's size, the language shown, its markdown styles.
    public let builder: DisplayListBuilder
    public let screen: AccessibleScreen

    public init(builder: DisplayListBuilder, screen: AccessibleScreen) {
        self.builder = builder
        self.screen = screen
    }

    /// Page `index` as drawn (`shown`), at `offset` (doc units) in the view (a spread's right page,
    /// a page turning), with `interaction`'s focus, fields and lists; named by its first heading or
    /// text, else by its number.
    public func node(_ shown: Page, index: Int, offset: Point = .zero, interaction: PageInteraction? = nil, in parent: AccessibleID) -> AccessibleNode {
        let id = parent.appending("page\(index)")
        let walk = Walk(accessibility: self, page: shown, index: index, offset: offset, interaction: interaction, pageID: id)
        let frame = screen.rect(size: builder.settings.documentSize, transform: .identity, offset: offset)
        let children = walk.nodes(shown.elements, builder.boxes(shown), clip: frame)
        var states: AccessibleStates = [.enabled]
        if screen.shows(frame) { states.insert(.showing) }
        return AccessibleNode(id: id, role: .page, name: Self.name(of: children) ?? "Page \(index + 1)", states: states, frame: frame, children: children)
    }

    /// A page's name: its first heading's text, else the first line of its first text.
    static func name(of nodes: [AccessibleNode]) -> String? {
        let all = nodes.flatMap(\.flattened)
        let text = all.first { $0.role == .heading } ?? all.first { $0.role == .paragraph }
        return text?.text?.string.split(separator: "\n").first.map(String.init)
    }

    /// One page's walk through its elements and their boxes.
    private struct Walk {
        let accessibility: PageAccessibility
        let page: Page
        let index: Int
        let offset: Point
        let interaction: PageInteraction?
        let pageID: AccessibleID

        var language: String { accessibility.builder.settings.language }

        /// The nodes of `elements` (drawn in `boxes`), shown within `clip` (screen pixels).
        func nodes(_ elements: [Element], _ boxes: [ElementBox], clip: Rect) -> [AccessibleNode] {
            zip(elements, boxes).flatMap { e, box in nodes(e, box, clip: clip) }
        }

        /// The element's node, or its children's nodes in its place when it is nothing of its own;
        /// nothing for a decorative one.
        private func nodes(_ e: Element, _ box: ElementBox, clip: Rect) -> [AccessibleNode] {
            guard box.opacity >= 0.01, !e.decorative else { return [] }
            let path = box.path
            let frame = accessibility.screen.rect(size: box.frame.size, transform: box.world, offset: offset)
            let innerClip = e.clip || e.list != nil ? frame.intersection(clip) ?? Rect(x: frame.x, y: frame.y, width: 0, height: 0) : clip
            let label = e.accessibilityLabel?.resolved(language: language, strings: page.strings)
            func node(_ role: AccessibleRole, name: String? = nil, text: AccessibleText? = nil, action: AccessibleAction? = nil,
                      children: [AccessibleNode] = []) -> AccessibleNode {
                AccessibleNode(id: pageID.element(path), role: role, name: label ?? name ?? "", text: text, states: states(of: e, path, frame: frame, clip: clip),
                               frame: frame, action: action, children: children)
            }
            if e.isTextInput {
                var n = node(e.textField != nil ? .textField : .textArea, text: fieldText(e, path), action: .tap(instance(path)))
                n.states.formUnion([.editable, .focusable])
                return [n]
            }
            if isTappable(e) {
                return [node(.button, name: contentName(e, box), action: .tap(instance(path)))]
            }
            if e.list != nil {
                // Rows are the interaction's (`ListRows`); a page drawn without one shows none.
                let rows = interaction?.lists[path]
                return [node(.list, children: rows.map { listChildren(e, box, rows: $0, clip: innerClip) } ?? nodes(e.elements, box.children, clip: innerClip))]
            }
            let children = nodes(e.elements, box.children, clip: innerClip)
            if let lines = e.markdown, !lines.isEmpty {
                return [node(.section, children: markdownNodes(lines, path: path, frame: frame, states: states(of: e, path, frame: frame, clip: clip)) + children)]
            }
            if let text = page.text(of: e, language: language), !text.isEmpty {
                return [node(.paragraph, text: AccessibleText(text), children: children)]
            }
            if e.img != nil || e.sprite != nil || (e.path != nil && label != nil) { return [node(.image, children: children)] }
            if e.video != nil || e.radio != nil { return [node(.video, children: children)] }
            if label != nil || state(path)?.focusable == true { return [node(.group, children: children)] }
            return children
        }

        /// A list's rows: the row boxes `ListRows` added to its clipping box, each a list item with
        /// the nodes of its elements; the list's own children before them.
        private func listChildren(_ e: Element, _ box: ElementBox, rows: ListRows, clip: Rect) -> [AccessibleNode] {
            let viewport = rows.viewport
            guard e.elements.indices.contains(viewport), box.children.indices.contains(viewport),
                  let content = e.elements[viewport].elements.first, let contentBox = box.children[viewport].children.first else { return [] }
            let own = nodes(Array(e.elements[..<viewport]), Array(box.children[..<viewport]), clip: clip)
            let selected = rows.scroller.selection
            let items = zip(content.elements, contentBox.children).enumerated().map { i, pair -> AccessibleNode in
                let (row, rowBox) = pair
                let frame = accessibility.screen.rect(size: rowBox.frame.size, transform: rowBox.world, offset: offset)
                var states: AccessibleStates = [.enabled]
                if clip.intersection(frame) != nil { states.insert(.showing) }
                if selected == i { states.insert(.selected) }
                let children = nodes(row.elements, rowBox.children, clip: clip)
                return AccessibleNode(id: pageID.element(rowBox.path), role: .listItem, name: Self.texts(in: children).joined(separator: " "),
                                      states: states, frame: frame, action: .tap(instance(rowBox.path)), children: children)
            }
            return own + items
        }

        /// A markdown element's paragraphs and headings, each with its place in the element's
        /// displayed text (paragraphs joined by newlines, as `DisplayedText`).
        private func markdownNodes(_ lines: [String], path: [Int], frame: Rect, states: AccessibleStates) -> [AccessibleNode] {
            let settings = accessibility.builder.settings.markdown
            let styled = MarkdownLayout.paragraphs(lines: lines, settings: settings, documentHeight: 1)
            var start = 0
            return zip(MarkdownLayout.classified(lines, settings: settings), styled).enumerated().compactMap { k, pair in
                let text = AccessibleText(pair.1.text, start: start)
                start = text.range.upperBound + 1
                guard !pair.1.text.isEmpty else { return nil }
                let level = MarkdownLayout.headingLevel(key: pair.0.key)
                return AccessibleNode(id: pageID.element(path).appending("p\(k)"), role: level == nil ? .paragraph : .heading, text: text, level: level,
                                      states: states, frame: frame)
            }
        }

        /// What a field shows: the text being typed with its caret, else its text now.
        private func fieldText(_ e: Element, _ path: [Int]) -> AccessibleText {
            if let interaction, interaction.editing == path, let edit = interaction.textEdit {
                return AccessibleText(edit.text, caret: String(edit.text.prefix(edit.caret)).unicodeScalars.count)
            }
            let live = state(path)?.text?.resolved(language: language, strings: page.strings)
            return AccessibleText(live ?? page.text(of: e, language: language) ?? "")
        }

        /// A button's name: the texts it shows, in reading order.
        private func contentName(_ e: Element, _ box: ElementBox) -> String {
            let own = DisplayedText.of(e, on: page, language: language, markdown: accessibility.builder.settings.markdown).map { [$0] } ?? []
            return (own + Self.texts(in: nodes(e.elements, box.children, clip: accessibility.screen.window))).joined(separator: " ")
        }

        /// The texts and names of nodes, in reading order.
        static func texts(in nodes: [AccessibleNode]) -> [String] {
            nodes.flatMap(\.flattened).compactMap { n in n.text?.string ?? (n.name.isEmpty ? nil : n.name) }.filter { !$0.isEmpty }
        }

        private func isTappable(_ e: Element) -> Bool {
            e.action == "play" || e.events?["tapped"] != nil || e.events?["doubleTapped"] != nil
        }

        private func state(_ path: [Int]) -> ElementLiveState? { interaction?.state(of: path) }

        private func instance(_ path: [Int]) -> ElementInstance { ElementInstance(page: index, path: path) }

        /// The element's states: enabled and focusable as its events left them, focused, showing
        /// when it is drawn inside `clip` and the window.
        private func states(of e: Element, _ path: [Int], frame: Rect, clip: Rect) -> AccessibleStates {
            var out: AccessibleStates = []
            if state(path)?.enabled ?? e.enabled { out.insert(.enabled) }
            if state(path)?.focusable ?? e.focusable { out.insert(.focusable) }
            if let interaction, interaction.focused == path || interaction.editing == path { out.insert(.focused) }
            if clip.intersection(frame) != nil, accessibility.screen.shows(frame) { out.insert(.showing) }
            return out
        }
    }
}
