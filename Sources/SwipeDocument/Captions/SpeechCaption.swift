import Foundation

/// A page's `speech` as a caption while it is heard: the sentence being spoken, with its word
/// marked, from the words the speech engine reported and the time since the speech started.
public enum SpeechCaption {
    /// The caption `elapsed` seconds into `text` spoken with `words` (scalar offsets into `text`,
    /// in time order), lasting `duration` seconds when known; nil once it has been said. Without
    /// reported words the whole text shows; before the first word, the first sentence.
    public static func caption(text: String, words: [ReadAloudWord], elapsed: Double, duration: Double? = nil) -> Caption? {
        guard elapsed >= 0, duration.map({ elapsed < $0 }) ?? true else { return nil }
        let scalars = Array(text.unicodeScalars)
        let sentences = sentences(in: scalars)
        guard let firstSentence = sentences.first else { return nil }
        guard !words.isEmpty else { return Caption(text: trimmed(scalars, firstSentence.lowerBound..<sentences.last!.upperBound).text) }
        let index = ReadAloudWord.spoken(in: words, at: elapsed)
        let word = index.map { words[$0].characters }
        let sentence = word.flatMap { w in sentences.first { $0.contains(w.lowerBound) } } ?? firstSentence
        let shown = trimmed(scalars, sentence)
        let marked = word.flatMap { w -> Range<Int>? in
            let lower = max(w.lowerBound, shown.range.lowerBound), upper = min(w.upperBound, shown.range.upperBound)
            return lower < upper ? (lower - shown.range.lowerBound)..<(upper - shown.range.lowerBound) : nil
        }
        return Caption(text: shown.text, word: marked)
    }

    /// The sentences of `scalars` as offset ranges covering all of it: each ends after `.`, `!`,
    /// `?`, `…` or their CJK forms (with closing quotes) followed by a space or the end, or at a line break.
    static func sentences(in scalars: [Unicode.Scalar]) -> [Range<Int>] {
        let ends: Set<Unicode.Scalar> = [".", "!", "?", "…", "。", "！", "？"]
        let closers: Set<Unicode.Scalar> = ["\"", "'", "”", "’", ")", "」", "』"]
        var out: [Range<Int>] = [], start = 0, i = 0
        while i < scalars.count {
            let c = scalars[i]
            if c == "\n" {
                out.append(start..<(i + 1))
                start = i + 1
            } else if ends.contains(c) {
                var j = i + 1
                while j < scalars.count, ends.contains(scalars[j]) || closers.contains(scalars[j]) { j += 1 }
                let cjk = c.value >= 0x3000
                if j == scalars.count || cjk || CharacterSet.whitespacesAndNewlines.contains(scalars[j]) {
                    out.append(start..<j)
                    start = j
                }
                i = j - 1
            }
            i += 1
        }
        if start < scalars.count { out.append(start..<scalars.count) }
        return out.filter { r in scalars[r].contains { !CharacterSet.whitespacesAndNewlines.contains($0) } }
    }

    /// A range's text without the spaces around it, and the range it then covers.
    private static func trimmed(_ scalars: [Unicode.Scalar], _ range: Range<Int>) -> (text: String, range: Range<Int>) {
        var lower = range.lowerBound, upper = range.upperBound
        while lower < upper, CharacterSet.whitespacesAndNewlines.contains(scalars[lower]) { lower += 1 }
        while upper > lower, CharacterSet.whitespacesAndNewlines.contains(scalars[upper - 1]) { upper -= 1 }
        var text = String.UnicodeScalarView()
        text.append(contentsOf: scalars[lower..<upper])
        return (String(text), lower..<upper)
    }
}
