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
    /// The element it shows, for locators: its index path (a story's node `[N]`) and where `text`
    /// starts in the element's displayed text (`DisplayedText`; a markdown paragraph after the
    /// ones before it), nil where `text` is not that text (a button's name, a field's typing, a
    /// picture's label).
    public var source: Source?

    /// Where a block's words are in a page's element, as locators count them.
    public struct Source: Equatable, Hashable, Sendable {
        public var element: [Int]
        public var start: Int?

        public init(element: [Int], start: Int?) {
            self.element = element
            self.start = start
        }
    }

    public init(kind: Kind, text: String, id: AccessibleID, action: AccessibleAction? = nil, authorFont: [String] = [], authorColor: Color? = nil,
                source: Source? = nil) {
        self.kind = kind
        self.text = text
        self.id = id
        self.action = action
        self.authorFont = authorFont
        self.authorColor = authorColor
        self.source = source
    }

    /// The blocks of `node` (a page or a story's scene) in reading order; `element` finds the
    /// element a node names (for its font and colour), nil where there is none, and `picture` what
    /// draws a picture's node and its size (its shape uncropped; without one, its box's shape and
    /// its label alone).
    public static func blocks(of node: AccessibleNode, element: ([Int]) -> Element? = { _ in nil },
                              picture: (AccessibleNode) -> (content: DisplayContent, size: Point)? = { _ in nil }) -> [TextViewBlock] {
        var out: [TextViewBlock] = []
        func visit(_ n: AccessibleNode, inherited: Element?, inheritedPath: [Int]?) {
            let path = n.id.elementPath ?? inheritedPath
            let e = n.id.elementPath.flatMap(element) ?? inherited
            func block(_ kind: Kind, _ text: String, start: Int? = nil) -> TextViewBlock {
                TextViewBlock(kind: kind, text: text, id: n.id, action: n.action, authorFont: e?.fontNames ?? [], authorColor: e?.textColor,
                              source: path.map { Source(element: $0, start: start) })
            }
            let name = n.name.isEmpty ? nil : n.name
            switch n.role {
            case .heading: out.append(block(.heading(level: n.level ?? 1), n.text?.string ?? n.name, start: n.text?.range.lowerBound))
            case .paragraph: out.append(block(.paragraph, n.text?.string ?? n.name, start: n.text?.range.lowerBound))
            case .button, .listItem:
                out.append(block(.button, n.name))
                return
            case .textField, .textArea:
                out.append(block(.field, n.text?.string ?? ""))
                return
            case .image, .video:
                let found = n.role == .image ? picture(n) : nil
                let natural = found.flatMap { $0.size.x > 0 && $0.size.y > 0 ? $0.size.y / $0.size.x : nil }
                let aspect = natural ?? (n.frame.width > 0 ? n.frame.height / n.frame.width : 0.75)
                out.append(block(.picture(found?.content, aspect: aspect), name ?? ""))
            default: break
            }
            n.children.forEach { visit($0, inherited: e, inheritedPath: path) }
        }
        node.children.forEach { visit($0, inherited: nil, inheritedPath: nil) }
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
        return blocks(of: node, element: { shown.element(at: $0) }, picture: { n in
            n.id.elementPath.flatMap { shown.element(at: $0)?.img }.map { img in
                (DisplayContent.image(img, source: Rect(x: 0, y: 0, width: 1, height: 1), frame: 0), builder.settings.media.pixelSize(of: img) ?? .zero)
            }
        })
    }

    /// The blocks of scene `index` of a Boken story `time` seconds after it appeared, laid out by
    /// `layout`: its text labels and pictures (each drawn as the scene draws it), then its
    /// branch, back and next buttons, as `StoryAccessibility` reads them.
    public static func blocks(of story: BokenStory, scene index: Int, time: Double, layout: StoryLayout, pictures: StoryPictures) -> [TextViewBlock] {
        let accessibility = StoryAccessibility(layout: layout, pictures: pictures, screen: AccessibleScreen(logicalSize: layout.viewport))
        guard let scene = accessibility.node(story, scene: index, time: time).children.first, story.scenes.indices.contains(index) else { return [] }
        return blocks(of: scene, picture: { n in
            n.id.elementPath.flatMap { path in layout.sceneLayout.ownItem(ofNode: path[0], in: story.scenes[index], time: time, pictures: pictures) }
                .map { ($0.content, $0.size) }
        })
    }
}
