import Foundation
import SwipeDesktop
import Testing
import MediaTestSupport
#if canImport(Glibc)
import Glibc
#endif

/// The monitor against a private session bus with a fake portal on it (`BusTestSupport.swift`),
/// against a bus without a portal, one that never answers, and no bus at all.
@Suite(.serialized) struct DesktopAppearanceMonitorTests {
    private func monitor(_ environment: [String: String], replyTimeout: Double = 0.5, _ recorder: SchemeRecorder) -> DesktopAppearanceMonitor {
        DesktopAppearanceMonitor(environment: environment, replyTimeout: replyTimeout) { recorder.record($0) }
    }

    /// `body` with a fake portal holding `value` on a private bus, and an environment naming that bus.
    private func withPortal(value: UInt32, legacy: Bool = false, _ body: (FakePortal, [String: String]) throws -> Void) throws {
        let bus = try PrivateSessionBus()
        let portal = try FakePortal(on: bus, value: value, legacy: legacy)
        defer { portal.stop(); bus.stop() }
        try body(portal, ["DBUS_SESSION_BUS_ADDRESS": bus.address])
    }

    @Test func thePortalsValueComesFirstThenEveryChange() throws {
        try withPortal(value: 2) { portal, environment in
            let recorder = SchemeRecorder()
            let monitor = monitor(environment, recorder)
            defer { monitor.stop() }
            #expect(monitor.current == .noPreference)
            monitor.start()
            let (initial, seconds) = timed { recorder.wait(for: 1, within: 2) }
            #expect(initial == [.light])
            #expect(seconds < 1)
            #expect(monitor.current == .light)

            // Another setting's signal changes nothing: the next scheme seen is the one set after it.
            portal.emit("org.freedesktop.appearance", "accent-color", 1)
            portal.set(1)
            let (dark, darkSeconds) = timed { recorder.wait(for: 2, within: 2) }
            #expect(dark == [.light, .dark])
            #expect(darkSeconds < 2)
            #expect(monitor.current == .dark)
            portal.set(2)
            #expect(recorder.wait(for: 3, within: 2) == [.light, .dark, .light])
            portal.set(0)
            #expect(recorder.wait(for: 4, within: 2) == [.light, .dark, .light, .noPreference])
            #expect(monitor.current == .noPreference)
        }
    }

    @Test func anOlderPortalIsAskedThroughRead() throws {
        try withPortal(value: 1, legacy: true) { portal, environment in
            let recorder = SchemeRecorder()
            let monitor = monitor(environment, recorder)
            defer { monitor.stop() }
            monitor.start()
            #expect(recorder.wait(for: 1, within: 2) == [.dark])
            portal.set(2)
            #expect(recorder.wait(for: 2, within: 2) == [.dark, .light])
        }
    }

    @Test func withoutAPortalTheFallbackComesAtOnce() throws {
        let bus = try PrivateSessionBus()
        defer { bus.stop() }
        for (theme, expected) in [(nil, DesktopColorScheme.noPreference), ("Adwaita:dark", .dark)] {
            let recorder = SchemeRecorder()
            var environment = ["DBUS_SESSION_BUS_ADDRESS": bus.address]
            environment["GTK_THEME"] = theme
            let monitor = monitor(environment, recorder)
            defer { monitor.stop() }
            monitor.start()
            let (schemes, seconds) = timed { recorder.wait(for: 1, within: 2) }
            #expect(schemes == [expected])
            #expect(seconds < 1)
        }
    }

    @Test func withoutABusTheFallbackComesAtOnce() {
        let missing = ["DBUS_SESSION_BUS_ADDRESS": "unix:path=/tmp/swipe-no-bus-\(UUID().uuidString.prefix(8))"]
        for environment in [[:], missing, ["XDG_RUNTIME_DIR": "/nonexistent"]] {
            let recorder = SchemeRecorder()
            let monitor = monitor(environment, recorder)
            monitor.start()
            let (schemes, seconds) = timed { recorder.wait(for: 1, within: 2) }
            #expect(schemes == [.noPreference])
            #expect(seconds < 1)
            monitor.stop()
        }
    }

    @Test func aBusThatNeverAnswersMeansNoPreferenceAfterTheTimeout() throws {
        let folder = try temporaryFolder("mute-bus")
        defer { try? FileManager.default.removeItem(at: folder) }
        let socket = try listeningSocket(at: folder.path + "/bus")
        defer { close(socket) }
        let recorder = SchemeRecorder()
        let monitor = monitor(["DBUS_SESSION_BUS_ADDRESS": "unix:path=\(folder.path)/bus"], replyTimeout: 0.3, recorder)
        monitor.start()
        let (schemes, seconds) = timed { recorder.wait(for: 1, within: 2) }
        #expect(schemes == [.noPreference])
        #expect(seconds >= 0.25 && seconds < 1)
        let (_, stopping) = timed { monitor.stop() }
        #expect(stopping < 0.2)
    }

    @Test func stopEndsTheThreadAndItsCalls() throws {
        try withPortal(value: 2) { portal, environment in
            let recorder = SchemeRecorder()
            let monitor = monitor(environment, recorder)
            monitor.start()
            #expect(recorder.wait(for: 1, within: 2) == [.light])
            let (_, stopping) = timed { monitor.stop() }
            #expect(stopping < 0.2)
            portal.set(1)
            #expect(recorder.wait(for: 2, within: 0.3) == [.light])
            monitor.start()
            #expect(recorder.wait(for: 2, within: 0.3) == [.light])
        }
    }

    @Test func aMonitorCanGoAwayAtAnyTime() throws {
        try withPortal(value: 1) { portal, environment in
            // Never started, dropped while asking, dropped while listening, stopped from its own callback.
            _ = monitor(environment, SchemeRecorder())
            let (_, dropping) = timed { monitor(environment, SchemeRecorder()).start() }
            #expect(dropping < 0.2)
            let recorder = SchemeRecorder()
            var listening: DesktopAppearanceMonitor? = monitor(environment, recorder)
            listening?.start()
            #expect(recorder.wait(for: 1, within: 2) == [.dark])
            listening = nil
            let box = MonitorBox()
            let stopped = SchemeRecorder()
            box.monitor = DesktopAppearanceMonitor(environment: environment) { scheme in
                box.monitor?.stop()
                stopped.record(scheme)
            }
            box.monitor?.start()
            #expect(stopped.wait(for: 1, within: 2) == [.dark])
            portal.set(2)
            #expect(stopped.wait(for: 2, within: 0.3) == [.dark])
            #expect(recorder.wait(for: 2, within: 0) == [.dark])
            box.monitor = nil
        }
    }

    private func listeningSocket(at path: String) throws -> Int32 {
        let socket = Glibc.socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { path.utf8CString.withUnsafeBytes($0.copyMemory) }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(socket, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        guard bound == 0, listen(socket, 4) == 0 else { throw TestFailure(description: "cannot listen on \(path)") }
        return socket
    }
}

/// A monitor its own callback can reach.
private final class MonitorBox: @unchecked Sendable {
    var monitor: DesktopAppearanceMonitor?
}
