/// What a loop animation does to an element at a moment (not part of the document: the scene sets
/// it). Transforms act in the element's own coordinates, about its anchor, before its transform.
public struct ElementMotion: Equatable, Sendable {
    /// Moves the element with its children (loops on plain elements).
    public var transform: Matrix4 = .identity
    /// Moves only the element's own picture (loops on image and path elements).
    public var contentTransform: Matrix4 = .identity
    /// Replaces the element's opacity (blink).
    public var opacity: Double?
    /// The sprite column shown (sprite loops).
    public var spriteColumn: Int?
    /// A shift loop's offset in box lengths: moves the tiled picture inside its box (with
    /// `tiling`), else the element itself.
    public var shift: Point = .zero
    /// The path shown instead of the element's own (path loops).
    public var path: PathSource?

    public init() {}

    public static let rest = ElementMotion()
}
