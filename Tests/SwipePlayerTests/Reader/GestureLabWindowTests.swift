import Foundation
import Testing
import SwipeDocument
import SwipeRender

extension SDLSerialTests {
    /// `--show-input` in a real window under Xvfb, driven by xdotool: the lab is drawn over the
    /// page, a Ctrl+drag turns the page as a finger would, and I hides the lab.
    struct GestureLabWindowTests {
        let window = WindowTests()

        @Test func theLabIsDrawnACtrlDragTurnsThePageAndGHidesIt() throws {
            let x = try XvfbSession()
            let doc = try window.write(WindowTests.document.replacingOccurrences(of: #""play": "never", "#, with: #""duration": 0.5, "#))
            let player = try window.launch(doc, on: x, options: ["--show-input"])
            defer { XvfbSession.stop(player) }
            let id = try #require(x.window(named: "window-test"), "the player's window did not appear")
            let first = try window.render(doc, page: 1, size: "400x300", environment: x.environment)
            let shown = try window.screenshot(x, window: id) { window.difference($0, first, rows: 240..<300) < 0.01 }
            #expect(window.difference(shown, first) > 0.05, "the lab's panel is drawn over the page")
            #expect(window.difference(shown, first, rows: 240..<300) < 0.01, "and only the panel")

            // Ctrl turns the mouse into a finger: dragging up two thirds of the page turns it.
            var steps = ["keydown", "ctrl", "mousemove", "--window", id, "200", "260", "mousedown", "1"]
            for y in stride(from: 240, through: 60, by: -20) { steps += ["mousemove", "--window", id, "200", "\(y)", "sleep", "0.02"] }
            steps += ["mouseup", "1", "keyup", "ctrl"]
            x.run("xdotool", steps)
            x.run("xdotool", ["key", "--window", id, "i"])
            let second = try window.render(doc, page: 2, size: "400x300", environment: x.environment, time: 10)
            #expect(window.difference(try window.screenshot(x, window: id, matching: second), second) < 0.01, "page 2, the lab hidden")
        }
    }
}
