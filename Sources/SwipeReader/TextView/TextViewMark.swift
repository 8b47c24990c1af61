import SwipeDocument

/// A word marked in the text view, filled under its text: the word read aloud being heard. Its
/// tint and opacity are the theme's for the style it stands for (`DecorationDefaults`).
public struct TextViewMark: Equatable, Sendable {
    /// The word, in the layout's `words`.
    public var word: Int
    public var tint: Color
    public var opacity: Double

    public init(word: Int, tint: Color, opacity: Double) {
        self.word = word
        self.tint = tint
        self.opacity = opacity
    }
}
