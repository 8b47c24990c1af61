import Testing
@testable import SwipeDocument
@testable import SwipeReader
import DocumentTestSupport

/// Keyboard focus on decorations: the activable ones of the page shown in reading order, after the
/// page's focusable elements, in one ring that Tab and Shift+Tab go around.
struct DecorationFocusTests {
    func key(_ group: String, _ id: String) -> DecorationKey { DecorationKey(group: group, id: id) }
    func box(_ x: Double, _ y: Double, _ w: Double = 50, _ h: Double = 20) -> Rect { Rect(x: x, y: y, width: w, height: h) }
    let screen = Rect(x: 0, y: 0, width: 800, height: 600)
    let observed: (String) -> Bool = { $0 != "selection" }

    @Test func decorationsGoInReadingOrderOfTheirFirstBox() {
        // Drawn bottom to top by group; a two-line highlight has two boxes, its first the upper one.
        let drawn = [(key("search", "0"), box(300, 200)), (key("highlights", "b"), box(10, 300)), (key("highlights", "b"), box(400, 260)),
                     (key("highlights", "a"), box(100, 200)), (key("highlights", "c"), box(10, 100))]
        let found = DecorationFocus.candidates(drawn, observed: observed, visible: screen)
        #expect(found.map(\.key.id) == ["c", "a", "0", "b"], "top to bottom, then left to right")
        let b = found[3]
        #expect(b.first == box(400, 260))
        #expect(b.bounds == Rect(x: 10, y: 260, width: 440, height: 60), "around both its lines")
        #expect(b.center == Point(230, 290))
    }

    @Test func onlyObservedGroupsOnScreenCanTakeFocusAndTiesKeepDrawingOrder() {
        let drawn = [(key("selection", "s"), box(0, 0)), (key("highlights", "off"), box(900, 10)),
                     (key("highlights", "under"), box(10, 10)), (key("search", "over"), box(10, 10))]
        let found = DecorationFocus.candidates(drawn, observed: observed, visible: screen)
        #expect(found.map(\.key.id) == ["under", "over"], "the selection is not observed; the next page's box is off screen")
    }

    @Test func tabGoesThroughTheElementsThenTheDecorationsAndWraps() {
        let decorations = DecorationFocus.candidates([(key("h", "1"), box(0, 0)), (key("h", "2"), box(0, 50))], observed: { _ in true }, visible: screen)
        let ring = DecorationFocus.ring(elements: [[0], [2, 1]], decorations: decorations)
        #expect(ring == [.element([0]), .element([2, 1]), .decoration(key("h", "1")), .decoration(key("h", "2"))])
        var here: FocusStop?
        var seen: [FocusStop] = []
        for _ in 0..<5 {
            here = DecorationFocus.step(from: here, forward: true, in: ring)
            seen.append(here!)
        }
        #expect(seen == ring + [ring[0]], "one ring, wrapping to the first element")
        #expect(DecorationFocus.step(from: nil, forward: false, in: ring) == .decoration(key("h", "2")), "Shift+Tab from nothing: the last")
        #expect(DecorationFocus.step(from: ring[0], forward: false, in: ring) == ring[3], "Shift+Tab wraps backwards")
        #expect(DecorationFocus.step(from: .decoration(key("h", "gone")), forward: true, in: ring) == ring[0], "a focus that went starts over")
    }

    @Test func withoutWrappingTheFocusLeavesTheRingAtEitherEnd() {
        let ring: [FocusStop] = [.element([0]), .decoration(key("h", "1"))]
        #expect(DecorationFocus.step(from: ring[1], forward: true, in: ring, wraps: false) == nil)
        #expect(DecorationFocus.step(from: ring[0], forward: false, in: ring, wraps: false) == nil)
        #expect(DecorationFocus.step(from: ring[0], forward: true, in: ring, wraps: false) == ring[1])
        #expect(DecorationFocus.step(from: nil, forward: true, in: ring, wraps: false) == ring[0], "back in from outside")
    }

    @Test func anEmptyRingHasNoFocusAndOneDecorationAloneStaysFocused() {
        #expect(DecorationFocus.step(from: nil, forward: true, in: []) == nil)
        let one: [FocusStop] = [.decoration(key("h", "1"))]
        #expect(DecorationFocus.step(from: one[0], forward: true, in: one) == one[0])
    }
}
