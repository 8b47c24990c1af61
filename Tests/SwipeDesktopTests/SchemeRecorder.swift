import Foundation
import MediaTestSupport
import SwipeDesktop

/// The schemes a monitor reported, in order.
final class SchemeRecorder: @unchecked Sendable {
    private let condition = NSCondition()
    private var schemes: [DesktopColorScheme] = []

    func record(_ scheme: DesktopColorScheme) {
        condition.lock()
        schemes.append(scheme)
        condition.broadcast()
        condition.unlock()
    }

    /// The schemes once there are `count` of them, or when `seconds` have passed.
    func wait(for count: Int, within seconds: Double) -> [DesktopColorScheme] {
        let deadline = Date().addingTimeInterval(seconds)
        condition.lock()
        defer { condition.unlock() }
        while schemes.count < count, condition.wait(until: deadline) {}
        return schemes
    }
}

/// Seconds `body` takes, and what it returns.
func timed<T>(_ body: () throws -> T) rethrows -> (T, Double) {
    let start = Date()
    let result = try body()
    return (result, Date().timeIntervalSince(start))
}
