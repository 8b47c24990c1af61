import SwipeDocument

/// What spoken feedback says when what is shown changes, from two accessible trees of the window
/// (before and after): the pages newly shown (opening, a page turn) with their title and text; a
/// menu or a dialog opened; the node that took focus; text that changed (a field's typed
/// characters, a text an action rewrote). Nil when nothing is to be said. Pure.
public enum SpokenChange {
    /// What to say going from `before` (nil: nothing was shown) to `after`.
    public static func utterance(from before: AccessibleNode?, to after: AccessibleNode) -> String? {
        let old = before.map { Dictionary($0.flattened.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a }) } ?? [:]
        let nodes = after.flattened
        let newPages = nodes.filter { $0.role == .page && $0.states.contains(.showing) && old[$0.id]?.states.contains(.showing) != true }
        if !newPages.isEmpty { return SpokenDescription.join(newPages.map(SpokenDescription.page)) }
        var parts: [String] = []
        for node in nodes where (node.role == .menu || node.role == .dialog) && old[node.id] == nil {
            parts.append(SpokenDescription.of(node))
        }
        if let focus = after.focused, focus.id != before?.focused?.id || focus.states != old[focus.id]?.states || focus.value != old[focus.id]?.value {
            parts.append(SpokenDescription.of(focus))
        } else {
            parts += nodes.compactMap { node in old[node.id].flatMap { changedText(from: $0, to: node) } }
        }
        let said = parts.filter { !$0.isEmpty }
        return said.isEmpty ? nil : SpokenDescription.join(said)
    }

    /// The text of `node` that changed since `old`: the characters typed into a field, or a text's
    /// new words.
    static func changedText(from old: AccessibleNode, to node: AccessibleNode) -> String? {
        guard let now = node.text?.string, now != old.text?.string else { return nil }
        guard node.role == .textField || node.role == .textArea, let was = old.text?.string else { return now }
        let prefix = zip(was, now).prefix { $0 == $1 }.count
        let suffix = zip(was.dropFirst(prefix).reversed(), now.dropFirst(prefix).reversed()).prefix { $0 == $1 }.count
        let inserted = String(now.dropFirst(prefix).dropLast(suffix))
        return inserted.isEmpty ? nil : inserted
    }
}
