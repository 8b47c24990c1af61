import Foundation
import Testing
import SwipeDocument
import SwipeReader
import SwipeRender

extension SDLSerialTests {
    /// The annotations list (A) in a real window under Xvfb, driven by xdotool: two bookmarks and a
    /// highlight made with the keys and a Shift+drag are listed with their marks in the theme's
    /// list colours, ↓ Enter shows the second bookmark's page, Delete removes the chosen bookmark at
    /// once, and the document opened again lists it gone.
    struct AnnotationListWindowTests {
        let window = WindowTests()

        static let document = """
        { "title": "annotation-list-test", "dimension": [640, 480], "pages": [
          { "bc": "#30a060", "elements": [ { "x": 0, "y": 100, "w": 640, "h": 60, "text": "Page one", "fontSize": 30 } ] },
          { "bc": "#ffffff", "elements": [ { "x": 0, "y": 200, "w": 640, "h": 60, "text": "Highlight this passage now", "fontSize": 30 } ] },
          { "bc": "#3060c0", "elements": [ { "x": 0, "y": 100, "w": 640, "h": 60, "text": "Page three", "fontSize": 30 } ] } ] }
        """

        /// The rows (window y, top to bottom) where pixels of `color` show, bands closer than 8 pixels merged.
        static func bands(of color: Color, in image: RasterImage) -> [Int] {
            let target = (Int(color.r * 255), Int(color.g * 255), Int(color.b * 255))
            var out: [Int] = []
            var last = -100
            for y in 0..<image.height {
                let hits = (0..<image.width).filter { x in
                    let (r, g, b, _) = image.pixel(x, y)
                    return abs(Int(r) - target.0) < 12 && abs(Int(g) - target.1) < 12 && abs(Int(b) - target.2) < 12
                }.count
                guard hits >= 3 else { continue }
                if y - last > 8 { out.append(y) }
                last = y
            }
            return out
        }

        static func near(_ p: (UInt8, UInt8, UInt8, UInt8), _ c: Color) -> Bool {
            abs(Int(p.0) - Int(c.r * 255)) < 6 && abs(Int(p.1) - Int(c.g * 255)) < 6 && abs(Int(p.2) - Int(c.b * 255)) < 6
        }

        /// The annotations file the player saved in the session's data folder.
        static func annotations(_ x: XvfbSession) throws -> [String: Any] {
            let folder = x.home.appendingPathComponent("data/swipe-player/annotations")
            let file = try #require(try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil).first { $0.pathExtension == "json" })
            return try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
        }

        func key(_ x: XvfbSession, _ id: String, _ keys: String..., wait: UInt32 = 400_000) {
            for k in keys { x.run("xdotool", ["key", "--window", id, k]) }
            usleep(wait)
        }

        @Test func theListShowsBookmarksAndHighlightsJumpsAndDeletes() throws {
            let x = try XvfbSession()
            let doc = try window.write(Self.document)
            var player = try x.launchPlayer([doc, "--window", "640x480"])
            defer { XvfbSession.stop(player) }
            var id = try #require(x.window(named: "annotation-list-test"), "the player's window did not appear")
            usleep(800_000)

            // A bookmark on page 1, a highlight on page 2, a bookmark on page 3, back to page 2.
            key(x, id, "b", "Right", wait: 900_000)
            // Each step of the Shift+drag in its own frame, the pointer over the window while Shift is held.
            for step in [["mousemove", "--window", id, "145", "230"], ["keydown", "shift"], ["mousedown", "1"], ["mousemove", "--window", id, "300", "230"],
                         ["mousemove", "--window", id, "495", "230"], ["mouseup", "1"], ["keyup", "shift"]] {
                x.run("xdotool", step)
                usleep(150_000)
            }
            key(x, id, "Escape", "Right", wait: 900_000)
            key(x, id, "b", "Left", wait: 900_000)
            let page2 = try window.screenshot(x, window: id)
            #expect(Self.near(page2.pixel(5, 470), Color(1, 1, 1)), "page 2 is shown")

            key(x, id, "a")
            let listed = try window.screenshot(x, window: id)
            let ribbons = Self.bands(of: PlayerStyle.standard().decorations[.pageMark].tint, in: listed)
            let swatches = Self.bands(of: Highlights.Colour.yellow.color, in: listed)
            #expect(ribbons.count == 2, "two bookmark rows: \(ribbons)")
            #expect(swatches.count == 1, "one highlight row: \(swatches)")
            #expect(ribbons.allSatisfy { r in swatches.allSatisfy { $0 > r } }, "bookmarks above highlights")
            let backgrounds = [PlayerStyle.standard(.light).listBackground, PlayerStyle.standard(.dark).listBackground]
            #expect(backgrounds.contains { Self.near(listed.pixel(5, 470), $0) }, "the list's theme background below the rows: \(listed.pixel(5, 470))")

            // ↓ Enter: the second bookmark's page (3) shows.
            key(x, id, "Down", "Return", wait: 900_000)
            let jumped = try window.screenshot(x, window: id)
            #expect(Self.near(jumped.pixel(5, 470), Color(0x30 / 255.0, 0x60 / 255.0, 0xc0 / 255.0)), "page 3 is shown: \(jumped.pixel(5, 470))")

            // Delete removes the chosen row (the first bookmark) at once.
            key(x, id, "a", "Delete")
            let deleted = try window.screenshot(x, window: id)
            #expect(Self.bands(of: PlayerStyle.standard().decorations[.pageMark].tint, in: deleted).count == 1, "one bookmark row left")
            #expect(Self.bands(of: Highlights.Colour.yellow.color, in: deleted).count == 1)
            // N types the highlight's note in its bar (the N itself is not part of it), Enter saves it.
            key(x, id, "End", "n")
            x.run("xdotool", ["type", "--window", id, "hi"])
            key(x, id, "Return", "Escape")
            let saved = try Self.annotations(x)
            #expect((saved["highlights"] as? [[String: Any]])?.first?["note"] as? String == "hi")
            #expect((saved["bookmarks"] as? [[String: Any]])?.count == 1)

            // Opened again, the document lists the one bookmark left and the highlight.
            XvfbSession.stop(player)
            player = try x.launchPlayer([doc, "--window", "640x480"])
            id = try #require(x.window(named: "annotation-list-test"), "the player's window did not appear again")
            usleep(800_000)
            key(x, id, "a")
            let reopened = try window.screenshot(x, window: id)
            #expect(Self.bands(of: PlayerStyle.standard().decorations[.pageMark].tint, in: reopened).count == 1, "the deleted bookmark stays gone")
            #expect(Self.bands(of: Highlights.Colour.yellow.color, in: reopened).count == 1)
        }
    }
}
