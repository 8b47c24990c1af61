import Foundation
import Testing
@testable import SwipePlayer

extension SDLSerialTests {
    /// The X server or the Wayland compositor going away under a running player (as when a display
    /// manager or cage is stopped): the player exits at once with status 3, its reading position kept.
    struct DisplayConnectionTests {
        let window = WindowTests()

        /// Waits until `store` holds the second page as the reading position.
        func waitForSecondPage(_ store: ViewStateStore) {
            let deadline = Date().addingTimeInterval(10)
            while store.load()?.page != 1 && Date() < deadline { usleep(100_000) }
        }

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
            waitForSecondPage(store)
            #expect(store.load()?.page == 1, "the second page is the reading position")

            x.killServer()
            let killed = Date()
            // Within a bound only a hang reaches (a sanitizer's build ends slower); the time it took
            // is printed.
            while player.isRunning && Date().timeIntervalSince(killed) < 30 { usleep(10_000) }
            let seconds = Date().timeIntervalSince(killed)
            print("\(options.first ?? ""): the player ended \(String(format: "%.3f", seconds)) s after its X server was killed")
            #expect(!player.isRunning, "the player outlived its display by 30 s")
            guard !player.isRunning else { return }
            #expect(player.terminationReason == .exit && player.terminationStatus == DisplayConnection.lostStatus)
            #expect(store.load()?.page == 1, "the reading position is kept")
        }

        /// A kiosk under cage, natively on Wayland, when cage stops: SDL says the lost connection
        /// with a close request, which a kiosk ignores, and the player spun on unseen. It is cage's
        /// child, not the test's: its end is read from /proc, its status from what it says last.
        @Test(.enabled(if: CageSession.unavailable == nil, Comment(rawValue: "cage cannot start here: \(CageSession.unavailable ?? "")")))
        func aKioskWhoseWaylandCompositorStopsExitsAndKeepsItsPage() throws {
            let cage = try CageSession(display: .wayland, files: ["book.swipe": KioskWindowTests.document], pipes: ["control"]) { folder in
                ["--kiosk", "--no-sound", "--control", folder.appendingPathComponent("control").path, folder.appendingPathComponent("book.swipe").path]
            }
            let doc = cage.folder.appendingPathComponent("book.swipe").path
            let first = try window.render(doc, page: 1, size: CageWindowTests.output, environment: ProcessInfo.processInfo.environment)
            let shown = cage.waitForScreen { window.difference($0, first) < 0.01 }.shown
            #expect(shown, "the first page never showed: \(cage.output)")
            guard shown else { return }
            try CageWindowTests().press("Right", in: cage)
            let state = cage.folder.appendingPathComponent("home/state")
            let store = ViewStateStore(documentPath: doc, directory: ViewStateStore.directory(environment: ["XDG_STATE_HOME": state.path]), warn: { _ in })
            waitForSecondPage(store)
            #expect(store.load()?.page == 1, "the second page is the reading position")

            let player = try #require(cage.playerID)
            let stopped = Date()
            cage.stopCompositor()
            while Self.isRunning(player) && Date().timeIntervalSince(stopped) < 5 { usleep(10_000) }
            let seconds = Date().timeIntervalSince(stopped)
            print("wayland: the player ended \(String(format: "%.3f", seconds)) s after cage was told to stop")
            #expect(!Self.isRunning(player), "the player outlived cage by 5 s: \(cage.output)")
            #expect(cage.output.contains(DisplayConnection.lostMessage), "the player's last words are its exit status 3's: \(cage.output)")
            #expect(store.load()?.page == 1, "the reading position is kept")
        }

        /// Whether process `id` lives (a zombie no longer runs; nobody may reap a process orphaned
        /// in a container).
        static func isRunning(_ id: pid_t) -> Bool {
            guard let stat = try? String(contentsOfFile: "/proc/\(id)/stat", encoding: .ascii),
                  let end = stat.lastIndex(of: ")") else { return false }
            return !stat[stat.index(end, offsetBy: 2)...].hasPrefix("Z")
        }
    }
}
