import Foundation
import MediaTestSupport
import Testing
import SwipeDocument
import SwipeRender

extension SDLSerialTests {
    /// A text field in a real window under Xvfb, edited with xdotool: typing, caret moves,
    /// selection, copy and paste, Delete, and an accented letter typed with a dead key (X11's
    /// Compose table is loaded for documents with fields).
    struct TextFieldWindowTests {
        let window = WindowTests()
        let interaction = InteractionWindowTests()

        /// A field on top, a caption below that shows the field's text on every textChanged.
        static func document(field: String, caption: String) -> String {
            """
            {"dimension":[400,300],"pages":[{"play":"never","elements":[
              {"id":"f","textField":{},"text":"\(field)","x":20,"y":20,"w":360,"h":60,"bc":"#eeeeee","fontSize":28,
               "events":{"textChanged":{"actions":[{"update":{"id":"cap","text":{"valueOf":{"property":"text"}}}}]}}},
              {"id":"cap","text":"\(caption)","x":20,"y":160,"w":360,"h":60,"fontSize":28}]}]}
            """
        }

        @Test func typingMovingSelectingPastingAndADeadKey() throws {
            let x = try XvfbSession()
            let doc = try window.write(Self.document(field: "", caption: ""))
            // The dead key on a keycode of its own, as a layout with dead keys has it. Otherwise
            // xdotool maps it on a spare keycode for each press and unmaps it at once: a player
            // busy at that moment reads the keycode after the unmapping, and the accent is lost.
            #expect(x.run("xmodmap", ["-e", "keycode \(Self.spareKeycode) = dead_acute"]) != nil, "the dead key mapped")
            let player = Process()
            player.executableURL = SDLSerialTests.CommandLineTests.binary
            player.arguments = [doc, "--window", "400x300"]
            var env = x.environment
            env["LC_ALL"] = "C.UTF-8"
            env.removeValue(forKey: "XCOMPOSEFILE")
            player.environment = env
            player.standardOutput = FileHandle.nullDevice
            player.standardError = FileHandle.nullDevice
            try player.run()
            defer { XvfbSession.stop(player) }
            let id = try #require(x.window(named: "window-test.swipe"), "the player's window did not appear")
            let still = try window.render(doc, page: 1, size: "400x300", environment: x.environment)
            _ = try window.opened(x, window: id) { window.difference($0, still) < 0.01 }
            interaction.click(x, id, 200, 50)
            usleep(300_000)
            func keys(_ k: String...) {
                x.run("xdotool", ["key", "--window", id] + k)
                usleep(150_000)
            }
            x.run("xdotool", ["type", "--window", id, "bc"])
            keys("Home")
            x.run("xdotool", ["type", "--window", id, "a"])
            usleep(500_000)
            let abc = try interaction.render(try window.write(Self.document(field: "abc", caption: "abc")), taps: [], time: 0, environment: x.environment)
            let caretAfterA = try screenshotWithCaret(x, id, apartFrom: abc)
            #expect(window.difference(caretAfterA, abc) < 0.01, "the field and its caption read abc")
            let ink = try #require(inkColumns(abc))
            let caret = try #require(changedColumns(caretAfterA, abc))
            #expect(caret.count <= 4 && caret.lowerBound > ink.lowerBound + 5 && caret.upperBound < (ink.lowerBound + ink.upperBound) / 2,
                    "a thin caret after the a: \(caret) in the text's \(ink)")
            // Select "bc" with Shift: tinted, the caret at its start.
            keys("End", "shift+Left", "shift+Left")
            usleep(300_000)
            let selected = try window.screenshot(x, window: id)
            let tinted = Self.fieldRows.flatMap { y in
                (0..<selected.width).filter { px in
                    let i = (y * selected.width + px) * 4
                    return Int(selected.pixels[i + 2]) - Int(selected.pixels[i]) > 40
                }
            }
            #expect(tinted.count > 200 && tinted.allSatisfy { $0 >= caret.lowerBound && $0 <= ink.upperBound + 3 }, "the selection tinted over bc")
            // Copy it, paste it at the start, delete the "a" after it, then é with a dead key.
            keys("ctrl+c", "Home", "ctrl+v", "Delete")
            keys("End", "dead_acute", "e")
            usleep(500_000)
            let expected = try interaction.render(try window.write(Self.document(field: "bcbcé", caption: "bcbcé")), taps: [], time: 0, environment: x.environment)
            let edited = try screenshotWithCaret(x, id, apartFrom: expected)
            #expect(window.difference(edited, expected) < 0.01, "the field and its caption read bcbcé")
            let end = try #require(changedColumns(edited, expected))
            let endInk = try #require(inkColumns(expected))
            #expect(end.count <= 4 && abs(end.lowerBound - endInk.upperBound) <= 3, "the caret after the é: \(end), the text's \(endInk)")
            // A click on the left half of the first letter puts the caret before it.
            interaction.click(x, id, endInk.lowerBound + 2, 50)
            usleep(400_000)
            try expectTyping("z", reads: "zbcbcé", x, id, "the z typed where the click put the caret")
            // A drag from before the text to past its end selects it all: Q replaces it.
            x.run("xdotool", ["mousemove", "--window", id, "\(endInk.lowerBound - 20)", "50", "mousedown", "1"])
            usleep(100_000)
            x.run("xdotool", ["mousemove", "--window", id, "\(endInk.upperBound + 40)", "55", "mouseup", "1"])
            usleep(300_000)
            try expectTyping("Q", reads: "Q", x, id, "the drag selected the whole text")
        }

        /// Types `text`, then expects the window to show what `render` draws with the field and
        /// its caption reading `expected`.
        func expectTyping(_ text: String, reads expected: String, _ x: XvfbSession, _ id: String, _ why: Comment) throws {
            x.run("xdotool", ["type", "--window", id, text])
            usleep(500_000)
            let shown = try window.screenshot(x, window: id)
            let rendered = try interaction.render(try window.write(Self.document(field: expected, caption: expected)), taps: [], time: 0, environment: x.environment)
            #expect(window.difference(shown, rendered) < 0.01, why)
        }

        /// A screenshot in which the blinking caret shows: the first of a few 0.2 s apart that
        /// differs from `rendered` (the field not being edited) in the field's columns.
        func screenshotWithCaret(_ x: XvfbSession, _ id: String, apartFrom rendered: RasterImage) throws -> RasterImage {
            var shot = try window.screenshot(x, window: id)
            for _ in 0..<6 where changedColumns(shot, rendered) == nil {
                usleep(200_000)
                shot = try window.screenshot(x, window: id)
            }
            return shot
        }

        /// A keycode Xvfb's default layout leaves empty.
        static let spareKeycode = 93

        /// The rows of the field, in window pixels.
        static let fieldRows = 22..<78

        /// The columns where dark text is drawn in the field.
        func inkColumns(_ image: RasterImage) -> ClosedRange<Int>? {
            columns(image) { i in image.pixels[i] < 100 }
        }

        /// The columns where `a` and `b` differ in the field.
        func changedColumns(_ a: RasterImage, _ b: RasterImage) -> ClosedRange<Int>? {
            columns(a) { i in (0..<3).contains { abs(Int(a.pixels[i + $0]) - Int(b.pixels[i + $0])) > 60 } }
        }

        private func columns(_ image: RasterImage, where test: (Int) -> Bool) -> ClosedRange<Int>? {
            let xs = Self.fieldRows.flatMap { y in (0..<image.width).filter { test((y * image.width + $0) * 4) } }
            guard let lo = xs.min(), let hi = xs.max() else { return nil }
            return lo...hi
        }
    }
}
