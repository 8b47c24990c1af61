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

        @Test(.notUnderThreadSanitizer("the long press outside the corner turns spoken feedback on; leaving, libspeechd cancels its reader thread (pthread_cancel), which ThreadSanitizer cannot follow in an uninstrumented library: it stops the player with \"thread finished with ignores enabled\", status 66"))
        func aLongPressInTheTopLeftCornerLeavesAndAShortOneDoesNot() throws {
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

        /// Two kiosks idle at once (their four seconds and the warning's twenty are waited for
        /// together): one goes back from its fourth page to its first, the other closes the
        /// document a click opened over its list.
        @Test func idleKiosksGoBackToTheirFirstPageAndCloseWhatWasOpenedOverTheirList() throws {
            // A book, and a shelf: the same document beside another, in a folder. What they should
            // show is drawn first: each kiosk's warning covers its page four seconds after its
            // last input, the first of them its start.
            let book = try XvfbSession(), shelf = try XvfbSession()
            let doc = try window.write(Self.document)
            let first = try window.render(doc, page: 1, size: "1024x768", environment: book.environment)
            let last = try window.render(doc, page: 4, size: "1024x768", environment: book.environment)
            let folder = (try window.write(Self.document) as NSString).deletingLastPathComponent
            try ##"{ "title": "Second book", "pages": [ { "bc": "#00ff00" } ] }"##.write(toFile: folder + "/second.swipe", atomically: true, encoding: .utf8)
            let list = try window.renderList(folder, size: "1024x768", environment: shelf.environment)
            let layout = ListLayout(list: try FolderReader.list(path: folder), language: "en", viewport: Point(1024, 768), showsBack: false, icons: ImageLibrary())

            // Four idle seconds (a page shown that long is seen even by a starved machine's
            // screenshots), and the exit chord.
            let bookPlayer = try launch(doc, ["--idle-reset", "4", "--exit-chord", "ctrl+shift+x"], on: book)
            defer { XvfbSession.stop(bookPlayer) }
            let bookID = try kioskWindow(book)
            // The page indicator shows at the bottom after every turn: compare above it.
            let above = 0..<600
            for _ in 0..<3 {
                book.run("xdotool", ["key", "--window", bookID, "Right"])
                usleep(150_000)
            }
            let turned = Date()
            let fourth = try window.screenshot(book, window: bookID) { window.difference($0, last, rows: above) < 0.01 }
            #expect(window.difference(fourth, last, rows: above) < 0.01, "three turns show the fourth page")

            let shelfPlayer = try launch(folder, ["--idle-reset", "4"], on: shelf)
            defer { XvfbSession.stop(shelfPlayer) }
            let shelfID = try kioskWindow(shelf, named: (folder as NSString).lastPathComponent)
            #expect(window.difference(try window.screenshot(shelf, window: shelfID) { window.difference($0, list) < 0.01 }, list) < 0.01, "the kiosk opens on the list")
            let row = layout.rows[1].frame
            shelf.run("xdotool", ["mousemove", "--window", shelfID, "512", "\(Int(layout.barHeight + row.y + row.height / 2))", "click", "1"])
            let clicked = Date()
            let opened = try window.screenshot(shelf, window: shelfID) { window.difference($0, list) > 0.05 }
            #expect(window.difference(opened, list) > 0.05, "the click opened the row's document")

            // Both idle now; each is looked at in turn until it has reset.
            var bookSeconds: TimeInterval?, shelfSeconds: TimeInterval?
            while (bookSeconds == nil || shelfSeconds == nil) && Date().timeIntervalSince(turned) < 90 {
                if bookSeconds == nil, window.difference(try window.screenshot(book, window: bookID), first, rows: above) < 0.01 {
                    bookSeconds = Date().timeIntervalSince(turned)
                }
                if shelfSeconds == nil, window.difference(try window.screenshot(shelf, window: shelfID), list) < 0.01 {
                    shelfSeconds = Date().timeIntervalSince(clicked)
                }
                usleep(100_000)
            }
            // Not before the idle time and the warning have passed; how late on a slow machine (a
            // sanitizer's build, say) is not the test's to judge.
            let earliest = 4 + IdleReset.minimumWarning - 0.5
            let bookAfter = try #require(bookSeconds, "the first page did not come back")
            #expect(bookAfter > earliest, "the book reset after \(bookAfter) s, before the idle time and the warning")
            let shelfAfter = try #require(shelfSeconds, "the list did not come back")
            #expect(shelfAfter > earliest, "the shelf reset after \(shelfAfter) s, before the idle time and the warning")
            #expect(bookPlayer.isRunning && shelfPlayer.isRunning)

            book.run("xdotool", ["key", "--window", bookID, "ctrl+shift+x"])
            let deadline = Date().addingTimeInterval(30)
            while bookPlayer.isRunning && Date() < deadline { usleep(50_000) }
            #expect(!bookPlayer.isRunning, "the chord given by --exit-chord leaves")
            if !bookPlayer.isRunning { #expect(bookPlayer.terminationStatus == 0) }
        }
    }
}
