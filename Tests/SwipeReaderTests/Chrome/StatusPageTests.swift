import Testing
@testable import SwipeDocument
@testable import SwipeReader
import DocumentTestSupport

@Suite struct StatusPageTests {
    private let viewport = Point(800, 600)

    private func texts(_ items: [DisplayItem]) -> [String] {
        items.compactMap { if case .text(let s, _) = $0.content { return s } else { return nil } }
    }

    /// The widths of the boxes and gradients drawn, in order (a progress bar's track and fill).
    private func boxWidths(_ items: [DisplayItem]) -> [Double] {
        items.compactMap {
            switch $0.content {
            case .box, .gradient: return $0.size.x
            default: return nil
            }
        }
    }

    @Test func anErrorPageShowsTheTitleAndEveryLineInsideTheWindow() {
        let page = StatusPage(title: "http://127.0.0.1:9/a.swipe", lines: ["cannot reach 127.0.0.1: connection refused", "R tries again"], progress: nil, back: false)
        let items = page.items(viewport: viewport)
        #expect(texts(items) == ["http://127.0.0.1:9/a.swipe", "cannot reach 127.0.0.1: connection refused", "R tries again"])
        #expect(boxWidths(items).isEmpty, "no progress bar, no back button")
        for item in items {
            #expect(item.transform[0, 3] >= 0 && item.transform[0, 3] + item.size.x <= viewport.x)
            #expect(item.transform[1, 3] >= 0 && item.transform[1, 3] + item.size.y <= viewport.y)
        }
    }

    @Test func theProgressBarFillsWithProgress() {
        let quarter = boxWidths(StatusPage(title: "t", lines: [], progress: 0.25, back: false).items(viewport: viewport))
        let most = boxWidths(StatusPage(title: "t", lines: [], progress: 0.75, back: false).items(viewport: viewport))
        #expect(quarter.count == 2 && most.count == 2, "a track and its fill")
        #expect(abs(quarter[1] / quarter[0] - 0.25) < 0.01)
        #expect(abs(most[1] / most[0] - 0.75) < 0.01)
    }

    @Test func theBackButtonIsThereOnlyWhenThereIsSomewhereToGoBackTo() {
        let frame = PlayerChrome.backButton(viewport: viewport)
        let centre = Point(frame.x + frame.width / 2, frame.y + frame.height / 2)
        let without = StatusPage(title: "t", lines: [], progress: nil, back: false)
        let with = StatusPage(title: "t", lines: [], progress: nil, back: true)
        #expect(!without.backHit(centre, viewport: viewport) && with.backHit(centre, viewport: viewport))
        #expect(texts(with.items(viewport: viewport)).contains(PlayerChrome.backLabel(.standard())))
    }

    @Test func longLinesGetRoomToWrapWithoutOverlapping() {
        let url = "https://studio.swipe.net/api/1.0/projects/timeline?format=swipe&and=a-few-more-words-to-wrap"
        let items = StatusPage(title: url, lines: ["cannot reach studio.swipe.net: no such host, " + String(repeating: "and more ", count: 12)], progress: nil, back: false)
            .items(viewport: Point(400, 600))
        #expect(items.count == 2)
        #expect(items[0].size.y > items[1].size.y / 3, "the title has room for more than one line")
        #expect(items[0].transform[1, 3] + items[0].size.y <= items[1].transform[1, 3] + 0.001)
        #expect(items[1].size.y >= 3 * 0.8 * PlayerChrome.unit(Point(400, 600)), "a long message has several lines")
    }
}
