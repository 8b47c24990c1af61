import Testing
@testable import SwipeDocument
@testable import SwipeReader
import DocumentTestSupport

@Suite struct UpdateMomentTests {
    private func rest(screen: Bool = true, page: Bool = true, input: Double?, reset: Double = 0, now: Double = 100) -> Bool {
        UpdateMoment.isAtRest(onStartScreen: screen, onFirstPage: page, lastInput: input, lastReset: reset, now: now, restAfter: 60)
    }

    @Test func untouchedOnTheFirstPageIsAtRest() {
        #expect(rest(input: nil))
        #expect(rest(input: 10, reset: 20), "input before the last reset does not count")
    }

    @Test func aVisitorKeepsThePageUntilTheyLeave() {
        #expect(!rest(input: 90), "touched 10 s ago")
        #expect(rest(input: 40), "60 s without input")
        #expect(!rest(page: false, input: nil), "a slideshow past its first page")
        #expect(!rest(screen: false, input: nil), "a document opened from the start list")
    }
}
