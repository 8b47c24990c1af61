/// What a caption shows now: its text, and the word being spoken in it (Unicode scalar offsets)
/// where the speech engine says which.
public struct Caption: Equatable, Sendable {
    public var text: String
    public var word: Range<Int>?

    public init(text: String, word: Range<Int>? = nil) {
        self.text = text
        self.word = word
    }
}
