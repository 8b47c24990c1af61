import Testing
@testable import SwipeDocument
@testable import SwipeReader
import DocumentTestSupport

struct WatchdogScheduleTests {
    @Test func pingsAtHalfTheWatchdogsTimeout() throws {
        let w = try #require(WatchdogSchedule(environment: ["WATCHDOG_USEC": "10000000"], pid: 42))
        #expect(w.interval == 5)
        #expect(WatchdogSchedule(environment: ["WATCHDOG_USEC": "1000000"], pid: 42)?.interval == 0.5)
    }

    @Test func onlyForTheProcessTheWatchdogWatches() {
        #expect(WatchdogSchedule(environment: ["WATCHDOG_USEC": "1000000", "WATCHDOG_PID": "42"], pid: 42) != nil)
        #expect(WatchdogSchedule(environment: ["WATCHDOG_USEC": "1000000", "WATCHDOG_PID": "41"], pid: 42) == nil, "inherited from the main process")
        #expect(WatchdogSchedule(environment: ["WATCHDOG_USEC": "1000000", "WATCHDOG_PID": "x"], pid: 42) == nil)
    }

    @Test func noWatchdogWithoutAUsableTimeout() {
        for value in ["", "0", "-5", "1.5", "ten"] {
            #expect(WatchdogSchedule(environment: ["WATCHDOG_USEC": value], pid: 42) == nil, "\(value)")
        }
        #expect(WatchdogSchedule(environment: ["WATCHDOG_PID": "42"], pid: 42) == nil)
    }

    @Test func theFirstPingIsDueAtOnceThenEveryInterval() {
        var w = WatchdogSchedule(interval: 0.5)
        #expect(w.isDue(at: 3))
        #expect(w.nextPing(after: 3) == 3)
        w.pinged(at: 3)
        #expect(!w.isDue(at: 3.49))
        #expect(w.nextPing(after: 3.2) == 3.5)
        #expect(w.isDue(at: 3.5))
        w.pinged(at: 3.6)
        #expect(w.nextPing(after: 3.6) == 4.1, "counted from the ping sent, late or not")
    }
}
