import Foundation

/// Work run on a concurrent background queue whose results the window's thread collects with
/// `take()` each frame, so the window never waits for it.
final class BackgroundResults<Result: Sendable>: @unchecked Sendable {
    private let queue: DispatchQueue
    private let lock = NSLock()
    private var results: [Result] = []
    private var running = 0

    init(label: String) { queue = DispatchQueue(label: label, attributes: .concurrent) }

    /// Whether some work has not ended yet or its result was not taken (the window keeps polling meanwhile).
    var isBusy: Bool { lock.withLock { running > 0 || !results.isEmpty } }

    /// Runs `work` in the background.
    func run(_ work: @escaping @Sendable () -> Result) {
        lock.withLock { running += 1 }
        queue.async {
            let result = work()
            self.lock.withLock {
                self.running -= 1
                self.results.append(result)
            }
        }
    }

    /// The results that arrived since the last call.
    func take() -> [Result] {
        lock.withLock {
            defer { results.removeAll() }
            return results
        }
    }
}
