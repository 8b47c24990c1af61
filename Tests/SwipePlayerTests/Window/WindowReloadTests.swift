import Foundation
import Testing
import SwipeDocument
import SwipeRender

extension SDLSerialTests.WindowTests {
    /// An author edits the document under the running player: each good version shows in place,
    /// on the same page, within about half a second; a version with a syntax error leaves the last
    /// good one showing under an overlay listing the error, until it is fixed.
    @Test func editsShowLiveAndErrorsShowOverTheLastGoodVersion() throws {
        let x = try XvfbSession()
        func version(_ text: String, _ colour: String) -> String {
            ##"{ "title": "window-test", "dimension": [400, 300], "pages": [ { "bc": "#ffffff" }, { "bc": "\##(colour)", "elements": [ { "text": "\##(text)", "fontSize": 36 } ] } ] }"##
        }
        let doc = try write(version("First draft", "#f4f0e8"))
        let player = try launch(doc, on: x)
        defer { XvfbSession.stop(player) }
        let window = try #require(x.window(named: "window-test"), "the player's window did not appear")
        x.run("xdotool", ["key", "--window", window, "Right"])
        _ = try screenshot(x, window: window, matching: try render(doc, page: 2, size: "400x300", environment: x.environment))

        try version("Second draft", "#1b2a4a").write(toFile: doc, atomically: true, encoding: .utf8)
        usleep(900_000)
        let edited = try screenshot(x, window: window)
        #expect(difference(edited, try render(doc, page: 2, size: "400x300", environment: x.environment)) < 0.01,
                "the edit shows on the same page without restarting")

        let good = doc + ".good"
        try FileManager.default.copyItem(atPath: doc, toPath: good)
        try ##"{ "title": "window-test", "pages": [ { "bc": "#fff" },, ] "##.write(toFile: doc, atomically: true, encoding: .utf8)
        usleep(900_000)
        let broken = try screenshot(x, window: window)
        let lastGood = try render(good, page: 2, size: "400x300", environment: x.environment)
        #expect(difference(broken, lastGood, rows: 0..<50) > 0.05, "an overlay lists the error at the top")
        #expect(difference(broken, lastGood, rows: 60..<300) < 0.01, "over the last good version")

        try version("Fixed", "#3f8fe0").write(toFile: doc, atomically: true, encoding: .utf8)
        usleep(900_000)
        let fixed = try screenshot(x, window: window)
        #expect(difference(fixed, try render(doc, page: 2, size: "400x300", environment: x.environment)) < 0.01,
                "the overlay goes once the error is fixed")
        #expect(player.isRunning)
    }
}
