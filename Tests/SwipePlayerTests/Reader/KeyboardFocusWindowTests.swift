import Foundation
import Testing
import SwipeRender

extension SDLSerialTests {
    /// A text field that has the keyboard keeps every key: typing each letter and digit into a
    /// page's field, or into the search field, changes nothing but the field (no settings panel at
    /// "s", no page turn, no bookmark at "b", no overview at "g", no quitting at "q").
    struct KeyboardFocusWindowTests {
        let window = WindowTests()
        let interaction = InteractionWindowTests()
        static let typed = "abcdefghijklmnopqrstuvwxyz0123456789"

        /// A field with a caption that shows its text, on the first of two pages.
        static func document(field: String) -> String {
            """
            {"dimension":[400,300],"pages":[{"play":"never","elements":[
              {"id":"f","textField":{},"text":"\(field)","x":10,"y":20,"w":380,"h":50,"bc":"#eeeeee","fontSize":16,
               "events":{"textChanged":{"actions":[{"update":{"id":"cap","text":{"valueOf":{"property":"text"}}}}]}}},
              {"id":"cap","text":"\(field)","x":10,"y":160,"w":380,"h":50,"fontSize":16}]},
              {"bc":"#1b2a4a","elements":[{"text":"Page two","textColor":"#fff"}]}]}
            """
        }

        /// The player on the document in a 400×300 window, its first page at rest.
        func open(_ x: XvfbSession) throws -> (doc: String, player: Process, id: String) {
            let doc = try window.write(Self.document(field: ""))
            var env = x.environment
            env["LC_ALL"] = "C.UTF-8"
            let player = try x.launchPlayer([doc, "--window", "400x300", "--no-sound"], environment: env)
            let id = try #require(x.window(named: "window-test.swipe"), "the player's window did not appear")
            _ = try window.screenshot(x, window: id, matching: try window.render(doc, page: 1, size: "400x300", environment: x.environment))
            return (doc, player, id)
        }

        @Test func typingIntoAPageFieldChangesOnlyTheField() throws {
            let x = try XvfbSession()
            let (doc, player, id) = try open(x)
            defer { XvfbSession.stop(player) }
            interaction.click(x, id, 200, 45)
            usleep(300_000)
            x.run("xdotool", ["type", "--delay", "30", "--window", id, Self.typed])
            usleep(800_000)
            #expect(player.isRunning, "the player quit while a field was being typed into")
            let expected = try interaction.render(try window.write(Self.document(field: Self.typed)), taps: [], time: 0, environment: x.environment)
            let shown = try window.screenshot(x, window: id)
            // The caret blinks: a few columns of the field may differ, nothing more.
            #expect(window.difference(shown, expected) < 0.005, "the field and its caption hold every letter and digit, on the first page, with nothing over it")
            let annotations = try SDLSerialTests.CommandLineTests().run(["annotations", doc], environment: x.environment)
            #expect(!annotations.stdout.contains("page 1"), "no bookmark was made: \(annotations.stdout)")
        }

        @Test func typingIntoTheSearchFieldChangesOnlyTheField() throws {
            let x = try XvfbSession()
            let (doc, player, id) = try open(x)
            defer { XvfbSession.stop(player) }
            x.run("xdotool", ["key", "--window", id, "ctrl+f"])
            usleep(300_000)
            x.run("xdotool", ["type", "--delay", "30", "--window", id, Self.typed])
            usleep(500_000)
            #expect(player.isRunning, "the player quit while the search field was being typed into")
            let page = try window.render(doc, page: 1, size: "400x300", environment: x.environment)
            let searching = try window.screenshot(x, window: id)
            #expect(window.difference(searching, page, rows: 100..<300) < 0.005, "below the search bar, the first page with nothing over it")
            x.run("xdotool", ["key", "--window", id, "Escape"])
            #expect(window.difference(try window.screenshot(x, window: id, matching: page, tolerance: 0.005), page) < 0.005,
                    "the search closed, the first page as render draws it")
        }
    }
}
