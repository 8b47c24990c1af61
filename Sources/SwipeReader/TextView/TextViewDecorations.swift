import SwipeDocument

/// A page's decorations (highlights, search hits, the selection, bookmarks) drawn in the text
/// view: each locator resolved as on the fixed page, then found among the view's words
/// (`TextViewLayout.boxes(element:characters:)`) and drawn in its style's template, in content
/// pixels: fills under the words, lines and frames over them, a margin bar left of the column, a
/// page's ribbon at the window's top right. The items keep their `decoration` key, so taps find
/// them as on the page.
public struct TextViewDecorations: Equatable, Sendable {
    /// Drawn under the words (highlights, search hits).
    public private(set) var under: [DisplayItem] = []
    /// Drawn over the words (underlines, outlines, margin bars, ribbons).
    public private(set) var over: [DisplayItem] = []

    /// None.
    public init() {}

    /// `decorations` bottom to top (`Decorator.decorations(onPage:)`), in `layout`.
    public init(_ decorations: [(group: String, decoration: Decoration)], resolver: some LocatorResolving, styles: DecorationStyleRegistry,
                layout: TextViewLayout) {
        let column = layout.column.x..<layout.column.x + layout.column.width
        for (e, element) in PageDecorations.entries(decorations, resolver: resolver, styles: styles) {
            guard let element else {
                guard case .ribbon(let size) = e.template.mark else { continue }
                var ribbon = DisplayItem.ribbon(width: size, tint: e.template.tint, at: Point(layout.viewport.x - size * 1.6, 0), opacity: e.template.opacity)
                ribbon.decoration = e.key
                over.append(ribbon)
                continue
            }
            let boxes = PageDecorations.shaped(layout.boxes(element: element, characters: e.characters), e.template, across: column)
            guard case .sidebar(let width, let margin) = e.template.mark else {
                let marks = PageDecorations.marks(e, on: boxes, size: layout.viewport)
                if e.template.layer == .underText { under += marks } else { over += marks }
                continue
            }
            guard let top = boxes.map(\.y).min(), let bottom = boxes.map({ $0.y + $0.height }).max() else { continue }
            let bar = Rect(x: max(0, layout.column.x - margin - width), y: top, width: width, height: bottom - top)
            over.append(PageDecorations.item(.box(color: e.template.tint, cornerRadius: width / 2), bar, e))
        }
    }

    public var isEmpty: Bool { under.isEmpty && over.isEmpty }
}
