import Foundation
import Testing
@testable import SwipeDocument
import DocumentTestSupport

/// Documents whose events never settle, or that are written wrongly, stay bounded: every call
/// returns after a bounded amount of work, nothing crashes.
struct MalformedInteractionTests {
    @Test func updatesThatTriggerEachOtherForeverStayBounded() throws {
        var i = try interaction("""
        {"pages":[{"elements":[{"id":"b","w":320,"h":480,"events":{
          "tapped":{"actions":[{"update":{"enabled":false}}]},
          "disabled":{"actions":[{"update":{"enabled":true}}]},
          "enabled":{"actions":[{"update":{"enabled":false}}]}}}]}]}
        """)
        i.tapAndAdvance(Point(10, 10), at: 0)
        #expect(i.fired.count <= PageInteraction.firedLimit)
        #expect(i.isAnimating(at: 0), "the loop goes on, a budget of jobs per frame")
        i.advance(to: 1)
        i.leave()
        #expect(i.fired.suffix(2).map(\.name).sorted() == ["disabled", "enabled"])
    }

    @Test func completionsThatRestartThemselvesStayBounded() throws {
        let loop = #"{"update":{"text":"again","events":{"completion":{"actions":[{"update":{"text":"again"}}]}}}}"#
        var i = try interaction("""
        {"pages":[{"elements":[{"id":"b","w":320,"h":480,"events":{"tapped":{"actions":[\(loop)]}}}]}]}
        """)
        i.tapAndAdvance(Point(10, 10), at: 0)
        i.advance(to: 10)
        #expect(i.text([0]) == "again")
    }

    @Test func aZeroSecondRepeatingTimerIsClampedAndBounded() throws {
        var i = try interaction("""
        {"pages":[{"elements":[{"id":"b","w":320,"h":480,"events":{"tapped":{"actions":[
          {"timer":{"duration":0,"repeats":true,"events":{"tick":{"actions":[{"update":{"text":"tick"}}]}}}}]}}}]}]}
        """)
        i.tapAndAdvance(Point(10, 10), at: 0)
        i.advance(to: 100)
        let ticks = i.fired.filter { $0.name == "tick" }
        #expect(!ticks.isEmpty && ticks.count <= PageInteraction.firedLimit)
        #expect(zip(ticks, ticks.dropFirst()).allSatisfy { $1.time - $0.time >= TimerAction.minimumPeriod * 0.999 })
        i.leave()
        i.advance(to: 200)
        #expect(!i.isAnimating(at: 200))
    }

    @Test func tenThousandQueuedUpdatesAllApplyInBoundedSteps() throws {
        let updates = (0..<10_000).map { #"{"update":{"id":"log","text":"\#($0)"}}"# }.joined(separator: ",")
        var i = try interaction("""
        {"pages":[{"elements":[{"id":"log","text":"-"},{"id":"b","w":320,"h":480,"events":{"tapped":{"actions":[\(updates)]}}}]}]}
        """)
        i.tap(at: Point(10, 10), time: 0)
        var calls = 0
        while i.isAnimating(at: 1), calls < 10 {
            i.advance(to: 1)
            calls += 1
        }
        #expect(i.text([0]) == "9999")
        #expect(calls >= 1 && calls <= 2)
        #expect(i.droppedJobs == 0)
    }

    @Test func wronglyTypedEventsAndActionsAreIgnored() throws {
        let r = load("""
        {"pages":[{"events":[1],"elements":[
          {"id":"a","w":320,"h":480,"events":{"tapped":"no","doubleTapped":{"actions":"no"},"load":{"actions":[{"update":7},{"timer":{"duration":"soon","events":{"tick":[]}}},
            {"update":{"text":{"valueOf":{"property":3}},"x":{"valueOf":"x"},"enabled":"yes"}}]}}}]}]}
        """)
        #expect(r.errors.isEmpty)
        #expect(r.warnings.count >= 7, "\(r.messages)")
        var i = try interaction(of: try #require(r.document))
        i.tapAndAdvance(Point(10, 10), at: 0)
        i.tapAndAdvance(Point(10, 10), at: 0.1)
        i.advance(to: 5)
        #expect(i.text([0]) == nil)
    }
}
