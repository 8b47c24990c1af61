import Foundation
import Testing
@testable import SwipeDocument
import DocumentTestSupport

/// `update`: which element it finds, what stays merged, tweens, completions (behaviour reference 3.2).
struct UpdateActionTests {
    /// A page whose last element "go" covers the page and runs `actions` when tapped, above the
    /// top-level elements `more`.
    static func page(_ actions: String, elements more: String = "", go extra: String = "") -> String {
        """
        {"pages":[{"elements":[\(more)\(more.isEmpty ? "" : ",")
          {"id":"go","w":320,"h":480\(extra),"events":{"tapped":{"actions":[\(actions)]}}}]}]}
        """
    }

    @Test func idLookupGoesUpThroughAncestorsSiblingsFirstMatchCaseInsensitive() throws {
        var i = try interaction("""
        {"pages":[{"elements":[
          {"id":"target","text":"top","y":400,"h":10},
          {"id":"group","elements":[
            {"id":"cousin","elements":[{"id":"target","text":"cousin's child"}]},
            {"id":"inner","elements":[
              {"id":"tap","w":320,"h":480,"events":{"tapped":{"actions":[{"update":{"id":"TARGET","text":"hit"}},{"update":{"id":"Cousin","text":"hit"}}]}}}]}]},
          {"id":"target","text":"second top","y":400,"h":10}]}]}
        """)
        i.tapAndAdvance(Point(10, 10), at: 0)
        #expect(i.text([0]) == "hit", "the first top-level match, not the cousin's child")
        #expect(i.text([1, 0, 0]) == "cousin's child")
        #expect(i.text([2]) == "second top")
        #expect(i.text([1, 0]) == "hit", "an ancestor's sibling")
    }

    @Test func searchChildrenGoesDownDepthFirst() throws {
        var i = try interaction("""
        {"pages":[{"elements":[
          {"id":"x","text":"top"},
          {"id":"tap","w":320,"h":480,"events":{"tapped":{"actions":[{"update":{"id":"x","search":"children","text":"down"}}]}},"elements":[
            {"id":"a","elements":[{"id":"x","text":"deep"}]},
            {"id":"x","text":"shallow second"}]}]}]}
        """)
        i.tapAndAdvance(Point(10, 10), at: 0)
        #expect(i.text([1, 0, 0]) == "down", "pre-order: the first child's subtree comes first")
        #expect(i.text([1, 1]) == "shallow second")
        #expect(i.text([0]) == "top")
    }

