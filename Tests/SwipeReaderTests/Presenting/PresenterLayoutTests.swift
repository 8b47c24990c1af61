import Testing
@testable import SwipeDocument
@testable import SwipeReader
import DocumentTestSupport

struct PresenterLayoutTests {
    let style = PlayerStyle.standard()

    func inside(_ r: Rect, _ viewport: Point) -> Bool {
        r.x >= 0 && r.y >= 0 && r.x + r.width <= viewport.x && r.y + r.height <= viewport.y
    }

    func overlap(_ a: Rect, _ b: Rect) -> Bool {
        a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
    }

    @Test func theCurrentPageIsLargeOnTheLeftAndTheRestOnTheRight() {
        for viewport in [Point(800, 600), Point(1920, 1080), Point(1024, 1280)] {
            let l = PresenterLayout(viewport: viewport, style: style)
            let parts = [l.current, l.nextCaption, l.next, l.pageLabel, l.clockLabel]
            #expect(parts.allSatisfy { inside($0, viewport) }, "\(viewport)")
            for (i, a) in parts.enumerated() { for b in parts[(i + 1)...] { #expect(!overlap(a, b), "\(a) \(b) at \(viewport)") } }
            #expect(l.current.width > l.next.width * 1.4)
            #expect(l.current.x < l.next.x)
            #expect(l.next.y < l.pageLabel.y && l.pageLabel.y < l.clockLabel.y)
        }
    }

    @Test func itemsSayThePageTheTimeAndWhatComesNext() {
        let l = PresenterLayout(viewport: Point(800, 600), style: style)
        func texts(_ items: [DisplayItem]) -> [String] {
            items.compactMap { if case .text(let s, _) = $0.content { s } else { nil } }
        }
        #expect(texts(l.items(page: 2, pageCount: 12, elapsed: 65.7, style: style)) == ["Next", "Page 3 of 12", "1:05"])
        #expect(texts(l.items(page: 11, pageCount: 12, elapsed: 0, style: style)) == ["End of the document", "Page 12 of 12", "0:00"])
    }

    @Test func theClockShowsMinutesAndHours() {
        #expect(PresenterLayout.clock(0) == "0:00")
        #expect(PresenterLayout.clock(59.99) == "0:59")
        #expect(PresenterLayout.clock(605) == "10:05")
        #expect(PresenterLayout.clock(3723) == "1:02:03")
        #expect(PresenterLayout.clock(-4) == "0:00")
        #expect(PresenterLayout.clock(.nan) == "0:00")
    }
}
