import Foundation
import SwipeDocument

/// Finds words in a document's texts and markdown as a reader sees them in one language, ignoring
/// case and accents ("Ecole" finds "école"), each match a locator with its surrounding text.
public struct TextSearch {
    /// One match.
    public struct Match: Equatable, Sendable {
        public var locator: Locator
        /// The element's index path on its page.
        public var element: [Int]
        /// Unicode scalar offsets into the element's displayed text.
        public var characters: Range<Int>
    }

    public let document: Document
    public let language: String

    public init(document: Document, language: String) {
        self.document = document
        self.language = language
    }

    /// Every match of `query` in page order, then element order (depth first), then text order;
    /// nothing for a query that is empty once folded.
    public func matches(_ query: String, href: String) -> [Match] {
        let needle = FoldedText(query).scalars
        guard !needle.isEmpty else { return [] }
        let resolver = LocatorResolver(document: document, language: language)
        var out: [Match] = []
        for (p, page) in document.pages.enumerated() {
            for (path, text) in DisplayedText.elements(of: page, language: language, markdown: document.markdown) {
                for range in FoldedText(text).occurrences(of: needle) {
                    guard let locator = resolver.locator(href: href, page: p, element: path, characters: range) else { continue }
                    out.append(Match(locator: locator, element: path, characters: range))
                }
            }
        }
        return out
    }
}

/// A text folded for searching (lower case, accents and other combining marks removed), each
/// folded scalar remembering which scalar of the original it came from.
struct FoldedText {
    private(set) var scalars: [Unicode.Scalar] = []
    /// For each folded scalar, the offset of the original scalar it came from.
    private(set) var origins: [Int] = []
    private let count: Int

    init(_ text: String) {
        var n = 0
        for s in text.unicodeScalars {
            if s.isASCII {
                scalars.append((65...90).contains(s.value) ? Unicode.Scalar(UInt8(s.value + 32)) : s)
                origins.append(n)
            } else {
                for f in String(s).folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil).unicodeScalars
                    where f.properties.generalCategory != .nonspacingMark {
                    scalars.append(f)
                    origins.append(n)
                }
            }
            n += 1
        }
        count = n
    }

    /// The original ranges of every non-overlapping occurrence of `needle`.
    func occurrences(of needle: [Unicode.Scalar]) -> [Range<Int>] {
        guard !needle.isEmpty, needle.count <= scalars.count else { return [] }
        var out: [Range<Int>] = []
        var i = 0
        while i <= scalars.count - needle.count {
            if scalars[i] == needle[0], scalars[i..<i + needle.count].elementsEqual(needle) {
                let end = i + needle.count
                // A match ends after the whole original scalar its last folded scalar came from,
                // and after the combining marks that follow it.
                let upper = end < scalars.count ? origins[end] : count
                out.append(origins[i]..<max(upper, origins[end - 1] + 1))
                i = end
            } else {
                i += 1
            }
        }
        return out
    }
}
