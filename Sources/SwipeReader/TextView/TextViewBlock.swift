import Foundation
import SwipeDocument

/// One block of the text view: a heading, a paragraph, a picture with its label, a button or a
/// field, taken in reading order from the page's accessible tree (`PageAccessibility`, built from
/// the page as the compositor draws it), so the text view shows what a screen reader reads, and a
/// button keeps its `AccessibleAction` (the same `tapped` event as on the page).
public struct TextViewBlock: Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
        case heading(level: Int)
        case paragraph
        /// A picture: what draws it (nil: its label alone) and its height over its width.
        case picture(DisplayContent?, aspect: Double)
        case button
        case field
    }

    public var kind: Kind
    /// A text's words, a button's name, a field's text, a picture's label.
    public var text: String
    /// The node it comes from.
    public var id: AccessibleID
    /// What a tap on it runs (buttons, fields, list rows).
    public var action: AccessibleAction?
    /// The author's font names and text colour, kept while `publisherDefaults` is on.
    public var authorFont: [String]
    public var authorColor: Color?

    public init(kind: Kind, text: String, id: AccessibleID, action: AccessibleAction? = nil, authorFont: [String] = [], authorColor: Color? = nil) {
        self.kind = kind
        self.text = text
        self.id = id
        self.action = action
        self.authorFont = authorFont
        self.authorColor = authorColor
    }

    /// The blocks of `node` (a page or a story's scene) in reading order; `element` finds the
    /// element a node names (for its picture, font and colour), nil where there is none, and
    /// `pictureSize` a picture's pixels (its shape uncropped; else its box's shape).
    public static func blocks(of node: AccessibleNode, element: ([Int]) -> Element? = { _ in nil },
                              pictureSize: (AssetReference) -> Point? = { _ in nil }) -> [TextViewBlock] {
        var out: [TextViewBlock] = []
        func visit(_ n: AccessibleNode, inherited: Element?) {
            let e = n.id.elementPath.flatMap(element) ?? inherited
            func block(_ kind: Kind, _ text: String) -> TextViewBlock {
                TextViewBlock(kind: kind, text: text, id: n.id, action: n.action, authorFont: e?.fontNames ?? [], authorColor: e?.textColor)
            }
            let name = n.name.isEmpty ? nil : n.name
            switch n.role {
            case .heading: out.append(block(.heading(level: n.level ?? 1), n.text?.string ?? n.name))
            case .paragraph: out.append(block(.paragraph, n.text?.string ?? n.name))
            case .button, .listItem:
                out.append(block(.button, n.name))
                return
            case .textField, .textArea:
                out.append(block(.field, n.text?.string ?? ""))
                return
            case .image, .video:
                let content = e?.img.map { DisplayContent.image($0, source: Rect(x: 0, y: 0, width: 1, height: 1), frame: 0) }
                let natural = e?.img.flatMap(pictureSize).flatMap { $0.x > 0 && $0.y > 0 ? $0.y / $0.x : nil }
                let aspect = natural ?? (n.frame.width > 0 ? n.frame.height / n.frame.width : 0.75)
                out.append(block(.picture(n.role == .image ? content : nil, aspect: aspect), name ?? ""))
            default: break
            }
            n.children.forEach { visit($0, inherited: e) }
        }
        node.children.forEach { visit($0, inherited: nil) }
        return out.filter { block in
            if case .picture = block.kind { return true }
            return !block.text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty || block.kind == .field
        }
    }
}

extension TextViewBlock {
    /// The blocks of page `index` drawn as `shown` (animated, as its events changed it) by
    /// `builder`, with `interaction`'s fields and lists: its accessible node's, as a screen reader
    /// is told them.
    public static func blocks(of shown: Page, index: Int, builder: DisplayListBuilder, interaction: PageInteraction? = nil) -> [TextViewBlock] {
        let screen = AccessibleScreen(logicalSize: builder.settings.documentSize)
        let node = PageAccessibility(builder: builder, screen: screen).node(shown, index: index, interaction: interaction, in: AccessibleID.window.appending("document"))
        return blocks(of: node, element: { shown.element(at: $0) }, pictureSize: { builder.settings.media.pixelSize(of: $0) })
    }
}
