import Foundation
import Testing
@testable import swipe_bench
#if canImport(Glibc)
import Glibc
#endif

struct SessionMemoryTests {
    @Test func theSessionIsTheSixthFieldAfterTheCommandName() {
        #expect(SessionMemory.session(stat: "4242 (chromium) S 1 4242 4242 0 -1 4194560 900") == 4242)
        // A command name with spaces and parentheses of its own.
        #expect(SessionMemory.session(stat: "77 (a) b (c)) R 12 77 9001 0 -1") == 9001)
        #expect(SessionMemory.session(stat: "77 (cut") == nil)
        #expect(SessionMemory.session(stat: "77 (x) R 1") == nil)
    }

    @Test func theProportionalSetSizeIsReadInKilobytes() {
        let rollup = """
            56116b41e000-7ffe1a288000 ---p 00000000 00:00 0                          [rollup]
            Rss:                1772 kB
            Pss:                 357 kB
            Pss_Dirty:           116 kB
            """
        #expect(SessionMemory.pssKB(smapsRollup: rollup) == 357)
        #expect(SessionMemory.pssKB(smapsRollup: "Rss: 12 kB") == nil)
    }

    @Test func thisProcessCountsInItsOwnSession() {
        let own = (try? String(contentsOfFile: "/proc/self/smaps_rollup", encoding: .utf8)).flatMap(SessionMemory.pssKB) ?? 0
        #expect(own > 0)
        #expect(SessionMemory.pssKB(session: getsid(0)) >= own)
        #expect(SessionMemory.pssKB(session: -5) == 0)
    }
}
