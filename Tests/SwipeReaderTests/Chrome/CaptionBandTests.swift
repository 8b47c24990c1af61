import Testing
import SwipeDocument
import DocumentTestSupport
@testable import SwipeReader

/// Captions laid out in window pixels, measured by a stand-in for the text layout (`MonospacedGrid`).
struct CaptionBandTests {
    let style = PlayerStyle.standard()
    let viewport = Point(800, 600)

    func band(_ items: [DisplayItem]) -> Rect {
        let item = items[0]
        return Rect(x: item.transform[0, 3], y: item.transform[1, 3], width: item.size.x, height: item.size.y)
    }

    @Test func aBandAsWideAsItsTextAtTheBottomOverThePageWhenTheLetterboxIsTooLow() {
        let items = CaptionBand.items([Caption(text: "Hello there")], viewport: viewport, page: Rect(x: 0, y: 0, width: 800, height: 600), style: style, measure: MonospacedGrid())
        #expect(items.count == 2, "the band and its text")
        let b = band(items)
        let point = PlayerChrome.point(viewport), pad = style.captions.size * point * 0.4
        #expect(abs(b.width - (110 + 2 * pad)) < 0.001 && abs(b.height - (20 + 2 * pad)) < 0.001, "\(b)")
        #expect(abs(b.x + b.width / 2 - 400) < 0.001, "centred")
        #expect(abs(b.maxY - (600 - style.margin * point)) < 0.001, "a margin above the window's bottom: \(b)")
        guard case .box(let colour, _) = items[0].content, case .text(let text, let paint) = items[1].content else {
            Issue.record("a box, then the text")
            return
        }
        #expect(colour == style.captionsBackground && text == "Hello there" && paint.color == style.captionsText)
        #expect(paint.fontSize == style.captions.size * point, "the theme's size in window pixels, whatever the page's zoom")
    }

    @Test func inTheLetterboxBelowThePageWhereItFits() {
        let page = Rect(x: 0, y: 100, width: 800, height: 400)
        let b = band(CaptionBand.items([Caption(text: "Hi")], viewport: viewport, page: page, style: style, measure: MonospacedGrid()))
        #expect(b.y >= page.maxY && b.maxY <= 600, "clear of the page: \(b)")
        #expect(abs((b.y - page.maxY) - (600 - b.maxY)) < 0.001, "centred in the letterbox")
    }

    @Test func theWordSpokenIsUnderlinedAndSeveralCaptionsStack() {
        let items = CaptionBand.items([Caption(text: "A cue"), Caption(text: "the lamp turns", word: 4..<8)], viewport: viewport,
                                      page: Rect(x: 0, y: 0, width: 800, height: 600), style: style, measure: MonospacedGrid())
        #expect(items.count == 3)
        guard case .text(let text, _) = items[1].content, case .box(let colour, _) = items[2].content else {
            Issue.record("the text, then the mark")
            return
        }
        #expect(text == "A cue\nthe lamp turns")
        #expect(colour == style.captionsWord)
        let origin = Point(items[1].transform[0, 3], items[1].transform[1, 3])
        #expect(items[2].transform[0, 3] - origin.x == 40 && items[2].size.x == 40, "under \"lamp\", on the second line")
        #expect(items[2].transform[1, 3] - origin.y + items[2].size.y == 40)
        #expect(CaptionBand.items([], viewport: viewport, page: Rect(x: 0, y: 0, width: 1, height: 1), style: style, measure: MonospacedGrid()).isEmpty)
    }
}
