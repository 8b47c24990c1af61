import SwipeDocument

/// Located text with a little of what comes before and after it (Readium's `text` of a locator,
/// a W3C text quote selector): what re-anchors a text range when the document or the language
/// changed.
public struct TextQuote: Codable, Equatable, Hashable, Sendable {
    public var before: String
    public var highlight: String
    public var after: String

    /// How many characters of context a quote keeps on each side.
    public static let contextLength = 32

    public init(before: String = "", highlight: String, after: String = "") {
        self.before = before
        self.highlight = highlight
        self.after = after
    }

    /// The quote of `range` (Unicode scalar offsets) in `text`.
    public init(of range: Range<Int>, in text: String) {
        let scalars = Array(text.unicodeScalars)
        let r = range.clamped(to: 0..<scalars.count)
        func string(_ s: ArraySlice<Unicode.Scalar>) -> String { String(String.UnicodeScalarView(s)) }
        before = string(scalars[max(0, r.lowerBound - Self.contextLength)..<r.lowerBound])
        highlight = string(scalars[r])
        after = string(scalars[r.upperBound..<min(scalars.count, r.upperBound + Self.contextLength)])
    }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        before = try c.decodeIfPresent(String.self, forKey: .before) ?? ""
        highlight = try c.decode(String.self, forKey: .highlight)
        after = try c.decodeIfPresent(String.self, forKey: .after) ?? ""
    }

    /// Where the quote is in `text` (Unicode scalar offsets): of every occurrence of the highlight,
    /// the one whose surroundings match the quote's best, the nearest to `near` among equals; nil
    /// when the highlighted text is no longer there.
    public func anchor(in text: String, near: Int? = nil) -> Range<Int>? {
        let hay = Array(text.unicodeScalars), needle = Array(highlight.unicodeScalars)
        guard !needle.isEmpty, needle.count <= hay.count else { return nil }
        let before = Array(self.before.unicodeScalars), after = Array(self.after.unicodeScalars)
        var best: (score: Int, distance: Int, start: Int)?
        for start in 0...(hay.count - needle.count) where hay[start] == needle[0] && hay[start..<start + needle.count].elementsEqual(needle) {
            var score = 0
            while score < before.count, start - score - 1 >= 0, hay[start - score - 1] == before[before.count - score - 1] { score += 1 }
            var tail = 0
            let end = start + needle.count
            while tail < after.count, end + tail < hay.count, hay[end + tail] == after[tail] { tail += 1 }
            score += tail
            let distance = near.map { abs($0 - start) } ?? 0
            if best == nil || score > best!.score || (score == best!.score && distance < best!.distance) {
                best = (score, distance, start)
            }
        }
        return best.map { $0.start..<$0.start + needle.count }
    }
}
