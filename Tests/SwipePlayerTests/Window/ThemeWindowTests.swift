import Foundation
import MediaTestSupport
import Testing
import SwipeDocument
import SwipeRender

extension SDLSerialTests {
    /// Themes in a real window under Xvfb: `--appearance dark`, the desktop's preference followed
    /// live through a settings portal on a session bus the test starts, and a theme file reloaded
    /// as it is edited (a broken edit keeps the last good theme, with the error overlay).
    struct ThemeWindowTests {
        /// A folder with one document: the list's empty background shows below its row.
        func folder() throws -> String {
            let dir = FileManager.default.temporaryDirectory.appendingPathComponent("swipe-theme-window-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
            try ##"{ "title": "Only book", "pages": [ { "bc": "#00ff00" } ] }"##.write(to: dir.appendingPathComponent("only.swipe"), atomically: true, encoding: .utf8)
            return dir.path
        }

        func launch(_ arguments: [String], on x: XvfbSession, environment: [String: String] = [:]) throws -> Process {
            let player = Process()
            player.executableURL = SDLSerialTests.CommandLineTests.binary
            player.arguments = arguments + ["--window", "400x300"]
            player.environment = x.environment.merging(environment) { $1 }
            player.standardOutput = FileHandle.nullDevice
            player.standardError = FileHandle.nullDevice
            try player.run()
            return player
        }

        /// The colour at (x, y) of the window, as a screenshot shows it.
        func pixel(_ x: XvfbSession, window: String, at p: (Int, Int)) throws -> [Int] {
            let out = FileManager.default.temporaryDirectory.appendingPathComponent("swipe-theme-shot-\(UUID().uuidString).png").path
            #expect(x.run("import", ["-window", window, out]) != nil, "screenshot failed")
            defer { try? FileManager.default.removeItem(atPath: out) }
            let image = try #require(ImageLibrary.decode(path: out, animated: false).first)
            let c = image.pixel(p.0, p.1)
            return [Int(c.0), Int(c.1), Int(c.2)]
        }

        /// Waits (at most `seconds`) until the pixel has `colour` (within a little); the last seen.
        func waitFor(_ colour: [Int], _ x: XvfbSession, window: String, at p: (Int, Int) = (200, 280), within seconds: Double = 5) throws -> [Int] {
            try waitFor(x, window: window, at: p, within: seconds) { c in !zip(c, colour).contains { abs($0 - $1) > 6 } }
        }

        /// Waits (at most `seconds`) until the pixel's colour satisfies `shows`; the last seen.
        func waitFor(_ x: XvfbSession, window: String, at p: (Int, Int), within seconds: Double = 5, until shows: ([Int]) -> Bool) throws -> [Int] {
            let deadline = Date().addingTimeInterval(seconds)
            var seen = try pixel(x, window: window, at: p)
            while !shows(seen), Date() < deadline {
                usleep(100_000)
                seen = try pixel(x, window: window, at: p)
            }
            return seen
        }

        @Test func darkAppearanceOnTheCommandLine() throws {
            let x = try XvfbSession()
            let dir = try folder()
            for (appearance, colour) in [("light", [255, 255, 255]), ("dark", [0, 0, 0])] {
                let player = try launch([dir, "--appearance", appearance], on: x)
                defer { XvfbSession.stop(player) }
                let window = try #require(x.window(named: (dir as NSString).lastPathComponent), "the player's window did not appear")
                #expect(try waitFor(colour, x, window: window) == colour, "\(appearance)")
            }
        }

        @Test func theDesktopsPreferenceIsFollowedWithoutARestart() throws {
            let x = try XvfbSession()
            let bus = try PrivateSessionBus()
            defer { bus.stop() }
            let portal = try FakePortal(on: bus, value: 2)
            defer { portal.stop() }
            let dir = try folder()
            let player = try launch([dir], on: x, environment: ["DBUS_SESSION_BUS_ADDRESS": bus.address])
            defer { XvfbSession.stop(player) }
            let window = try #require(x.window(named: (dir as NSString).lastPathComponent), "the player's window did not appear")
            #expect(try waitFor([255, 255, 255], x, window: window) == [255, 255, 255], "the desktop prefers light")
            portal.set(1)
            #expect(try waitFor([0, 0, 0], x, window: window) == [0, 0, 0], "the desktop turned dark")
            portal.set(2)
            #expect(try waitFor([255, 255, 255], x, window: window) == [255, 255, 255], "and light again")
            #expect(player.isRunning)
        }

        @Test func anEditedThemeFileIsShownAndABrokenEditKeepsTheLastGoodOne() throws {
            let x = try XvfbSession()
            let dir = try folder()
            let theme = FileManager.default.temporaryDirectory.appendingPathComponent("swipe-theme-\(UUID().uuidString).json").path
            func write(_ json: String) throws {
                // A new file each time, so its modification is seen whatever the clock's resolution.
                let temporary = theme + ".new"
                try json.write(toFile: temporary, atomically: false, encoding: .utf8)
                _ = rename(temporary, theme)
            }
            try write(##"{ "colors": { "listBackground": "#FF0000" } }"##)
            let player = try launch([dir, "--theme", theme, "--appearance", "light"], on: x)
            defer { XvfbSession.stop(player) }
            let window = try #require(x.window(named: (dir as NSString).lastPathComponent), "the player's window did not appear")
            #expect(try waitFor([255, 0, 0], x, window: window) == [255, 0, 0], "the theme's background")
            usleep(300_000)
            try write(##"{ "colors": { "listBackground": "#0000FF" } }"##)
            #expect(try waitFor([0, 0, 255], x, window: window) == [0, 0, 255], "the edit is shown")
            usleep(300_000)
            try write(##"{ "colors": { "listBackground": "#GG0000" } }"##)
            // The last good theme stays; the error overlay (red, at the top) names the problem.
            let isOverlay = { (c: [Int]) in zip(c, [140, 13, 13]).allSatisfy { abs($0 - $1) < 40 } }
            let overlay = try waitFor(x, window: window, at: (30, 22), until: isOverlay)
            #expect(isOverlay(overlay), "the error overlay: \(overlay)")
            #expect(try pixel(x, window: window, at: (200, 280)) == [0, 0, 255])
            usleep(300_000)
            try write(##"{ "colors": { "listBackground": "#00FF00" } }"##)
            #expect(try waitFor([0, 255, 0], x, window: window) == [0, 255, 0], "fixed: shown, and the overlay gone")
            #expect(!isOverlay(try waitFor(x, window: window, at: (30, 22)) { !isOverlay($0) }), "the overlay gone")
        }
    }
}
