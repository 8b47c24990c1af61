import SwipeDocument

/// A file of decorations by group, as `render --decorations` draws them: what an application would
/// apply, written down. Read leniently, every problem reported with its position and JSON path and
/// the decoration left out:
///
/// ```json
/// { "groups": { "review": [ { "id": "1", "style": { "id": "highlight", "tint": "#fc0", "isActive": true },
///                             "locator": { "href": "book.swipe", "locations": { "position": 2, "fragments": ["element=title", "char=0,5"] } } } ] } }
/// ```
///
/// A style may be given by its id alone (`"style": "underline"`); a locator's `href` may be left
/// out (the document drawn).
public struct DecorationFile {
    /// The groups in the order written, each with its decorations.
    public var groups: [(name: String, decorations: [Decoration])]
    public var diagnostics: [Diagnostic]

    /// Reads a file's bytes; `name` is what messages call it, `href` the document's name for
    /// locators without one.
    public init(bytes: [UInt8], name: String, href: String) {
        let log = DiagnosticLog(file: name, sourceMap: SourceMap(bytes: bytes))
        let parsed = LenientJSONParser().parse(bytes)
        for w in parsed.warnings { log.warning(at: w.offset, path: nil, w.message) }
        groups = []
        if let root = parsed.root, let r = ObjectReader(root, path: .root, log: log, what: "a decorations file") {
            if let g = r.nested("groups", what: "the groups") {
                for member in g.object.members {
                    g.accept(member.key)
                    guard let list = g.array(member.key) else { continue }
                    var decorations: [Decoration] = []
                    for (i, n) in list.enumerated() {
                        guard let d = ObjectReader(n, path: g.path / member.key / i, log: log, what: "a decoration") else { continue }
                        if let decoration = Self.decoration(d, href: href) { decorations.append(decoration) }
                    }
                    groups.append((member.key, decorations))
                }
            } else {
                log.error(at: root.offset, path: .root, "a decorations file needs \"groups\": an object of group names and their decorations")
            }
            r.finish("a decorations file")
        } else if parsed.root == nil {
            log.error(at: parsed.error?.offset ?? 0, path: nil, parsed.error?.message ?? "cannot read the decorations")
        }
        diagnostics = log.sorted
    }

    private static func decoration(_ r: ObjectReader, href: String) -> Decoration? {
        defer { r.finish("a decoration") }
        let style = Self.readStyle(r)
        let locator = r.nested("locator", what: "a locator").flatMap { Self.readLocator($0, href: href) }
        guard let id = r.string("id") else {
            r.log.warning(at: r.offset, path: r.path, "a decoration needs an \"id\"; left out")
            return nil
        }
        guard let locator, let style else {
            r.log.warning(at: r.offset, path: r.path, "a decoration needs a \"locator\" and a \"style\"; left out")
            return nil
        }
        return Decoration(id: id, locator: locator, style: style)
    }

    private static func readStyle(_ r: ObjectReader) -> DecorationStyle? {
        guard let n = r.node("style") else { return nil }
        if let id = n.string { return DecorationStyle(DecorationStyle.ID(rawValue: id)) }
        guard let s = ObjectReader(n, path: r.path / "style", log: r.log, what: "a style") else { return nil }
        defer { s.finish("a style") }
        guard let id = s.string("id") else { return nil }
        return DecorationStyle(DecorationStyle.ID(rawValue: id), tint: s.color("tint"), opacity: s.number("opacity", in: 0...1),
                               isActive: s.bool("isActive") ?? false, icon: s.string("icon"))
    }

    private static func readLocator(_ r: ObjectReader, href: String) -> Locator? {
        defer { r.finish("a locator") }
        r.accept("type")
        let title = r.string("title")
        var quote: TextQuote?
        if let t = r.nested("text", what: "a text quote") {
            if let highlight = t.string("highlight") { quote = TextQuote(before: t.string("before") ?? "", highlight: highlight, after: t.string("after") ?? "") }
            t.finish("a text quote")
        }
        guard let l = r.nested("locations", what: "the locations") else { return nil }
        defer { l.finish("the locations") }
        l.accept("progression", "totalProgression")
        let fragments = LocatorFragments(l.strings("fragments") ?? [])
        guard let position = l.integer("position", in: 1...Int(Int32.max)) ?? fragments.page else {
            l.log.warning(at: l.offset, path: l.path, "a locator needs a \"position\" (its page, from 1) or a \"page=\" fragment")
            return nil
        }
        return Locator(href: r.string("href") ?? href, page: position - 1, element: fragments.element, characters: fragments.characters,
                       language: l.string("lang"), time: fragments.time, text: quote, title: title, scene: fragments.scene)
    }
}