    @Test func withoutIDTheHandlerItselfAndUnknownIDsDoNothing() throws {
        var i = try interaction(Self.page(##"{"update":{"text":"self"}},{"update":{"id":"nobody","text":"x"}}"##, elements: ##"{"id":"other","text":"o"}"##))
        i.tapAndAdvance(Point(10, 10), at: 0)
        #expect(i.text([1]) == "self")
        #expect(i.text([0]) == "o")
    }

    @Test func pageHandlersFindOnlyTopLevelElements() throws {
        var i = try interaction("""
        {"pages":[{"events":{"tapped":{"actions":[{"update":{"id":"top","text":"t"}},{"update":{"id":"deep","text":"d"}},{"update":{"text":"none"}}]}},
          "elements":[{"id":"top","text":"-","w":10,"h":10,"elements":[{"id":"deep","text":"-"}]}]}]}
        """)
        i.tapAndAdvance(Point(200, 200), at: 0)
        #expect(i.text([0]) == "t")
        #expect(i.text([0, 0]) == "-")
    }

    @Test func laterValueOfsInTheSameListSeeOldValues() throws {
        var i = try interaction(Self.page(##"{"update":{"id":"a","text":"new"}},{"update":{"id":"b","text":{"valueOf":{"id":"a","property":"text"}}}}"##,
                                          elements: ##"{"id":"a","text":"old"},{"id":"b","text":"-"}"##))
        i.tapAndAdvance(Point(10, 10), at: 0)
        // Both updates apply on later turns, in order: b's valueOf is evaluated after a changed.
        #expect(i.text([1]) == "new")
        var j = try interaction(Self.page(##"{"update":{"id":"b","text":{"valueOf":{"id":"a","property":"text"}}}},{"update":{"id":"a","text":"new"}}"##,
                                          elements: ##"{"id":"a","text":"old"},{"id":"b","text":"-"}"##))
        j.tapAndAdvance(Point(10, 10), at: 0)
        #expect(j.text([1]) == "old")
    }

    /// Merged keys stay: an update giving only text re-applies the colour with the duration
    /// given earlier, so its completion waits for it (11.1's "tock").
    @Test func mergedKeysAndDurationStay() throws {
        let actions = ##"{"update":{"bc":"#f00","duration":2,"events":{"completion":{"actions":[{"update":{"text":"second","events":{"completion":{"actions":[{"update":{"text":"third"}}]}}}}]}}}}"##
        var i = try interaction(Self.page(actions, go: ##","text":"first""##))
        i.tapAndAdvance(Point(10, 10), at: 0)
        i.advance(to: 1)
        #expect(near(i.shown([0])?.bc, Color.clear.mixed(with: .red, 0.5)))
        i.advance(to: 2)
        #expect(i.text([0]) == "second")
        i.advance(to: 3.9)
        #expect(i.text([0]) == "second")
        i.advance(to: 4)
        #expect(i.text([0]) == "third")
        #expect(i.firedNames == ["tapped on element[0] at 0.0", "completion on element[0] at 2.0", "completion on element[0] at 4.0"])
    }

    @Test func completionWithoutTweenRunsAtOnceAndDefaultDurationIsAQuarterSecond() throws {
        var i = try interaction(Self.page(##"{"update":{"id":"a","text":"x","events":{"completion":{"actions":[{"update":{"id":"b","opacity":0.5,"events":{"completion":{"actions":[{"update":{"id":"a","text":"done"}}]}}}}]}}}}"##,
                                          elements: ##"{"id":"a","text":"-"},{"id":"b","text":"-"}"##))
        i.tapAndAdvance(Point(10, 10), at: 1)
        #expect(i.firedNames == ["tapped on element[2] at 1.0", "completion on element[0] at 1.0"])
        i.advance(to: 1.125)
        #expect(abs((i.shown([1])?.opacity ?? 0) - 0.75) < 1e-9)
        i.advance(to: 1.25)
        #expect(i.text([0]) == "done")
    }

    /// A second update of the same element ends the first one's tweens at their end value and
    /// runs its waiting completion at once; keys are merged as the actions run, before either shows.
    @Test func aNewUpdateFinishesTheRunningOne() throws {
        var i = try interaction(Self.page(##"{"update":{"id":"a","bc":"#f00","duration":1,"events":{"completion":{"actions":[{"update":{"id":"log","text":"first done"}}]}}}},{"update":{"id":"a","opacity":0.5,"duration":1}}"##,
                                          elements: ##"{"id":"a"},{"id":"log","text":"-"}"##))
        i.tapAndAdvance(Point(10, 10), at: 0)
        #expect(i.text([1]) == "first done")
        #expect(near(i.shown([0])?.bc, .red))
        // Both updates were merged before the first was shown: the first already faded toward 0.5,
        // and the second ended that fade.
        i.advance(to: 0.5)
        #expect(i.shown([0])?.opacity == 0.5)
    }

    @Test func geometryFromNumbersPercentagesAndValueOfs() throws {
        var i = try interaction("""
        {"pages":[{"elements":[
          {"id":"row","x":100,"y":200,"w":200,"h":50,"elements":[{"id":"inner","x":20,"y":5,"w":30,"h":40,"events":{"tapped":{"actions":[
            {"update":{"id":"frame","x":{"valueOf":{"property":"screenX"}},"y":{"valueOf":{"property":"screenY"}},
                       "w":{"valueOf":{"property":"w"}},"h":{"valueOf":{"property":"h"}}}},
            {"update":{"id":"half","w":"50%"}}]}}}]},
          {"id":"frame","x":0,"y":0,"w":1,"h":1},
          {"id":"half","pos":[160,400],"w":10,"h":10}]}]}
        """)
        // valueOfs without id read the tapped element itself (here nested: its place on the page).
        i.tapAndAdvance(Point(130, 210), at: 0)
        let frame = try #require(i.state(of: [1])?.frame)
        #expect(frame == Rect(x: 120, y: 205, width: 30, height: 40))
        // w is a percentage of the document's width; x stays where it was.
        #expect(i.state(of: [2])?.frame == Rect(x: 155, y: 395, width: 160, height: 10))
        #expect(i.hit(Point(130, 210)) == .element([1]), "the moved frame now lies over the element")
    }

    @Test func anUpdateStopsTheElementsAnimationsAndAppliesTextAndColours() throws {
        var i = try interaction(Self.page(##"{"update":{"id":"a","textColor":"#00f","borderColor":"#0f0","borderWidth":4,"cornerRadius":3,"fontSize":30,"duration":0}}"##,
                                          elements: ##"{"id":"a","text":"t","loop":{"style":"spin"},"to":{"opacity":0}}"##))
        i.tapAndAdvance(Point(10, 10), at: 0)
        let a = try #require(i.shown([0]))
        #expect(a.to == nil && a.loop == nil)
        #expect(a.textColor == Color(0, 0, 1) && a.borderColor == Color(0, 1, 0) && a.borderWidth == 4 && a.cornerRadius == 3)
        #expect(a.fontSize == Length.units(30))
    }
}
