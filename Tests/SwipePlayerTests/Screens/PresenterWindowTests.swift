import Foundation
import Testing
import SwipeDocument
import SwipeReader
import SwipeRender

extension SDLSerialTests {
    /// Presenting in real windows: the presenter keys (blanking, a page number then Enter, Home
    /// and End), and `--presenter` on an X display with two monitors: the audience window shows
    /// what `render` draws, the presenter view the current and next pages, and a key in either
    /// window turns both.
    struct PresenterWindowTests {
        let window = WindowTests()
        let slideshow = SlideshowWindowTests()
        /// The window test document's rows above the page indicator.
        let above = 0..<240

        /// Three pages, each its own colour, a still box on each.
        func document() throws -> String {
            try window.write(SlideshowWindowTests.document(durations: [0.1, 0.1, 0.1], audio: [nil, nil, nil])
                .replacingOccurrences(of: "slideshow-test", with: "window-test")
                .replacingOccurrences(of: #", "to": { "translate": [300, 0] }"#, with: ""))
        }

        /// The share of pixels of `image` within 30 of `colour` in every channel.
        func share(of colour: (Int, Int, Int), in image: RasterImage) -> Double {
            var n = 0
            for i in stride(from: 0, to: image.pixels.count, by: 4)
            where abs(Int(image.pixels[i]) - colour.0) < 30 && abs(Int(image.pixels[i + 1]) - colour.1) < 30 && abs(Int(image.pixels[i + 2]) - colour.2) < 30 {
                n += 1
            }
            return Double(n) / Double(image.width * image.height)
        }

        /// Which page (0-based) the middle of `rect` of `image` shows.
        func page(in image: RasterImage, at rect: Rect) -> Int? {
            SlideshowWindowTests.page(showing: image.pixel(Int(rect.x + rect.width / 2), Int(rect.y + rect.height / 2)))
        }

        @Test func blankingAPageNumberAndHomeAndEnd() throws {
            let x = try XvfbSession()
            let doc = try document()
            // Presenting (one display: no presenter view), B blanks rather than bookmarks.
            let player = try slideshow.launch(doc, ["--presenter"], on: x)
            defer { XvfbSession.stop(player) }
            let id = try #require(x.window(named: "window-test"), "the player's window did not appear")
            let pages = try (1...3).map { try window.render(doc, page: $0, size: "400x300", environment: x.environment) }
            // Each key's result, once the window shows it (or a hang's bound has passed).
            func shows(_ page: Int) throws -> Bool {
                let isPage = { (shot: RasterImage) in window.difference(shot, pages[page - 1], rows: above) < 0.01 }
                return isPage(try window.screenshot(x, window: id, until: isPage))
            }
            func blank(_ colour: (Int, Int, Int)) throws -> Bool {
                let isBlank = { (shot: RasterImage) in share(of: colour, in: shot) > 0.99 }
                return isBlank(try window.screenshot(x, window: id, until: isBlank))
            }
            func key(_ keys: String...) { x.run("xdotool", ["key", "--window", id] + keys) }

            #expect(try shows(1))
            key("b")
            #expect(try blank((0, 0, 0)), "B blanks to black")
            key("b")
            #expect(try shows(1), "B again shows the page")
            key("w")
            #expect(try blank((255, 255, 255)), "W blanks to white")
            key("period")
            #expect(try blank((0, 0, 0)), ". blanks to black too")
            key("Right")
            #expect(try shows(2), "a page key shows the document again, turned")
            key("3", "Return")
            #expect(try shows(3), "3 then Enter goes to page 3")
            key("KP_1", "KP_Enter")
            #expect(try shows(1), "the keypad's digits and Enter too")
            key("End")
            #expect(try shows(3))
            key("Home")
            #expect(try shows(1))
            key("2", "x", "Return")
            // Time enough for a turn that should not come.
            usleep(700_000)
            #expect(try shows(1), "another key between the number and Enter drops the number")
            #expect(player.isRunning)
        }

        @Test func thePresenterViewShowsTheCurrentAndNextPagesAndEitherWindowTurnsBoth() throws {
            let x = try XvfbSession.twoMonitors()
            let doc = try document()
            let player = try slideshow.launch(doc, ["--presenter"], on: x)
            defer { XvfbSession.stop(player) }
            let audience = try #require(x.window(named: "^window-test$"), "the audience window did not appear")
            let presenter = try #require(x.window(named: "presenter view"), "the presenter view did not appear")
            #expect(x.run("xprop", ["-id", presenter, "WM_CLASS"]) == VideoHintsTests.windowClass, "the desktop shows the presenter view as the player's")
            let pages = try (1...3).map { try window.render(doc, page: $0, size: "400x300", environment: x.environment) }
            _ = try window.screenshot(x, window: audience, matching: pages[0])

            let view = try window.screenshot(x, window: presenter)
            #expect(view.width == 800 && view.height == 600, "the presenter view fills the second monitor: \(view.width)x\(view.height)")
            let layout = PresenterLayout(viewport: Point(Double(view.width), Double(view.height)), style: .standard())
            func check(_ current: Int, _ why: Comment) throws {
                let seen = try window.screenshot(x, window: audience)
                #expect(window.difference(seen, pages[current], rows: above) < 0.01, "the audience sees page \(current + 1): \(why)")
                let v = try window.screenshot(x, window: presenter)
                #expect(page(in: v, at: layout.current) == current, "the presenter's current page: \(why)")
                if current < 2 { #expect(page(in: v, at: layout.next) == current + 1, "the presenter's next page: \(why)") }
            }
            try check(0, "at the start")
            #expect(window.difference(try window.screenshot(x, window: audience), pages[0]) < 0.01, "the audience window shows only the document")
            let background = view.pixel(Int(layout.clockLabel.x) - 2, Int(layout.clockLabel.y) + 2)
            var clockInk = 0
            for y in Int(layout.clockLabel.y)..<Int(layout.clockLabel.y + layout.clockLabel.height) {
                for x in Int(layout.clockLabel.x)..<Int(layout.clockLabel.x + layout.clockLabel.width) where view.pixel(x, y).0 != background.0 { clockInk += 1 }
            }
            #expect(clockInk > 50, "the elapsed time is drawn")

            x.run("xdotool", ["key", "--window", presenter, "Right"])
            usleep(800_000)
            try check(1, "a key in the presenter view turns both")
            x.run("xdotool", ["key", "--window", audience, "Right"])
            usleep(800_000)
            try check(2, "a key in the audience window turns both")
            x.run("xdotool", ["key", "--window", presenter, "Home"])
            usleep(800_000)
            try check(0, "Home in the presenter view")

            // A click in the presenter view is not a tap on the document.
            x.run("xdotool", ["mousemove", "--window", presenter, "200", "300", "click", "1"])
            usleep(500_000)
            try check(0, "after a click in the presenter view")
            #expect(player.isRunning)
        }

        @Test func withOneDisplayThePresenterViewIsLeftOutAndSaidSo() throws {
            let x = try XvfbSession()
            let doc = try document()
            let log = FileManager.default.temporaryDirectory.appendingPathComponent("swipe-presenter-\(UUID().uuidString).txt")
            let player = try slideshow.launch(doc, ["--presenter"], on: x, log: log)
            defer { XvfbSession.stop(player) }
            #expect(x.window(named: "window-test") != nil, "the document plays")
            // The view is looked for once the audience window is open.
            var messages = ""
            let deadline = Date().addingTimeInterval(5)
            while !messages.contains("presenter view") && Date() < deadline {
                usleep(100_000)
                messages = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
            }
            #expect(messages.contains("only one display") && messages.contains("without the presenter view"), "\(messages)")
        }
    }
}
