import Foundation
import Testing
import SwipeRender

extension SDLSerialTests {
    /// The kiosk under cage, the Wayland kiosk compositor, as docs/using.md sets it up: natively on
    /// Wayland and through XWayland, the output's screenshots compared with `render` of the same page,
    /// before and after a page turn.
    @Suite(.enabled(if: CageSession.unavailable == nil, Comment(rawValue: "cage cannot start here: \(CageSession.unavailable ?? "")")))
    struct CageWindowTests {
        let window = WindowTests()
        /// cage's headless output.
        static let output = "1280x720"

        /// `render` of `page` at the output's size.
        func rendered(_ doc: String, page: Int) throws -> RasterImage {
            try window.render(doc, page: page, size: Self.output, environment: ProcessInfo.processInfo.environment)
        }

        /// Starts the kiosk under cage, checks that its output shows the first page as `render` draws
        /// it, turns the page with `turn`, and checks the second page.
        func kioskShowsPagesAndTurns(on display: CageSession.Display, turn: (CageSession) throws -> Void) throws {
            let cage = try CageSession(display: display, files: ["book.swipe": WindowTests.document], pipes: ["control"]) { folder in
                ["--kiosk", "--no-sound", "--control", folder.appendingPathComponent("control").path, folder.appendingPathComponent("book.swipe").path]
            }
            let doc = cage.folder.appendingPathComponent("book.swipe").path
            let first = try rendered(doc, page: 1), second = try rendered(doc, page: 2)
            let shown = cage.waitForScreen { window.difference($0, first) < 0.01 }
            let firstShown = shown.shown, firstDifference = shown.last.map { window.difference($0, first) } ?? 1
            #expect(firstShown, "the first page never showed on \(display): \(firstDifference) of the pixels differ; cage and the player said: \(cage.output)")
            guard firstShown else { return }
            try turn(cage)
            let turned = cage.waitForScreen { window.difference($0, second) < 0.01 }
            let secondShown = turned.shown, secondDifference = turned.last.map { window.difference($0, second) } ?? 1
            #expect(secondShown, "the page did not turn on \(display): \(secondDifference) of the pixels differ; \(cage.output)")
            #expect(cage.isRunning)
        }

        /// Sends a key to the kiosk through its command feed (`--control`, a named pipe the player
        /// reads; opened without waiting, so a player that is gone fails the test instead of hanging it).
        func press(_ key: String, in cage: CageSession) throws {
            let fd = open(cage.folder.appendingPathComponent("control").path, O_WRONLY | O_NONBLOCK)
            try #require(fd >= 0, "the player is not reading its command feed: \(cage.output)")
            let line = Array("key \(key)\n".utf8)
            #expect(write(fd, line, line.count) == line.count)
            close(fd)
        }

        @Test func nativeWaylandKioskShowsThePageAndTurnsIt() throws {
            // cage 0.1.4 offers no virtual keyboard (wtype is refused) and there is no uinput here:
            // the key goes through the player's own command feed.
            try kioskShowsPagesAndTurns(on: .wayland) { cage in
                try press("Right", in: cage)
            }
        }

        /// Left to choose for itself under a Wayland compositor, the player runs on Wayland natively
        /// (SDL alone would take XWayland first), and the compositor receives the desktop file's id
        /// as the window's app id (read from the client's side of the protocol: cage reports none).
        @Test func theDefaultDriverIsWaylandAndTheAppIdIsTheDesktopFiles() throws {
            let cage = try CageSession(display: .automatic, files: ["book.swipe": WindowTests.document], environment: ["WAYLAND_DEBUG": "client"]) { folder in
                ["--kiosk", "--no-sound", "--verbose", folder.appendingPathComponent("book.swipe").path]
            }
            let first = try rendered(cage.folder.appendingPathComponent("book.swipe").path, page: 1)
            let shown = cage.waitForScreen { window.difference($0, first) < 0.01 }.shown
            #expect(shown, "the first page never showed: \(cage.output.suffix(2000))")
            let said = cage.output
            #expect(said.contains("video driver: wayland"), "the player chose another driver: \(said.split(separator: "\n").filter { $0.contains("swipe-player") })")
            #expect(said.contains(#"set_app_id("io.github.swipeplayer.SwipePlayer")"#), "the app id sent: \(said.split(separator: "\n").filter { $0.contains("set_app_id") })")
        }

        @Test func xwaylandKioskShowsThePageAndTurnsItByAKeyThroughTheXServer() throws {
            try kioskShowsPagesAndTurns(on: .xwayland) { cage in
                let pressed = try cage.runOnXDisplay("xdotool", ["key", "Right"])
                #expect(pressed != nil, "xdotool could not press a key on the player's display")
            }
        }
    }
}
