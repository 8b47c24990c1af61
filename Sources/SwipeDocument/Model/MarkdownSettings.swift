/// How a document draws `markdown` elements: line styles keyed by prefix (`#`, `##`, `-`, ...,
/// including the author's own) and one shadow for all of them.
public struct MarkdownSettings: Equatable, Sendable {
    /// One line style.
    public struct Style: Equatable, Sendable {
        public var color: Color
        /// nil: the built-in size for this key.
        public var fontSize: Length?
        public var fontNames: [String]
        public var prefix: String?
        public var alignment: TextAlignment.Horizontal?

        public init(color: Color = .black, fontSize: Length? = nil, fontNames: [String] = [], prefix: String? = nil, alignment: TextAlignment.Horizontal? = nil) {
            self.color = color
            self.fontSize = fontSize
            self.fontNames = fontNames
            self.prefix = prefix
            self.alignment = alignment
        }

        init(_ r: ObjectReader) {
            color = r.color("color") ?? .black
            if let font = r.nested("font", what: "\"font\"") {
                fontSize = font.parsed("size", Length.parse)
                fontNames = font.strings("name") ?? []
                font.finish("a markdown font")
            } else {
                fontSize = nil
                fontNames = []
            }
            prefix = r.string("prefix")
            alignment = r.word("alignment", ["left": .left, "center": .center, "right": .right])
            r.finish("a markdown style")
        }
    }

    /// The shadow drawn under markdown text.
    public struct TextShadow: Equatable, Hashable, Sendable {
        public var color: Color
        public var offset: Point
        public var radius: Double

        init(_ r: ObjectReader) {
            color = r.color("color") ?? .black
            offset = r.parsed("offset", Point.parse) ?? Point(1, 1)
            radius = r.number("radius", in: 0...10_000) ?? 2
            r.accept("opacity", "blurRadius")
            r.finish("the markdown shadow")
        }
    }

    public var styles: [String: Style]
    public var shadow: TextShadow?

    public init(styles: [String: Style] = [:], shadow: TextShadow? = nil) {
        self.styles = styles
        self.shadow = shadow
    }

    init(_ r: ObjectReader) {
        var styles: [String: Style] = [:]
        if let sr = r.nested("styles", what: "\"styles\"") {
            for m in sr.object.members where !ObjectReader.isComment(m.key) {
                if let one = sr.nested(m.key, what: "a markdown style") { styles[m.key] = Style(one) }
            }
        }
        self.styles = styles
        shadow = r.nested("shadow", what: "\"shadow\"").map(TextShadow.init)
        r.finish("\"markdown\"")
    }
}
