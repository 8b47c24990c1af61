import Testing
@testable import SwipeDocument
import DocumentTestSupport

struct SceneComposerTests {
    func composer(_ json: String) throws -> SceneComposer {
        let d = try #require(document(json))
        return SceneComposer(document: d, settings: RenderSettings(documentSize: Point(100, 200), language: "en", markdown: d.markdown, media: FixedSizes()))
    }

    @Test func scrollSlidesBothPages() throws {
        let c = try composer(#"{ "pages": [ {}, {} ] }"#)
        #expect(c.placements(at: 0) == [.init(index: 0, offset: .zero, alpha: 1)])
        #expect(c.placements(at: 0.25) == [.init(index: 0, offset: Point(0, -50), alpha: 1), .init(index: 1, offset: Point(0, 150), alpha: 1)])
    }

    @Test func horizontalPaging() throws {
        let ltr = try composer(#"{ "paging": "leftToRight", "pages": [ {}, {} ] }"#)
        #expect(ltr.placements(at: 0.5)[1].offset == Point(50, 0))
        let rtl = try composer(#"{ "paging": "rightToLeft", "pages": [ {}, {} ] }"#)
        #expect(rtl.placements(at: 0.5)[1].offset == Point(-50, 0))
    }

    @Test func fadeInAndReplacePinTheIncomingPage() throws {
        let c = try composer(#"{ "pages": [ {}, { "transition": "fadeIn" }, { "play": "scroll" } ] }"#)
        #expect(c.placements(at: 0.25) == [.init(index: 0, offset: Point(0, -50), alpha: 1), .init(index: 1, offset: .zero, alpha: 0.25)])
        #expect(c.placements(at: 1.01)[1] == .init(index: 2, offset: .zero, alpha: 1))
    }

    @Test func fixedCurrentPageStaysWhileTheNextCoversIt() throws {
        let c = try composer(#"{ "pages": [ { "transition": "fadeIn" }, {} ] }"#)
        #expect(c.placements(at: 0.5) == [.init(index: 0, offset: .zero, alpha: 1), .init(index: 1, offset: Point(0, 100), alpha: 1)])
    }

    @Test func overscrollMovesTheEndPage() throws {
        let c = try composer(#"{ "pages": [ {}, {} ] }"#)
        #expect(c.placements(at: -0.1) == [.init(index: 0, offset: Point(0, 20), alpha: 1)])
        #expect(c.placements(at: 1.25) == [.init(index: 1, offset: Point(0, -50), alpha: 1)])
    }
}
