import Foundation
import Testing
@testable import SwipeDocument
import DocumentTestSupport

/// Events: load order, taps (hit testing, bubbling, disabled elements), double taps, page events,
/// enabled/disabled (behaviour reference 2, 5).
struct EventDispatchTests {
    /// A handler that writes `text` into the element "log".
    static func say(_ text: String) -> String { #"{"actions":[{"update":{"id":"log","text":"\#(text)"}}]}"# }

    @Test func loadRunsChildrenFirstThenThePageAfterAPause() throws {
        var i = try interaction("""
        {"pages":[{"events":{"load":{"actions":[{"update":{"id":"b","text":"page"}}]}},"elements":[
          {"id":"a","events":{"load":{"actions":[]}},"elements":[{"id":"a1","events":{"load":{"actions":[]}}}]},
          {"id":"b","text":"b","events":{"load":{"actions":[]}}}]}]}
        """, time: 5)
        #expect(i.firedNames == ["load on element[0][0] at 5.0", "load on element[0] at 5.0", "load on element[1] at 5.0"])
        i.advance(to: 5.39)
        #expect(i.text([1]) == "b")
        i.advance(to: 5.4)
        #expect(i.firedNames.last == "load on page at 5.4")
        #expect(i.text([1]) == "page")
    }

    /// From a load handler an id finds only elements built before (2.3); the valueOf inside the
    /// update is evaluated later, with the whole page there.
    @Test func loadFindsOnlyElementsBuiltEarlier() throws {
        var i = try interaction("""
        {"pages":[{"elements":[
          {"id":"first","text":"1","events":{"load":{"actions":[{"update":{"id":"second","text":"from first"}}]}}},
          {"id":"second","text":"2","events":{"load":{"actions":[{"update":{"id":"first","text":{"valueOf":{"id":"third","property":"text"}}}}]}}},
          {"id":"third","text":"3"}]}]}
        """)
        i.advance(to: 0)
        #expect(i.text([1]) == "2")
        #expect(i.text([0]) == "3")
    }

    static let nested = """
    {"pages":[{"events":{"tapped":\(say("page"))},"elements":[
      {"id":"log","text":"-","x":0,"y":0,"w":100,"h":20},
      {"id":"parent","x":0,"y":100,"w":200,"h":200,"events":{"tapped":\(say("parent"))},"elements":[
        {"id":"plain","x":0,"y":0,"w":50,"h":50},
        {"id":"off","x":60,"y":0,"w":50,"h":50,"enabled":false,"events":{"tapped":\(say("off"))}},
        {"id":"own","x":120,"y":0,"w":50,"h":50,"events":{"tapped":\(say("own"))}},
        {"id":"outside","x":250,"y":0,"w":50,"h":50,"events":{"tapped":\(say("outside"))}},
        {"id":"ghost","x":0,"y":100,"w":200,"h":100,"opacity":0,"events":{"tapped":\(say("ghost"))}}]}]}]}
    """

    @Test func tapsBubbleToTheFirstEnabledHandler() throws {
        var i = try interaction(Self.nested)
        i.tapAndAdvance(Point(130, 110), at: 1)
        #expect(i.text([0]) == "own")
        i.tapAndAdvance(Point(10, 110), at: 2)
        #expect(i.text([0]) == "parent", "an element without a handler passes the tap up")
        i.tapAndAdvance(Point(70, 110), at: 3)
        #expect(i.text([0]) == "parent", "a disabled element passes the tap up")
        i.tapAndAdvance(Point(10, 250), at: 4)
        #expect(i.text([0]) == "parent", "a transparent element is not hit")
        i.tapAndAdvance(Point(260, 110), at: 5)
        #expect(i.text([0]) == "page", "a child outside its parent's box cannot be tapped")
        i.tapAndAdvance(Point(10, 5), at: 6)
        #expect(i.text([0]) == "page", "the hit element without handler passes to its parent, the page")
        #expect(i.firedNames.map { $0.components(separatedBy: " at ")[0] } == [
            "tapped on element[1][2]", "tapped on element[1]", "tapped on element[1]", "tapped on element[1]", "tapped on page", "tapped on page"])
    }

    @Test func hitTestingFollowsTheDrawnTransform() throws {
        let i = try interaction("""
        {"pages":[{"elements":[{"id":"r","x":100,"y":100,"w":100,"h":20,"rotate":90}]}]}
        """)
        // Rotated a quarter turn about its centre (150, 110): it spans x 140...160, y 60...160.
        #expect(i.hit(Point(150, 150)) == .element([0]))
        #expect(i.hit(Point(190, 110)) == .page)
    }

    @Test func doubleTapsHoldSingleTapsBack() throws {
        let json = """
        {"pages":[{"elements":[{"id":"log","text":"-","w":320,"h":480,
          "events":{"tapped":\(Self.say("single")),"doubleTapped":\(Self.say("double"))}}]}]}
        """
        var i = try interaction(json)
        i.tapAndAdvance(Point(10, 10), at: 1)
        #expect(i.text([0]) == "-")
        i.tapAndAdvance(Point(10, 10), at: 1.2)
        #expect(i.text([0]) == "double")
        i.advance(to: 2)
        #expect(i.firedNames == ["doubleTapped on element[0] at 1.2"])
        i.tapAndAdvance(Point(10, 10), at: 3)
        i.advance(to: 3.3)
        #expect(i.text([0]) == "single")
        #expect(i.firedNames.last == "tapped on element[0] at 3.3")
    }

    @Test func disabledElementsIgnoreDoubleTaps() throws {
        var i = try interaction("""
        {"pages":[{"elements":[{"id":"log","text":"-","w":320,"h":480,"enabled":false,"events":{"doubleTapped":\(Self.say("double"))}}]}]}
        """)
        i.tapAndAdvance(Point(10, 10), at: 1)
        i.tapAndAdvance(Point(10, 10), at: 1.1)
        i.advance(to: 2)
        #expect(i.text([0]) == "-")
        #expect(i.fired.isEmpty)
    }

    @Test func pageDoubleTapWhereNoElementCovers() throws {
        var i = try interaction("""
        {"pages":[{"events":{"doubleTapped":\(Self.say("double"))},"elements":[{"id":"log","text":"-","w":100,"h":100}]}]}
        """)
        i.tapAndAdvance(Point(200, 300), at: 1)
        i.tapAndAdvance(Point(200, 300), at: 1.25)
        #expect(i.text([0]) == "double")
    }

    @Test func enabledAndDisabledFireOnlyOnChange() throws {
        var i = try interaction("""
        {"pages":[{"elements":[{"id":"log","text":"-"},
          {"id":"b","w":320,"h":480,"events":{
            "tapped":{"actions":[{"update":{"enabled":false}}]},
            "disabled":{"actions":[{"update":{"enabled":false,"focusable":true}}]},
            "focusable":\(Self.say("focusable")),
            "enabled":\(Self.say("enabled"))}}]}]}
        """)
        i.tapAndAdvance(Point(10, 10), at: 1)
        #expect(i.firedNames == ["tapped on element[1] at 1.0", "disabled on element[1] at 1.0", "focusable on element[1] at 1.0"])
        #expect(i.text([0]) == "focusable")
        #expect(i.state(of: [1])?.focusable == true)
    }
}
