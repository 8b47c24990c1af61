import SwipeDocument

/// Reads the JSON of one theme into its tables the way SnappTheming decodes it, except that a
/// problem costs only the token it is in: each is reported once, with line:col and JSON path, and
/// that token is left out (so a theme laid under it, or the caller's default, shows through).
final class ThemeReader {
    let log: DiagnosticLog
    var colorFormat: ThemeColorFormat
    /// Every alias read, in source order, checked once every table is read (`checkAliases`).
    private(set) var aliases: [Use] = []
    /// The names written in each category but left out because they could not be read.
    private(set) var unreadable: [ThemeCategory: Set<String>] = [:]

    /// One alias as written: which category it looks in, for which name, and where it stands.
    struct Use {
        var category: ThemeCategory
        var name: String
        var offset: Int
        var path: JSONPath
        var text: String
    }

    init(log: DiagnosticLog, colorFormat: ThemeColorFormat) {
        self.log = log
        self.colorFormat = colorFormat
    }

    func error(_ node: JSONNode, _ path: JSONPath, _ message: String) { log.error(at: node.offset, path: path, message) }
    func warning(_ node: JSONNode, _ path: JSONPath, _ message: String) { log.warning(at: node.offset, path: path, message) }

    // MARK: The whole theme

    /// Every category of `root`, read in the order written; unknown top-level keys are warned about.
    func theme(_ root: JSONObject, offset: Int) -> Theme {
        let top = ObjectReader(root, offset: offset, path: .root, log: log)
        if let n = top.node(Theme.colorFormatKey) {
            if let s = n.string, let format = ThemeColorFormat(rawValue: s) {
                colorFormat = format
            } else {
                error(n, .root / Theme.colorFormatKey, "\"\(Theme.colorFormatKey)\" should be \"rgba\" or \"argb\"; ignored")
            }
        }
        var theme = Theme()
        for member in root.members {
            guard let category = ThemeCategory(rawValue: member.key), let node = top.node(member.key) else { continue }
            guard !node.isNull else { continue }  // as upstream: a null category is an absent one
            switch category {
            case .colors: theme.colorTokens = table(category, node, color)
            case .metrics: theme.metricTokens = table(category, node, metric)
            case .fonts: theme.fontTokens = table(category, node, font)
            case .typography: theme.typographyTokens = table(category, node, typography)
            case .gradients: theme.gradientTokens = table(category, node, gradientEntry)
            case .images: theme.imageTokens = table(category, node, image)
            case .animations: theme.animationTokens = table(category, node, animation)
            case .shapes: theme.shapeTokens = table(category, node, shapeEntry)
            case .interactiveColors: theme.interactiveColorTokens = table(category, node, interactiveColor)
            case .buttonStyles: theme.buttonStyleTokens = table(category, node, buttonStyle)
            case .segmentControlStyle: theme.segmentControlStyleTokens = table(category, node, segmentControlStyle)
            case .sliderStyle: theme.sliderStyleTokens = table(category, node, sliderStyle)
            case .toggleStyle: theme.toggleStyleTokens = table(category, node, toggleStyle)
            case .shadows: theme.shadowTokens = table(category, node, shadow)
            }
        }
        top.finish("a theme", knownKeys: Theme.categories + [Theme.colorFormatKey])
        return theme
    }

    /// One category: an object of named entries, each read with `entry`.
    private func table<V>(
        _ category: ThemeCategory, _ node: JSONNode, _ entry: (JSONNode, JSONPath) -> ThemeToken<V>?
    ) -> ThemeTable<V> {
        var table = ThemeTable<V>()
        let path = JSONPath.root / category.rawValue
        guard let object = node.object else {
            error(node, path, "\"\(category.rawValue)\" should be an object of named tokens, not \(node.kindDescription); the whole category is ignored")
            return table
        }
        for member in object.members {
            let entryPath = path / member.key
            if member.key.isEmpty || member.key.contains("/") || member.key.contains("$") {
                log.warning(at: member.keyOffset, path: entryPath, "the name \"\(member.key)\" cannot be used in an alias ($\(category.rawValue)/name): a name must be non-empty, without '/' or '$'")
            }
            if let token = entry(member.value, entryPath) {
                table.set(member.key, token)
            } else {
                unreadable[category, default: []].insert(member.key)
            }
        }
        return table
    }

