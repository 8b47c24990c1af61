import Foundation
import MediaTestSupport
import SwipeDocument
import SwipeReader
@testable import SwipeDesktop
import Testing

/// `org.a11y.Status` read and followed: the window builds the tree (here: counts the frames it would
/// build one in) only while the status is on or a client has asked (issue 40: free when nobody listens).
@Suite(.serialized) struct AccessibilityStatusTests {
    @Test func eitherPropertyTurnsItOn() {
        var status = AccessibilityStatus()
        #expect(!status.isOn)
        status.take(.list([.list([.string("IsEnabled"), .variant(.boolean(true))]), .list([.string("Other"), .variant(.boolean(false))])]))
        #expect(status.isOn && status.isEnabled && !status.screenReaderEnabled)
        status.take(.list([.list([.string("ScreenReaderEnabled"), .variant(.boolean(true))])]))
        status.take(.list([.list([.string("IsEnabled"), .variant(.boolean(false))])]))
        #expect(status.isOn, "the screen reader's property alone keeps it on")
        status.take(.list([.list([.string("ScreenReaderEnabled"), .variant(.boolean(false))])]))
        #expect(!status.isOn)
    }

    /// Frames drawn for `seconds`, one each 20 ms as the window draws them: how many built a tree
    /// (the window builds one only while `isWanted`).
    static func builds(_ server: AccessibilityServer, for seconds: Double) -> Int {
        var built = 0
        let end = Date().addingTimeInterval(seconds)
        while Date() < end {
            if server.isWanted {
                built += 1
                server.publish(AccessibleNode(id: .window, role: .window, name: "Book", frame: Rect(x: 0, y: 0, width: 100, height: 100)), active: true)
            }
            usleep(20_000)
        }
        return built
    }

    static var missing: Bool { (try? shell("/usr/bin/python3 -c 'import dbus, gi'"))?.status != 0 }

    @Test(.enabled(if: !missing, "needs python3-dbus and python3-gi (Packaging/install-deps.sh)"))
    func noTreeIsBuiltWhileTheStatusIsOffAndTurningItOnStartsIt() throws {
        let bus = try PrivateSessionBus()
        let fake = try FakeAccessibilityBus(on: bus)
        defer { fake.stop(); bus.stop() }
        let woken = Woken()
        let server = AccessibilityServer(application: "swipe-player", environment: ["DBUS_SESSION_BUS_ADDRESS": bus.address]) { woken.count += 1 }
        server.start()
        defer { server.stop() }
        #expect(Self.builds(server, for: 1) == 0, "the status off and no client: nothing built")
        fake.set("IsEnabled", true)
        let end = Date().addingTimeInterval(3)
        while !server.isWanted, Date() < end { usleep(20_000) }
        #expect(Self.builds(server, for: 0.5) > 10, "the status on: a tree each frame")
        #expect(woken.count >= 1, "the window asked for one as it turned on")
        fake.set("IsEnabled", false)
        fake.set("ScreenReaderEnabled", true)
        fake.set("ScreenReaderEnabled", false)
        let off = Date().addingTimeInterval(3)
        while server.isWanted, Date() < off { usleep(20_000) }
        #expect(Self.builds(server, for: 0.5) == 0, "off again: nothing built")
    }
}

/// How often the server woke the window.
private final class Woken: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0
    var count: Int {
        get { lock.withLock { value } }
        set { lock.withLock { value = newValue } }
    }
}
