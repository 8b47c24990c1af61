import Foundation
import Testing
@testable import SwipeDocument
import DocumentTestSupport

/// A valueOf of `property` of the element named `id`.
private func valueOf(_ id: String, _ property: ValueOf.Property) -> ValueOf {
    ValueOf(id: id, property: property, searchChildren: false, offset: 0, path: .root)
}

/// `list` elements (behaviour reference 6, 3.6): rows from item templates, selectedItem,
/// rowSelected, scrolling with drags, the wheel and keys, append.
struct ListElementTests {
    /// list.swipe (11.4) on 1280×720: the list is 1152×576 at (64, 72), rows 40 high.
    @Test func corpusListRowsSelectionAndTaps() throws {
        var i = try corpusInteraction("list.swipe")
        let names = (0..<6).map { i.text([4, 0, 0, $0, 0, 1]) }
        #expect(names == ["fred", "wilma", "pebbles", "barney", "betty", "bambam"])
        #expect(near(i.shown([4, 0, 0, 1, 0])?.bc, hex("#efe")))
        #expect(i.evaluate(valueOf("aList", .name("selectedItem")), from: .page) == .string("none"))
        i.advance(to: 0.1)
        #expect(i.evaluate(valueOf("aList", .name("selectedItem")), from: .page) == .string("2"))
        i.advance(to: 0.4)
        #expect(i.text([2]) == "2")
        i.tapAndAdvance(Point(640, 72 + 40 * 4 + 20), at: 1)
        #expect(i.text([2]) == "4")
        // A tap below the rows, in the list, selects nothing.
        i.tapAndAdvance(Point(640, 500), at: 2)
        #expect(i.text([2]) == "4")
        #expect(i.firedNames == ["load on page at 0.4", "rowSelected on element[4] at 1.0"])
    }

    /// 30 rows of 40 in a list 200 high: 1000 to scroll.
    static let long = """
    {"pages": [{"play": "never", "elements": [
      {"id": "l", "x": 0, "y": 100, "w": 320, "h": 200, "list": {"items": [\((0..<30).map { #"{"elements": [{"text": "row \#($0)"}]}"# }.joined(separator: ","))]},
       "events": {"rowSelected": {"actions": [{"update": {"id": "out", "text": {"valueOf": {"property": "selectedItem"}}}}]}}},
      {"id": "out", "x": 0, "y": 0, "w": 320, "h": 50}
    ]}]}
    """

    /// The first list's scroll offset now.
    private func offset(_ i: PageInteraction) -> Double {
        guard var scroller = i.lists[[0]]?.scroller else { return .nan }
        scroller.advance(to: i.now)
        return scroller.offset
    }

