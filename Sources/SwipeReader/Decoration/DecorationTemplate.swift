import SwipeDocument

/// How a style turns into things drawn (the decorator API's template): one box per line of the
/// located text or one around all of it, how wide the boxes reach, which layer they are drawn in,
/// what they draw, and the defaults a decoration's style parameters fall back to.
public struct DecorationTemplate: Equatable, Sendable {
    /// One box per laid-out line (`boxes`) or one around them all (`bounds`).
    public enum Layout: Equatable, Sendable { case boxes, bounds }
    /// How far a box reaches across: the text's own width, the bounds', the page's, the window's.
    public enum Width: Equatable, Sendable { case wrap, bounds, page, viewport }
    /// Where the drawing goes, bottom to top.
    public typealias Layer = DecorationLayer
    /// What each box draws.
    public enum Mark: Equatable, Sendable {
        /// The box filled.
        case fill
        /// A line along the box's bottom edge, `weight` doc units thick.
        case underline(weight: Double)
        /// A frame around the box, `weight` thick, following the element's rotation.
        case outline(weight: Double)
        /// A bar in the page margin level with the box, `width` wide, `margin` from the page's edge.
        case sidebar(width: Double, margin: Double)
        /// A ribbon in the page's top right corner, `size` doc units.
        case ribbon(size: Double)
    }

    public var layout: Layout
    public var width: Width
    public var layer: Layer
    public var mark: Mark
    public var tint: Color
    public var opacity: Double
    /// What an active decoration adds (a highlight also underlined).
    public var activeMark: Mark?

    public init(layout: Layout, width: Width, layer: Layer, mark: Mark, tint: Color, opacity: Double, activeMark: Mark? = nil) {
        self.layout = layout
        self.width = width
        self.layer = layer
        self.mark = mark
        self.tint = tint
        self.opacity = opacity
        self.activeMark = activeMark
    }
}

/// The styles a decorator can draw, by id: the built-in ones (drawn as Readium's: a highlight's
/// fill under the text, 2-unit lines), tinted as the theme says (`DecorationDefaults`), and those
/// the application registers.
public struct DecorationStyleRegistry: Sendable {
    public private(set) var templates: [DecorationStyle.ID: DecorationTemplate]

    /// The built-in styles with `defaults`' tints and opacities (the default theme's when none are given).
    public init(defaults: DecorationDefaults = PlayerStyle.standard().decorations) {
        func fill(_ id: DecorationStyle.ID) -> DecorationTemplate {
            DecorationTemplate(layout: .boxes, width: .wrap, layer: .underText, mark: .fill, tint: defaults[id].tint, opacity: defaults[id].opacity,
                               activeMark: .underline(weight: 2))
        }
        func outline(_ id: DecorationStyle.ID) -> DecorationTemplate {
            DecorationTemplate(layout: .bounds, width: .bounds, layer: .overElement, mark: .outline(weight: 3), tint: defaults[id].tint, opacity: defaults[id].opacity)
        }
        let underline = defaults[.underline], sidemark = defaults[.sidemark], pageMark = defaults[.pageMark]
        templates = [
            .highlight: fill(.highlight),
            .searchHit: fill(.searchHit),
            .readAloudWord: fill(.readAloudWord),
            .underline: DecorationTemplate(layout: .boxes, width: .wrap, layer: .overElement, mark: .underline(weight: 2), tint: underline.tint,
                                           opacity: underline.opacity, activeMark: .fill),
            .sidemark: DecorationTemplate(layout: .bounds, width: .wrap, layer: .overPage, mark: .sidebar(width: 5, margin: 8), tint: sidemark.tint,
                                          opacity: sidemark.opacity),
            .outline: outline(.outline),
            .focusRing: outline(.focusRing),
            .pageMark: DecorationTemplate(layout: .bounds, width: .page, layer: .overPage, mark: .ribbon(size: 28), tint: pageMark.tint, opacity: pageMark.opacity),
        ]
    }

    /// Adds or replaces a style.
    public mutating func register(_ id: DecorationStyle.ID, _ template: DecorationTemplate) { templates[id] = template }

    /// Whether decorations of this style can be drawn.
    public func supports(_ id: DecorationStyle.ID) -> Bool { templates[id] != nil }

    /// The template of a decoration's style, its parameters applied; nil for a style not registered.
    public func template(for style: DecorationStyle) -> DecorationTemplate? {
        guard var t = templates[style.id] else { return nil }
        if let tint = style.tint { t.tint = tint }
        if let opacity = style.opacity { t.opacity = min(1, max(0, opacity)) }
        return t
    }
}
