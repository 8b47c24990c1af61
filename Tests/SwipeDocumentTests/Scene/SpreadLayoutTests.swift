import Testing
@testable import SwipeDocument
import DocumentTestSupport

@Suite struct SpreadLayoutTests {
    @Test func theFirstPageIsAloneThenPairs() {
        let s = SpreadLayout(pageCount: 6, rightToLeft: false)
        #expect(s.count == 4)
        #expect((0..<4).map(s.pages(of:)) == [[0], [1, 2], [3, 4], [5]])
        #expect((0..<6).map(s.spread(of:)) == [0, 1, 1, 2, 2, 3])
        #expect(SpreadLayout(pageCount: 5, rightToLeft: false).count == 3)
    }

    @Test func halvesFollowTheReadingDirection() {
        let ltr = SpreadLayout(pageCount: 5, rightToLeft: false), rtl = SpreadLayout(pageCount: 5, rightToLeft: true)
        #expect((0..<5).map(ltr.column(of:)) == [1, 0, 1, 0, 1])
        #expect((0..<5).map(rtl.column(of:)) == [0, 1, 0, 1, 0])
    }

    @Test func aSpreadsEventsAreItsPages() {
        let s = SpreadLayout(pageCount: 5, rightToLeft: false)
        #expect(s.pageEvents(.didEnter(1, forward: true)) == [.didEnter(1, forward: true), .didEnter(2, forward: true)])
        #expect(s.pageEvents(.didLeave(0, goingBack: false)) == [.didLeave(0, goingBack: false)])
    }

    @Test func aSpreadTurnsAsOne() throws {
        let doc = try #require(document(#"{ "dimension": [300, 400], "paging": "leftToRight", "pages": [ {}, {}, {}, {} ] }"#))
        var composer = SceneComposer(document: doc, settings: RenderSettings(documentSize: Point(300, 400), language: "en", markdown: doc.markdown, media: FixedSizes()))
        composer.spreads = SpreadLayout(pageCount: 4, rightToLeft: false)
        #expect(composer.pageSize == Point(600, 400))
        #expect(composer.placements(at: 1).map(\.index) == [1, 2])
        let halfway = composer.placements(at: 1.5)
        #expect(halfway.map(\.index) == [1, 2, 3])
        #expect(halfway.map(\.offset.x) == [-300, 0, 300])
    }
}
