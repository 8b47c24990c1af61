import Foundation
import Testing
@testable import SwipeDocument
import DocumentTestSupport

/// The focus ring the player draws on pages that show no focus of their own.
struct InteractionFocusRingTests {
    static let accent = hex("#0a84ff")

    static let page = """
    {"pages": [{"play": "never", "elements": [
      {"x": 10, "y": 10, "w": 100, "h": 50, "focusable": true, "cornerRadius": 8, "rotate": 30},
      {"x": 10, "y": 100, "w": 100, "h": 50, "focusable": true}
    ]}]}
    """

    /// The ring added to the element at `path` as drawn now, if any.
    private func ring(_ i: PageInteraction, _ path: [Int]) -> Element? {
        guard let e = i.shown(path), e.elements.count == (i.page.elements.node(at: path, children: \.elements)?.elements.count ?? 0) + 1 else { return nil }
        return e.elements.last
    }

    @Test func ringFollowsTheFocusInTheAccent() throws {
        var i = try interaction(Self.page)
        i.focusRingColor = Self.accent
        #expect(ring(i, [0]) == nil && ring(i, [1]) == nil)
        i.moveFocus(.next, time: 1)
        let r = try #require(ring(i, [0]))
        #expect(near(r.borderColor, Self.accent))
        #expect(r.borderWidth == FocusRing.width && r.cornerRadius == 8)
        #expect(ring(i, [1]) == nil)
        i.moveFocus(.down, time: 2)
        #expect(ring(i, [0]) == nil && ring(i, [1]) != nil)
    }

    /// The ring is drawn through the focused element's transforms: its border item has the
    /// element's own (rotated) transform.
    @Test func ringIsDrawnThroughTheElementsTransform() throws {
        var i = try interaction(Self.page)
        i.focusRingColor = Self.accent
        i.moveFocus(.next, time: 1)
        let builder = DisplayListBuilder(settings: RenderSettings(documentSize: Point(320, 480), language: "en", markdown: MarkdownSettings(), media: FixedSizes()))
        let items = builder.build(i.page(at: 1), clock: 0)
        let border = try #require(items.first { if case .border(let c, _, _) = $0.content { return near(c, Self.accent) } else { return false } })
        let world = builder.boxes(i.page)[0].world
        for corner in [Point(0, 0), Point(100, 0), Point(100, 50), Point(0, 50)] {
            let a = border.transform.project(corner).point, b = world.project(corner).point
            #expect(abs(a.x - b.x) < 1e-6 && abs(a.y - b.y) < 1e-6, "the ring sits on the rotated element")
        }
        #expect(abs(world.project(Point(100, 0)).point.y - world.project(Point(0, 0)).point.y) > 10)
    }

    @Test func noRingWhereTheDocumentShowsFocusOrWithoutAColour() throws {
        var own = try interaction("""
        {"pages": [{"elements": [{"x": 10, "y": 10, "w": 100, "h": 50, "focusable": true, "events": {"gainedFocus": {"actions": []}}}]}]}
        """)
        own.focusRingColor = Self.accent
        own.moveFocus(.next, time: 1)
        #expect(own.focused == [0] && ring(own, [0]) == nil)
        var plain = try interaction(Self.page)
        plain.moveFocus(.next, time: 1)
        #expect(ring(plain, [0]) == nil)
    }

    /// The list keys' row shows the ring too (rows show no selection of their own).
    @Test func ringOnTheRowTheListKeysChose() throws {
        var i = try interaction("""
        {"pages": [{"elements": [{"x": 0, "y": 0, "w": 320, "h": 200, "list": {"items": [{"elements": []}, {"elements": []}]}}]}]}
        """)
        i.focusRingColor = Self.accent
        #expect(i.ringed == nil)
        _ = i.listKey(.down, time: 1)
        #expect(i.ringed == [0, 0, 0, 0])
        _ = i.listKey(.down, time: 2)
        #expect(i.ringed == [0, 0, 0, 1])
        #expect(near(i.shown([0, 0, 0, 1])?.elements.last?.borderColor, Self.accent))
    }
}
