/// The text of a `textField` or `textArea` being edited, with its caret, selection and the input
/// method's composition (behaviour reference 7), as a reader expects of a text box: arrows,
/// Home/End, word moves, Shift to select, Delete and Backspace, newlines only in an area. Offsets
/// count grapheme clusters (`Character`s), so an accented letter or an emoji is one step.
public struct TextEdit: Equatable, Sendable {
    /// Where a caret move goes.
    public enum Motion: Equatable, Sendable {
        case left, right
        /// To the start of the word before / after the caret.
        case wordLeft, wordRight
        /// To the start / end of the caret's line.
        case lineStart, lineEnd
        /// To the line above / below, at the same column (or its end when shorter).
        case up, down
        /// To the start / end of the whole text.
        case textStart, textEnd
    }

    public private(set) var text: String
    /// The caret, between characters: 0 is before the first.
    public private(set) var caret: Int
    /// The other end of the selection (the caret itself when nothing is selected).
    public private(set) var anchor: Int
    /// A `textArea` takes newlines; a `textField` is one line.
    public let isMultiline: Bool
    /// What the input method is composing at the caret, shown but not yet part of the text.
    public var composition = ""
    /// How far a text longer than its box is moved inside it to keep the caret in view
    /// (`TextEditLayout`), in the field's units.
    public var scroll = Point.zero

    /// `text` with the caret after its end.
    public init(text: String, multiline: Bool) {
        self.text = text
        isMultiline = multiline
        caret = text.count
        anchor = caret
    }

    /// The selected characters (empty: just a caret).
    public var selection: Range<Int> { min(caret, anchor)..<max(caret, anchor) }

    public var selectedText: String { String(Array(text)[selection]) }

    /// `s` replaces the selection (a field drops newlines); the caret goes after it.
    public mutating func insert(_ s: String) {
        let clean = isMultiline ? s.replacingOccurrences(of: "\r\n", with: "\n") : String(s.filter { !$0.isNewline })
        var chars = Array(text)
        let range = selection
        chars.replaceSubrange(range, with: Array(clean))
        text = String(chars)
        caret = range.lowerBound + clean.count
        anchor = caret
        composition = ""
    }

    /// Backspace: the selection, or the character before the caret.
    public mutating func deleteBackward() {
        if selection.isEmpty, caret > 0 { anchor = caret - 1 }
        insert("")
    }

    /// Delete: the selection, or the character after the caret.
    public mutating func deleteForward() {
        if selection.isEmpty, caret < text.count { anchor = caret + 1 }
        insert("")
    }

    /// Moves the caret; with `extend` the selection grows from where it was. Left and right
    /// without `extend` collapse a selection to its edge.
    public mutating func move(_ motion: Motion, extend: Bool = false) {
        let chars = Array(text)
        if !extend, !selection.isEmpty, motion == .left || motion == .right {
            caret = motion == .left ? selection.lowerBound : selection.upperBound
            anchor = caret
            return
        }
        caret = Self.target(of: motion, from: caret, in: chars)
        if !extend { anchor = caret }
    }

    /// The caret at `offset` (clamped), as a click puts it; with `extend` the selection reaches it
    /// (Shift-click, a drag).
    public mutating func place(at offset: Int, extend: Bool = false) {
        caret = max(0, min(text.count, offset))
        if !extend { anchor = caret }
    }

    public mutating func selectAll() {
        anchor = 0
        caret = text.count
    }

    /// Selects the word (or run of spaces or punctuation) around `offset`, as a double click does.
    public mutating func selectWord(at offset: Int) {
        guard let word = Self.word(around: offset, in: Array(text)) else { return }
        anchor = word.lowerBound
        caret = word.upperBound
    }

    /// The word (or run of spaces or punctuation) around character offset `offset` of `chars`: the
    /// one starting there, else (at the end) the one before; with `preferringWords`, a word that
    /// ends there rather than the space or punctuation after it. Nil for no characters.
    public static func word(around offset: Int, in chars: [Character], preferringWords: Bool = false) -> Range<Int>? {
        let i = max(0, min(chars.count, offset))
        let wordEnds = i > 0 && Self.kind(chars[i - 1]) == .word && (i == chars.count || Self.kind(chars[i]) != .word)
        let probe = i < chars.count && !(preferringWords && wordEnds) ? i : i - 1
        guard probe >= 0 else { return nil }
        let kind = Self.kind(chars[probe])
        var start = probe, end = probe + 1
        while start > 0, Self.kind(chars[start - 1]) == kind { start -= 1 }
        while end < chars.count, Self.kind(chars[end]) == kind { end += 1 }
        return start..<end
    }

    /// Takes the selected text out (Ctrl+X); what was cut, empty when nothing was selected.
    public mutating func cut() -> String {
        let s = selectedText
        if !s.isEmpty { insert("") }
        return s
    }

    /// The text shown while composing: the composition at the caret (the selection it replaces
    /// still shown until it is committed).
    public var shownText: String {
        guard !composition.isEmpty else { return text }
        var chars = Array(text)
        chars.insert(contentsOf: Array(composition), at: caret)
        return String(chars)
    }

    /// Where the composition lies in `shownText`.
    public var compositionRange: Range<Int> { caret..<caret + composition.count }

    /// `shownText` with `mark` where the caret shows: after the composition.
    public func shownText(caret mark: Character) -> String {
        var chars = Array(shownText)
        chars.insert(mark, at: caret + composition.count)
        return String(chars)
    }

    // MARK: Moves

    private enum Kind { case word, space, other }

    private static func kind(_ c: Character) -> Kind {
        c.isLetter || c.isNumber || c == "_" ? .word : c.isWhitespace ? .space : .other
    }

    private static func target(of motion: Motion, from i: Int, in chars: [Character]) -> Int {
        switch motion {
        case .left: return max(0, i - 1)
        case .right: return min(chars.count, i + 1)
        case .wordLeft:
            var j = i
            while j > 0, kind(chars[j - 1]) != .word { j -= 1 }
            while j > 0, kind(chars[j - 1]) == .word { j -= 1 }
            return j
        case .wordRight:
            var j = i
            while j < chars.count, kind(chars[j]) != .word { j += 1 }
            while j < chars.count, kind(chars[j]) == .word { j += 1 }
            return j
        case .lineStart: return lineStart(i, chars)
        case .lineEnd: return lineEnd(i, chars)
        case .textStart: return 0
        case .textEnd: return chars.count
        case .up, .down:
            let start = lineStart(i, chars), column = i - start
            if motion == .up {
                guard start > 0 else { return 0 }
                let above = lineStart(start - 1, chars)
                return min(above + column, start - 1)
            }
            let end = lineEnd(i, chars)
            guard end < chars.count else { return chars.count }
            return min(end + 1 + column, lineEnd(end + 1, chars))
        }
    }

    private static func lineStart(_ i: Int, _ chars: [Character]) -> Int {
        var j = i
        while j > 0, !chars[j - 1].isNewline { j -= 1 }
        return j
    }

    private static func lineEnd(_ i: Int, _ chars: [Character]) -> Int {
        var j = i
        while j < chars.count, !chars[j].isNewline { j += 1 }
        return j
    }
}
