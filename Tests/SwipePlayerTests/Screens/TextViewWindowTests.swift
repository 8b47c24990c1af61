import Foundation
import MediaTestSupport
import Testing
import SwipeDocument
import SwipeRender

extension SDLSerialTests {
    /// The text view (`--set layout=text`) in a real window under Xvfb: what `render` draws of it,
    /// a click on a button in it firing the button's `tapped` event as on the page, the wheel
    /// scrolling a long page.
    struct TextViewWindowTests {
        let window = WindowTests()

        /// A 400×300 page: a button whose `tapped` event writes a sentence into the text below it.
        static let document = """
        { "title": "text-view", "dimension": [400, 300], "pages": [{ "play": "never", "elements": [
          { "x": 10, "y": 10, "w": 150, "h": 40, "text": "Press me", "bc": "#336", "textColor": "#fff",
            "events": { "tapped": { "actions": [{ "update": { "id": "h", "text": "The button was pressed: its tapped event wrote these words into the page, and the text view shows them where the page had a single word." } }] } } },
          { "id": "h", "x": 10, "y": 200, "w": 300, "h": 40, "text": "waiting", "textColor": "#fff" } ] }] }
        """

        func write(_ text: String) throws -> String { try window.write(text, named: "text-view.swipe") }

        /// What `render --set layout=text` draws at 400×300 with `options` (`--tap X,Y@T` taps the fixed page).
        func render(_ doc: String, _ options: [String] = [], environment: [String: String]) throws -> RasterImage {
            try window.render(doc, page: 1, size: "400x300", environment: environment, options: ["--set", "layout=text"] + options)
        }

        @Test func aClickOnAButtonInTheTextViewFiresItsTappedEvent() throws {
            let x = try XvfbSession()
            let doc = try write(Self.document)
            let player = try window.launch(doc, on: x, options: ["--set", "layout=text"])
            defer { XvfbSession.stop(player) }
            let id = try #require(x.window(named: "text-view"))
            let before = try render(doc, environment: x.environment)
            let shown = try window.screenshot(x, window: id, matching: before)
            #expect(window.difference(shown, before) < 0.01, "the window's text view is what render draws")

            let pressed = try render(doc, ["--tap", "80,30@0", "--time", "1"], environment: x.environment)
            #expect(window.difference(before, pressed) > 0.03, "the event changes the text view")
            // The button is the text view's first block: a box across the column at its top.
            x.run("xdotool", ["mousemove", "--window", id, "200", "34", "click", "1"])
            let after = try window.screenshot(x, window: id, matching: pressed)
            #expect(window.difference(after, pressed) < 0.01 && window.difference(after, before) > 0.03,
                    "the click in the text view fired the button's tapped event")
        }

        @Test func theWheelScrollsALongPageAsRenderScrollsIt() throws {
            let x = try XvfbSession()
            let words = String(repeating: "A long page read in a column, scrolled down with the wheel. ", count: 30)
            let doc = try write(##"{ "title": "text-view", "dimension": [400, 300], "pages": [{ "elements": [{ "text": "\##(words)", "textColor": "#fff" }] }] }"##)
            let player = try window.launch(doc, on: x, options: ["--set", "layout=text", "--set", "fontSize=2"])
            defer { XvfbSession.stop(player) }
            let id = try #require(x.window(named: "text-view"))
            let top = try render(doc, ["--set", "fontSize=2"], environment: x.environment)
            _ = try window.screenshot(x, window: id, matching: top)
            x.run("xdotool", ["mousemove", "--window", id, "200", "150", "click", "5"])
            let shot = try window.screenshot(x, window: id) { window.difference($0, top) > 0.05 }
            #expect(window.difference(shot, top) > 0.05, "the wheel scrolled the text view")
            let scrolled = try render(doc, ["--set", "fontSize=2", "--scroll", "\(Self.wheelNotch(fontSize: 2))"], environment: x.environment)
            #expect(window.difference(try window.screenshot(x, window: id, matching: scrolled), scrolled) < 0.01, "by three lines a notch")
        }

        /// Three lines at `fontSize` in a 400×300 window (a base of 16 pixels, lines 1.5 high).
        static func wheelNotch(fontSize: Double) -> Double { 3 * 16 * fontSize * 1.5 }
    }
}
