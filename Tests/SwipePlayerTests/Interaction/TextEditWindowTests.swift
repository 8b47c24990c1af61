import Foundation
import MediaTestSupport
import Testing
import SwipeDocument
import SwipeRender

extension SDLSerialTests {
    /// Text fields in a real window under Xvfb: the wheel (xdotool buttons 4-7) scrolls a long
    /// text inside its box without turning the page, and the caret of the field being edited
    /// blinks while the window otherwise idles, drawing only at the blink's edges.
    struct TextEditWindowTests {
        let window = WindowTests()
        let interaction = InteractionWindowTests()

        /// Page 1: a text area of twelve lines (four fit) and a field whose text is three times its
        /// width; page 2 is green, so a page turn shows.
        static let document = """
        {"dimension":[400,300],"pages":[
          {"play":"never","bc":"#ffffff","elements":[
            {"id":"a","textArea":{},"text":"\((1...12).map { "line \($0)" }.joined(separator: "\\n"))","textAlign":"left",
             "x":20,"y":20,"w":360,"h":120,"bc":"#eeeeee","fontSize":22},
            {"id":"f","textField":{},"text":"\((1...12).map { "word\($0)" }.joined(separator: " "))","textAlign":"left",
             "x":20,"y":200,"w":200,"h":50,"bc":"#eeeeee","fontSize":22}]},
          {"bc":"#00ff00"}]}
        """

        static let areaRows = 22..<138
        static let fieldRows = 202..<248
        /// Rows outside both boxes.
        static let pageRows = 150..<195

        func open() throws -> (XvfbSession, Process, String) {
            let x = try XvfbSession()
            // Clicked with no key pressed, a box would bring the on-screen keyboard over the rows compared.
            let player = try window.launch(try window.write(Self.document), on: x, options: ["--osk", "never"])
            guard let id = x.window(named: "window-test.swipe") else {
                XvfbSession.stop(player)
                throw XvfbSession.SessionError("the player's window did not appear")
            }
            _ = try window.atRest(x, window: id)
            return (x, player, id)
        }

        func wheel(_ x: XvfbSession, _ id: String, at p: (Int, Int), button: Int, times: Int) {
            x.run("xdotool", ["mousemove", "--window", id, "\(p.0)", "\(p.1)", "click", "--repeat", "\(times)", "--delay", "60", "\(button)"])
            usleep(700_000)
        }

        /// Turns the wheel at `p` from what `before` shows; expects the text in `rows` to move
        /// (by at least `share` of their pixels) and the page not to turn. What it shows then.
        @discardableResult
        func expectWheel(_ x: XvfbSession, _ id: String, from before: RasterImage, at p: (Int, Int), button: Int, times: Int,
                         moves rows: Range<Int>, by share: Double, _ why: Comment) throws -> RasterImage {
            wheel(x, id, at: p, button: button, times: times)
            let after = try window.screenshot(x, window: id)
            #expect(window.difference(before, after, rows: rows) > share, why)
            #expect(window.difference(before, after, rows: Self.pageRows) == 0, "the page did not turn")
            return after
        }

        @Test func theWheelScrollsALongTextAndTurnsNoPage() throws {
            let (x, player, id) = try open()
            defer { XvfbSession.stop(player) }
            let start = try window.screenshot(x, window: id)
            let scrolled = try expectWheel(x, id, from: start, at: (200, 80), button: 5, times: 2, moves: Self.areaRows, by: 0.02,
                                           "the area's text moved, not being edited")
            // On a line wholly in view (one cut at the top would scroll into view for its caret).
            interaction.click(x, id, 100, 80)
            usleep(400_000)
            let editing = try window.screenshot(x, window: id)
            #expect(window.difference(scrolled, editing, rows: Self.areaRows) < 0.005, "a click to edit leaves the text where the wheel put it")
            try expectWheel(x, id, from: editing, at: (200, 80), button: 4, times: 10, moves: Self.areaRows, by: 0.02, "the text being edited moved back")

            // The field: a click puts the caret there, the sideways wheel moves its text.
            interaction.click(x, id, 60, 225)
            usleep(400_000)
            let field = try window.screenshot(x, window: id)
            try expectWheel(x, id, from: field, at: (120, 225), button: 6, times: 3, moves: Self.fieldRows, by: 0.01, "the field's text moved across")
            // Outside the fields the wheel turns the page, as always.
            wheel(x, id, at: (300, 170), button: 5, times: 1)
            usleep(800_000)
            let turned = try window.screenshot(x, window: id)
            #expect(window.difference(field, turned, rows: Self.pageRows) > 0.5, "the wheel elsewhere turned to the green page")
        }

        @Test func theCaretBlinksWithoutTheWindowDrawingForNothing() throws {
            let (x, player, id) = try open()
            defer { XvfbSession.stop(player) }
            interaction.click(x, id, 100, 40)
            usleep(300_000)
            // Screenshots 0.2 s apart over 1.6 s: the caret (the only thing that changes) is in
            // some and not in others.
            var shots: [RasterImage] = []
            for _ in 0..<8 {
                shots.append(try window.screenshot(x, window: id))
                usleep(200_000)
            }
            let changes = zip(shots, shots.dropFirst()).map { window.difference($0, $1, rows: Self.areaRows) }
            #expect(changes.contains { $0 > 0 } && changes.allSatisfy { $0 < 0.005 }, "a blinking caret: \(changes)")
            // Idling with a blinking caret costs next to no processor time: frames at the edges only.
            let cpu = { () -> Double in
                let stat = (try? String(contentsOfFile: "/proc/\(player.processIdentifier)/stat", encoding: .utf8)) ?? ""
                let fields = stat.split(separator: ")").last?.split(separator: " ") ?? []
                return fields.count > 13 ? (Double(fields[11]) ?? 0) + (Double(fields[12]) ?? 0) : 0
            }
            let before = cpu()
            usleep(3_000_000)
            let ticks = cpu() - before
            #expect(ticks < 60, "\(ticks) clock ticks of processor time in 3 s (300 would be a busy core)")
        }
    }
}
