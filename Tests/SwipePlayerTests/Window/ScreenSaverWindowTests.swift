import Foundation
import Testing
import MediaTestSupport

extension SDLSerialTests {
    /// The screen saver as people expect it, in a real window under Xvfb whose session bus is a
    /// private one with a fake `org.freedesktop.ScreenSaver` (SDL asks it to keep the screen on):
    /// a still document lets the screen blank; a slideshow, sound, a kiosk and a presentation keep
    /// it on, each under its own name, and the screen may blank again when they stop.
    struct ScreenSaverWindowTests {
        let window = WindowTests()

        /// The player on `doc` with `options`, its session bus `bus`; its window's id.
        func start(_ doc: String, _ options: [String], on x: XvfbSession, bus: PrivateSessionBus) throws -> (Process, String) {
            let player = try x.launchPlayer([doc, "--window", "400x300"] + options,
                                            environment: ["DBUS_SESSION_BUS_ADDRESS": bus.address, "SDL_AUDIODRIVER": "dummy"])
            let id = try #require(x.window(named: "window-test"), "the player's window did not appear")
            return (player, id)
        }

        func inhibit(_ cookie: UInt32, _ reason: String) -> FakeScreenSaver.Call {
            .inhibit(cookie: cookie, application: "Swipe Player", reason: reason)
        }

        @Test func aStillDocumentLetsTheScreenBlank() throws {
            let x = try XvfbSession()
            let bus = try PrivateSessionBus()
            let saver = try FakeScreenSaver(on: bus)
            let (player, id) = try start(try window.write(WindowTests.document), [], on: x, bus: bus)
            defer { XvfbSession.stop(player) }
            #expect(saver.nextCall(within: 3) == nil, "nothing keeps the screen on")
            x.run("xdotool", ["key", "--window", id, "Right"])
            #expect(saver.nextCall(within: 2) == nil, "nor after a page turn")
        }

        @Test func aSlideshowKeepsTheScreenOnUntilPaused() throws {
            let x = try XvfbSession()
            let bus = try PrivateSessionBus()
            let saver = try FakeScreenSaver(on: bus)
            let (player, id) = try start(try window.write(WindowTests.document), ["--slideshow", "2", "--loop"], on: x, bus: bus)
            defer { XvfbSession.stop(player) }
            #expect(saver.nextCall(within: 5) == inhibit(1, "Playing a slideshow"))
            x.run("xdotool", ["key", "--window", id, "space"])
            #expect(saver.nextCall(within: 3) == .unInhibit(cookie: 1), "Space pauses it: the screen may blank")
            #expect(saver.nextCall(within: 5) == inhibit(2, "Playing a slideshow"), "it goes on after 2 s without input")
            x.run("xdotool", ["key", "--window", id, "q"])
            #expect(saver.nextCall(within: 5) == .unInhibit(cookie: 2), "quitting lets the screen blank")
        }

        @Test func soundKeepsTheScreenOnWhileItPlays() throws {
            let x = try XvfbSession()
            let bus = try PrivateSessionBus()
            let saver = try FakeScreenSaver(on: bus)
            let media = try GeneratedMedia()
            try media.tone("tone.wav", frequency: 440, seconds: 1)
            let doc = try media.write("window-test.swipe", ##"{ "title": "window-test", "dimension": [400, 300], "pages": [ { "bc": "#808080", "audio": "tone.wav" } ] }"##)
            let recording = URL(fileURLWithPath: media.path("sound.raw"))
            let player = try x.launchPlayer([doc, "--window", "400x300"],
                                            environment: ["DBUS_SESSION_BUS_ADDRESS": bus.address, "SDL_AUDIODRIVER": "disk", "SDL_DISKAUDIOFILE": recording.path])
            defer { XvfbSession.stop(player) }
            #expect(x.window(named: "window-test") != nil, "the player's window did not appear")
            #expect(saver.nextCall(within: 5) == inhibit(1, "Playing media"))
            #expect(saver.nextCall(within: 8) == .unInhibit(cookie: 1), "once the sound has ended, the screen may blank")
        }

        @Test func aKioskAndAPresenterKeepTheScreenOn() throws {
            let x = try XvfbSession()
            let bus = try PrivateSessionBus()
            let saver = try FakeScreenSaver(on: bus)
            let doc = try window.write(WindowTests.document)
            let (kiosk, _) = try start(doc, ["--kiosk"], on: x, bus: bus)
            #expect(saver.nextCall(within: 5) == inhibit(1, "Kiosk"))
            XvfbSession.stop(kiosk)
            let (presenter, _) = try start(doc, ["--presenter"], on: x, bus: bus)
            defer { XvfbSession.stop(presenter) }
            // The kiosk ended without a word: the desktop drops what it held when it left the bus.
            #expect(saver.nextCall(within: 5) == inhibit(2, "Presenting"))
        }
    }
}
