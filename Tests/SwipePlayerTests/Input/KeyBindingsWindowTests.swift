import Foundation
import Testing
import SwipeDocument
import SwipeRender

extension SDLSerialTests {
    /// The reader's keys.conf and `--keys` change what keys do in a real window: a key bound to
    /// `page next` turns the page, a key bound to `ignore` does nothing, and a new key quits.
    struct KeyBindingsWindowTests {
        let window = WindowTests()

        @Test func keysConfAndKeysRemapTurnOffAndAddKeys() throws {
            let x = try XvfbSession()
            let config = x.home.appendingPathComponent("config/swipe-player")
            try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
            try "# the reader's keys\nx page next\n".write(to: config.appendingPathComponent("keys.conf"), atomically: true, encoding: .utf8)
            let extra = x.home.appendingPathComponent("run.conf")
            try "q ignore\nF5 quit\n".write(to: extra, atomically: true, encoding: .utf8)
            let doc = try window.write(WindowTests.document)
            let player = try window.launch(doc, on: x, options: ["--keys", extra.path])
            defer { XvfbSession.stop(player) }
            let id = try #require(x.window(named: "window-test"), "the player's window did not appear")
            // The page indicator shows after each turn, then goes: the window matches `render` once it has.
            let first = try window.render(doc, page: 1, size: "400x300", environment: x.environment)
            #expect(window.difference(try window.screenshot(x, window: id, matching: first), first) < 0.01, "page 1 at first")

            x.run("xdotool", ["key", "--window", id, "x"])
            let second = try window.render(doc, page: 2, size: "400x300", environment: x.environment)
            #expect(window.difference(try window.screenshot(x, window: id, matching: second), second) < 0.01,
                    "x (page next in keys.conf) turned to page 2")

            x.run("xdotool", ["key", "--window", id, "q"])
            usleep(700_000)
            #expect(player.isRunning, "q is ignored (--keys): the player stays")
            #expect(window.difference(try window.screenshot(x, window: id), second) < 0.01, "and nothing else happened")

            x.run("xdotool", ["key", "--window", id, "F5"])
            let deadline = Date().addingTimeInterval(10)
            while player.isRunning && Date() < deadline { usleep(50_000) }
            #expect(!player.isRunning, "F5 (quit in --keys) quits")
            #expect(player.terminationStatus == 0)
        }
    }
}
