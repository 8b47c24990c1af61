/// A document list (`net.swipe.list`): a menu of other documents, in sections.
public struct ListDocument: Equatable, Sendable {
    /// One row: a link to a document (list or Swipe), with a title, subtitle and icon.
    public struct Item: Equatable, Sendable {
        public var url: AssetReference?
        public var title: TextSource?
        public var text: TextSource?
        public var icon: AssetReference?

        public init(url: AssetReference? = nil, title: TextSource? = nil, text: TextSource? = nil, icon: AssetReference? = nil) {
            self.url = url
            self.title = title
            self.text = text
            self.icon = icon
        }
    }

    /// A titled group of rows.
    public struct Section: Equatable, Sendable {
        public var title: TextSource?
        public var items: [Item]

        public init(title: TextSource? = nil, items: [Item]) {
            self.title = title
            self.items = items
        }
    }

    public var title: String?
    /// Row height in points, or a percentage of the list's height; nil for the default.
    public var rowHeight: Length?
    public var sections: [Section]
    public var strings: [String: [String: String]]
    public var languages: [LanguageInfo]

    /// A list made by the player rather than read from a file (a folder shown as a list).
    public init(title: String?, rowHeight: Length? = nil, sections: [Section], strings: [String: [String: String]] = [:], languages: [LanguageInfo] = []) {
        self.title = title
        self.rowHeight = rowHeight
        self.sections = sections
        self.strings = strings
        self.languages = languages
    }

    /// The text for `language`, with `{"ref"}` looked up in the list's own `strings`.
    public func text(_ source: TextSource?, language: String) -> String? {
        source?.resolved(language: language, strings: strings)
    }

    init(_ r: ObjectReader, context: DecodeContext) {
        r.accept("type", "dimension")
        title = r.string("title")
        rowHeight = r.parsed("rowHeight", Length.parse)
        strings = r.parsed("strings", parseStrings) ?? [:]
        languages = LanguageInfo.list(r)
        var sections: [Section] = []
        if let list = r.array("sections") {
            for (i, node) in list.enumerated() {
                guard let sr = ObjectReader(node, path: r.path("sections") / i, log: r.log, what: "a section") else { continue }
                sections.append(Section(title: sr.parsed("title", TextSource.parse), items: Self.items(sr, context: context)))
                sr.finish("a section")
            }
        } else if r.has("items") {
            sections = [Section(title: nil, items: Self.items(r, context: context))]
        } else {
            r.log.error(at: r.offset, path: .root, "a list document needs \"sections\" or \"items\"")
        }
        self.sections = sections
        r.finish("the list document")
    }

    private static func items(_ r: ObjectReader, context: DecodeContext) -> [Item] {
        guard let list = r.array("items") else { return [] }
        var items: [Item] = []
        for (i, node) in list.enumerated() where !(node.object?.keys.allSatisfy(ObjectReader.isComment) ?? false) {
            guard let ir = ObjectReader(node, path: r.path("items") / i, log: r.log, what: "an item") else { continue }
            var item = Item()
            if let n = ir.node("url") {
                if let s = n.string {
                    item.url = context.asset(s, kind: "document", node: n, path: ir.path("url"))
                } else {
                    ir.warn(n, "url", "\"url\" should be a string, not \(n.kindDescription)")
                }
            } else {
                r.log.warning(at: node.offset, path: ir.path, "an item without \"url\" leads nowhere")
            }
            item.title = ir.parsed("title", TextSource.parse)
            item.text = ir.parsed("text", TextSource.parse)
            if let n = ir.node("icon"), let s = n.string {
                item.icon = context.asset(s, kind: "icon", node: n, path: ir.path("icon"))
            }
            ir.finish("an item")
            items.append(item)
        }
        return items
    }
}
