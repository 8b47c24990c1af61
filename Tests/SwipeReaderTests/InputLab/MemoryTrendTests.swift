import Testing
@testable import SwipeDocument
@testable import SwipeReader
import DocumentTestSupport

struct MemoryTrendTests {
    @Test func spikesDoNotCountButALeakDoes() throws {
        // Noise of tens of MB either way, no leak: the halves' medians stay close.
        let noisy = [218_000, 228_000, 212_000, 263_000, 203_000, 222_000, 211_000, 214_000, 219_000, 216_000, 226_000, 215_000]
        let steady = try #require(MemoryTrend(samples: noisy))
        #expect(abs(steady.growth) < 8 * 1024, "\(steady)")
        // The same noise over a leak of 5 MB a sample (30 MB between the halves' middles).
        let leaking = try #require(MemoryTrend(samples: noisy.enumerated().map { $1 + $0 * 5 * 1024 }))
        #expect(leaking.growth > 8 * 1024, "\(leaking)")
        #expect(MemoryTrend(samples: [1]) == nil)
    }
}
