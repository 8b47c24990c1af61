/// Where a line of text may wrap: after spaces, after a hyphen inside a word, and around CJK
/// ideographs, kana, hangul and emoji (a simplified UAX #14 with the commonest Japanese
/// no-break rules), so wrapping needs no dictionary.
enum LineBreaking {
    /// The unbreakable pieces of `chars`, each with its trailing spaces; together they cover it.
    static func segments(_ chars: [Character]) -> [Range<Int>] {
        var result: [Range<Int>] = []
        var start = 0
        for i in chars.indices.dropFirst() where canBreak(between: chars, i - 1, i) {
            result.append(start..<i)
            start = i
        }
        if start < chars.count { result.append(start..<chars.count) }
        return result
    }

    static func canBreak(between chars: [Character], _ a: Int, _ b: Int) -> Bool {
        let before = chars[a], after = chars[b]
        if after.isWhitespace || noBreakSpaces.contains(before) || noBreakSpaces.contains(after) { return false }
        if before.isWhitespace || before == "\u{200B}" { return true }
        if noBreakBefore.contains(after) || noBreakAfter.contains(before) { return false }
        if isHyphen(before) { return a > 0 && chars[a - 1].isLetter && (after.isLetter || after.isNumber) }
        return isWide(before) || isWide(after)
    }

    static func isHyphen(_ c: Character) -> Bool { c == "-" || c == "\u{2010}" }

    /// Characters that break like ideographs: a line may wrap before or after each of them.
    static func isWide(_ c: Character) -> Bool {
        guard let s = c.unicodeScalars.first else { return false }
        switch s.value {
        case 0x1100...0x11FF, 0x2E80...0x2FDF, 0x3000...0x303F, 0x3040...0x30FF, 0x3100...0x318F, 0x31F0...0x31FF,
             0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7AF, 0xF900...0xFAFF, 0xFF00...0xFFEF, 0x20000...0x3FFFF:
            return true
        default:
            return s.properties.isEmojiPresentation
        }
    }

    /// Spaces that join words (no-break, narrow no-break, figure space).
    static let noBreakSpaces: Set<Character> = ["\u{00A0}", "\u{202F}", "\u{2007}"]
    /// Closing punctuation and small kana that must not start a line (kinsoku).
    static let noBreakBefore: Set<Character> = Set("、。，．,.:;!?！？：；・ー」』）〕］｝〉》】ぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ)]}")
    /// Opening brackets that must not end a line.
    static let noBreakAfter: Set<Character> = Set("「『（〔［｛〈《【([{")
}