    // MARK: Tokens and aliases

    /// What a string slot holds: no alias, an alias into one of the categories the slot accepts, or
    /// something written as an alias that cannot be one (reported).
    enum AliasRead {
        case none
        case alias(ThemeCategory, String)
        case invalid
    }

    /// Reads `node` as an alias into one of `categories` (the slot's, as SnappTheming resolves an
    /// alias only among the slot's own category). Another category is "unknown in" the slot's.
    func alias(_ node: JSONNode, _ path: JSONPath, accepting categories: [ThemeCategory]) -> AliasRead {
        guard let text = node.string, text.hasPrefix("$") else { return .none }
        let names = categories.map(\.rawValue).joined(separator: " or ")
        guard let alias = ThemeAlias(text) else {
            error(node, path, "\"\(text)\" is not an alias: an alias is $category/name, here $\(categories[0].rawValue)/name")
            return .invalid
        }
        guard let category = ThemeCategory(rawValue: alias.category), categories.contains(category) else {
            error(node, path, "\"\(text)\" is unknown in \(categories[0].rawValue): this value refers to \(names) only")
            return .invalid
        }
        if alias.description != text {
            warning(node, path, "\"\(text)\" is read as \"\(alias)\"; write it so")
        }
        aliases.append(Use(category: category, name: alias.name, offset: node.offset, path: path, text: text))
        return .alias(category, alias.name)
    }

    /// A slot of `category`: an alias to one of its entries, or a value written in place, read by `literal`.
    func token<V>(
        _ node: JSONNode, _ path: JSONPath, _ category: ThemeCategory, literal: (JSONNode, JSONPath) -> V?
    ) -> ThemeToken<V>? {
        switch alias(node, path, accepting: [category]) {
        case .alias(_, let name): return .alias(name)
        case .invalid: return nil
        case .none: return literal(node, path).map { .value($0) }
        }
    }

    // MARK: Objects

    /// Reads an object's fields with `body`; nil when it is not an object or a field could not be
    /// read. Keys `body` did not read are warned about, as a linter does.
    func fields<T>(_ node: JSONNode, _ path: JSONPath, _ what: String, _ body: (ThemeFields) -> T?) -> T? {
        guard let object = node.object else {
            error(node, path, "\(what) should be an object, not \(node.kindDescription)")
            return nil
        }
        let fields = ThemeFields(ObjectReader(object, offset: node.offset, path: path, log: log), node: node, what: what, reader: self)
        let value = body(fields)
        fields.object.finish(what)
        return fields.failed ? nil : value
    }
}

/// The fields of one object being read: required and optional ones, each read by a slot reader;
/// any field missing or unreadable marks the whole object as failed.
final class ThemeFields {
    let object: ObjectReader
    let node: JSONNode
    let what: String
    unowned let reader: ThemeReader
    private(set) var failed = false

    init(_ object: ObjectReader, node: JSONNode, what: String, reader: ThemeReader) {
        self.object = object
        self.node = node
        self.what = what
        self.reader = reader
    }

    var path: JSONPath { object.path }

    func has(_ key: String) -> Bool { object.has(key) }

    /// A field that must be present.
    func required<T>(_ key: String, _ read: (JSONNode, JSONPath) -> T?) -> T? {
        guard object.has(key) else {
            object.accept(key)  // so a misspelt key is told what it may have meant
            reader.error(node, path, "\(what) needs \"\(key)\"")
            failed = true
            return nil
        }
        return optional(key, read)
    }

    /// A field that may be absent (nil then, without failing).
    func optional<T>(_ key: String, _ read: (JSONNode, JSONPath) -> T?) -> T? {
        guard let n = object.node(key) else { return nil }
        let value = read(n, path / key)
        if value == nil { failed = true }
        return value
    }

    /// Marks the object as failed for a reason reported by the caller.
    func fail() { failed = true }
}
