import Foundation

/// A process-wide counter behind a lock: serial numbers that never repeat across threads.
final class SerialCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0

    func next() -> Int {
        lock.lock()
        defer { lock.unlock() }
        value += 1
        return value
    }
}
