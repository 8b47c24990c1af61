import Foundation

/// A flag another thread raises to stop a transfer or a document load in progress; the blocking
/// call then returns soon after with a cancelled outcome.
public final class Cancellation: @unchecked Sendable {
    private let lock = NSLock()
    private var cancelled = false

    public init() {}

    public func cancel() {
        lock.lock()
        cancelled = true
        lock.unlock()
    }

    public var isCancelled: Bool {
        lock.lock()
        defer { lock.unlock() }
        return cancelled
    }
}
