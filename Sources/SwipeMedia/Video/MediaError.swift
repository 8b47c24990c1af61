/// Why media could not be opened or read, in words for the user (the file or URL named).
public struct MediaError: Error, CustomStringConvertible, Equatable, Sendable {
    public var description: String

    public init(_ description: String) { self.description = description }
}
