import SwipeDocument

/// What is read aloud on a page and where each part of it is shown: a page's `speech` found in the
/// element displaying it (case, accents and line breaks ignored), or the page's texts in order (the reader's
/// "read this page aloud"). Maps a spoken word to the characters of the element that shows it, as
/// the `read-aloud` decoration group.
public struct ReadAloudScript: Equatable, Sendable {
    /// The decoration group the word being spoken is drawn in.
    public static let group = "read-aloud"

    /// A stretch of the spoken text shown by one element.
    struct Segment: Equatable, Sendable {
        /// The element's index path on the page.
        var element: [Int]
        /// Where the stretch is in the spoken text.
        var spoken: Range<Int>
        /// For each scalar of the stretch, its offset in the element's displayed text.
        var shown: [Int]
    }

    public let page: Int
    /// The text spoken.
    public let text: String
    let segments: [Segment]

    /// A page's `speech` text `spoken`, found in the first element of page `page` displaying it
    /// (in `language`, case and accents ignored, each run of white space one space); nothing is
    /// shown when no element does.
    public init(speech spoken: String, page: Int, document: Document, language: String) {
        let shown = document.pages.indices.contains(page) ? DisplayedText.elements(of: document.pages[page], language: language, markdown: document.markdown) : []
        self.init(speech: spoken, page: page, texts: shown)
    }

    /// A page's `speech` text `spoken`, found in the first of `texts` (each shown by the element at
    /// its index path) showing it, case and accents ignored, each run of white space one space;
    /// nothing is shown when none does.
    public init(speech spoken: String, page: Int, texts elements: [(path: [Int], text: String)]) {
        self.page = page
        text = spoken
        let needle = SpeechMatchText(spoken), count = spoken.unicodeScalars.count
        var found: Segment?
        if !needle.scalars.isEmpty {
            for (path, shown) in elements {
                let haystack = SpeechMatchText(shown)
                guard let start = haystack.firstIndex(of: needle.scalars) else { continue }
                found = Segment(element: path, spoken: 0..<count, shown: Self.offsets(of: needle, count: count, placedAt: start, in: haystack))
                break
            }
        }
        segments = found.map { [$0] } ?? []
    }

    /// Every text of page `page` in drawing order (depth first), in `language`, one after another
    /// with a blank line between; nil when the page shows no text.
    public init?(textsOf page: Int, document: Document, language: String) {
        guard document.pages.indices.contains(page) else { return nil }
        self.init(page: page, texts: DisplayedText.elements(of: document.pages[page], language: language, markdown: document.markdown))
    }

    /// `texts` (each shown by the element at its index path, in reading order) of page `page`, one
    /// after another with a blank line between; nil when there is none.
    public init?(page: Int, texts elements: [(path: [Int], text: String)]) {
        guard !elements.isEmpty else { return nil }
        self.page = page
        var parts: [String] = [], segments: [Segment] = [], offset = 0
        for (path, shown) in elements {
            let count = shown.unicodeScalars.count
            segments.append(Segment(element: path, spoken: offset..<offset + count, shown: Array(0..<count)))
            parts.append(shown)
            offset += count + 2
        }
        text = parts.joined(separator: "\n\n")
        self.segments = segments
    }

    /// The element (index path) and its characters showing the spoken `characters`; nil when no
    /// element shows them.
    public func shown(_ characters: Range<Int>) -> (element: [Int], characters: Range<Int>)? {
        guard let segment = segments.first(where: { $0.spoken.overlaps(characters) }) else { return nil }
        let first = max(characters.lowerBound, segment.spoken.lowerBound) - segment.spoken.lowerBound
        let last = min(characters.upperBound, segment.spoken.upperBound) - 1 - segment.spoken.lowerBound
        return (segment.element, segment.shown[first]..<segment.shown[last] + 1)
    }

    /// The `read-aloud` decorations for word `index` of `words` (none for nil or a word no
    /// element shows): the word highlighted, active.
    public func decorations(word index: Int?, of words: [ReadAloudWord], href: String, resolver: some LocatorResolving) -> [Decoration] {
        guard let index, words.indices.contains(index), let (element, characters) = shown(words[index].characters),
              let locator = resolver.locator(href: href, page: page, element: element, characters: characters) else { return [] }
        return [Decoration(id: "word", locator: locator, style: DecorationStyle(.readAloudWord, isActive: true))]
    }

    /// For each scalar of the original of `needle` (`count` of them), the offset in `haystack`'s
    /// original of where it was found, the needle's matched scalars lying from `start` in the
    /// haystack's.
    private static func offsets(of needle: SpeechMatchText, count: Int, placedAt start: Int, in haystack: SpeechMatchText) -> [Int] {
        var out: [Int] = []
        out.reserveCapacity(count)
        var matched = 0
        for k in 0..<count {
            while matched < needle.origins.count, needle.origins[matched] < k { matched += 1 }
            if matched < needle.origins.count, needle.origins[matched] == k {
                out.append(haystack.origins[start + matched])
            } else {
                // A scalar folded away (a combining mark, more white space) belongs with the one before it.
                out.append(out.last ?? haystack.origins[start])
            }
        }
        return out
    }
}

/// A text as speech is matched with what is shown: case and accents ignored as search does
/// (`FoldedText`), and each run of white space one space (a `speech` may break its lines where the
/// element does not), each scalar remembering which scalar of the original it came from.
private struct SpeechMatchText {
    private(set) var scalars: [Unicode.Scalar] = []
    private(set) var origins: [Int] = []

    init(_ text: String) {
        let folded = FoldedText(text)
        for (scalar, origin) in zip(folded.scalars, folded.origins) {
            if scalar.properties.isWhitespace {
                // White space at the start is dropped, a run is one space.
                guard let last = scalars.last, last != " " else { continue }
                scalars.append(" ")
            } else {
                scalars.append(scalar)
            }
            origins.append(origin)
        }
        if scalars.last == " " {
            scalars.removeLast()
            origins.removeLast()
        }
    }

    /// Where `needle` first occurs in the scalars.
    func firstIndex(of needle: [Unicode.Scalar]) -> Int? {
        guard !needle.isEmpty, needle.count <= scalars.count else { return nil }
        return (0...scalars.count - needle.count).first { i in scalars[i] == needle[0] && scalars[i..<i + needle.count].elementsEqual(needle) }
    }
}
