/// Where the text view may break a line inside a word (a run without spaces): between Chinese and
/// Japanese characters, which write no spaces, by the usual kinsoku rules: never before closing
/// brackets, commas, full stops, small kana or the prolonged sound mark (、。」）ー っ …), never
/// after opening brackets (「（ …). Latin words have no such breaks: they wrap at their spaces.
public enum TextViewLineBreaks {
    /// `word` cut where a line may break (itself when nowhere).
    public static func segments(_ word: Substring) -> [Substring] {
        var out: [Substring] = []
        var start = word.startIndex
        var previous: Character?
        for i in word.indices {
            let c = word[i]
            if let p = previous, allowsBreak(between: p, and: c) {
                out.append(word[start..<i])
                start = i
            }
            previous = c
        }
        out.append(word[start...])
        return out
    }

    /// Whether a line may break between `a` and `b`: one of them ideographic (Han, kana, full-width
    /// forms), `b` not one a line may not start with and `a` not one it may not end with.
    public static func allowsBreak(between a: Character, and b: Character) -> Bool {
        (isIdeographic(a) || isIdeographic(b)) && !noBreakBefore.contains(b) && !noBreakAfter.contains(a)
    }

    /// Characters a line may not start with: closing brackets and quotes, punctuation, small kana,
    /// iteration and prolonged sound marks (Japanese's 行頭禁則), and their ASCII kin.
    static let noBreakBefore = Set("、。，．・：；？！‼⁇⁈⁉ー〜～…‥」』）］｝〕〉》】〙〗〟’”»ゝゞヽヾ々〻ぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶㇰㇱㇲㇳㇴㇵㇶㇷㇸㇹㇺㇻㇼㇽㇾㇿ゠=)]},.:;!?%")

    /// Characters a line may not end with: opening brackets and quotes (行末禁則), and their ASCII kin.
    static let noBreakAfter = Set("「『（［｛〔〈《【〘〖〝‘“«([{")

    /// Han ideographs, kana, CJK punctuation and full-width forms.
    static func isIdeographic(_ c: Character) -> Bool {
        guard let v = c.unicodeScalars.first?.value else { return false }
        return (0x2E80...0x2FFF).contains(v) || (0x3000...0x30FF).contains(v) || (0x3100...0x31FF).contains(v) || (0x3400...0x4DBF).contains(v)
            || (0x4E00...0x9FFF).contains(v) || (0xF900...0xFAFF).contains(v) || (0xFF00...0xFFEF).contains(v) || (0x20000...0x3FFFF).contains(v)
    }
}
