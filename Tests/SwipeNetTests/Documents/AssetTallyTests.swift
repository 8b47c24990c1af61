import Foundation
import Testing
@testable import SwipeNet

struct AssetTallyTests {
    /// Sixty-four files in flight at once, each received in steps of sizes whose shares are not
    /// exact in binary, then received whole and finished one by one: the fraction reported never goes back (summed
    /// in another order once a file finishes, the files in flight can come out a rounding error
    /// smaller), and ends at 1.
    @Test func theFractionNeverGoesBack() {
        let lock = NSLock()
        nonisolated(unsafe) var fractions: [Double] = []
        let sizes: [Int64] = (0..<64).map { i in 1_003 + 7 * Int64(i * i) }
        let tally = AssetTally<Int>(total: sizes.count) { p in lock.withLock { fractions.append(p.fraction) } }
        for step in Int64(1)...2 {
            for (i, size) in sizes.enumerated() { tally.update(i, received: size * step / 3, total: size) }
        }
        for (i, size) in sizes.enumerated() {
            tally.update(i, received: size, total: size)
            tally.finish(i, i)
        }
        #expect(fractions.count == sizes.count * 4 && fractions.last == 1)
        let back = zip(fractions, fractions.dropFirst()).filter { $0 > $1 }
        #expect(back.isEmpty, "\(back.count) reports went back, by up to \(back.map { $0 - $1 }.max() ?? 0)")
        #expect(tally.results == Array(sizes.indices))
    }
}
