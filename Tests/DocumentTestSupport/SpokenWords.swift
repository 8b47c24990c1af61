import SwipeDocument

extension ReadAloudWord {
    /// Each word of `text` (runs of scalars between white space) as a speech engine reports it:
    /// its characters, the first at 0 s and one every `interval` seconds after.
    public static func each(of text: String, every interval: Double = 0.5) -> [ReadAloudWord] {
        var out: [ReadAloudWord] = [], start: Int?
        for (i, scalar) in (Array(text.unicodeScalars) + [" "]).enumerated() {
            if scalar.properties.isWhitespace {
                if let s = start { out.append(ReadAloudWord(characters: s..<i, time: Double(out.count) * interval)) }
                start = nil
            } else if start == nil {
                start = i
            }
        }
        return out
    }
}
