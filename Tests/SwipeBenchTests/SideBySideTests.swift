import Testing
@testable import swipe_bench

struct SideBySideTests {
    @Test func theRatiosAreSwipejsFiguresOverOurs() {
        let c = SideBySide(oursSeconds: 0.05, oursMB: 40, theirsSeconds: 0.8, theirsMB: 160)
        #expect(abs(c.timesFaster - 16) < 1e-9)
        #expect(abs(c.timesLessMemory - 4) < 1e-9)
        let met = c.budgets("tutorial.swipe").allSatisfy { $0.met }
        #expect(met)
    }

    @Test func underFiveTimesFasterOrMoreMemoryMissesTheBudgets() {
        let slow = SideBySide(oursSeconds: 0.24, oursMB: 124, theirsSeconds: 0.89, theirsMB: 107)
        let budgets = slow.budgets("tutorial.swipe")
        #expect(budgets.count == 2)
        let missed = budgets.allSatisfy { !$0.met }
        #expect(missed)
        #expect(budgets[0].name.hasSuffix("tutorial.swipe"))
    }

    @Test func noFigureOfOursGivesNoRatio() {
        let c = SideBySide(oursSeconds: 0, oursMB: 0, theirsSeconds: 1, theirsMB: 100)
        #expect(c.timesFaster == 0 && c.timesLessMemory == 0)
    }
}
