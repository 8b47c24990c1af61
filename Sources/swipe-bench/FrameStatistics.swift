/// Summary of a series of frame times: median, 99th percentile, maximum and frames per second.
struct FrameStatistics {
    let count: Int
    let p50: Double
    let p99: Double
    let max: Double
    let fps: Double

    /// `times` in seconds.
    init(_ times: [Double]) {
        let sorted = times.sorted()
        count = sorted.count
        func percentile(_ p: Double) -> Double {
            guard !sorted.isEmpty else { return 0 }
            return sorted[min(sorted.count - 1, Int((p * Double(sorted.count - 1)).rounded(.up)))]
        }
        p50 = percentile(0.5)
        p99 = percentile(0.99)
        max = sorted.last ?? 0
        let total = sorted.reduce(0, +)
        fps = total > 0 ? Double(count) / total : 0
    }
}
