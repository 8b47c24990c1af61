import Testing
@testable import SwipeDocument

struct PagePlaysTests {
    @Test func aPlayIsHeardFromItsStartUntilItsPageIsLeft() {
        let events = [PageEvent(.becameCurrent, page: 0, time: 0), PageEvent(.playStarted, page: 0, time: 0.5),
                      PageEvent(.willLeave, page: 0, time: 2), PageEvent(.playStarted, page: 1, time: 2.25),
                      PageEvent(.playStarted, page: 1, time: 3), PageEvent(.didLeave, page: 1, time: 4)]
        func plays(_ t: Double) -> [String] { PagePlays.at(t, events: events).map { "\($0.page)@\($0.elapsed)" } }
        #expect(plays(0.2) == [])
        #expect(plays(1) == ["0@0.5"])
        #expect(plays(2) == [], "a turn away stops its speech")
        #expect(plays(2.5) == ["1@0.25"])
        #expect(plays(3.5) == ["1@0.5"], "a play started again counts from then")
        #expect(plays(4) == [])
    }
}
