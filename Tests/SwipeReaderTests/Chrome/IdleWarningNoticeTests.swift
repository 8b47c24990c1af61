import Testing
@testable import SwipeDocument
@testable import SwipeReader

/// The idle kiosk's warning panel: what it says, shown and spoken, and its bar of time left.
struct IdleWarningNoticeTests {
    let viewport = Point(1024, 768)

    func texts(_ items: [DisplayItem]) -> [String] {
        items.compactMap { if case .text(let s, _) = $0.content { s } else { nil } }
    }

    @Test func itSaysTheSecondsLeftAndHowToGetMoreTime() {
        let items = IdleWarningNotice.items(seconds: 17, of: 20, viewport: viewport, style: .standard())
        #expect(texts(items) == [IdleWarningNotice.title, "Starting over in 17 s", IdleWarningNotice.hint])
        #expect(IdleWarningNotice.spoken(seconds: 20).contains("20 seconds"))
        #expect(IdleWarningNotice.spoken(seconds: 20).contains(IdleWarningNotice.hint))
    }

    @Test func itsBarShrinksAsTheSecondsPass() {
        func barWidth(_ seconds: Int) -> Double {
            // The last item is the bar's part left.
            IdleWarningNotice.items(seconds: seconds, of: 20, viewport: viewport, style: .standard()).last!.size.x
        }
        #expect(barWidth(20) > barWidth(10))
        #expect(abs(barWidth(10) - barWidth(20) / 2) < 1)
    }

    @Test func itFitsASmallWindow() {
        let small = Point(320, 240)
        for item in IdleWarningNotice.items(seconds: 5, of: 20, viewport: small, style: .standard()) {
            #expect(item.transform[0, 3] >= 0 && item.transform[0, 3] + item.size.x <= small.x + 0.001)
        }
    }
}
