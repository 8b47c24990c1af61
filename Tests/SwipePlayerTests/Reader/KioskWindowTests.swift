import Foundation
import Testing
import SwipeDocument
import SwipeReader
import SwipeRender

extension SDLSerialTests {
    /// `--kiosk` in a real window under Xvfb, driven by xdotool: the ways out a normal window offers
    /// are closed, the exit chord leaves, an idle kiosk goes back to its first page.
    struct KioskWindowTests {
        let window = WindowTests()

        /// Four pages of the window test document, each its own colour.
        static let document = WindowTests.document.replacingOccurrences(of: "\n] }", with: """
        ,
          { "bc": "#2a8040" }, { "bc": "#a02060" }
        ] }
        """)

        func launch(_ doc: String, _ options: [String], on x: XvfbSession) throws -> Process {
            let player = Process()
            player.executableURL = SDLSerialTests.CommandLineTests.binary
            player.arguments = [doc, "--kiosk"] + options
            player.environment = x.environment
            player.standardOutput = FileHandle.nullDevice
            player.standardError = FileHandle.nullDevice
            try player.run()
            return player
        }

        /// Seconds from `start` until the window shows what `shows` looks for, nil if it never does
        /// within a bound only a hang reaches. An idle reset must not come early; how late it comes on
        /// a slow machine (a sanitizer's build, say) is not the test's to judge.
        func secondsUntil(_ x: XvfbSession, _ id: String, since start: Date, _ shows: (RasterImage) -> Bool) throws -> TimeInterval? {
            while Date().timeIntervalSince(start) < 60 {
                if shows(try window.screenshot(x, window: id)) { return Date().timeIntervalSince(start) }
                usleep(100_000)
            }
            return nil
        }

        /// The window's size as `xdotool getwindowgeometry` reports it ("1024x768").
        func geometry(_ x: XvfbSession, _ id: String) -> String? {
            x.run("xdotool", ["getwindowgeometry", id])?.split(separator: "\n")
                .first { $0.contains("Geometry:") }?.split(separator: " ").last.map(String.init)
        }

        /// Asks the window to close as a window manager would: a WM_DELETE_WINDOW client message.
        func requestClose(_ x: XvfbSession, _ id: String) -> Bool {
            let script = """
            import ctypes, sys
            x = ctypes.cdll.LoadLibrary("libX11.so.6")
            x.XOpenDisplay.restype = ctypes.c_void_p
            x.XInternAtom.restype = ctypes.c_ulong
            x.XInternAtom.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_int]
            x.XSendEvent.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_int, ctypes.c_long, ctypes.c_void_p]
            x.XFlush.argtypes = [ctypes.c_void_p]
            class Msg(ctypes.Structure):
                _fields_ = [("type", ctypes.c_int), ("serial", ctypes.c_ulong), ("send_event", ctypes.c_int),
                            ("display", ctypes.c_void_p), ("window", ctypes.c_ulong), ("message_type", ctypes.c_ulong),
                            ("format", ctypes.c_int), ("data", ctypes.c_long * 5), ("pad", ctypes.c_long * 12)]
            d = x.XOpenDisplay(None)
            if not d: sys.exit(1)
            m = Msg()
            m.type = 33
            m.window = int(sys.argv[1])
            m.message_type = x.XInternAtom(d, b"WM_PROTOCOLS", 0)
            m.format = 32
            m.data[0] = x.XInternAtom(d, b"WM_DELETE_WINDOW", 0)
            if not x.XSendEvent(d, m.window, 0, 0, ctypes.byref(m)): sys.exit(1)
            x.XFlush(d)
            """
            return x.run("python3", ["-c", script, id]) != nil
        }

        /// The kiosk's window once it has settled (SDL may make its window again for the renderer).
        func kioskWindow(_ x: XvfbSession, named name: String = "window-test") throws -> String {
            _ = try #require(x.window(named: name), "the player's window did not appear")
            usleep(1_000_000)
            return try #require(x.window(named: name), "the player's window went away")
        }

