import SwipeDocument

/// The reader's type and colours for the text view, as the presentation settings give them:
/// `fontSize` as a scale of the view's base size, the family (nil: the author's, else the
/// player's sans), spacing in font sizes (`lineHeight` a factor), the alignment, the colours, and
/// whether the author's fonts and text colours are kept (`publisherDefaults`). The defaults are
/// the settings' own.
public struct TextViewStyle: Equatable, Sendable {
    public var scale: Double = 1
    public var fontFamily: String?
    public var lineHeight: Double = 1.5
    public var letterSpacing: Double = 0
    public var wordSpacing: Double = 0
    public var paragraphSpacing: Double = 1
    public var alignment: TextViewAlignment = .left
    public var textColor: Color = .black
    public var backgroundColor: Color = .white
    public var publisherDefaults = true

    public init() {}

    public init(scale: Double, fontFamily: String?, lineHeight: Double, letterSpacing: Double, wordSpacing: Double, paragraphSpacing: Double,
                alignment: TextViewAlignment, textColor: Color, backgroundColor: Color, publisherDefaults: Bool) {
        self.scale = scale
        self.fontFamily = fontFamily
        self.lineHeight = lineHeight
        self.letterSpacing = letterSpacing
        self.wordSpacing = wordSpacing
        self.paragraphSpacing = paragraphSpacing
        self.alignment = alignment
        self.textColor = textColor
        self.backgroundColor = backgroundColor
        self.publisherDefaults = publisherDefaults
    }
}
