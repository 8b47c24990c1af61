/// The text a node shows, as a screen reader reads it (AT-SPI's Text interface): offsets count
/// Unicode scalars, the units of read-aloud's word highlighting and of locators' `char=`.
public struct AccessibleText: Equatable, Sendable {
    public var string: String
    /// Where `string` lies in its element's displayed text (`DisplayedText`): a markdown paragraph
    /// starts after the paragraphs before it, a text element's is all of it.
    public var range: Range<Int>
    /// The caret of a field being typed into, an offset in `string`.
    public var caret: Int?

    public init(_ string: String, start: Int = 0, caret: Int? = nil) {
        self.string = string
        range = start..<start + string.unicodeScalars.count
        self.caret = caret
    }

    /// Characters in `string`.
    public var count: Int { range.count }
}
