/// Applies a document's page templates and element templates to its pages, at the JSON level so
/// that every key (known or not) inherits exactly as in the original engine. Order: page ⊕ page
/// template, then each element ⊕ its element template, children likewise. Unlike the original
/// engine, a template may itself name a template (the chain is followed); a template that refers
/// back to itself is an error, reported once, and the chain stops there. So is a template used
/// again inside its own elements (directly or through other templates), which would expand
/// without end; and the expansions a document may cause are bounded, so that templates nesting
/// each other two by two cannot grow it exponentially.
struct TemplateResolver {
    let pageTemplates: JSONObject
    let elementTemplates: JSONObject
    let pageTemplatesPath: JSONPath
    let elementTemplatesPath: JSONPath
    let log: DiagnosticLog
    /// The element-template expansions left for the whole document.
    let budget = ExpansionBudget(TemplateResolver.maximumExpansions)

    /// Far more element-template uses than any real document makes (a 10,000-page book using two
    /// per page makes 20,000), and few enough to be expanded in well under a second.
    static let maximumExpansions = 100_000

    /// Merges a page with its template; returns the merged page and the template name applied.
    func resolvePage(_ page: JSONObject, path: JSONPath) -> (JSONObject, String?) {
        var name: String? = nil
        var merged = page
        if let (n, base) = pageTemplate(for: page, path: path) {
            name = n
            merged = DeepInheritance.merge(page, base: base)
        }
        if let elements = merged["elements"]?.array {
            merged["elements"] = JSONNode(.array(elements.enumerated().map { resolveElement($1, path: path / "elements" / $0) }), offset: merged["elements"]!.offset)
        }
        return (merged, name)
    }

    /// The template a page names (`template`, else legacy `scene`), falling back to "*".
    private func pageTemplate(for page: JSONObject, path: JSONPath) -> (String, JSONObject)? {
        for key in ["template", "scene"] {
            guard let n = page[key] else { continue }
            guard let name = n.string else {
                log.warning(at: n.offset, path: path / key, "\"\(key)\" should name a page template, not \(n.kindDescription)")
                continue
            }
            if let t = chain(name, in: pageTemplates, path: pageTemplatesPath, kind: "page template") { return (name, t) }
            let known = pageTemplates.keys.filter { !ObjectReader.isComment($0) }
            var message = "unknown page template \"\(name)\""
            if let guess = ObjectReader.nearest(to: name, in: Set(known)) { message += " (did you mean \"\(guess)\"?)" }
            log.warning(at: n.offset, path: path / key, message + (pageTemplates["*"] != nil ? "; using \"*\"" : ""))
        }
        if let t = chain("*", in: pageTemplates, path: pageTemplatesPath, kind: "page template") { return ("*", t) }
        return nil
    }

    /// Merges an element (and, recursively, its children and list items) with its element template.
    /// `expanding` holds the template references (by their source offset, with the path they were
    /// first met at) whose expansion this element is part of: meeting one again means a template
    /// holds itself.
    func resolveElement(_ node: JSONNode, path: JSONPath, expanding: [Int: JSONPath] = [:]) -> JSONNode {
        guard var element = node.object else { return node }
        var expanding = expanding
        let key = element["template"] != nil ? "template" : "element"
        if let n = element[key] {
            if let name = n.string {
                if let first = expanding[n.offset] {
                    log.error(at: n.offset, path: first, "element template \"\(name)\" is used inside itself, which would never end; this use is ignored")
                } else if let base = chain(name, in: elementTemplates, path: elementTemplatesPath, kind: "element template") {
                    guard budget.take() else {
                        if budget.refusals == 1 { log.error(at: n.offset, path: path / key, "element templates expand to more than \(Self.maximumExpansions) elements; this one and the rest are left unexpanded") }
                        return node
                    }
                    expanding[n.offset] = path / key
                    element = DeepInheritance.merge(element, base: base)
                } else if !ObjectReader.isComment(name) {
                    var message = "unknown element template \"\(name)\""
                    if let guess = ObjectReader.nearest(to: name, in: Set(elementTemplates.keys)) { message += " (did you mean \"\(guess)\"?)" }
                    log.warning(at: n.offset, path: path / key, message)
                }
            } else {
                log.warning(at: n.offset, path: path / key, "\"\(key)\" should name an element template, not \(n.kindDescription)")
            }
        }
        if let children = element["elements"], let items = children.array {
            element["elements"] = JSONNode(.array(items.enumerated().map { resolveElement($1, path: path / "elements" / $0, expanding: expanding) }), offset: children.offset)
        }
        if var list = element["list"]?.object, let items = list["items"]?.array {
            let listOffset = element["list"]!.offset
            list["items"] = JSONNode(.array(items.enumerated().map { i, item in
                guard var row = item.object, let rowElements = row["elements"]?.array else { return item }
                row["elements"] = JSONNode(.array(rowElements.enumerated().map { resolveElement($1, path: path / "list" / "items" / i / "elements" / $0, expanding: expanding) }), offset: row["elements"]!.offset)
                return JSONNode(.object(row), offset: item.offset)
            }), offset: list["items"]!.offset)
            element["list"] = JSONNode(.object(list), offset: listOffset)
        }
        return JSONNode(.object(element), offset: node.offset)
    }

    /// Reports a cycle of templates once, however many of its members it is reached from: at the
    /// reference made by the member whose name sorts first.
    private func reportCycle(_ members: [String], in templates: JSONObject, path: JSONPath, kind: String) {
        let first = members.indices.min { members[$0] < members[$1] }!
        let rotated = Array(members[first...] + members[..<first])
        let cycle = (rotated + [rotated[0]]).map { "\"\($0)\"" }.joined(separator: " → ")
        let from = templates[rotated[0]]?.object
        let key = from?["template"] != nil ? "template" : (kind == "element template" ? "element" : "scene")
        log.error(at: from?[key]?.offset, path: path / rotated[0] / key, "\(kind) \(cycle) refers back to itself; the reference is ignored")
    }

    /// A template merged with the templates it names in turn; nil when `name` is not defined.
    private func chain(_ name: String, in templates: JSONObject, path: JSONPath, kind: String) -> JSONObject? {
        guard var result = templates[name]?.object else { return nil }
        var visited = [name]
        var current = result
        while let next = current["template"] ?? (kind == "element template" ? current["element"] : current["scene"]), let nextName = next.string {
            if let start = visited.firstIndex(of: nextName) {
                reportCycle(Array(visited[start...]), in: templates, path: path, kind: kind)
                break
            }
            guard let base = templates[nextName]?.object else { break }
            visited.append(nextName)
            result = DeepInheritance.merge(result, base: base)
            current = base
        }
        return result
    }
}

/// A count of expansions left, shared by every use of a resolver (which is a value).
final class ExpansionBudget {
    private var left: Int
    /// How many expansions were refused, so that running out is reported once.
    private(set) var refusals = 0

    init(_ count: Int) { left = count }

    /// Whether one more expansion may happen (counting it, or its refusal).
    func take() -> Bool {
        guard left > 0 else {
            refusals += 1
            return false
        }
        left -= 1
        return true
    }
}
