import CSDL2
import Foundation
import MediaTestSupport
import Testing
@testable import SwipeDocument
@testable import SwipePlayer

extension SDLSerialTests {
    /// What the player tells SDL before it starts: read back in this process, and seen from outside
    /// in a real window under Xvfb (`--verbose`, the window's class).
    struct VideoHintsTests {
        let window = WindowTests()

        /// What `xprop` says of a player window's `WM_CLASS`: the desktop entry's id as instance and class.
        static let windowClass = #"WM_CLASS(STRING) = "io.github.swipeplayer.SwipePlayer", "io.github.swipeplayer.SwipePlayer""# + "\n"

        @Test func theScreenMayBlankAndAFullscreenWindowStaysUpWhenItLosesTheFocus() throws {
            let w = try DocumentWindow(json: #"{ "pages": [ {} ] }"#)
            #expect(SDL_GetHint(SDL_HINT_VIDEO_ALLOW_SCREENSAVER).map { String(cString: $0) } == "1")
            // Whether SDL held the screen saver off at start is seen from outside, on the D-Bus
            // (ScreenSaverWindowTests): in this process an earlier suite's window may have left
            // SDL's video subsystem, and its screen saver state, as it was.
            #expect(SDL_GetHint(SDL_HINT_VIDEO_MINIMIZE_ON_FOCUS_LOSS).map { String(cString: $0) } == "0")
            #expect(SDL_GetHint(SDL_HINT_APP_NAME).map { String(cString: $0) } == "Swipe Player")
            #expect(w.window.context.video.driver == "offscreen")
        }

        @Test func verboseSaysTheDriverAndRendererAndTheWindowHasTheDesktopEntrysClass() throws {
            let x = try XvfbSession()
            let doc = try window.write(WindowTests.document)
            let p = Process()
            p.executableURL = SDLSerialTests.CommandLineTests.binary
            p.arguments = [doc, "--window", "400x300", "--verbose", "--no-sound", "--exit-after-first-frame"]
            p.environment = x.environment
            let errors = Pipe()
            p.standardOutput = FileHandle.nullDevice
            p.standardError = errors
            try p.run()
            let said = String(decoding: errors.readAllAndClose(), as: UTF8.self)
            p.waitUntilExit()
            #expect(p.terminationStatus == 0)
            #expect(said.contains("swipe-player: video driver: x11\n"), "\(said)")
            #expect(said.contains("swipe-player: renderer: opengl\n") || said.contains("swipe-player: renderer: software\n"), "\(said)")
            #expect(said.contains("swipe-player: window: 400x300 points, 400x300 pixels (scale 1.0)\n"), "\(said)")
            #expect(said.contains("swipe-player: display: "), "\(said)")

            let player = try window.launch(doc, on: x)
            defer { XvfbSession.stop(player) }
            let id = try #require(x.window(named: "window-test"), "the player's window did not appear")
            #expect(x.run("xprop", ["-id", id, "WM_CLASS"]) == Self.windowClass)
        }
    }
}
