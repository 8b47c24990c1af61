/// `{"valueOf": {"id", "property", "search"}}`: the language's only expression, reading a property
/// of an element, the page, or a request's response (behaviour reference 4).
public struct ValueOf: Equatable, Sendable {
    /// What is read: a property name, or (the object form) a path whose first step names the
    /// source, e.g. `{"params": {"a": "b"}}` → `["params", "a", "b"]`.
    public enum Property: Equatable, Sendable {
        case name(String)
        case path([String])
    }

    /// nil or "*": the originator itself.
    public var id: String?
    public var property: Property
    /// `"search": "children"` looks down through the originator's descendants instead of up.
    public var searchChildren: Bool
    public var offset: Int
    public var path: JSONPath

    /// The property names an element or a page can be asked for (4.3).
    public static let propertyNames: Set<String> = ["text", "text.length", "enabled", "focusable", "data", "x", "y", "w", "h",
                                                    "screenX", "screenY", "selectedItem"]

    /// Whether `node` is written as a valueOf expression (an object with a "valueOf" key).
    static func isExpression(_ node: JSONNode) -> Bool { node.object?["valueOf"] != nil }

    /// Reads the expression `node` (an object with a "valueOf" key); nil, reported, when malformed.
    static func read(_ node: JSONNode, path: JSONPath, log: DiagnosticLog) -> ValueOf? {
        guard let outer = node.object, let inner = outer["valueOf"] else { return nil }
        let outerReader = ObjectReader(outer, offset: node.offset, path: path, log: log)
        _ = outerReader.node("valueOf")
        outerReader.finish("a valueOf expression")
        guard let r = ObjectReader(inner, path: path / "valueOf", log: log, what: "\"valueOf\"") else { return nil }
        let id = r.string("id")
        let searchChildren = r.string("search") == "children"
        guard let p = r.node("property") else {
            r.log.warning(at: r.offset, path: r.path, "a valueOf needs a \"property\"; it never has a value")
            r.finish("a valueOf expression")
            return nil
        }
        r.finish("a valueOf expression")
        let property: Property
        switch p.value {
        case .string(let name):
            if !propertyNames.contains(name) {
                r.warn(p, "property", "\"\(name)\" is not a property an element or page has (\(propertyNames.sorted().joined(separator: ", "))); this valueOf never has a value")
            }
            property = .name(name)
        case .object:
            var steps: [String] = []
            var level: JSONNode? = p
            while let l = level {
                if let s = l.string { steps.append(s); break }
                guard let first = l.object?.members.first else {
                    r.warn(p, "property", "an object \"property\" needs one key at each level, ending in a string; this valueOf never has a value")
                    return nil
                }
                steps.append(first.key)
                level = first.value
            }
            // `{"anything": "name"}` reads the property `name` (4.4); params and items are paths.
            property = ["params", "items"].contains(steps[0]) ? .path(steps) : .name(steps.last ?? "")
        default:
            r.warn(p, "property", "\"property\" should be a string or an object, not \(p.kindDescription); this valueOf never has a value")
            return nil
        }
        return ValueOf(id: id, property: property, searchChildren: searchChildren, offset: node.offset, path: path)
    }
}

/// A value written either as itself or as a `valueOf` evaluated when it is used.
public enum Dynamic<T: Equatable & Sendable>: Equatable, Sendable {
    case value(T)
    case valueOf(ValueOf)
}

extension ObjectReader {
    /// A key that may hold a valueOf expression or a value read with `parse`.
    func dynamic<T>(_ key: String, _ parse: (JSONNode) -> Parsed<T>) -> Dynamic<T>? {
        guard let n = object[key], ValueOf.isExpression(n) else { return parsed(key, parse).map { .value($0) } }
        _ = node(key)
        return ValueOf.read(n, path: path(key), log: log).map { .valueOf($0) }
    }

    /// true/false or 0/1, or a valueOf.
    func dynamicBool(_ key: String) -> Dynamic<Bool>? {
        dynamic(key) { n in
            if let b = n.bool { return .ok(b) }
            if let v = n.number, v == 0 || v == 1 { return .ok(v == 1) }
            return .invalid("\"\(key)\" should be true or false, not \(n.kindDescription)")
        }
    }
}