        @Test func quitFullscreenAndCloseAreIgnoredAndTheChordLeaves() throws {
            let x = try XvfbSession()
            let doc = try window.write(Self.document)
            let player = try launch(doc, [], on: x)
            defer { XvfbSession.stop(player) }
            let id = try kioskWindow(x)
            #expect(geometry(x, id) == "1024x768", "the kiosk fills the screen")

            for key in ["q", "Escape", "F11", "f", "question"] {
                x.run("xdotool", ["key", "--window", id, key])
                usleep(300_000)
                #expect(player.isRunning, "\(key) leaves the kiosk running")
                #expect(geometry(x, id) == "1024x768", "\(key) leaves the kiosk fullscreen")
            }
            #expect(requestClose(x, id), "the close request could not be sent")
            usleep(300_000)
            #expect(player.isRunning, "the window's close request leaves the kiosk running")

            x.run("xdotool", ["key", "--window", id, "ctrl+alt+q"])
            let deadline = Date().addingTimeInterval(30)
            while player.isRunning && Date() < deadline { usleep(50_000) }
            #expect(!player.isRunning, "the exit chord leaves")
            if !player.isRunning { #expect(player.terminationStatus == 0) }
        }

        @Test func aLongPressInTheTopLeftCornerLeavesAndAShortOneDoesNot() throws {
            let x = try XvfbSession()
            let doc = try window.write(Self.document)
            let player = try launch(doc, [], on: x)
            defer { XvfbSession.stop(player) }
            let id = try kioskWindow(x)
            x.run("xdotool", ["mousemove", "--window", id, "10", "10", "mousedown", "1", "sleep", "1", "mouseup", "1"])
            usleep(2_500_000)
            #expect(player.isRunning, "a one-second press leaves the kiosk running")
            x.run("xdotool", ["mousemove", "--window", id, "500", "10", "mousedown", "1", "sleep", "3.5", "mouseup", "1"])
            usleep(300_000)
            #expect(player.isRunning, "a long press outside the corner leaves the kiosk running")
            x.run("xdotool", ["mousemove", "--window", id, "10", "10", "mousedown", "1", "sleep", "3.5"])
            let deadline = Date().addingTimeInterval(30)
            while player.isRunning && Date() < deadline { usleep(50_000) }
            #expect(!player.isRunning, "a three-second press in the corner leaves, without waiting for the release")
            if !player.isRunning { #expect(player.terminationStatus == 0) }
            x.run("xdotool", ["mouseup", "1"])
        }

        /// A kiosk started on a folder goes back to the list from a document opened from it.
        @Test func anIdleKioskClosesTheDocumentsOpenedOverItsList() throws {
            let x = try XvfbSession()
            let doc = try window.write(Self.document)
            let folder = (doc as NSString).deletingLastPathComponent
            try ##"{ "title": "Second book", "pages": [ { "bc": "#00ff00" } ] }"##.write(toFile: folder + "/second.swipe", atomically: true, encoding: .utf8)
            let player = try launch(folder, ["--idle-reset", "4"], on: x)
            defer { XvfbSession.stop(player) }
            let id = try kioskWindow(x, named: (folder as NSString).lastPathComponent)
            let list = try window.renderList(folder, size: "1024x768", environment: x.environment)
            #expect(window.difference(try window.screenshot(x, window: id) { window.difference($0, list) < 0.01 }, list) < 0.01, "the kiosk opens on the list")
            let layout = ListLayout(list: try FolderReader.list(path: folder), language: "en", viewport: Point(1024, 768), showsBack: false, icons: ImageLibrary())
            let row = layout.rows[1].frame
            x.run("xdotool", ["mousemove", "--window", id, "512", "\(Int(layout.barHeight + row.y + row.height / 2))", "click", "1"])
            let clicked = Date()
            let opened = try window.screenshot(x, window: id) { window.difference($0, list) > 0.05 }
            #expect(window.difference(opened, list) > 0.05, "the click opened the row's document")
            let seconds = try #require(secondsUntil(x, id, since: clicked) { window.difference($0, list) < 0.01 }, "the list did not come back")
            #expect(seconds > 3.5, "not before the idle time has passed")
            #expect(player.isRunning)
        }

        @Test func withNoDisplayAKioskSaysWhatToDo() throws {
            var env = ProcessInfo.processInfo.environment
            for key in ["DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER"] { env.removeValue(forKey: key) }
            let r = try SDLSerialTests.CommandLineTests().run(["--kiosk"], environment: env)
            #expect(r.status == 1)
            #expect(r.stderr.contains("no display") && r.stderr.contains("SDL_VIDEODRIVER=kmsdrm") && r.stderr.contains("cage"), "\(r.stderr)")
        }

        @Test func badKioskOptionsAreRefused() throws {
            let cli = SDLSerialTests.CommandLineTests()
            let chord = try cli.run(["--kiosk", "--exit-chord", "q"])
            #expect(chord.status != 0 && chord.stderr.contains("needs a modifier"), "\(chord.stderr)")
            let idle = try cli.run(["--idle-reset", "5"])
            #expect(idle.status != 0 && idle.stderr.contains("--idle-reset needs --kiosk"), "\(idle.stderr)")
            let jack = try cli.run(["--headphone-jack", "auto"])
            #expect(jack.status != 0 && jack.stderr.contains("--headphone-jack needs --kiosk"), "\(jack.stderr)")
        }

        @Test func anIdleKioskGoesBackToItsFirstPage() throws {
            let x = try XvfbSession()
            let doc = try window.write(Self.document)
            // Four idle seconds: a page shown that long is seen even by a starved machine's screenshots.
            let player = try launch(doc, ["--idle-reset", "4", "--exit-chord", "ctrl+shift+x"], on: x)
            defer { XvfbSession.stop(player) }
            let id = try kioskWindow(x)
            let first = try window.render(doc, page: 1, size: "1024x768", environment: x.environment)
            let last = try window.render(doc, page: 4, size: "1024x768", environment: x.environment)
            // The page indicator shows at the bottom after every turn: compare above it.
            let above = 0..<600
            for _ in 0..<3 {
                x.run("xdotool", ["key", "--window", id, "Right"])
                usleep(150_000)
            }
            let turned = Date()
            let fourth = try window.screenshot(x, window: id) { window.difference($0, last, rows: above) < 0.01 }
            #expect(window.difference(fourth, last, rows: above) < 0.01, "three turns show the fourth page")
            let seconds = try #require(secondsUntil(x, id, since: turned) { window.difference($0, first, rows: above) < 0.01 }, "the first page did not come back")
            #expect(seconds > 3.5, "not before the idle time has passed")
            #expect(player.isRunning)
            x.run("xdotool", ["key", "--window", id, "ctrl+shift+x"])
            let deadline = Date().addingTimeInterval(30)
            while player.isRunning && Date() < deadline { usleep(50_000) }
            #expect(!player.isRunning, "the chord given by --exit-chord leaves")
            if !player.isRunning { #expect(player.terminationStatus == 0) }
        }
    }
}
