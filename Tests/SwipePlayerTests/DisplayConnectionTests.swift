import Foundation
import Testing
@testable import SwipePlayer

extension SDLSerialTests {
    /// The X server going away under a running player (as when a display manager or compositor is
    /// stopped): the player exits at once with status 3, its reading position kept.
    struct DisplayConnectionTests {
        let window = WindowTests()

        @Test(arguments: [["--kiosk"], ["--window", "400x300"]])
        func aPlayerWhoseXServerIsKilledExitsWithStatus3AndKeepsItsPage(options: [String]) throws {
            let x = try XvfbSession()
            let doc = try window.write(KioskWindowTests.document)
            let player = try x.launchPlayer([doc, "--no-sound"] + options)
            defer { XvfbSession.stop(player) }
            _ = try #require(x.window(named: "window-test"), "the player's window did not appear")
            // SDL may make its window again for the renderer.
            usleep(1_000_000)
            let id = try #require(x.window(named: "window-test"))
            x.run("xdotool", ["key", "--window", id, "Right"])
            let store = ViewStateStore(documentPath: doc, directory: ViewStateStore.directory(environment: x.environment), warn: { _ in })
            let deadline = Date().addingTimeInterval(10)
            while store.load()?.page != 1 && Date() < deadline { usleep(100_000) }
            #expect(store.load()?.page == 1, "the second page is the reading position")

            x.killServer()
            let killed = Date()
            while player.isRunning && Date().timeIntervalSince(killed) < 5 { usleep(10_000) }
            let seconds = Date().timeIntervalSince(killed)
            print("\(options.first ?? ""): the player ended \(String(format: "%.3f", seconds)) s after its X server was killed")
            #expect(!player.isRunning, "the player outlived its display by 5 s")
            guard !player.isRunning else { return }
            #expect(player.terminationReason == .exit && player.terminationStatus == DisplayConnection.lostStatus)
            #expect(store.load()?.page == 1, "the reading position is kept")
        }
    }
}
