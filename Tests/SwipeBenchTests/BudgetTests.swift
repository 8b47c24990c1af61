import Testing
@testable import swipe_bench

struct BudgetTests {
    @Test func aFigureAtMostItsLimitMeetsIt() {
        #expect(Budget(name: "t", measured: 64, limit: 64, unit: "MiB").met)
        #expect(!Budget(name: "t", measured: 64.1, limit: 64, unit: "MiB").met)
    }

    @Test func aRatioAtLeastItsLimitMeetsIt() {
        let met = Budget(name: "faster", measured: 5, limit: 5, unit: "×", bound: .atLeast)
        let missed = Budget(name: "faster", measured: 3.6, limit: 5, unit: "×", bound: .atLeast)
        #expect(met.met && !missed.met)
        #expect(missed.line == "OVER faster: 3.60 × (budget at least 5 ×)")
        #expect(met.line.hasPrefix("ok  "))
    }
}
