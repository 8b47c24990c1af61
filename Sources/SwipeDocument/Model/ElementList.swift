/// An element's `"list"` (behaviour reference 6.1): rows built from item templates, scrolled and
/// selected by the reader. Read once with the document, the items' elements decoded as any
/// element (their templates already merged).
public struct ElementList: Equatable, Sendable {
    /// One row: its elements, laid out in a box of the list's width and the row's height.
    public struct Item: Equatable, Sendable {
        public var elements: [Element]
        /// The whole item as written, which `{"items": …}` valueOfs walk (4.4).
        public var node: JSONNode
        /// The row's own height (doc units), replacing `itemH`.
        public var height: Double?
    }

    public var items: [Item]
    /// The row selected 0.1 s after the list is built (no rowSelected fires for it).
    public var selectedItem: Int?
    public var scrollEnabled: Bool
    /// The rows' height: doc units, or a percentage of the document's height (default 40).
    public var itemHeight: Length

    public static let defaultItemHeight = 40.0

    init(_ r: ObjectReader, context: DecodeContext) {
        items = (r.array("items") ?? []).enumerated().compactMap { i, node in
            ObjectReader(node, path: r.path("items") / i, log: r.log, what: "a list item").map { Self.item($0, node: node, context: context) }
        }
        selectedItem = r.integer("selectedItem")
        if let s = selectedItem, !items.indices.contains(s) {
            r.log.warning(at: r.object["selectedItem"]?.offset, path: r.path("selectedItem"), "\"selectedItem\" \(s) is not a row of this list (it has \(items.count)); nothing is selected")
            selectedItem = nil
        }
        scrollEnabled = r.bool("scrollEnabled") ?? true
        itemHeight = r.parsed("itemH", Length.parse) ?? .units(Self.defaultItemHeight)
        r.finish("a list")
    }

    static func item(_ r: ObjectReader, node: JSONNode, context: DecodeContext) -> Item {
        let elements = Element.list(r, context: context)
        if !r.has("elements") {
            r.log.warning(at: r.offset, path: r.path, "a list item without \"elements\" shows an empty row (the original engine showed \"row N error no elements\")")
        }
        r.accept("data")
        let height = r.number("h", in: 0...100_000)
        r.finish("a list item")
        return Item(elements: elements, node: node, height: height)
    }

    /// Items added by an `append` action (3.6), decoded when it runs: an item whose "data" is an
    /// object has its top-level valueOfs replaced by `evaluate`'s values ("" without one); a
    /// "data" string holding a JSON object with "elements" replaces the item, one without becomes
    /// its data.
    static func appended(_ nodes: [JSONNode], evaluate: (JSONNode) -> JSONNode?) -> [Item] {
        let log = DiagnosticLog(file: "", sourceMap: nil)
        let context = DecodeContext(log: log, baseURL: nil)
        return nodes.compactMap { node -> Item? in
            guard var object = node.object else { return nil }
            if var data = object["data"]?.object {
                for m in data.members where ValueOf.isExpression(m.value) { data[m.key] = evaluate(m.value) ?? JSONNode(.string("")) }
                object["data"] = JSONNode(.object(data))
            } else if let text = object["data"]?.string, let parsed = LenientJSONParser().parse(Array(text.utf8)).root, let inner = parsed.object {
                if inner["elements"] != nil { object = inner } else { object["data"] = parsed }
            }
            let item = JSONNode(.object(object))
            return ObjectReader(item, path: .root, log: log, what: "a list item").map { Self.item($0, node: item, context: context) }
        }
    }
}
