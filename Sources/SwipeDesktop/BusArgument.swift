/// A value to send in a D-Bus message (a reply's, a signal's), with its D-Bus type: a plain value
/// built by pure code and written into a message by `BusConnection`, so what is answered is
/// tested without a bus.
public indirect enum BusArgument: Equatable, Sendable {
    case string(String)
    case objectPath(String)
    case int32(Int32)
    case uint32(UInt32)
    case boolean(Bool)
    case double(Double)
    case variant(BusArgument)
    /// A struct: `(…)`.
    case structure([BusArgument])
    /// An array of elements of type `element` (given, so an empty array has its type).
    case array(element: String, [BusArgument])
    /// A dictionary's entry (only inside an array): `{…}`.
    case entry(BusArgument, BusArgument)

    /// The D-Bus type signature of the value.
    public var signature: String {
        switch self {
        case .string: "s"
        case .objectPath: "o"
        case .int32: "i"
        case .uint32: "u"
        case .boolean: "b"
        case .double: "d"
        case .variant: "v"
        case .structure(let fields): "(" + fields.map(\.signature).joined() + ")"
        case .array(let element, _): "a" + element
        case .entry(let key, let value): "{" + key.signature + value.signature + "}"
        }
    }

    /// An `a{ss}` dictionary.
    public static func stringDictionary(_ pairs: [(String, String)]) -> BusArgument {
        .array(element: "{ss}", pairs.map { .entry(.string($0.0), .string($0.1)) })
    }

    /// An `a{sv}` dictionary.
    public static func variantDictionary(_ pairs: [(String, BusArgument)]) -> BusArgument {
        .array(element: "{sv}", pairs.map { .entry(.string($0.0), .variant($0.1)) })
    }
}
