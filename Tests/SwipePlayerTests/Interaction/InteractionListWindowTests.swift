import Foundation
import MediaTestSupport
import Testing
import SwipeDocument
import SwipeRender

extension SDLSerialTests.InteractionWindowTests {
    /// list.swipe: a click on a row echoes its index below the list, as render draws it.
    @Test func listRowClickedEchoesItsIndex() throws {
        let (x, doc, player, id, _) = try open("list.swipe")
        defer { XvfbSession.stop(player) }
        // The list is 360×240 at (20, 30): six rows of 40.
        let loaded = try render(doc, taps: [], time: 1, environment: x.environment)
        let before = try window.screenshot(x, window: id) { window.difference($0, loaded) < 0.01 }
        #expect(window.difference(before, loaded) < 0.01, "rows drawn, row 2 selected at load")
        let clicked = try render(doc, taps: ["200,210@0.5"], time: 1, environment: x.environment)
        click(x, id, 200, 30 + 4 * 40 + 20)
        // The echo is a small part of the window: the frame before the click is within 0.01 of
        // what the click draws too, so the wait is for the echo itself.
        let after = try window.screenshot(x, window: id) { window.difference(before, $0, rows: 270..<300) > 0.002 && window.difference($0, clicked) < 0.01 }
        #expect(window.difference(before, after, rows: 270..<300) > 0.002, "the echo changed from 2 to 4")
        #expect(window.difference(after, clicked) < 0.01)
    }

    /// The player in a window on document `json`, written as `name` in a folder of its own, once
    /// it shows what `render` draws (its page indicator gone), with the window's id and what it shows.
    func open(written json: String, name: String) throws -> (x: XvfbSession, player: Process, id: String, before: RasterImage) {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("swipe-interaction-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let doc = dir.appendingPathComponent(name).path
        try json.write(toFile: doc, atomically: true, encoding: .utf8)
        let x = try XvfbSession()
        let player = try window.launch(doc, on: x)
        guard let id = x.window(named: name) else {
            XvfbSession.stop(player)
            throw XvfbSession.SessionError("the player's window did not appear")
        }
        let still = try render(doc, taps: [], time: 0, environment: x.environment)
        return (x, player, id, try window.opened(x, window: id) { window.difference($0, still) < 0.01 })
    }

    /// A list of 30 rows in a window: the wheel and a drag scroll its rows (clipped to its box),
    /// and the page does not turn.
    @Test func listScrollsWithTheWheelAndADrag() throws {
        let rows = (0..<30).map { ##"{"elements": [{"text": "row \##($0)", "bc": "\##(["#cce", "#ecc", "#cec"][$0 % 3])"}]}"## }.joined(separator: ",")
        let (x, player, id, before) = try open(written: ##"{"dimension": [400, 300], "pages": [{"play": "never", "bc": "#fff", "elements": [{"x": 50, "y": 50, "w": 300, "h": 200, "list": {"items": [\##(rows)]}}]}, {"bc": "#000"}]}"##,
                                               name: "longlist.swipe")
        defer { XvfbSession.stop(player) }
        x.run("xdotool", ["mousemove", "--window", id, "200", "150", "click", "5", "click", "5"])
        let wheeled = try window.screenshot(x, window: id) { window.difference(before, $0, rows: 50..<250) > 0.1 }
        #expect(window.difference(before, wheeled, rows: 50..<250) > 0.1, "the wheel scrolled the rows")
        x.run("xdotool", ["mousemove", "--window", id, "200", "220", "mousedown", "1", "mousemove", "--window", id, "200", "180",
                          "mousemove", "--window", id, "200", "120", "mousemove", "--window", id, "200", "70", "mouseup", "1"])
        let dragged = try window.screenshot(x, window: id) { window.difference(wheeled, $0, rows: 50..<250) > 0.1 }
        #expect(window.difference(wheeled, dragged, rows: 50..<250) > 0.1, "the drag scrolled the rows")
        // Outside the list the page is untouched (white), so the page did not turn to the black one.
        #expect(window.difference(before, dragged, rows: 0..<40) < 0.001)
    }

    /// A page whose elements show no focus of their own: Tab rings the first focusable box in the
    /// theme's accent, Tab again moves the ring to the second.
    @Test func focusRingFollowsTab() throws {
        let (x, player, id, before) = try open(written: ##"{"dimension": [400, 300], "pages": [{"play": "never", "bc": "#fff", "elements": [{"x": 50, "y": 50, "w": 300, "h": 80, "bc": "#ddd", "focusable": true}, {"x": 50, "y": 170, "w": 300, "h": 80, "bc": "#ddd", "focusable": true}]}]}"##,
                                               name: "ring.swipe")
        defer { XvfbSession.stop(player) }
        x.run("xdotool", ["key", "--window", id, "Tab"])
        let first = try window.screenshot(x, window: id) { window.difference(before, $0, rows: 45..<135) > 0.02 }
        #expect(window.difference(before, first, rows: 45..<135) > 0.02, "the ring around the first box")
        #expect(window.difference(before, first, rows: 165..<255) < 0.001)
        x.run("xdotool", ["key", "--window", id, "Tab"])
        let second = try window.screenshot(x, window: id) { window.difference(before, $0, rows: 165..<255) > 0.02 }
        #expect(window.difference(before, second, rows: 45..<135) < 0.001)
        #expect(window.difference(before, second, rows: 165..<255) > 0.02, "the ring moved to the second box")
    }
}
