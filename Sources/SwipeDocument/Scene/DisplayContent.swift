/// What a display item shows. Each case carries everything needed to rasterize it at any scale,
/// and is hashable so rasterized textures can be cached by content.
public indirect enum DisplayContent: Equatable, Hashable, Sendable {
    /// A filled (rounded) rectangle: the element's `bc`.
    case box(color: Color, cornerRadius: Double)
    /// The element's border, inside its bounds, drawn above its content and children.
    case border(color: Color, width: Double, cornerRadius: Double)
    /// An image; `source` is the part of it shown (unit coordinates), so aspect-fill crops are
    /// decided here, not in the backend. `frame` selects an animated GIF frame.
    case image(AssetReference, source: Rect, frame: Int)
    /// Vector geometry in local doc units (not fitted to the box), filled and stroked.
    case path(PathData, style: PathPaint)
    /// Text wrapped in the box. `fontSize` is in doc units.
    case text(String, style: TextPaint)
    /// Markdown paragraphs, vertically centred in the box.
    case markdown([MarkdownParagraph], shadow: MarkdownSettings.TextShadow?)
    /// A video's frame at a media time (or a radio's state); drawn from its decoder, not rasterized.
    case video(VideoContent)
    /// A visible stand-in for media that could not be loaded.
    case placeholder(reason: String)
    /// The shadow of other content, drawn before it.
    case shadow(of: DisplayContent, color: Color, opacity: Double, radius: Double, offset: Point)
    /// A theme gradient filling a theme shape (the player's own controls: progress bars); `point`
    /// is pixels per point of the shape's radii.
    case gradient(ThemeGradient, shape: ThemeShape, point: Double)
    /// Items composited into one picture first (group opacity, a group's shadow, a mask in the
    /// element's space).
    case layer(DisplayLayer)
}

/// How a path is painted.
public struct PathPaint: Equatable, Hashable, Sendable {
    public var fillColor: Color
    public var strokeColor: Color
    public var lineWidth: Double
    public var strokeStart: Double
    public var strokeEnd: Double

    public init(fillColor: Color, strokeColor: Color, lineWidth: Double, strokeStart: Double, strokeEnd: Double) {
        self.fillColor = fillColor
        self.strokeColor = strokeColor
        self.lineWidth = lineWidth
        self.strokeStart = strokeStart
        self.strokeEnd = strokeEnd
    }
}

/// How text is painted.
public struct TextPaint: Equatable, Hashable, Sendable {
    public var fontNames: [String]
    /// Doc units.
    public var fontSize: Double
    public var color: Color
    public var alignment: TextAlignment
    /// A theme's image drawn before the text (a control's icon): in the text's colour at its own
    /// alpha (a template, as SnappTheming draws PDF images), a square `fontSize` on a side centred
    /// on the line, `iconGap` font sizes from the text; the two are aligned as one.
    public var icon: ThemeIcon?

    /// The space between an icon and its text, in font sizes.
    public static let iconGap = 0.4

    public init(fontNames: [String], fontSize: Double, color: Color, alignment: TextAlignment, icon: ThemeIcon? = nil) {
        self.fontNames = fontNames
        self.fontSize = fontSize
        self.color = color
        self.alignment = alignment
        self.icon = icon
    }
}

extension DisplayContent {
    public var isText: Bool { shownText != nil }

    /// The text a text or markdown item shows, as its offsets count it (markdown's paragraphs
    /// joined by newlines); nil for other content.
    public var shownText: String? {
        switch self {
        case .text(let s, _): return s
        case .markdown(let paragraphs, _): return paragraphs.map(\.text).joined(separator: "\n")
        default: return nil
        }
    }
}
