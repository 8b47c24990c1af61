import Testing
@testable import SwipeDocument
import DocumentTestSupport

struct ScrollExportTests {
    @Test func frameNIsRenderOfPageAndProgress() throws {
        let d = try #require(document(#"{ "pages": [ {}, { "play": "scroll" }, { "duration": 2 } ] }"#))
        let s = ExportSchedule.scroll(pages: 0...2)
        for n in [0, 3, 10, 15, 20] {
            let m = s.scrollMoment(frame: n, fps: 10, document: d)
            let r = RenderMoment(document: d, page: n / 10, progress: Double(n % 10) / 10, time: nil)
            #expect(m.position == r.position && m.clock(1) == r.clock(1) && m.clock(2) == r.clock(2), "frame \(n)")
        }
        let events = s.scrollEvents(document: d).map { "\($0.kind) \($0.page) \($0.time)" }
        #expect(events.first == "becameCurrent 0 0.0" && events.contains("didLeave 1 2.0") && events.last == "playStarted 2 2.0")
    }

    @Test func aPageAtRestIsRenderAfterItsPlay() throws {
        let d = try #require(document(#"{ "pages": [ { "duration": 2, "elements": [ { "to": { "opacity": 0 } } ] } ] }"#))
        #expect(ExportMoment.rest(document: d, page: 0, playLength: 2).clock(0) == 1)
    }
}
