import SwipeDocument

/// Resident memory sampled through a soak, told apart from its noise: the median of the first
/// half's samples against the median of the second half's. Decoded pictures, video frames and
/// speech come and go, so any one sample may stand tens of megabytes off; a leak raises every
/// later sample, so it raises the second half's median, and a transient spike moves neither.
public struct MemoryTrend: Equatable, Sendable {
    /// The first half's median and the second half's (kB).
    public let early: Int
    public let late: Int

    /// The trend of `samples` (kB, oldest first); nil with fewer than two.
    public init?(samples: [Int]) {
        guard samples.count >= 2 else { return nil }
        let half = samples.count / 2
        early = Self.median(samples[..<half])
        late = Self.median(samples[half...])
    }

    /// How much the second half stands above the first (kB; negative: below).
    public var growth: Int { late - early }

    private static func median(_ values: ArraySlice<Int>) -> Int {
        let sorted = values.sorted()
        return sorted[sorted.count / 2]
    }
}
