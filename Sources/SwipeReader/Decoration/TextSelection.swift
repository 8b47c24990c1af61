import SwipeDocument

/// A passage of a displayed text being selected to highlight it: Shift+drag starts it at a caret,
/// a long press starts it on the word under the finger; dragging then extends it to where the
/// pointer is, never shrinking it below what it started as. Offsets count the Unicode scalars of
/// the displayed text, as locators' text ranges do.
public struct TextSelection: Equatable, Sendable {
    /// What the selection started as: an empty range at a caret, or a word.
    public var anchor: Range<Int>
    /// Where the pointer is now, as a caret offset.
    public var focus: Int

    /// A selection starting at caret offset `caret` (Shift+press).
    public init(caret: Int) {
        anchor = caret..<caret
        focus = caret
    }

    /// A selection starting on the word of `text` at caret offset `offset` (a long press): the word
    /// the offset is in or ends, else the run of spaces or punctuation there.
    public init(wordAt offset: Int, in text: String) {
        let characters = Array(text)
        // Scalar offsets ↔ character offsets (the word rules work on characters).
        var ends = [0]
        for c in characters { ends.append(ends.last! + c.unicodeScalars.count) }
        let character = ends.lastIndex { $0 <= offset } ?? 0
        let word = TextEdit.word(around: character, in: characters, preferringWords: true) ?? character..<character
        anchor = ends[word.lowerBound]..<ends[word.upperBound]
        focus = anchor.upperBound
    }

    /// The passage selected: from the anchor to the focus, the anchor always included.
    public var range: Range<Int> { min(anchor.lowerBound, focus)..<max(anchor.upperBound, focus) }
}
