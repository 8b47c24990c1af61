import Testing
@testable import SwipePlayer

/// The benchmark's frame timing: the warm-up's seconds left out, then each turn's time, printed with the
/// resident memory once enough are timed, which ends the loop.
struct FrameTimesTests {
    @Test func framesAfterTheWarmUpAreTimedThenPrintedAndTheLoopEnds() {
        var printed: [String] = []
        let times = FrameTimes(count: 3) { printed.append($0) }
        var t = 0.0
        while t < FrameTimes.warmUp {
            #expect(times.frame(at: t, top: nil))
            t += 0.25
        }
        #expect(times.frame(at: t + 0.001, top: nil), "the frame since the last of the warm-up is not timed")
        #expect(times.frame(at: t + 0.003, top: nil))
        #expect(times.frame(at: t + 0.006, top: nil))
        #expect(!times.frame(at: t + 0.014, top: nil), "three frames timed: the loop ends")
        #expect(printed.count == 1)
        let words = printed.first?.split(separator: " ") ?? []
        #expect(words.first == "frame-times:")
        #expect(words.dropFirst().prefix(3) == ["2.000", "3.000", "8.000"])
        #expect(words.dropFirst(4).first == "rss" && (Int(words.last ?? "") ?? 0) > 0)
    }
}
