/// The piece of a node's text around an offset that AT-SPI's `GetTextAtOffset` and
/// `GetStringAtOffset` ask for: a character, a word (its letters and digits), a line (up to and
/// with its line break: a page's text has one per paragraph), or, for a sentence or a paragraph,
/// all of the node's text (an element is one paragraph, drawn as it wraps). Offsets count Unicode
/// scalars, as `AccessibleText`'s do.
public enum ATSPITextBoundary {
    /// The range of `text` at `offset` for `GetTextAtOffset`'s boundary type (0 character, 1–2
    /// word, 3–4 sentence, 5–6 line); empty past the end.
    public static func range(in text: String, at offset: Int, boundary: UInt32) -> Range<Int> {
        let scalars = Array(text.unicodeScalars)
        guard offset >= 0, offset < scalars.count else { return 0..<0 }
        switch boundary {
        case 0:
            return offset..<offset + 1
        case 1, 2:
            let isWord = { (i: Int) in scalars[i].properties.isAlphabetic || scalars[i].properties.numericType != nil }
            guard isWord(offset) else { return offset..<offset + 1 }
            var start = offset, end = offset + 1
            while start > 0, isWord(start - 1) { start -= 1 }
            while end < scalars.count, isWord(end) { end += 1 }
            return start..<end
        case 5, 6:
            let start = scalars[..<offset].lastIndex(of: "\n").map { $0 + 1 } ?? 0
            let end = scalars[offset...].firstIndex(of: "\n").map { $0 + 1 } ?? scalars.count
            return start..<end
        default:
            return 0..<scalars.count
        }
    }

    /// The scalars of `text` in `range`, clamped to it (an end of -1: to the end).
    public static func substring(_ text: String, _ start: Int, _ end: Int) -> String {
        let scalars = Array(text.unicodeScalars)
        let to = end < 0 || end > scalars.count ? scalars.count : end
        let from = max(0, min(start, to))
        var result = String.UnicodeScalarView()
        result.append(contentsOf: scalars[from..<to])
        return String(result)
    }
}
