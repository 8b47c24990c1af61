import Testing
@testable import SwipeDocument
@testable import SwipeReader
import DocumentTestSupport

@Suite struct UpdateScheduleTests {
    @Test func checksComeEveryIntervalWhileTheySucceed() {
        let s = UpdateSchedule(interval: 300)
        #expect(s.delay(unit: 0.5) == 300, "the middle of the spread is the interval")
        #expect(s.delay(unit: 0) == 270)
        #expect(s.delay(unit: 0.999_999) > 329.9)
    }

    @Test func failuresDoubleTheWaitUpToTheCapAndASuccessResetsIt() {
        var s = UpdateSchedule(interval: 300)
        var waits: [Double] = []
        for _ in 0..<6 {
            s.failed()
            waits.append(s.delay(unit: 0.5))
        }
        #expect(waits == [600, 1200, 2400, 3600, 3600, 3600], "a fleet backs off to an hour at most")
        s.succeeded()
        #expect(s.delay(unit: 0.5) == 300)
    }

    @Test func aShortIntervalBacksOffToSixteenTimesItself() {
        var s = UpdateSchedule(interval: 1)
        for _ in 0..<10 { s.failed() }
        #expect(s.delay(unit: 0.5) == 16)
    }

    @Test func jitterSpreadsAFleetOverAFifthOfTheWait() {
        var s = UpdateSchedule(interval: 100)
        s.failed()
        let waits = (0..<1000).map { s.delay(unit: Double($0) / 1000) }
        #expect(waits.min()! >= 180 && waits.max()! < 220)
        #expect(Set(waits.map { Int($0) }).count > 30, "screens that failed together come back at different seconds")
        #expect(UpdateSchedule(interval: 100, spread: 0).delay(unit: 0.9) == 100)
    }
}
