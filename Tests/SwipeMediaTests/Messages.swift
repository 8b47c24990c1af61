import Foundation

/// Collects the messages a sound object reports, from any thread.
final class Messages: @unchecked Sendable {
    private let lock = NSLock()
    private var list: [String] = []

    func add(_ m: String) {
        lock.lock()
        list.append(m)
        lock.unlock()
    }

    var all: [String] {
        lock.lock()
        defer { lock.unlock() }
        return list
    }

    func count(containing s: String) -> Int { all.filter { $0.contains(s) }.count }
}
