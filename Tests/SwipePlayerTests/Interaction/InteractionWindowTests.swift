import Foundation
import MediaTestSupport
import Testing
import SwipeDocument
import SwipeRender

extension SDLSerialTests {
    /// Interactive corpus documents in a real window under Xvfb, clicked with xdotool, compared
    /// with what `render --tap … --time …` draws for the same taps once everything has settled.
    struct InteractionWindowTests {
        let window = WindowTests()

        /// A copy of a corpus document in a folder of its own (the window is found by its name).
        func copy(_ name: String) throws -> String {
            let dir = FileManager.default.temporaryDirectory.appendingPathComponent("swipe-interaction-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
            let file = dir.appendingPathComponent((name as NSString).lastPathComponent)
            try FileManager.default.copyItem(at: TestCorpus.url(name), to: file)
            return file.path
        }

        /// What `render` draws at 400×300 after `taps` ("X,Y@T"), at `time`.
        func render(_ doc: String, taps: [String], time: Double, environment: [String: String]) throws -> RasterImage {
            let out = FileManager.default.temporaryDirectory.appendingPathComponent("swipe-render-\(UUID().uuidString).png").path
            defer { try? FileManager.default.removeItem(atPath: out) }
            let p = Process()
            p.executableURL = SDLSerialTests.CommandLineTests.binary
            p.arguments = ["render", doc, "--output", out, "--size", "400x300", "--time", "\(time)"] + taps.flatMap { ["--tap", $0] }
            p.environment = environment
            p.standardError = FileHandle.nullDevice
            try p.run()
            p.waitUntilExit()
            #expect(p.terminationStatus == 0)
            return try #require(ImageLibrary.decode(path: out, animated: false).first)
        }

        /// The player in a 400×300 window on a copy of corpus document `name`, once its page
        /// indicator has gone, with the window's id and what it shows.
        func open(_ name: String) throws -> (x: XvfbSession, doc: String, player: Process, id: String, before: RasterImage) {
            let x = try XvfbSession()
            let doc = try copy(name)
            let player = try window.launch(doc, on: x)
            guard let id = x.window(named: (name as NSString).lastPathComponent) else {
                XvfbSession.stop(player)
                throw XvfbSession.SessionError("the player's window did not appear")
            }
            return (x, doc, player, id, try window.atRest(x, window: id))
        }

        /// A tap: the press and the release sent back to back. xdotool's `click` sleeps between
        /// them, and on a loaded machine a release that comes half a second late makes a long
        /// press, which selects the button's word for a highlight instead of tapping it.
        func click(_ x: XvfbSession, _ id: String, _ px: Int, _ py: Int) {
            x.run("xdotool", ["mousemove", "--window", id, "\(px)", "\(py)", "mousedown", "1", "mouseup", "1"])
        }

        /// update.swipe: "one" writes its text into the caption in red on green; "^" copies the
        /// field's text into the caption, disables itself and empties the field.
        @Test func updateButtonsChangeTheCaptionAsRenderDraws() throws {
            let (x, doc, player, id, _) = try open("update.swipe")
            defer { XvfbSession.stop(player) }
            let loaded = try render(doc, taps: [], time: 1, environment: x.environment)
            let before = try window.screenshot(x, window: id) { window.difference($0, loaded) < 0.01 }
            #expect(window.difference(before, loaded) < 0.01, "the button's load enabled it (a blue ^), as render --time shows")

            let one = try render(doc, taps: ["100,160@0"], time: 1, environment: x.environment)
            click(x, id, 100, 160)
            let afterOne = try window.screenshot(x, window: id) { window.difference($0, one) < 0.01 }
            #expect(window.difference(before, afterOne) > 0.05, "the click on \"one\" changed the caption")
            #expect(window.difference(afterOne, one) < 0.01)

            let up = try render(doc, taps: ["100,160@0", "361,285@1"], time: 2, environment: x.environment)
            click(x, id, 361, 285)
            let afterUp = try window.screenshot(x, window: id) { window.difference($0, up) < 0.01 }
            #expect(window.difference(afterUp, up) < 0.01)
            #expect(window.difference(afterOne, afterUp) > 0.02)
        }

        /// actions.swipe: a click on the pink box starts its timer: a little later it shows "tick"
        /// or "tock", as render draws it, and goes on after a second click.
        @Test func actionsClickStartsTheTimer() throws {
            let (x, doc, player, id, _) = try open("actions.swipe")
            defer { XvfbSession.stop(player) }
            let loaded = try render(doc, taps: [], time: 0, environment: x.environment)
            let before = try window.screenshot(x, window: id) { window.difference($0, loaded) < 0.01 }
            #expect(window.difference(before, loaded) < 0.01)

            let tick = try render(doc, taps: ["200,100@0"], time: 2.2, environment: x.environment)
            let tock = try render(doc, taps: ["200,100@0"], time: 2.7, environment: x.environment)
            // The box's rows, where its words are a few per cent of the pixels.
            let box = 85..<115
            #expect(window.difference(tick, tock, rows: box) > 0.02, "tick and tock differ")
            click(x, id, 200, 100)
            func ticking(_ shot: RasterImage) -> Bool { min(window.difference(shot, tick, rows: box), window.difference(shot, tock, rows: box)) < 0.01 }
            let after = try window.screenshot(x, window: id, until: ticking)
            #expect(ticking(after), "the box shows tick or tock")
            // Each tick changes the text over half a second: watch a whole period after the second click.
            click(x, id, 200, 100)
            var shots: [RasterImage] = []
            for _ in 0..<12 {
                shots.append(try window.screenshot(x, window: id))
                usleep(100_000)
            }
            #expect(shots.contains(where: ticking), "the timer goes on")
            #expect(window.difference(before, after) > 0.001)
        }
    
        /// Whether the pixel at (x, y) is the focus frame's red.
        func isRed(_ image: RasterImage, _ x: Int, _ y: Int) -> Bool {
            let i = (y * image.width + x) * 4
            return image.pixels[i] > 200 && image.pixels[i + 1] < 90 && image.pixels[i + 2] < 90
        }

        /// network.swipe against servers on 127.0.0.1: a click gets the JSON, whose "imgURL" names
        /// a red PNG another server serves; the picture (150×150, centred at 200,240 in the 400×300
        /// window) turns red once it is fetched and decoded, and the label shows the caption.
        @Test func networkClickReplacesThePictureByTheResponsesOne() throws {
            try InteractionPicturesTests.inTemporaryFolder(networkClick)
        }

        func networkClick(in work: URL) throws {
            let pictures = try LocalHTTPServer(files: ["/red.png": ("image/png", try InteractionPicturesTests.solidPNG([255, 0, 0], width: 16, height: 16, in: work))])
            let api = try LocalHTTPServer(files: ["/simpledata.txt": ("text/plain", Data(#"{"caption":"Hello","imgURL":"\#(pictures.url("/red.png"))"}"#.utf8))])
            let doc = work.appendingPathComponent("network.swipe")
            try String(contentsOf: TestCorpus.url("network.swipe"), encoding: .utf8)
                .replacingOccurrences(of: "http://www.stoppani.net/swipe/simpledata.txt", with: api.url("/simpledata.txt"))
                .write(to: doc, atomically: true, encoding: .utf8)
            try FileManager.default.copyItem(at: TestCorpus.url("more.png"), to: work.appendingPathComponent("more.png"))

            let x = try XvfbSession()
            let player = try window.launch(doc.path, on: x)
            defer { XvfbSession.stop(player) }
            let id = try #require(x.window(named: "network.swipe"), "the player's window did not appear")
            let before = try window.atRest(x, window: id)
            #expect(!isRed(before, 200, 240), "more.png shows first")
            click(x, id, 200, 80)
            // The get, then the picture's download and decoding, in the background.
            var after = before
            for _ in 0..<40 where !isRed(after, 200, 240) {
                usleep(200_000)
                after = try window.screenshot(x, window: id)
            }
            #expect(isRed(after, 200, 240), "the picture is the red one")
            #expect(isRed(after, 130, 170) && isRed(after, 270, 295), "in the same place")
            #expect(!isRed(after, 100, 240), "beside the picture nothing changed")
            #expect(window.difference(before, after, rows: 105..<160) > 0.005, "the label shows the caption")
        }

        /// tv/focus.swipe: the arrow keys move the red frame from button to button (laid out in
        /// the 400×300 window: "1" across the top at y 50, "2" and "3" side by side at y 105).
        @Test func focusFrameFollowsTheArrowKeys() throws {
            let (x, doc, player, id, before) = try open("tv/focus.swipe")
            defer { XvfbSession.stop(player) }
            #expect(!isRed(before, 200, 51) && !isRed(before, 300, 106))
            x.run("xdotool", ["key", "--window", id, "Down"])
            usleep(800_000)
            let onOne = try window.screenshot(x, window: id)
            #expect(isRed(onOne, 200, 51), "the first key focuses the first button")
            for key in ["Down", "Right"] {
                x.run("xdotool", ["key", "--window", id, key])
                usleep(300_000)
            }
            usleep(800_000)
            let onThree = try window.screenshot(x, window: id)
            #expect(isRed(onThree, 300, 106), "Down, then Right: the frame is on \"3\"")
            #expect(!isRed(onThree, 200, 51))
            // Enter taps "3": its background fades from #ccc (204) to #eee (238) over 0.4 s.
            x.run("xdotool", ["key", "--window", id, "Return"])
            usleep(150_000)
            let tapped = try window.screenshot(x, window: id)
            let i = (130 * tapped.width + 230) * 4
            #expect(onThree.pixels[i] == 204 && tapped.pixels[i] > 208, "Enter taps the focused button")
        }
    
        /// update.swipe: text typed with xdotool reaches the field and enables the button; the
        /// button then copies it into the caption (as render draws the same taps).
        @Test func typedTextReachesTheFieldAndEnablesTheButton() throws {
            let (x, doc, player, id, _) = try open("update.swipe")
            defer { XvfbSession.stop(player) }
            click(x, id, 150, 285)
            usleep(300_000)
            // The click put the caret where it was: End takes it after "hi".
            x.run("xdotool", ["key", "--window", id, "End", "BackSpace", "BackSpace"])
            usleep(600_000)
            let emptied = try window.screenshot(x, window: id)
            x.run("xdotool", ["type", "--window", id, "abc"])
            let typed = try window.screenshot(x, window: id) { window.difference(emptied, $0, rows: 260..<300) > 0.005 }
            #expect(window.difference(emptied, typed, rows: 260..<300) > 0.005, "the field shows the typed text and the button its ^")
            // The caption reads "abc", as it would had the document been written with that text
            // (a copy beside it: the open document is watched, and would reload).
            let edited = (doc as NSString).deletingPathExtension + "-edited.swipe"
            try String(contentsOfFile: doc, encoding: .utf8).replacingOccurrences(of: #""text":"hi""#, with: #""text":"abc""#)
                .write(toFile: edited, atomically: true, encoding: .utf8)
            let expected = try render(edited, taps: ["361,285@0"], time: 1, environment: x.environment)
            click(x, id, 361, 285)
            let copied = try window.screenshot(x, window: id) { window.difference($0, expected, rows: 0..<100) < 0.01 }
            #expect(window.difference(copied, expected, rows: 0..<100) < 0.01)
        }
    }
}
