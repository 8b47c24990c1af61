import Foundation

/// The shared state of the download threads: the next file to fetch, what each one received, the
/// results, and the progress made of them.
final class AssetTally<T>: @unchecked Sendable {
    private let lock = NSLock()
    private let total: Int
    private let report: @Sendable (RemoteLoadProgress) -> Void
    private var nextIndex = 0
    private var done = 0
    private var received: [Int: (bytes: Int64, total: Int64?)] = [:]
    private var finished: [Int: T] = [:]
    /// The largest share reported so far.
    private var shareReported = 0.0

    init(total: Int, report: @escaping @Sendable (RemoteLoadProgress) -> Void) {
        self.total = total
        self.report = report
    }

    func next() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard nextIndex < total else { return nil }
        nextIndex += 1
        return nextIndex - 1
    }

    func update(_ i: Int, received bytes: Int64, total size: Int64?) {
        lock.lock()
        defer { lock.unlock() }
        received[i] = (bytes, size)
        publish()
    }

    func finish(_ i: Int, _ result: T) {
        lock.lock()
        defer { lock.unlock() }
        finished[i] = result
        done += 1
        publish()
    }

    var results: [T] {
        lock.lock()
        defer { lock.unlock() }
        return (0..<total).map { finished[$0]! }
    }

    /// Files finished count whole; files in flight by the share of their size received. The share
    /// never goes back: the files in flight are summed in another order once one of them finishes,
    /// which can come out a rounding error smaller.
    private func publish() {
        let partial = received.filter { finished[$0.key] == nil }.values.reduce(0.0) { sum, r in
            sum + (r.total.map { Double(r.bytes) / Double(max($0, 1)) } ?? 0)
        }
        let share = max(shareReported, min(1, (Double(done) + partial) / Double(total)))
        shareReported = share
        let bytes = received.values.reduce(Int64(0)) { $0 + $1.bytes }
        report(RemoteLoadProgress(phase: .assets, filesDone: done, filesTotal: total, bytesReceived: bytes,
                                  fraction: RemoteLoadProgress.documentShare + (1 - RemoteLoadProgress.documentShare) * share))
    }
}
