import Foundation
import SwipeDesktop
import Testing

/// With no screen reader listening for keys, a key is not held: `forward` answers at once that
/// nothing consumed it (issue 40: free when nobody listens).
@Suite struct AccessibilityServerTests {
    @Test func noListenerNoWait() {
        let server = AccessibilityServer(application: "swipe-player", environment: [:]) {}
        server.start()
        defer { server.stop() }
        let key = ATSPIKeyEvent(pressed: true, keysym: 0xff09, keycode: 23, modifiers: 0, milliseconds: 0, string: "")
        let start = Date()
        #expect(!server.forward(key, waiting: 5))
        #expect(Date().timeIntervalSince(start) < 1, "no wait for an answer nobody gives")
    }
}
