import Foundation
import Testing
@testable import SwipeDocument
@testable import SwipeReader
import DocumentTestSupport

@Suite struct AnnotationRowTests {
    static let json = """
    { "dimension": [400, 300], "pages": [
        { "elements": [ { "text": "  Chapter one\\nThe beginning" } ] },
        { "elements": [ { "img": "a.png" }, { "elements": [ { "text": "A long page whose first text goes on and on well past what a row shows of it" } ] } ] },
        {} ] }
    """

    let utc = TimeZone(identifier: "UTC")!

    @Test func bookmarksShowTheirPagesFirstTextAndWhenTheyWereAdded() throws {
        let doc = try #require(document(Self.json))
        var b = Bookmarks()
        b.toggle(page: 2, href: "d.swipe", title: nil, now: 86_400 * 2 + 3_600)
        b.toggle(page: 0, href: "d.swipe", title: nil, now: 0)
        b.toggle(page: 1, href: "d.swipe", title: nil, now: 60)
        let rows = AnnotationRow.rows(bookmarks: b, highlights: Highlights(), document: doc, language: "en", timeZone: utc).bookmarks
        #expect(rows.map(\.target) == [.bookmark(page: 0), .bookmark(page: 1), .bookmark(page: 2)], "in page order")
        #expect(rows[0].title == "Page 1 · Chapter one", "the first line of the first text")
        #expect(rows[1].title == "Page 2 · A long page whose first text goes on and on wel…", "a nested text, shortened")
        #expect(rows[1].title.count == "Page 2 · ".count + AnnotationRow.titleLength)
        #expect(rows[2].title == "Page 3", "a page without text")
        #expect(rows.map(\.detail) == ["Added 1 Jan 1970, 00:00", "Added 1 Jan 1970, 00:01", "Added 3 Jan 1970, 01:00"])
        #expect(rows.allSatisfy { $0.swatch == nil })
        let tokyo = AnnotationRow.rows(bookmarks: b, highlights: Highlights(), document: doc, language: "en", timeZone: TimeZone(identifier: "Asia/Tokyo")!)
        #expect(tokyo.bookmarks[0].detail == "Added 1 Jan 1970, 09:00", "dates in the reader's time zone")
    }

    @Test func highlightsShowTheirQuoteColourAndNote() throws {
        let doc = try #require(document(Self.json))
        var h = Highlights()
        let late = h.add(Locator(href: "d.swipe", page: 1, characters: 2..<6, text: TextQuote(highlight: "long\n  page")), colour: .pink, now: 1)
        let early = h.add(Locator(href: "d.swipe", page: 0), colour: .green, now: 2)
        h.annotate(late, note: "check this")
        let rows = AnnotationRow.rows(bookmarks: Bookmarks(), highlights: h, document: doc, language: "en", timeZone: utc).highlights
        #expect(rows.map(\.target) == [.highlight(id: early), .highlight(id: late)], "in page order")
        #expect(rows[0].title == "Page 1 · “Chapter one”", "a whole element: its page's first text")
        #expect(rows[1].title == "Page 2 · “long page”", "the quote, on one line")
        #expect(rows.map(\.detail) == ["No note", "check this"])
        #expect(rows.map(\.swatch) == [Highlights.Colour.green.color, Highlights.Colour.pink.color])
        #expect(rows.map(\.page) == [0, 1])
    }

    @Test func aBookmarkOfAPageNoLongerThereKeepsItsNumber() throws {
        let doc = try #require(document(Self.json))
        var b = Bookmarks()
        b.toggle(page: 9, href: "d.swipe", title: nil, now: 0)
        #expect(AnnotationRow.rows(bookmarks: b, highlights: Highlights(), document: doc, language: "en", timeZone: utc).bookmarks.map(\.title) == ["Page 10"])
    }
}
