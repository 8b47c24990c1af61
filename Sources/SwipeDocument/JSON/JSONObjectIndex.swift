/// Every object of a parsed source by the byte offset it starts at, with its JSON path: a later
/// stage that kept only an offset (an `Element`'s or a `Page`'s `sourceOffset`) finds where the
/// object was written (`pages[2].elements[0]`, or the template it came from) and its keys' places.
public struct JSONObjectIndex: Sendable {
    /// One object as written, and where it sits.
    public struct Entry: Sendable {
        public var path: JSONPath
        public var object: JSONObject
    }

    private var entries: [Int: Entry] = [:]

    public init(_ root: JSONNode) { add(root, path: .root) }

    private mutating func add(_ node: JSONNode, path: JSONPath) {
        switch node.value {
        case .object(let o):
            entries[node.offset] = Entry(path: path, object: o)
            for m in o.members { add(m.value, path: path / m.key) }
        case .array(let a):
            for (i, item) in a.enumerated() { add(item, path: path / i) }
        default: break
        }
    }

    /// The object that starts at `offset`, if one does.
    public subscript(offset: Int) -> Entry? { entries[offset] }
}
