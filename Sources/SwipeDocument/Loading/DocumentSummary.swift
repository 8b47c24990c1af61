/// The human-readable summary `swipe-player info` prints: what a document is, how it is laid out,
/// which templates it uses and every media file, flagging missing ones.
public struct DocumentSummary {
    public let text: String

    public init(_ result: LoadResult) {
        var lines: [String] = []
        func row(_ label: String, _ value: String) { lines.append(label.padding(19) + value) }
        row("file:", result.file)
        switch result.content {
        case .swipe(let d)?:
            row("title:", d.title.map { $0.isEmpty ? "(empty)" : $0 } ?? "(none)")
            row("type:", result.type)
            if let dim = d.dimension {
                let w = dim.x == 0 ? "(from window aspect)" : Self.num(dim.x)
                let h = dim.y == 0 ? "(from window aspect)" : Self.num(dim.y)
                row("dimension:", "\(w) x \(h)")
            } else {
                row("dimension:", "(window size)")
            }
            row("paging:", d.paging.rawValue)
            row("orientation:", d.orientation.rawValue)
            row("pages:", "\(d.pages.count)")
            row("languages:", d.languages.isEmpty ? "(none)" : d.languages.map { $0.id == $0.title ? $0.id : "\($0.id) (\($0.title))" }.joined(separator: ", "))
            var pageUse: [String: Int] = [:]
            var elementUse: [String: Int] = [:]
            func count(_ e: Element) {
                if let t = e.template { elementUse[t, default: 0] += 1 }
                e.elements.forEach(count)
            }
            for p in d.pages {
                if let t = p.template { pageUse[t, default: 0] += 1 }
                p.elements.forEach(count)
            }
            row("page templates:", Self.usage(defined: d.pageTemplateNames, used: pageUse))
            row("element templates:", Self.usage(defined: d.elementTemplateNames, used: elementUse))
        case .list(let l)?:
            row("title:", l.title ?? "(none)")
            row("type:", result.type)
            row("sections:", "\(l.sections.count)")
            row("items:", "\(l.sections.reduce(0) { $0 + $1.items.count })")
            row("languages:", l.languages.isEmpty ? "(none)" : l.languages.map(\.id).joined(separator: ", "))
        case nil:
            row("type:", result.type.isEmpty ? "(unreadable)" : result.type)
        }
        let missing = result.assets.filter { $0.exists == false }.count
        let remote = result.assets.filter { $0.exists == nil }.count
        var header = "assets:".padding(19) + "\(result.assets.count)"
        if missing > 0 { header += ", \(missing) missing" }
        if remote > 0 { header += ", \(remote) remote" }
        lines.append(header)
        let width = result.assets.map(\.kind.count).max() ?? 0
        for a in result.assets {
            var line = "  " + a.kind.padding(width + 2) + a.reference.text
            switch a.exists {
            case false?: line += "  MISSING"
            case nil: line += "  (remote, not checked)"
            case true?: if let found = a.foundAt { line += "  (found as \(found))" }
            }
            lines.append(line)
        }
        if result.errorCount + result.warningCount > 0 {
            lines.append("problems:".padding(19) + "\(Self.count(result.errorCount, "error")), \(Self.count(result.warningCount, "warning")) (see `swipe-player lint`)")
        }
        text = lines.joined(separator: "\n") + "\n"
    }

    private static func usage(defined: [String], used: [String: Int]) -> String {
        if defined.isEmpty && used.isEmpty { return "(none)" }
        let names = defined + used.keys.filter { !defined.contains($0) }.sorted()
        return names.map { "\($0) (\(used[$0] ?? 0))" }.joined(separator: ", ")
    }

    private static func count(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }

    private static func num(_ v: Double) -> String {
        v.rounded() == v ? String(Int(v)) : String(v)
    }
}

extension String {
    func padding(_ width: Int) -> String { count >= width ? self + " " : self + String(repeating: " ", count: width - count) }
}
