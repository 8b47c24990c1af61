import SwipeDocument

/// The words a drawn page shows, where they are: each text and markdown item's lines, with its
/// box's top-left, width and font size in the picture's pixels, for a PDF's text layer.
struct PageText: Equatable {
    var text: String
    var origin: Point
    var width: Double
    var fontSize: Double
    var fontName: String?
    var color: Color

    /// The texts of `items` (a frame's display list, in document units, layers included) placed by
    /// `screen` (document units to pixels); hidden items are left out.
    static func of(_ items: [DisplayItem], screen: Matrix4) -> [PageText] {
        items.flatMap { item -> [PageText] in
            guard item.opacity > 0 else { return [] }
            let world = screen * item.transform
            let origin = world.project(Point(0, 0)).point
            let scale = world.approximateScale(for: item.size)
            switch item.content {
            case .text(let s, let style):
                return [PageText(text: s, origin: origin, width: item.size.x * scale, fontSize: style.fontSize * scale,
                                 fontName: style.fontNames.first, color: style.color)]
            case .markdown(let paragraphs, _):
                var y = origin.y
                return paragraphs.map { p in
                    defer { y += (p.fontSize * 1.2 + p.spacingAfter) * scale }
                    return PageText(text: p.text, origin: Point(origin.x, y), width: item.size.x * scale, fontSize: p.fontSize * scale,
                                    fontName: p.fontNames.first, color: p.color)
                }
            case .layer(let layer):
                return of(layer.items, screen: world)
            default:
                return []
            }
        }
    }
}
