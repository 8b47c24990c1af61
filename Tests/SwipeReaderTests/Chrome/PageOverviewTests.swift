import Testing
@testable import SwipeDocument
@testable import SwipeReader
import DocumentTestSupport

@Suite struct PageOverviewTests {
    // 800×600 window: a point is 21/16 pixels; thumbnails of 4:3 pages.
    func overview(pages: Int = 30, current: Int = 0) -> PageOverview {
        PageOverview(pageCount: pages, pageSize: Point(400, 300), viewport: Point(800, 600), current: current)
    }

    @Test func thumbnailsFillRowsInPageOrderWithTheDocumentsShape() {
        let o = overview()
        #expect(o.columns == 3)
        let a = o.frame(of: 0), b = o.frame(of: 1), d = o.frame(of: 3)
        #expect(b.x > a.x && b.y == a.y)
        #expect(d.x == a.x && d.y > a.y)
        #expect(abs(a.width / a.height - 4.0 / 3) < 1e-9)
        #expect(o.visiblePages.lowerBound == 0)
        #expect(o.visiblePages.count < 30)
        #expect(o.page(at: Point(a.x + 5, a.y + 5)) == 0)
        #expect(o.page(at: Point(b.x + 5, b.y + b.height + 3)) == 1, "the number under a thumbnail is part of it")
        #expect(o.page(at: Point(1, 1)) == nil)
    }

    @Test func theChosenPageIsKeptInViewAndInsideTheGrid() {
        var o = overview(current: 25)
        #expect(o.selected == 25)
        #expect(o.scroll > 0, "opening on a far page scrolls to it")
        #expect(o.visiblePages.contains(25))
        o.move(dx: 0, dy: 10)
        #expect(o.selected == 29)
        o.select(0)
        #expect(o.scroll == 0)
        o.move(dx: -1, dy: 0)
        #expect(o.selected == 0)
        o.move(dx: 1, dy: 1)
        #expect(o.selected == 4)
        o.scroll(by: -100)
        #expect(o.scroll == 0)
        o.scroll(by: 1e9)
        let bottom = o.scroll
        #expect(o.visiblePages.contains(29))
        o.resize(Point(1600, 600))
        #expect(o.columns > 3)
        #expect(o.scroll < bottom)
    }

    @Test func marksAreDrawnOnTheirThumbnails() {
        let o = overview(pages: 4, current: 2)
        let plain = o.items(style: .standard()) { _ in .init() }
        let marked = o.items(style: .standard()) { $0 == 1 ? .init(bookmarked: true, matches: 3) : .init() }
        #expect(marked.count > plain.count)
        let texts = marked.compactMap { item -> String? in if case .text(let s, _) = item.content { return s }; return nil }
        #expect(texts == ["1", "2", "3", "3", "4"])
        // The chosen thumbnail's frame is in the accent colour.
        let accent = PlayerStyle.standard().accent
        let frames = plain.compactMap { item -> Color? in if case .border(let c, _, _) = item.content { return c }; return nil }
        #expect(frames.enumerated().filter { $0.element == accent }.map(\.offset) == [2])
        #expect(PageOverview(pageCount: 0, pageSize: Point(1, 1), viewport: Point(100, 100), current: 0).visiblePages.isEmpty)
    }

    @Test func thumbnailsAreLabelledWithTheirNumberOrWhatTheScreenSays() {
        let o = overview(pages: 3, current: 0)
        let ids = ["shore", "tower", "lamp"]
        let texts = o.items(style: .standard(), label: { ids[$0] }) { _ in .init() }.compactMap { item -> String? in
            if case .text(let s, _) = item.content { return s }
            return nil
        }
        #expect(texts == ids, "a story's scenes by their sceneId")
    }
}
