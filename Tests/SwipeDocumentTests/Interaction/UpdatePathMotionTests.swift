import Foundation
import Testing
@testable import SwipeDocument
import DocumentTestSupport

/// An update's `pos` given as a path string (3.2): the element follows it over the update's
/// duration as it follows a `to` animation's `pos`, turned as `mode` says, and stays at its end.
struct UpdatePathMotionTests {
    static let page = """
    {"pages": [{"play": "never", "elements": [
      {"id": "m", "x": 0, "y": 0, "w": 10, "h": 10, "bc": "red", "events": {"tapped": {"actions": [
        {"update": {"pos": "M0,0 L100,0 L100,100", "duration": 2, "mode": "MODE", "events": {"completion": {"actions": [{"update": {"id": "log", "text": "done"}}]}}}}]}}},
      {"id": "log", "x": 200, "y": 0, "w": 100, "h": 100, "text": "-", "events": {"tapped": {"actions": [{"update": {"id": "m", "bc": "blue"}}]}}}
    ]}]}
    """

    func moving(mode: String = "none") throws -> PageInteraction {
        var i = try interaction(Self.page.replacingOccurrences(of: "MODE", with: mode))
        i.tapAndAdvance(Point(5, 5), at: 1)
        return i
    }

    func position(_ i: inout PageInteraction, at t: Double) -> Point? {
        i.advance(to: t)
        return i.shown([0])?.translate
    }

    @Test func followsThePathOverTheDuration() throws {
        var i = try moving()
        #expect(position(&i, at: 1) == Point(0, 0))
        #expect(position(&i, at: 1.5) == Point(50, 0))
        #expect(position(&i, at: 2) == Point(100, 0))
        #expect(position(&i, at: 2.5) == Point(100, 50))
        #expect(i.isAnimating(at: 2.5))
        #expect(position(&i, at: 3) == Point(100, 100))
        #expect(position(&i, at: 10) == Point(100, 100), "it stays at the end")
        #expect(i.shown([0])?.rotate.z == 0, "mode none does not turn it")
        #expect(i.builderBoxWorldMoved([0]), "it is drawn where it moved")
    }

    @Test func modeTurnsItAlongThePath() throws {
        var auto = try moving(mode: "auto")
        auto.advance(to: 1.5)
        #expect(auto.shown([0])?.rotate.z == 0)
        auto.advance(to: 2.5)
        #expect(auto.shown([0])?.rotate.z == 90)
        var reverse = try moving(mode: "reverse")
        reverse.advance(to: 2.5)
        #expect(reverse.shown([0])?.rotate.z == 270)
    }

    @Test func completionWaitsForTheMotion() throws {
        var i = try moving()
        i.advance(to: 2.9)
        #expect(i.text([1]) == "-")
        i.advance(to: 3)
        #expect(i.text([1]) == "done")
    }

    @Test func aLaterUpdateEndsTheMotionAndAnotherPosStartsItAgain() throws {
        var i = try moving()
        i.tapAndAdvance(Point(250, 50), at: 1.5)
        #expect(i.shown([0])?.translate == Point(100, 100), "a new update of the element ends its motion at the end")
        #expect(position(&i, at: 4) == Point(100, 100), "and does not start it again")
        i.tapAndAdvance(Point(105, 105), at: 5)
        #expect(position(&i, at: 6) == Point(100, 0), "an update naming pos runs it again")
    }

    @Test func readsWithoutWarnings() {
        #expect(load(Self.page.replacingOccurrences(of: "MODE", with: "auto")).messages.isEmpty)
        let bad = load(Self.page.replacingOccurrences(of: "M0,0 L100,0 L100,100", with: "M0,0 Q"))
        #expect(bad.messages.contains { $0.contains("path:") && $0.contains("update.pos") })
    }
}
