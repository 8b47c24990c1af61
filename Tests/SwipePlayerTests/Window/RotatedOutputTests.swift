import Foundation
import Testing
import SwipeDocument
import SwipeRender

extension SDLSerialTests {
    /// `--rotate` in a real window under Xvfb: the window's picture, turned back with ImageMagick,
    /// is what `render` draws upright, and a click where an element shows on the turned picture
    /// taps that element, as `render --tap` taps it upright.
    struct RotatedOutputTests {
        let window = WindowTests()
        let interaction = InteractionWindowTests()

        /// A 400×300 page with two tappable boxes, each turning another colour when tapped, and a
        /// text, so that a picture turned the wrong way or mirrored differs.
        static let document = """
        { "title": "rotate-test", "dimension": [400, 300], "bc": "#202020", "pages": [
          { "bc": "#f4f0e8", "play": "never", "elements": [
            { "x": 40, "y": 40, "w": 120, "h": 90, "bc": "#e07a3f",
              "events": { "tapped": { "actions": [ { "update": { "bc": "#00c000", "duration": 0 } } ] } } },
            { "x": 240, "y": 170, "w": 120, "h": 90, "bc": "#3f8fe0",
              "events": { "tapped": { "actions": [ { "update": { "bc": "#c000c0", "duration": 0 } } ] } } },
            { "x": 200, "y": 30, "w": 180, "h": 80, "text": "Upright", "fontSize": 30, "textColor": "#123" } ] }
        ] }
        """

        /// The first box's centre, (100, 85) of the page, where it shows on the window turned
        /// `angle` degrees clockwise: a 300×400 window at 90 and 270, 400×300 at 180. The first
        /// box's place at 180 is where the second box's would be without the turn.
        static let firstBoxOnScreen = [90: (215, 100), 180: (300, 215), 270: (85, 300)]

        /// The window's picture turned back upright by ImageMagick, once it is `expected` (the page
        /// indicator gone, a tap's change shown), or after 10 s.
        func upright(_ id: String, turnedBy angle: Int, on x: XvfbSession, expected: RasterImage) throws -> RasterImage {
            let deadline = Date().addingTimeInterval(10)
            while true {
                let shot = try upright(try window.screenshot(x, window: id), turnedBy: angle, on: x)
                if window.difference(shot, expected) < 0.01 || Date() > deadline { return shot }
                usleep(200_000)
            }
        }

        func upright(_ shot: RasterImage, turnedBy angle: Int, on x: XvfbSession) throws -> RasterImage {
            let dir = FileManager.default.temporaryDirectory
            let turned = dir.appendingPathComponent("swipe-turned-\(UUID().uuidString).png").path
            let back = dir.appendingPathComponent("swipe-upright-\(UUID().uuidString).png").path
            #expect(shot.writePNG(to: turned))
            #expect(x.run("convert", [turned, "-rotate", "\(-angle)", back]) != nil, "convert failed")
            return try #require(ImageLibrary.decode(path: back, animated: false).first)
        }

        /// The player turned `angle` degrees (by `--rotate`, or by `SWIPE_PLAYER_ROTATE` when
        /// `fromEnvironment`): its picture turned back is render's; a click on the first box
        /// where it shows turns that box green, as a tap on it upright does, and the second box
        /// stays blue.
        func check(_ angle: Int, fromEnvironment: Bool = false) throws {
            let x = try XvfbSession()
            let doc = try window.write(Self.document)
            let size = angle == 180 ? "400x300" : "300x400"
            let player = try x.launchPlayer([doc, "--window", size] + (fromEnvironment ? [] : ["--rotate", "\(angle)"]),
                                            environment: fromEnvironment ? ["SWIPE_PLAYER_ROTATE": "\(angle)"] : [:])
            defer { XvfbSession.stop(player) }
            let id = try #require(x.window(named: "rotate-test"), "the player's window did not appear")
            let shot = try window.screenshot(x, window: id)
            #expect("\(shot.width)x\(shot.height)" == size, "the window keeps its size: the picture turns inside it")
            let expected = try interaction.render(doc, taps: [], time: 1, environment: x.environment)
            let before = try upright(id, turnedBy: angle, on: x, expected: expected)
            #expect(window.difference(before, expected) < 0.01, "\(angle)°: the picture turned back is render's")

            let (px, py) = try #require(Self.firstBoxOnScreen[angle])
            x.run("xdotool", ["mousemove", "--window", id, "\(px)", "\(py)", "click", "1"])
            let tapped = try interaction.render(doc, taps: ["100,85@0"], time: 1, environment: x.environment)
            #expect(window.difference(tapped, expected) > 0.05, "the tap changes the first box")
            let after = try upright(id, turnedBy: angle, on: x, expected: tapped)
            #expect(window.difference(after, tapped) < 0.01, "\(angle)°: the click tapped the first box, as a tap on it upright does")
        }

        @Test func aQuarterTurnShowsRendersPictureAndTapsWhereTheFingerIs() throws { try check(90) }

        @Test func aHalfTurnShowsRendersPictureAndTapsWhereTheFingerIs() throws { try check(180) }

        @Test func threeQuartersFromTheEnvironmentShowRendersPictureAndTapWhereTheFingerIs() throws { try check(270, fromEnvironment: true) }

        @Test func onlyQuarterTurnsAreTaken() throws {
            let cli = CommandLineTests()
            let flag = try cli.run(["--rotate", "45"])
            #expect(flag.status != 0 && flag.stderr.contains("--rotate"), "\(flag.stderr)")
            var env = ProcessInfo.processInfo.environment
            env["SWIPE_PLAYER_ROTATE"] = "sideways"
            let variable = try cli.run([], environment: env)
            #expect(variable.status != 0 && variable.stderr.contains("SWIPE_PLAYER_ROTATE must be 0, 90, 180 or 270"), "\(variable.stderr)")
        }
    }
}
