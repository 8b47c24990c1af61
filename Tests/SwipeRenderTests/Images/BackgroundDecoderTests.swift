import Foundation
import Testing
@testable import SwipeRender

/// Pictures of pages ahead are decoded on a thread that yields the cores to the frame being drawn.
struct BackgroundDecoderTests {
    /// The work runs in order on the thread named `swipe-decode`, whose nice value (read from
    /// /proc, as `top` shows it) is 10.
    @Test func workRunsInOrderOnALowerPriorityThread() {
        let done = DispatchSemaphore(value: 0)
        let seen = Seen()
        for i in 0..<3 {
            BackgroundDecoder.shared.async {
                seen.append(i, thread: Self.threadName(), nice: Self.ownNice())
                if i == 2 { done.signal() }
            }
        }
        #expect(done.wait(timeout: .now() + 10) == .success)
        #expect(seen.order == [0, 1, 2])
        #expect(seen.threads == [BackgroundDecoder.threadName])
        #expect(seen.nices == [BackgroundDecoder.niceness])
    }

    private static func threadName() -> String {
        ((try? String(contentsOfFile: "/proc/thread-self/comm", encoding: .utf8)) ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Field 19 of the thread's /proc stat: its nice value.
    private static func ownNice() -> Int32 {
        let stat = (try? String(contentsOfFile: "/proc/thread-self/stat", encoding: .utf8)) ?? ""
        guard let close = stat.lastIndex(of: ")") else { return -100 }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        return fields.count > 16 ? Int32(fields[16]) ?? -100 : -100
    }

    private final class Seen: @unchecked Sendable {
        private let lock = NSLock()
        private(set) var order: [Int] = []
        private(set) var threads: Set<String> = []
        private(set) var nices: Set<Int32> = []

        func append(_ i: Int, thread: String, nice: Int32) {
            lock.withLock {
                order.append(i)
                threads.insert(thread)
                nices.insert(nice)
            }
        }
    }
}
