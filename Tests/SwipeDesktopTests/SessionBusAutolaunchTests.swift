import Foundation
import Testing
@testable import SwipeDesktop

struct SessionBusAutolaunchTests {
    let none: (String) -> Bool = { _ in false }
    let all: (String) -> Bool = { _ in true }

    @Test func aBusTheEnvironmentLeadsToIsLeftAlone() {
        #expect(SessionBusAutolaunch.standIn(environment: ["DBUS_SESSION_BUS_ADDRESS": "unix:path=/tmp/b"], fileExists: none) == nil)
        #expect(SessionBusAutolaunch.standIn(environment: ["XDG_RUNTIME_DIR": "/run/user/1000"], fileExists: all) == nil)
        #expect(SessionBusAutolaunch.standIn(environment: ["DBUS_SESSION_BUS_ADDRESS": "autolaunch:"], fileExists: none) == nil, "asked for by name")
    }

    @Test func withNoBusLibdbusIsGivenAnAddressThatFailsAtOnce() throws {
        for environment in [[:], ["XDG_RUNTIME_DIR": "/run/user/1000"], ["DBUS_SESSION_BUS_ADDRESS": ""]] {
            #expect(SessionBusAutolaunch.standIn(environment: environment, fileExists: none) == SessionBusAutolaunch.nowhere)
        }
        // Connecting there fails with the path's own error, never by waiting or launching anything.
        let started = Date()
        #expect(BusConnection(address: SessionBusAutolaunch.nowhere) == nil)
        #expect(Date().timeIntervalSince(started) < 1)
    }
}
