import Foundation
import SwipeDocument

/// One row of the annotations list (A): a bookmark or a highlight, with what the list shows of it,
/// built from the reader's `Bookmarks` and `Highlights` and the document they mark.
public struct AnnotationRow: Equatable, Sendable {
    /// What the row stands for, and what Delete removes.
    public enum Target: Equatable, Sendable {
        case bookmark(page: Int)
        case highlight(id: String)
    }

    public var target: Target
    /// The page it marks (0-based).
    public var page: Int
    /// "Page 3 · <the page's first text>", or "Page 2 · “<the quoted text>”" (shortened).
    public var title: String
    /// When the bookmark was added, or the highlight's note ("No note" without one).
    public var detail: String
    /// The highlight's colour (nil for a bookmark).
    public var swatch: Color?

    public init(target: Target, page: Int, title: String, detail: String, swatch: Color? = nil) {
        self.target = target
        self.page = page
        self.title = title
        self.detail = detail
        self.swatch = swatch
    }

    /// How many characters of a page's text or a quote a title keeps.
    public static let titleLength = 48

    /// The rows of `bookmarks` and of `highlights`, each in page order, their pages' texts read in
    /// `language`; dates are shown in `timeZone`.
    public static func rows(bookmarks: Bookmarks, highlights: Highlights, document: Document, language: String,
                            timeZone: TimeZone) -> (bookmarks: [AnnotationRow], highlights: [AnnotationRow]) {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = timeZone
        formatter.dateFormat = "d MMM yyyy, HH:mm"
        let marks = bookmarks.items.map { b -> AnnotationRow in
            let page = b.locator.page
            let text = firstText(of: page, document: document, language: language)
            return AnnotationRow(target: .bookmark(page: page), page: page, title: heading(page, text.map { shortened($0) }),
                                 detail: "Added " + formatter.string(from: Date(timeIntervalSince1970: b.created)))
        }
        let passages = highlights.items.map { h -> AnnotationRow in
            let quote = h.locator.text?.highlight ?? firstText(of: h.locator.page, document: document, language: language)
            return AnnotationRow(target: .highlight(id: h.id), page: h.locator.page, title: heading(h.locator.page, quote.map { "“\(shortened($0))”" }),
                                 detail: h.note ?? "No note", swatch: h.colour.color)
        }
        return (marks, passages)
    }

    private static func heading(_ page: Int, _ text: String?) -> String {
        text.map { "Page \(page + 1) · \($0)" } ?? "Page \(page + 1)"
    }

    /// The first text page `page` shows (its first line), nil when it shows none.
    static func firstText(of page: Int, document: Document, language: String) -> String? {
        guard document.pages.indices.contains(page) else { return nil }
        return DisplayedText.elements(of: document.pages[page], language: language, markdown: document.markdown).lazy
            .map { $0.text.split(whereSeparator: \.isNewline).first.map(String.init) ?? "" }
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .first { !$0.isEmpty }
    }

    /// `text` on one line, cut to `length` characters with an ellipsis where it was longer.
    static func shortened(_ text: String, to length: Int = titleLength) -> String {
        let line = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        guard line.count > length else { return line }
        return line.prefix(length - 1).trimmingCharacters(in: .whitespaces) + "…"
    }
}
