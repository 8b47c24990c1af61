import Foundation

/// `--pages A-B`: a 1-based, inclusive range of pages (`3`, `2-5`, `4-` to the end, `-3` from the
/// start), turned into 0-based page indices once the document's page count is known.
public struct PageRange: Equatable, Sendable {
    /// 1-based first page, nil: the first.
    public var first: Int?
    /// 1-based last page, nil: the last.
    public var last: Int?

    public init(first: Int? = nil, last: Int? = nil) {
        self.first = first
        self.last = last
    }

    /// Every page.
    public static let all = PageRange()

    /// Parses `A-B`, `A`, `A-` or `-B`; nil when the text is none of these or A > B.
    public static func parse(_ text: String) -> PageRange? {
        let s = text.trimmingCharacters(in: .whitespaces)
        guard !s.isEmpty else { return nil }
        guard let dash = s.firstIndex(of: "-") else {
            guard let n = Int(s), n >= 1 else { return nil }
            return PageRange(first: n, last: n)
        }
        let a = s[..<dash], b = s[s.index(after: dash)...]
        let first = a.isEmpty ? nil : Int(a)
        let last = b.isEmpty ? nil : Int(b)
        if !a.isEmpty && first == nil || !b.isEmpty && last == nil || (a.isEmpty && b.isEmpty) { return nil }
        if let f = first, f < 1 { return nil }
        if let l = last, l < 1 { return nil }
        if let f = first, let l = last, f > l { return nil }
        return PageRange(first: first, last: last)
    }

    /// The 0-based pages of a document of `pageCount` pages, or a message saying why not.
    public func indices(pageCount: Int) -> Result<ClosedRange<Int>, PageRangeError> {
        guard pageCount > 0 else { return .failure(PageRangeError(message: "the document has no pages")) }
        let a = first ?? 1, b = last ?? pageCount
        guard a <= pageCount else {
            return .failure(PageRangeError(message: "the document has \(pageCount) page\(pageCount == 1 ? "" : "s"); page \(a) does not exist"))
        }
        return .success((a - 1)...(min(b, pageCount) - 1))
    }
}

/// Why a page range does not fit a document.
public struct PageRangeError: Error, Equatable, CustomStringConvertible {
    public var message: String
    public var description: String { message }
}
