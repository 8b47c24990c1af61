/// A language a document offers (`languages: [{"id": "de", "title": "Deutsch"}]`).
public struct LanguageInfo: Equatable, Sendable {
    public var id: String
    public var title: String

    public init(id: String, title: String) {
        self.id = id
        self.title = title
    }

    /// Decodes the `languages` array, skipping (and reporting) malformed entries.
    static func list(_ reader: ObjectReader) -> [LanguageInfo] {
        guard let items = reader.array("languages") else { return [] }
        var out: [LanguageInfo] = []
        for (i, item) in items.enumerated() {
            guard let r = ObjectReader(item, path: reader.path("languages") / i, log: reader.log, what: "a language") else { continue }
            if let id = r.string("id") {
                out.append(LanguageInfo(id: id, title: r.string("title") ?? id))
            } else {
                reader.log.warning(at: item.offset, path: r.path, "a language needs an \"id\"; ignored")
            }
            r.finish("a language")
        }
        return out
    }
}
