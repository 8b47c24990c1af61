import Foundation
import MediaTestSupport
import Testing
import SwipeCore
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

        func write(_ json: String) throws -> String {
            let dir = FileManager.default.temporaryDirectory.appendingPathComponent("swipe-textfield-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
            let file = dir.appendingPathComponent("field.swipe")
            try json.write(to: file, atomically: true, encoding: .utf8)
            return file.path
        }

        @Test func typingMovingSelectingPastingAndADeadKey() throws {
            let x = try XvfbSession()
            let doc = try write(Self.document(field: "", caption: ""))
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
            let id = try #require(x.window(named: "field.swipe"), "the player's window did not appear")
            usleep(WindowTests.indicatorGone)
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
            let caretAfterA = try window.screenshot(x, window: id)
            let expectedCaret = try interaction.render(try write(Self.document(field: "a|bc", caption: "abc")), taps: [], time: 0, environment: x.environment)
            #expect(window.difference(caretAfterA, expectedCaret) < 0.01, "the caret drawn after the a typed at the start")
            // Select "bc" with Shift, copy it, paste it at the start, delete the "a" after it.
            keys("End", "shift+Left", "shift+Left", "ctrl+c", "Home", "ctrl+v", "Delete")
            keys("End", "dead_acute", "e")
            usleep(500_000)
            let edited = try window.screenshot(x, window: id)
            let expected = try interaction.render(try write(Self.document(field: "bcbcé|", caption: "bcbcé")), taps: [], time: 0, environment: x.environment)
            #expect(window.difference(edited, expected) < 0.01, "the field and its caption read bcbcé")
        }
    }
}
