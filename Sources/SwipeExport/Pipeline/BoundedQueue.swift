import Foundation

/// Hands items from one thread to another, holding at most `capacity`: the producer waits while
/// it is full, the consumer while it is empty. Closing it wakes both: the producer's items are
/// then refused and the consumer gets what is left, then nil.
final class BoundedQueue<Item>: @unchecked Sendable {
    private let condition = NSCondition()
    private var items: [Item] = []
    private let capacity: Int
    private var closed = false

    init(capacity: Int) { self.capacity = max(1, capacity) }

    /// Adds `item`, waiting for room; false when the queue was closed.
    @discardableResult
    func push(_ item: Item) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        while items.count >= capacity && !closed { condition.wait() }
        guard !closed else { return false }
        items.append(item)
        condition.broadcast()
        return true
    }

    /// The next item, waiting for one; nil once closed and empty.
    func pop() -> Item? {
        condition.lock()
        defer { condition.unlock() }
        while items.isEmpty && !closed { condition.wait() }
        guard !items.isEmpty else { return nil }
        condition.broadcast()
        return items.removeFirst()
    }

    /// No more items: the consumer gets the rest, then nil; a waiting producer is refused.
    func close() {
        condition.lock()
        closed = true
        condition.broadcast()
        condition.unlock()
    }
}
