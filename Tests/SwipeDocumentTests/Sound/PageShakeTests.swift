import Testing
@testable import SwipeDocument
import DocumentTestSupport

struct PageShakeTests {
    @Test func shakesBrieflyAndSmallThenRests() {
        #expect(PageShake.offset(at: -0.1, pageWidth: 1000) == 0)
        #expect(PageShake.offset(at: 0, pageWidth: 1000) == 0)
        #expect(PageShake.offset(at: PageShake.duration, pageWidth: 1000) == 0)
        #expect(PageShake.offset(at: 5, pageWidth: 1000) == 0)
        let samples = stride(from: 0.0, to: PageShake.duration, by: 0.005).map { PageShake.offset(at: $0, pageWidth: 1000) }
        #expect(samples.allSatisfy { abs($0) <= 15 }, "at most 1.5 % of the width")
        #expect(samples.contains { $0 > 5 } && samples.contains { $0 < -5 }, "it swings both ways")
        let early = samples.prefix(20).map(abs).max()!, late = samples.suffix(20).map(abs).max()!
        #expect(late < early / 2, "it dies away")
    }
}
