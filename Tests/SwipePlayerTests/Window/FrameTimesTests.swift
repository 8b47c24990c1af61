import Testing
@testable import SwipePlayer

/// The benchmark's frame timing: the warm-up left out, then each turn's time, printed with the
/// resident memory once enough are timed, which ends the loop.
struct FrameTimesTests {
    @Test func framesAfterTheWarmUpAreTimedThenPrintedAndTheLoopEnds() {
        var printed: [String] = []
        let times = FrameTimes(count: 3) { printed.append($0) }
        var t = 0.0
        for _ in 0...FrameTimes.warmUp {
            #expect(times.frame(at: t, top: nil))
            t += 0.001
        }
        #expect(times.frame(at: t + 0.002, top: nil))
        #expect(!times.frame(at: t + 0.010, top: nil), "three frames timed: the loop ends")
        #expect(printed.count == 1)
        let words = printed.first?.split(separator: " ") ?? []
        #expect(words.first == "frame-times:")
        #expect(words.dropFirst().prefix(3) == ["1.000", "3.000", "8.000"])
        #expect(words.dropFirst(4).first == "rss" && (Int(words.last ?? "") ?? 0) > 0)
    }
}
