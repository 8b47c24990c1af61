import Foundation
import Testing
@testable import SwipeDocument
@testable import SwipeReader

extension SDLSerialTests {
    /// The reader menu one finger and two taps away, in a kiosk under Xvfb driven by xdotool (a
    /// Ctrl+click is one finger, `SimulatedTouch`): a tap on the page's empty part shows the
    /// controls with a menu button and turns no page; a tap on the menu button opens the reader menu.
    struct OneFingerControlsWindowTests {
        let window = WindowTests()
        static let json = ##"{ "title": "one-finger-test", "dimension": [800, 600], "pages": [ { "bc": "#2050a0", "elements": [ { "x": 40, "y": 40, "w": 300, "h": 60, "text": "Welcome", "textColor": "white" } ] }, { "bc": "#a02060" } ] }"##

        /// One finger tapping at window pixel `p`.
        func fingerTap(_ x: XvfbSession, _ id: String, _ p: Point) {
            x.run("xdotool", ["keydown", "ctrl", "mousemove", "--window", id, "\(Int(p.x))", "\(Int(p.y))", "click", "1", "keyup", "ctrl"])
        }

        @Test func aTapOnTheEmptyPageShowsTheControlsAndATapOnTheMenuButtonOpensTheMenu() throws {
            let x = try XvfbSession()
            let doc = try window.write(Self.json)
            let player = try x.launchPlayer([doc, "--kiosk"])
            defer { XvfbSession.stop(player) }
            let id = try KioskWindowTests().kioskWindow(x, named: "one-finger-test")
            let viewport = Point(1024, 768)
            let page = try window.render(doc, page: 1, size: "1024x768", environment: x.environment)
            // At rest, once the indicator the opening showed has faded: no control shows.
            let rest = try window.screenshot(x, window: id, matching: page)
            #expect(window.difference(rest, page) < 0.01, "at rest the page shows alone")

            fingerTap(x, id, Point(700, 400))
            let menuButton = PlayerChrome.menuButton(viewport: viewport)
            let button = Array(Int(menuButton.y)..<Int(menuButton.y + menuButton.height))
            let shown = try window.screenshot(x, window: id) { window.difference($0, page, rows: button.first!..<button.last!) > 0.05 }
            _ = x.run("import", ["-window", id, FileManager.default.temporaryDirectory.appendingPathComponent("one-finger-controls.png").path])
            #expect(window.difference(shown, page, rows: button.first!..<button.last!) > 0.05, "the controls show at the bottom")
            #expect(window.difference(shown, page, rows: 0..<Int(menuButton.y) - 20) < 0.01, "the page is still the first, untouched")

            fingerTap(x, id, Point(menuButton.x + menuButton.width / 2, menuButton.y + menuButton.height / 2))
            let open = try window.screenshot(x, window: id) { window.difference($0, page) > 0.3 }
            _ = x.run("import", ["-window", id, FileManager.default.temporaryDirectory.appendingPathComponent("one-finger-menu.png").path])
            #expect(window.difference(open, page) > 0.3, "the reader menu and its backdrop cover the page")
            #expect(player.isRunning)
        }
    }
}
