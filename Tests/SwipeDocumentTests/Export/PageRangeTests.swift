import Testing
@testable import SwipeDocument
import DocumentTestSupport

struct PageRangeTests {
    @Test func parsesTheFourForms() {
        #expect(PageRange.parse("3") == PageRange(first: 3, last: 3))
        #expect(PageRange.parse("2-5") == PageRange(first: 2, last: 5))
        #expect(PageRange.parse("4-") == PageRange(first: 4, last: nil))
        #expect(PageRange.parse("-3") == PageRange(first: nil, last: 3))
    }

    @Test func refusesWhatIsNotARange() {
        for text in ["", "-", "0", "5-2", "a-b", "1-x", "0-3", "1--2", "2.5"] { #expect(PageRange.parse(text) == nil, "\(text)") }
    }

    @Test func indicesAreZeroBasedAndClampedToTheDocument() throws {
        #expect(try PageRange.parse("2-5")!.indices(pageCount: 10).get() == 1...4)
        #expect(try PageRange.parse("4-")!.indices(pageCount: 6).get() == 3...5)
        #expect(try PageRange.parse("2-99")!.indices(pageCount: 3).get() == 1...2)
        #expect(try PageRange.all.indices(pageCount: 1).get() == 0...0)
        guard case .failure(let e) = PageRange.parse("7")!.indices(pageCount: 3) else { Issue.record("page 7 of 3"); return }
        #expect(e.message == "the document has 3 pages; page 7 does not exist")
    }
}