    @Test func dragScrollsWithoutSelectingAndFlingsToRest() throws {
        var i = try interaction(Self.long)
        do { let took = i.listPointer(.pointerDown(Point(160, 280), time: 1)); #expect(took) }
        do { let took = i.listPointer(.pointerMoved(Point(160, 230), time: 1.05)); #expect(took) }
        do { let took = i.listPointer(.pointerMoved(Point(160, 130), time: 1.1)); #expect(took) }
        #expect(offset(i) > 100)
        do { let took = i.listPointer(.pointerUp(Point(160, 130), time: 1.1)); #expect(took) }
        #expect(i.isAnimating(at: 1.2))
        i.advance(to: 10)
        #expect(!i.isAnimating(at: 10))
        let rest = offset(i)
        #expect(rest > 150 && rest <= 1000)
        #expect(i.text([1]) == nil)
        #expect(!i.firedNames.contains { $0.hasPrefix("rowSelected") })
        // A press outside the list is not the list's.
        do { let took = i.listPointer(.pointerDown(Point(160, 20), time: 11)); #expect(!took) }
    }

    @Test func tapOnAScrolledRowSelectsIt() throws {
        var i = try interaction(Self.long)
        do { let took = i.listWheel(at: Point(160, 200), dy: 2, time: 1); #expect(took) }
        i.advance(to: 2)
        #expect(offset(i) == 80)
        // Row 2 is now at the top: a press and release on it is a tap.
        do { let took = i.listPointer(.pointerDown(Point(160, 110), time: 3)); #expect(took) }
        do { let took = i.listPointer(.pointerUp(Point(160, 110), time: 3.1)); #expect(took) }
        i.advance(to: 3.1)
        #expect(i.text([1]) == "2")
        #expect(i.firedNames == ["rowSelected on element[0] at 3.1"])
        // Rows scrolled out of the list's box are clipped away and cannot be hit.
        #expect(i.hit(Point(160, 90)) == .page)
    }

    @Test func keysMoveTheSelectionAndEnterSelectsTheRow() throws {
        var i = try interaction(Self.long)
        do { let took = i.listKey(.end, time: 1); #expect(took) }
        i.advance(to: 2)
        #expect(offset(i) == 1000)
        #expect(i.evaluate(valueOf("l", .name("selectedItem")), from: .page) == .string("29"))
        do { let took = i.listKey(.up, time: 2); #expect(took) }
        do { let took = i.activateListSelection(time: 3); #expect(took) }
        i.advance(to: 3)
        #expect(i.text([1]) == "28")
    }

    @Test func appendAddsRowsBuildsThemAndScrollsToTheLast() throws {
        var i = try interaction("""
        {"pages": [{"play": "never", "elements": [
          {"id": "l", "x": 0, "y": 100, "w": 320, "h": 100, "list": {"itemH": 50, "items": [{"elements": [{"text": "a"}]}]}},
          {"id": "name", "x": 0, "y": 0, "w": 100, "h": 50, "text": "zed"},
          {"x": 200, "y": 0, "w": 100, "h": 50, "events": {"tapped": {"actions": [{"append": {"id": "l", "items": [
            {"data": {"who": {"valueOf": {"id": "name", "property": "text"}}},
             "elements": [{"text": {"valueOf": {"id": "l", "property": {"items": {"data": "who"}}}},
                           "events": {"load": {"actions": [{"update": {"bc": "#f00"}}]}}}]},
            {"h": 80, "elements": [{"text": "c"}]}
          ]}}]}}}
        ]}]}
        """)
        #expect(i.listLayout([0])?.rowCount == 1)
        i.tapAndAdvance(Point(250, 25), at: 1)
        #expect(i.listLayout([0])?.tops == [0, 50, 100, 180])
        #expect(i.text([0, 0, 0, 1, 0]) == "zed")
        #expect(i.text([0, 0, 0, 2, 0]) == "c")
        i.advance(to: 2)
        #expect(near(i.shown([0, 0, 0, 1, 0])?.bc, hex("#f00")))
        #expect(offset(i) == 80)
    }

    /// Rows are drawn through the display list cut by the list's box: a row below it is clipped,
    /// and scrolling moves the rows' items up.
    @Test func rowsAreClippedToTheListsBoxAndMoveWithTheScroll() throws {
        var i = try interaction(Self.long)
        let builder = DisplayListBuilder(settings: RenderSettings(documentSize: Point(320, 480), language: "en", markdown: MarkdownSettings(), media: FixedSizes()))
        func row(_ n: Int) throws -> DisplayItem {
            try #require(builder.build(i.page(at: i.now)).first { if case .text(let t, _) = $0.content { return t == "row \(n)" } else { return false } })
        }
        let last = try row(29)
        #expect(last.clips.contains { $0.size == Point(320, 200) && $0.transform.project(.zero).point == Point(0, 100) })
        #expect(last.transform.project(.zero).point.y == 100 + 29 * 40)
        do { let took = i.listWheel(at: Point(160, 200), dy: 1, time: 1); #expect(took) }
        i.advance(to: 2)
        #expect(try row(29).transform.project(.zero).point.y == 100 + 28 * 40)
    }

    /// Malformed lists and appends are read with warnings and never crash: items that are not
    /// objects are dropped, a data string holding an item with elements replaces the item, the
    /// append from rowSelected (a list helper: "*" is that list) adds the rows.
    @Test func malformedListsAndAppends() throws {
        var i = try interaction(#"""
        {"pages": [{"play": "never", "elements": [
         {"id": "a", "x": 0, "y": 0, "w": 320, "h": 200, "list": {"items": [1, {"elements": 3}, {"elements": [{"text": {"valueOf": {"id": "a", "property": {"items": "nope"}}}}], "h": -5}], "selectedItem": 9, "itemH": "x"},
          "events": {"rowSelected": {"actions": [{"append": {"items": [{"data": "[1,2]"}, {"data": "{\"elements\": [{\"text\": \"z\"}]}"}, 5]}}]}}},
         {"id": "b", "y": 300, "list": [], "events": {"tapped": {"actions": [{"append": {"id": "a", "items": "x"}}]}}}
        ]}]}
        """#)
        #expect(i.listLayout([0])?.tops == [0, 40, 40])
        i.tapAndAdvance(Point(100, 20), at: 1)
        #expect(i.listLayout([0])?.rowCount == 4)
        #expect(i.text([0, 0, 0, 3, 0]) == "z")
        i.tapAndAdvance(Point(100, 400), at: 2)
        #expect(i.listLayout([0])?.rowCount == 4)
        #expect(i.lists[[1]] == nil)
    }

    @Test func lintReportsMalformedListsWithTheirPlace() {
        let r = load("""
        {"pages": [{"elements": [{"list": {"items": [{"data": 1}, 2], "selectedItem": 5, "colour": 1}}]}]}
        """)
        #expect(r.messages == [
            #"1:46 warning: a list item without "elements" shows an empty row (the original engine showed "row N error no elements") [pages[0].elements[0].list.items[0]]"#,
            #"1:59 warning: a list item should be an object, not a number; ignored [pages[0].elements[0].list.items[1]]"#,
            #"1:79 warning: "selectedItem" 5 is not a row of this list (it has 1); nothing is selected [pages[0].elements[0].list.selectedItem]"#,
            #"1:82 warning: unknown key "colour" in a list; ignored [pages[0].elements[0].list.colour]"#,
        ], "\(r.messages)")
    }

    @Test func itemsValueOfOutsideRowBuildingGivesNothing() throws {
        let i = try interaction(Self.long)
        #expect(i.evaluate(valueOf("l", .path(["items", "data"])), from: .element([1])) == nil)
    }
}
