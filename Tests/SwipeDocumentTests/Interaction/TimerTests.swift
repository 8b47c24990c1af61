import Foundation
import Testing
@testable import SwipeDocument
import DocumentTestSupport

/// `timer`: ticks, repeats, what its actions reach, and its end when the page is left (3.3).
struct TimerTests {
    static func page(_ timer: String) -> String {
        """
        {"pages":[{"elements":[
          {"id":"other","text":"other"},
          {"id":"go","text":"-","data":"mine","w":320,"h":480,"events":{"tapped":{"actions":[{"timer":\(timer)}]}}}]}]}
        """
    }

    @Test func aOneShotTimerTicksOnceAfterItsDuration() throws {
        var i = try interaction(Self.page(#"{"duration":0.5,"events":{"tick":{"actions":[{"update":{"text":"tick"}}]}}}"#))
        i.tapAndAdvance(Point(10, 10), at: 1)
        i.advance(to: 1.49)
        #expect(i.text([1]) == "-")
        i.advance(to: 5)
        #expect(i.text([1]) == "tick")
        #expect(i.fired.filter { $0.name == "tick" }.map(\.time) == [1.5])
        #expect(!i.isAnimating(at: 5))
    }

    @Test func aRepeatingTimerStopsWhenThePageIsLeft() throws {
        var i = try interaction(Self.page(#"{"duration":1,"repeats":true,"events":{"tick":{"actions":[]}}}"#))
        i.tapAndAdvance(Point(10, 10), at: 0)
        i.advance(to: 3.5)
        #expect(i.fired.filter { $0.name == "tick" }.map(\.time) == [1, 2, 3])
        i.leave()
        i.advance(to: 10)
        #expect(i.fired.filter { $0.name == "tick" }.count == 3)
        #expect(!i.isAnimating(at: 10))
    }

    @Test func everyTapAddsATimer() throws {
        var i = try interaction(Self.page(#"{"duration":1,"repeats":true,"events":{"tick":{"actions":[]}}}"#))
        i.tapAndAdvance(Point(10, 10), at: 0)
        i.tapAndAdvance(Point(10, 10), at: 0.5)
        i.advance(to: 2.2)
        #expect(i.fired.filter { $0.name == "tick" }.map(\.description) == ["tick on timer 0 at 1.0", "tick on timer 1 at 1.5", "tick on timer 0 at 2.0"])
    }

    /// Tick actions: an update goes to the element that started the timer; a valueOf reads that
    /// element whatever its "id" says (4.2).
    @Test func tickActionsReachTheStartingElement() throws {
        var i = try interaction(Self.page(#"{"duration":0.1,"events":{"tick":{"actions":[{"update":{"text":{"valueOf":{"id":"other","property":"data"}}}},{"update":{"id":"other","text":"from tick"}}]}}}"#))
        i.tapAndAdvance(Point(10, 10), at: 0)
        i.advance(to: 1)
        #expect(i.text([1]) == "mine")
        #expect(i.text([0]) == "from tick")
    }

    @Test func aTimerWithoutTickIsNeverScheduled() throws {
        var i = try interaction(Self.page(#"{"duration":0.1,"repeats":true}"#))
        i.tapAndAdvance(Point(10, 10), at: 0)
        #expect(!i.isAnimating(at: 0))
    }
}
