import Foundation
import Testing
import SwipeDocument
import SwipeReader
import SwipeRender

extension SDLSerialTests {
    /// The player in a real window under Xvfb, driven by xdotool as a person would, compared with what
    /// `swipe-player render` draws for the same moment.
    struct WindowTests {
        static let document = """
        { "title": "window-test", "dimension": [400, 300], "bc": "#202020", "pages": [
          { "bc": "#f4f0e8", "elements": [
            { "x": 20, "y": 20, "w": 160, "h": 100, "bc": "#e07a3f", "cornerRadius": 12, "rotate": 8 },
            { "x": 200, "y": 30, "w": 180, "h": 80, "text": "Page one", "fontSize": 30, "textColor": "#123" },
            { "path": "ellipse", "x": 60, "y": 150, "w": 120, "h": 120, "fillColor": "#3f8fe0", "lineWidth": 4 } ] },
          { "bc": "#1b2a4a", "play": "never", "elements": [
            { "text": "Page two", "y": 100, "h": 100, "fontSize": 48, "textColor": "#fff", "opacity": 0, "to": { "opacity": 1 } } ] }
        ] }
        """

        func write(_ text: String, named name: String = "window-test.swipe") throws -> String {
            let dir = FileManager.default.temporaryDirectory.appendingPathComponent("swipe-window-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
            let file = dir.appendingPathComponent(name)
            try text.write(to: file, atomically: true, encoding: .utf8)
            return file.path
        }

        /// What `render` draws of page `page` at `size` (at `time`), with `options` besides.
        func render(_ doc: String, page: Int, size: String, environment: [String: String], time: Double? = nil, options: [String] = []) throws -> RasterImage {
            let out = FileManager.default.temporaryDirectory.appendingPathComponent("swipe-render-\(UUID().uuidString).png").path
            defer { try? FileManager.default.removeItem(atPath: out) }
            let p = Process()
            p.executableURL = SDLSerialTests.CommandLineTests.binary
            p.arguments = ["render", doc, "--output", out, "--page", "\(page)", "--size", size] + (time.map { ["--time", "\($0)"] } ?? []) + options
            p.environment = environment
            try p.run()
            p.waitUntilExit()
            #expect(p.terminationStatus == 0)
            return try #require(ImageLibrary.decode(path: out, animated: false).first)
        }

        /// What `render` draws of a folder or list at `size`.
        func renderList(_ folder: String, size: String, environment: [String: String]) throws -> RasterImage {
            let out = FileManager.default.temporaryDirectory.appendingPathComponent("swipe-list-\(UUID().uuidString).png").path
            defer { try? FileManager.default.removeItem(atPath: out) }
            let r = Process()
            r.executableURL = SDLSerialTests.CommandLineTests.binary
            r.arguments = ["render", folder, "--output", out, "--size", size]
            r.environment = environment
            try r.run()
            r.waitUntilExit()
            #expect(r.terminationStatus == 0)
            return try #require(ImageLibrary.decode(path: out, animated: false).first)
        }

        /// Starts the player on the document in a 400×300 window on the session's display, with `options`.
        func launch(_ doc: String, on x: XvfbSession, options: [String] = []) throws -> Process {
            try x.launchPlayer([doc, "--window", "400x300"] + options)
        }

        func screenshot(_ x: XvfbSession, window: String) throws -> RasterImage {
            let out = FileManager.default.temporaryDirectory.appendingPathComponent("swipe-shot-\(UUID().uuidString).png").path
            defer { try? FileManager.default.removeItem(atPath: out) }
            #expect(x.run("import", ["-window", window, out]) != nil, "screenshot failed")
            return try #require(ImageLibrary.decode(path: out, animated: false).first)
        }

        /// The window's picture once `shows` holds for it, else the last one taken when `timeout`
        /// has passed: a slow machine (a sanitizer's build, say) draws late, so a test waits for
        /// what it expects to see rather than for a fixed time.
        func screenshot(_ x: XvfbSession, window: String, timeout: TimeInterval = 20, until shows: (RasterImage) -> Bool) throws -> RasterImage {
            let deadline = Date().addingTimeInterval(timeout)
            while true {
                let shot = try screenshot(x, window: window)
                if shows(shot) || Date() >= deadline { return shot }
                usleep(100_000)
            }
        }

        /// The window's picture once it matches `expected` (as `difference` measures, under
        /// `tolerance`), else the last one taken when a hang's bound has passed: after a turn the
        /// page indicator shows for a while, and a slow machine turns and draws late.
        func screenshot(_ x: XvfbSession, window: String, matching expected: RasterImage, tolerance: Double = 0.01) throws -> RasterImage {
            try screenshot(x, window: window) { difference($0, expected) < tolerance }
        }

        /// The fraction of pixels (of the rows `rows`, all by default) that differ visibly.
        func difference(_ a: RasterImage, _ b: RasterImage, rows: Range<Int>? = nil) -> Double {
            guard a.width == b.width, a.height == b.height else { return 1 }
            let rows = rows ?? 0..<a.height
            var n = 0
            for i in stride(from: rows.lowerBound * a.width * 4, to: rows.upperBound * a.width * 4, by: 4) {
                if (0..<3).contains(where: { abs(Int(a.pixels[i + $0]) - Int(b.pixels[i + $0])) > 24 }) { n += 1 }
            }
            return Double(n) / Double(a.width * rows.count)
        }

        /// The page indicator holds for 1.5 s after a page becomes current and fades in 0.5 s.
        static let indicatorGone: useconds_t = 2_100_000

        /// The window's picture once it `shows` what the test waits for, and the page indicator its
        /// first page brings has had its time since the window appeared: a slow player (a
        /// sanitizer's build) draws its first frame well before the indicator it shows next, and a
        /// picture matching `render` may be that frame.
        func opened(_ x: XvfbSession, window: String, until shows: (RasterImage) -> Bool) throws -> RasterImage {
            if let shown = x.windowShownAt {
                let left = shown.timeIntervalSinceNow + Double(Self.indicatorGone) / 1e6
                if left > 0 { usleep(useconds_t(left * 1e6)) }
            }
            return try screenshot(x, window: window, until: shows)
        }

        /// The window's picture once the page indicator has had its time and two pictures in a
        /// row are the same (a slow machine may still be fading it), for pages whose picture at
        /// rest the test cannot ask `render` for; else the last one taken at a hang's bound.
        func atRest(_ x: XvfbSession, window: String) throws -> RasterImage {
            usleep(Self.indicatorGone)
            var last = try screenshot(x, window: window)
            return try screenshot(x, window: window) { shot in
                defer { last = shot }
                return difference(shot, last) == 0
            }
        }

        @Test func windowShowsWhatRenderDrawsAndKeysTurnPages() throws {
            let x = try XvfbSession()
            let doc = try write(Self.document)
            // Drawn before the window opens: the indicator's 2 s start with its first frame, and a
            // `render` made after it (slow under a sanitizer) could outlast them.
            let expectedFirst = try render(doc, page: 1, size: "400x300", environment: x.environment)
            let player = try launch(doc, on: x)
            defer { XvfbSession.stop(player) }

            let window = try #require(x.window(named: "window-test"), "the player's window did not appear")
            // The indicator shows over the page for 1.5 s once it is current (a frame or two of the
            // page may come before it).
            let withIndicator = try screenshot(x, window: window) {
                difference($0, expectedFirst, rows: 0..<240) < 0.01 && difference($0, expectedFirst, rows: 240..<300) > 0.01
            }
            #expect(withIndicator.width == 400 && withIndicator.height == 300)
            #expect(difference(withIndicator, expectedFirst, rows: 240..<300) > 0.01, "the page indicator shows at the bottom when the document opens")
            #expect(difference(withIndicator, expectedFirst, rows: 0..<240) < 0.01, "and covers nothing else")
            let first = try screenshot(x, window: window, matching: expectedFirst)
            #expect(difference(first, expectedFirst) < 0.01, "page 1 in the window differs from render")

            x.run("xdotool", ["key", "--window", window, "Right"])
            let expectedSecond = try render(doc, page: 2, size: "400x300", environment: x.environment)
            let second = try screenshot(x, window: window, matching: expectedSecond)
            #expect(difference(second, expectedSecond) < 0.01, "page 2 in the window differs from render")
            #expect(difference(first, second) > 0.3, "the Right key turned the page")

            x.run("xdotool", ["key", "--window", window, "q"])
            let deadline = Date().addingTimeInterval(10)
            while player.isRunning && Date() < deadline { usleep(50_000) }
            #expect(!player.isRunning, "Q quits")
            #expect(player.terminationStatus == 0)
        }

        /// A folder opened in a real window shows what `render` draws of it; a click on a row opens
        /// that document, Escape comes back to the list.
        @Test func aFolderInTheWindowIsTheListRenderDrawsAndOpensItsDocuments() throws {
            let x = try XvfbSession()
            let doc = try write(Self.document)
            let folder = (doc as NSString).deletingLastPathComponent
            try ##"{ "title": "Second book", "pages": [ { "bc": "#00ff00" } ] }"##.write(toFile: folder + "/second.swipe", atomically: true, encoding: .utf8)
            let player = try launch(folder, on: x)
            defer { XvfbSession.stop(player) }
            let window = try #require(x.window(named: (folder as NSString).lastPathComponent), "the player's window did not appear")
            usleep(500_000)
            let list = try screenshot(x, window: window)
            let expected = try renderList(folder, size: "400x300", environment: x.environment)
            #expect(difference(list, expected) < 0.01, "the folder in the window differs from render")
            // Rows sort by file name: "second.swipe" first, then "window-test.swipe". Clicking the
            // second row's middle opens the window test document.
            let layout = ListLayout(list: try FolderReader.list(path: folder), language: "en", viewport: Point(400, 300), showsBack: false, icons: ImageLibrary())
            let row = layout.rows[1].frame
            let y = Int(layout.barHeight + row.y + row.height / 2)
            x.run("xdotool", ["mousemove", "--window", window, "200", "\(y)", "click", "1"])
            let expectedOpened = try render(doc, page: 1, size: "400x300", environment: x.environment)
            let opened = try screenshot(x, window: window, matching: expectedOpened)
            #expect(difference(opened, expectedOpened) < 0.01, "the click opened the row's document")
            x.run("xdotool", ["key", "--window", window, "Escape"])
            usleep(500_000)
            #expect(difference(try screenshot(x, window: window), list) < 0.01, "Escape came back to the list")
        }

        @Test func aMouseDragTurnsThePageAndItsAnimationRuns() throws {
            let x = try XvfbSession()
            let doc = try write(Self.document.replacingOccurrences(of: #""play": "never", "#, with: #""duration": 0.5, "#))
            let player = try launch(doc, on: x)
            defer { XvfbSession.stop(player) }
            let window = try #require(x.window(named: "window-test"), "the player's window did not appear")
            usleep(500_000)

            // A short, slow drag that stops before letting go springs back to page 1.
            var short = ["mousemove", "--window", window, "200", "200", "mousedown", "1"]
            for y in stride(from: 196, through: 176, by: -4) { short += ["mousemove", "--window", window, "200", "\(y)", "sleep", "0.05"] }
            short += ["sleep", "0.2", "mouseup", "1"]
            x.run("xdotool", short)
            let expectedFirst = try render(doc, page: 1, size: "400x300", environment: x.environment)
            #expect(difference(try screenshot(x, window: window, matching: expectedFirst), expectedFirst) < 0.01, "a short drag snaps back")

            // Dragging up by two thirds of the page, as a person would (vertical paging), turns it.
            var steps = ["mousemove", "--window", window, "200", "260", "mousedown", "1"]
            for y in stride(from: 240, through: 60, by: -20) { steps += ["mousemove", "--window", window, "200", "\(y)", "sleep", "0.02"] }
            steps += ["mouseup", "1"]
            x.run("xdotool", steps)
            let expectedSecond = try render(doc, page: 2, size: "400x300", environment: x.environment, time: 10)
            let shot = try screenshot(x, window: window, matching: expectedSecond)
            #expect(difference(shot, expectedSecond) < 0.01, "page 2, its fade-in animation finished")
            x.run("xdotool", ["key", "--window", window, "q"])
        }
    }
}
