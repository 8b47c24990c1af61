/// A JSON value as read from a document, keeping where it was written so that every later
/// message can point at its source.
public struct JSONNode: Equatable, Sendable {
    public var value: JSONValue
    /// Byte offset of the value's first character in the source (see `SourceMap`).
    public var offset: Int

    public init(_ value: JSONValue, offset: Int = 0) {
        self.value = value
        self.offset = offset
    }

    public var string: String? { if case .string(let s) = value { return s } else { return nil } }
    public var number: Double? { if case .number(let n) = value { return n } else { return nil } }
    public var bool: Bool? { if case .bool(let b) = value { return b } else { return nil } }
    public var array: [JSONNode]? { if case .array(let a) = value { return a } else { return nil } }
    public var object: JSONObject? { if case .object(let o) = value { return o } else { return nil } }
    public var isNull: Bool { if case .null = value { return true } else { return false } }

    /// The JSON type name used in messages ("a string", "an object", ...).
    public var kindDescription: String { value.kindDescription }
}

/// The JSON data types.
public enum JSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONNode])
    case object(JSONObject)

    public var kindDescription: String {
        switch self {
        case .null: return "null"
        case .bool: return "a boolean"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}

/// A JSON object that keeps its members in source order, with the position of each key.
public struct JSONObject: Equatable, Sendable {
    /// One key/value pair of an object.
    public struct Member: Equatable, Sendable {
        public var key: String
        public var keyOffset: Int
        public var value: JSONNode

        public init(key: String, keyOffset: Int, value: JSONNode) {
            self.key = key
            self.keyOffset = keyOffset
            self.value = value
        }
    }

    public internal(set) var members: [Member]

    public init(members: [Member] = []) {
        self.members = []
        for m in members { self[m.key, keyOffset: m.keyOffset] = m.value }
    }

    /// Builds an object from members already known to have unique keys.
    init(validatedMembers: [Member]) { members = validatedMembers }

    public var keys: [String] { members.map(\.key) }
    public var isEmpty: Bool { members.isEmpty }
    public var count: Int { members.count }

    public func index(of key: String) -> Int? { members.firstIndex { $0.key == key } }

    public subscript(key: String) -> JSONNode? {
        get { members.first { $0.key == key }?.value }
        set { self[key, keyOffset: newValue?.offset ?? 0] = newValue }
    }

    /// Sets (or removes, with nil) a member, keeping the position of an existing key.
    public subscript(key: String, keyOffset keyOffset: Int) -> JSONNode? {
        get { self[key] }
        set {
            if let i = index(of: key) {
                if let v = newValue { members[i].value = v } else { members.remove(at: i) }
            } else if let v = newValue {
                members.append(Member(key: key, keyOffset: keyOffset, value: v))
            }
        }
    }

    public func member(_ key: String) -> Member? { members.first { $0.key == key } }
}
