/// The recent positions of something being dragged, kept for the velocity it has when let go.
/// Shared by the page `Navigator` and the `ListScroller`, so a flick feels the same in both.
struct DragSamples: Equatable, Sendable {
    /// The span of samples the release velocity is measured over (seconds).
    static let window = 0.1

    private struct Sample: Equatable, Sendable {
        var time: Double
        var position: Double
    }

    private var samples: [Sample]

    init(time: Double, position: Double) {
        samples = [Sample(time: time, position: position)]
    }

    /// Records a position, forgetting samples older than the window needs.
    mutating func add(time: Double, position: Double) {
        samples.append(Sample(time: time, position: position))
        if let keep = samples.lastIndex(where: { $0.time <= time - Self.window }), keep > 0 {
            samples.removeFirst(keep)
        }
    }

    /// The velocity at `time` (position units per second) over the last `window` of samples, so a
    /// pointer held still before release has none.
    func velocity(at time: Double) -> Double {
        guard let first = samples.first, let last = samples.last else { return 0 }
        let start = max(first.time, time - Self.window)
        guard time > start else { return 0 }
        return (position(at: min(time, last.time)) - position(at: start)) / (time - start)
    }

    /// The position the samples trace at `time`, interpolated between neighbouring samples.
    private func position(at time: Double) -> Double {
        guard let after = samples.firstIndex(where: { $0.time >= time }) else { return samples.last?.position ?? 0 }
        guard after > 0 else { return samples[after].position }
        let a = samples[after - 1], b = samples[after]
        let f = b.time > a.time ? (time - a.time) / (b.time - a.time) : 1
        return a.position + (b.position - a.position) * f
    }
}
