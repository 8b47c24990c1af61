import Foundation

/// What spoken feedback says for a node of the accessible tree: a control's name, role, state and
/// value ("Mute, check box, not checked"), a text's words, a page's title and its text in reading
/// order. Pure.
public enum SpokenDescription {
    /// `node` as said when it gets focus or a finger touches it; empty when it has nothing to say.
    public static func of(_ node: AccessibleNode) -> String {
        let said = node.name.isEmpty ? node.text?.string ?? "" : node.name
        var parts = [said]
        if let role = roleWord(node) { parts.append(role) }
        if node.role == .checkBox { parts.append(node.states.contains(.checked) ? "checked" : "not checked") }
        if node.role == .textField || node.role == .textArea, let text = node.text?.string, !node.name.isEmpty { parts.append(text) }
        if let value = node.value, node.role != .checkBox { parts.append(value) }
        if !node.states.contains(.enabled) { parts.append("dimmed") }
        return sentence(parts)
    }

    /// A page (or scene) as said when it is opened or turned to: its title, then each node below
    /// it in reading order (the title not said twice: a page named by its first text starts with it).
    public static func page(_ page: AccessibleNode) -> String {
        let nodes = page.children.flatMap(\.flattened).filter { !containerRoles.contains($0.role) }
        let first = nodes.first.map { $0.name.isEmpty ? $0.text?.string ?? "" : $0.name }
        let title = first?.hasPrefix(page.name) == true ? [] : [page.name]
        return join(title + nodes.map(of))
    }

    /// Said when spoken feedback is turned on: that it is, and how to move and activate.
    public static let turnedOn = "Spoken feedback on. Touch or slide one finger over the screen to hear what is there. "
        + "Double tap anywhere to activate what was said last. Swipe right or left for the next or previous item. "
        + "Tab and the arrow keys move too, Enter activates."
    /// Said when it is turned off.
    public static let turnedOff = "Spoken feedback off."

    /// An on-screen keyboard's key as said when a finger slides onto it (`label`: what it shows now,
    /// shifted or not).
    public static func key(_ key: OnScreenKeyboard.Key, label: String) -> String {
        switch key {
        case .character: return label
        case .space: return "space"
        case .shift: return "shift"
        case .backspace: return "delete"
        case .enter: return "enter"
        case .symbols: return "symbols"
        case .letters: return "letters"
        case .hide: return "hide keyboard"
        }
    }

    /// The sound's level as said when the reader changes it: "Volume 80 %", or "Sound off" when muted.
    public static func volume(_ level: Double, muted: Bool) -> String {
        muted ? "Sound off" : "Volume \(Int((level * 100).rounded())) %"
    }

    /// Sentences or phrases joined as speech pauses between them: a full stop after each that has
    /// no ending of its own.
    public static func join(_ parts: [String]) -> String {
        parts.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.filter { !$0.isEmpty }
            .map { ".!?:;".contains($0.last!) ? $0 : $0 + "." }.joined(separator: " ")
    }

    /// The nodes that only hold others: said through what they hold.
    static let containerRoles: Set<AccessibleRole> = [.window, .document, .page, .section, .list, .menu, .dialog]

    /// Words of one description, joined by commas.
    private static func sentence(_ parts: [String]) -> String {
        parts.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.filter { !$0.isEmpty }.joined(separator: ", ")
    }

    /// The role as said after the name (nothing for plain text).
    private static func roleWord(_ node: AccessibleNode) -> String? {
        switch node.role {
        case .button: return "button"
        case .textField: return "text field"
        case .textArea: return "text area"
        case .checkBox: return "check box"
        case .spinButton: return "setting"
        case .menuItem: return "menu item"
        case .listItem: return "list item"
        case .menu: return "menu"
        case .dialog: return "dialog"
        case .image: return node.name.isEmpty ? nil : "image"
        case .video: return "video"
        case .heading: return node.level.map { "heading level \($0)" } ?? "heading"
        case .list: return "list"
        case .page: return "page"
        case .window, .document, .section, .paragraph, .group, .status: return nil
        }
    }
}
