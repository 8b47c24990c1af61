import Foundation
@testable import SwipePlayer

extension PlayerWindow {
    /// Steps the window in real time (downloads and checks run on their threads) until `done`, at
    /// most `limit` seconds; whether `done` came.
    func step(until done: () -> Bool, limit: Double = 10) -> Bool {
        let end = Date().addingTimeInterval(limit)
        while Date() < end {
            step(at: now)
            if done() { return true }
            Thread.sleep(forTimeInterval: 0.01)
        }
        return false
    }
}
