import Foundation

/// A Swipe document (`net.swipe.swipe`), with every page resolved against its templates.
public struct Document: Equatable, Sendable {
    public var title: String?
    public var version: String?
    /// The colour around the pages (letterbox bands).
    public var bc: Color
    /// The document's coordinate space; nil means "the window size". A 0 side follows the
    /// window's aspect ratio (see `resolvedDimension`).
    public var dimension: Point?
    public var paging: Paging
    public var orientation: Orientation
    /// Whether the reader's page and language are saved and restored.
    public var viewState: Bool
    public var languages: [LanguageInfo]
    public var resources: [String]
    public var paths: [String: PathData]
    public var markdown: MarkdownSettings
    public var voices: [String: Voice]
    /// Names of the page templates and element templates the document defines.
    public var pageTemplateNames: [String]
    public var elementTemplateNames: [String]
    public var pages: [Page]
    /// Where the document was read from (a file or web URL; nil for one read from memory): its
    /// requests and updated pictures are resolved against it, as its media are.
    public var url: URL?
    /// Captions found beside the document's videos on the web (`CaptionFiles.candidates`, which a
    /// folder there cannot list): each file's URL and its downloaded copy; empty for a local one.
    public var remoteCaptions: [URL: URL] = [:]

    /// The coordinate space for a window (or screen) of `screen` size, following the original
    /// engine: no dimension → the screen; a 0 side → derived from the screen's aspect ratio.
    public func resolvedDimension(screen: Point) -> Point {
        guard let d = dimension else { return screen }
        if d.x > 0, d.y == 0, screen.x > 0 { return Point(d.x, d.x * screen.y / screen.x) }
        if d.x == 0, d.y > 0, screen.y > 0 { return Point(d.y * screen.x / screen.y, d.y) }
        if d.x > 0, d.y > 0 { return d }
        return screen
    }

    init(_ r: ObjectReader, context: DecodeContext) {
        r.accept("type")
        url = context.baseURL
        title = r.string("title")
        version = r.node("version").map { $0.string ?? ($0.number.map(NumberBounds.format) ?? "") }
        bc = r.color("bc") ?? .black
        if let n = r.node("dimension") {
            if let a = n.array, a.count == 2, let w = a[0].number, let h = a[1].number, w >= 0, h >= 0, w + h > 0, w < 1e6, h < 1e6 {
                dimension = Point(w, h)
            } else {
                r.warn(n, "dimension", "\"dimension\" should be [width, height] with positive numbers (one may be 0); the window size is used")
                dimension = nil
            }
        } else {
            dimension = nil
        }
        paging = r.word("paging", Dictionary(uniqueKeysWithValues: Paging.allCases.map { ($0.rawValue, $0) })) ?? .vertical
        orientation = r.word("orientation", Dictionary(uniqueKeysWithValues: Orientation.allCases.map { ($0.rawValue, $0) })) ?? .portrait
        viewState = r.bool("viewstate") ?? true
        languages = LanguageInfo.list(r)
        resources = r.strings("resources") ?? []

        var paths: [String: PathData] = [:]
        if let pr = r.nested("paths", what: "\"paths\"") {
            for m in pr.object.members where !ObjectReader.isComment(m.key) {
                pr.accept(m.key)
                if case .data(let d)? = context.pathSource(m.value, path: pr.path(m.key)) { paths[m.key] = d }
            }
        }
        self.paths = paths
        context.namedPaths = paths
        markdown = r.nested("markdown", what: "\"markdown\"").map(MarkdownSettings.init) ?? MarkdownSettings()
        var voices: [String: Voice] = [:]
        if let vr = r.nested("voices", what: "\"voices\"") {
            for m in vr.object.members where !ObjectReader.isComment(m.key) {
                if let one = vr.nested(m.key, what: "a voice") { voices[m.key] = Voice(one) }
            }
        }
        self.voices = voices

        // Templates: "templates": {"pages", "elements"}, or the legacy top-level "scenes" and "elements".
        var pageTemplates = JSONObject()
        var elementTemplates = JSONObject()
        var pageTemplatesPath = JSONPath.root / "templates" / "pages"
        var elementTemplatesPath = JSONPath.root / "templates" / "elements"
        if let tr = r.nested("templates", what: "\"templates\"") {
            pageTemplates = tr.object("pages") ?? JSONObject()
            elementTemplates = tr.object("elements") ?? JSONObject()
            tr.finish("\"templates\"")
        }
        if pageTemplates.isEmpty, let legacy = r.object("scenes") {
            pageTemplates = legacy
            pageTemplatesPath = JSONPath.root / "scenes"
        }
        if elementTemplates.isEmpty, let n = r.node("elements") {
            if let legacy = n.object {
                elementTemplates = legacy
                elementTemplatesPath = JSONPath.root / "elements"
            } else {
                r.warn(n, "elements", "document-level \"elements\" should be an object of element templates, not \(n.kindDescription); ignored")
            }
        }
        pageTemplateNames = pageTemplates.keys.filter { !ObjectReader.isComment($0) }
        elementTemplateNames = elementTemplates.keys.filter { !ObjectReader.isComment($0) }

        let resolver = TemplateResolver(
            pageTemplates: pageTemplates, elementTemplates: elementTemplates,
            pageTemplatesPath: pageTemplatesPath, elementTemplatesPath: elementTemplatesPath, log: r.log)

        // Templates are read on their own first, so that their problems are reported once, at the
        // template, rather than at every page that inherits them.
        for m in elementTemplates.members where !ObjectReader.isComment(m.key) {
            let path = elementTemplatesPath / m.key
            let resolved = resolver.resolveElement(m.value, path: path)
            if let er = ObjectReader(resolved, path: path, log: r.log, what: "an element template") { _ = Element(er, context: context) }
        }
        for m in pageTemplates.members where !ObjectReader.isComment(m.key) {
            let path = pageTemplatesPath / m.key
            guard let object = m.value.object else {
                r.log.warning(at: m.value.offset, path: path, "a page template should be an object, not \(m.value.kindDescription); ignored")
                continue
            }
            var resolved = object
            if let elements = object["elements"]?.array {
                resolved["elements"] = JSONNode(.array(elements.enumerated().map { resolver.resolveElement($1, path: path / "elements" / $0) }), offset: object["elements"]!.offset)
            }
            _ = Page(ObjectReader(resolved, offset: m.value.offset, path: path, log: r.log), index: -1, template: m.key, context: context)
        }

        var pages: [Page] = []
        if let items = r.array("pages") {
            for (i, item) in items.enumerated() {
                let path = JSONPath.root / "pages" / i
                guard let object = item.object else {
                    r.log.warning(at: item.offset, path: path, "a page should be an object, not \(item.kindDescription); ignored")
                    continue
                }
                let (merged, template) = resolver.resolvePage(object, path: path)
                pages.append(Page(ObjectReader(merged, offset: item.offset, path: path, log: r.log), index: pages.count, template: template, context: context))
            }
        } else if !r.has("pages") {
            r.log.warning(at: r.offset, path: .root, "the document has no \"pages\"")
        }
        self.pages = pages
        r.accept("scenes", "elements", "strings")
        r.finish("the document")
    }
}
