/// One styled paragraph of a `markdown` element, ready for the text rasterizer.
public struct MarkdownParagraph: Equatable, Hashable, Sendable {
    /// The line's text with its style prefix (e.g. "• ") and without the markdown key.
    public var text: String
    /// Font names to try in order; empty means the platform's system font.
    public var fontNames: [String]
    /// Font size in document units.
    public var fontSize: Double
    public var color: Color
    public var alignment: TextAlignment.Horizontal
    /// Space below the paragraph in document units.
    public var spacingAfter: Double

    public init(text: String, fontNames: [String], fontSize: Double, color: Color, alignment: TextAlignment.Horizontal, spacingAfter: Double) {
        self.text = text
        self.fontNames = fontNames
        self.fontSize = fontSize
        self.color = color
        self.alignment = alignment
        self.spacingAfter = spacingAfter
    }
}

/// Classifies `markdown` lines and styles them as the original engine does (behaviour reference 3.7):
/// "```" toggles code mode, "<key> " picks a style, anything else is body text ("*").
public enum MarkdownLayout {
    /// A built-in style of the original engine.
    struct BuiltIn {
        var fontSize: Double
        var spacing: Double
        var fontNames: [String] = []
        var prefix: String?
    }

    static let builtIns: [String: BuiltIn] = [
        "#": BuiltIn(fontSize: 32, spacing: 16),
        "##": BuiltIn(fontSize: 28, spacing: 14),
        "###": BuiltIn(fontSize: 24, spacing: 12),
        "####": BuiltIn(fontSize: 22, spacing: 11),
        "*": BuiltIn(fontSize: 20, spacing: 10),
        "-": BuiltIn(fontSize: 20, spacing: 5, prefix: "\u{2022} "),
        "```": BuiltIn(fontSize: 14, spacing: 0, fontNames: ["Courier"], prefix: " "),
        "```+": BuiltIn(fontSize: 7, spacing: 0, fontNames: ["Courier"]),
    ]

    /// What a document style starts from when its key is new.
    static let newKey = BuiltIn(fontSize: 20, spacing: 10)

    /// The paragraphs for `lines`, one per emitted line, styled by `settings`; percentages of font
    /// sizes are resolved against `documentHeight`.
    public static func paragraphs(lines: [String], settings: MarkdownSettings, documentHeight: Double) -> [MarkdownParagraph] {
        classified(lines, settings: settings).map { paragraph($0.body, key: $0.key, settings: settings, documentHeight: documentHeight) }
    }

    /// Each emitted line's style key ("#", "-", "```", an author's own…) and its text without the
    /// key, one per paragraph of `paragraphs`, in order: what the paragraphs are (a heading's level).
    public static func classified(_ lines: [String], settings: MarkdownSettings) -> [(key: String, body: String)] {
        let keys = Set(builtIns.keys).union(settings.styles.keys).sorted { $0.count > $1.count }
        var inCode = false
        var result: [(key: String, body: String)] = []
        for line in lines {
            if line == "```" {
                inCode.toggle()
                if !inCode { result.append(("```+", "")) }
            } else if inCode {
                result.append(("```", line))
            } else if let k = keys.first(where: { line.hasPrefix($0 + " ") }) {
                result.append((k, String(line.dropFirst(k.count + 1))))
            } else {
                result.append(("*", line))
            }
        }
        return result
    }

    /// The heading level a style key stands for: 1 for "#" to 4 for "####"; nil for any other key.
    public static func headingLevel(key: String) -> Int? {
        ["#", "##", "###", "####"].firstIndex(of: key).map { $0 + 1 }
    }

    /// Styles one line. A document style replaces the built-in's colour and alignment (left unless
    /// given) but, as in the original engine, keeps the built-in font when it names no font, the
    /// built-in prefix when it gives none, and always the built-in paragraph spacing. A style with
    /// a font but no size gets 20.
    static func paragraph(_ body: String, key: String, settings: MarkdownSettings, documentHeight: Double) -> MarkdownParagraph {
        let base = builtIns[key] ?? newKey
        guard let style = settings.styles[key] else {
            return MarkdownParagraph(text: (base.prefix ?? "") + body, fontNames: base.fontNames, fontSize: base.fontSize,
                                     color: .black, alignment: .left, spacingAfter: base.spacing)
        }
        let namesFont = style.fontSize != nil || !style.fontNames.isEmpty
        let size = style.fontSize?.resolved(against: documentHeight) ?? (namesFont ? newKey.fontSize : base.fontSize)
        return MarkdownParagraph(text: (style.prefix ?? base.prefix ?? "") + body,
                                 fontNames: namesFont ? style.fontNames : base.fontNames,
                                 fontSize: size, color: style.color, alignment: style.alignment ?? .left,
                                 spacingAfter: base.spacing)
    }
}
