import Foundation

/// One thread for the process, named `swipe-decode` and run at nice 10, that does queued work in
/// order: decoding the pictures of pages ahead. At a lower priority it gives the cores to the
/// frame being drawn (the renderer's threads) whenever both want them, so a page turn started
/// while the next pages still decode does not stutter; the decoding finishes in the time between.
final class BackgroundDecoder: @unchecked Sendable {
    static let shared = BackgroundDecoder()

    /// The nice value the thread runs at (0 is normal, 19 the lowest priority).
    static let niceness: Int32 = 10
    static let threadName = "swipe-decode"

    private let condition = NSCondition()
    private var work: [@Sendable () -> Void] = []
    private var started = false

    private init() {}

    /// Queues `job`; the thread starts with the first one and then waits for more.
    func async(_ job: @escaping @Sendable () -> Void) {
        condition.lock()
        work.append(job)
        if !started {
            started = true
            Thread { [self] in run() }.start()
        }
        condition.signal()
        condition.unlock()
    }

    private func run() {
        // Named by the thread itself, as Linux lets a thread rename itself (its comm under /proc):
        // Foundation's `Thread.name` reaches the system thread only once the starting thread has
        // recorded it, which the new thread may run before.
        try? Self.threadName.write(toFile: "/proc/thread-self/comm", atomically: false, encoding: .utf8)
        // Linux keeps a nice value per thread, and 0 names the calling one; raising it needs no privilege.
        setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, Self.niceness)
        while true {
            condition.lock()
            while work.isEmpty { condition.wait() }
            let job = work.removeFirst()
            condition.unlock()
            job()
        }
    }
}
