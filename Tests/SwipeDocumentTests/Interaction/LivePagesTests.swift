import Testing
@testable import SwipeDocument
import DocumentTestSupport

/// The pages that run their interactive life as the window runs them (and `export` with it):
/// built as they come within reach of the current page, their timers stopped when left.
struct LivePagesTests {
    /// Five pages, each with a box whose load starts a repeating 1 s timer.
    static let json = """
    {"pages":[\(Array(repeating: """
      {"elements":[{"id":"n","text":"0","events":{"load":{"actions":[{"timer":{"duration":1,"repeats":true,"events":{"tick":{"actions":[]}}}}]}}}]}
    """, count: 5).joined(separator: ","))]}
    """

    func makeLive() throws -> LivePages {
        let d = try #require(document(Self.json))
        return LivePages(document: d, settings: RenderSettings(documentSize: Point(320, 480), language: "en", markdown: d.markdown, media: FixedSizes()))
    }

    func ticks(_ live: LivePages, _ page: Int) -> [Double] {
        live.pages[page]?.fired.filter { $0.name == "tick" }.map(\.time) ?? []
    }

    @Test func pagesWithinReachAreBuiltAsTheyComeNear() throws {
        var live = try makeLive()
        live.step(current: 0, at: 0)
        #expect(live.pages.keys.sorted() == [0, 1, 2])
        live.step(current: 3, at: 2.5)
        #expect(live.pages.keys.sorted() == [1, 2, 3, 4], "page 0 forgotten, 3 and 4 built")
        #expect(ticks(live, 3).isEmpty && ticks(live, 2) == [1, 2], "a neighbour runs from when it was built, as in the window")
        live.step(current: 3, at: 4.2)
        #expect(ticks(live, 3) == [3.5])
    }

    @Test func thePageLeftStopsItsTimers() throws {
        var live = try makeLive()
        live.step(current: 0, at: 0)
        live.step(current: 0, at: 1.5)
        live.step(current: 1, at: 1.6)
        live.step(current: 1, at: 5)
        #expect(ticks(live, 0) == [1], "page 0 left at 1.6 s")
        #expect(ticks(live, 1) == [1, 2, 3, 4, 5])
    }

    @Test func aDocumentThatReactsToNothingBuildsNothing() throws {
        let d = try #require(document(#"{"pages":[{"elements":[{"text":"still"}]}]}"#))
        var live = LivePages(document: d, settings: RenderSettings(documentSize: Point(320, 480), language: "en", markdown: d.markdown, media: FixedSizes()))
        live.step(current: 0, at: 0)
        #expect(!live.isInteractive && live.pages.isEmpty && live.page(0, at: 0) == nil)
    }

    @Test func aTextFieldAloneMakesADocumentInteractive() throws {
        let d = try #require(document(#"{"pages":[{"elements":[{"textArea":{},"text":"type here"}]}]}"#))
        #expect(d.isInteractive, "a reader types into it though no event listens")
    }
}
