/// Keeps a large, mostly absent value out of line: the struct holding it stores one pointer, so
/// arrays of elements stay small (a 1,000-page document has thousands of elements, few of which
/// animate, cast shadows or carry event handlers). Value semantics: a write makes a new box.
@propertyWrapper
public struct OutOfLine<Wrapped: Equatable & Sendable>: Equatable, Sendable {
    private final class Box: Sendable {
        let value: Wrapped
        init(_ value: Wrapped) { self.value = value }
    }

    private var box: Box?

    public init(wrappedValue: Wrapped?) {
        box = wrappedValue.map(Box.init)
    }

    public var wrappedValue: Wrapped? {
        get { box?.value }
        set { box = newValue.map(Box.init) }
    }

    public static func == (a: Self, b: Self) -> Bool {
        a.box === b.box || a.wrappedValue == b.wrappedValue
    }
}
