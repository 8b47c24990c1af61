import Foundation
import MediaTestSupport
import Testing

extension SDLSerialTests {
    /// The player on AT-SPI2 as a screen reader finds it: under Xvfb, with a session bus of the
    /// test's own (`dbus-run-session`, which starts the accessibility bus and registry on the first
    /// `GetAddress`), a pyatspi client finds the application by name, reads the page's text, runs
    /// the button's action (the document's `tapped` changes the caption's text) and, after a page
    /// turn with the Right key, reads the next page's text.
    struct AccessibilityBridgeTests {
        static let document = """
            { "pages": [
              { "play":"never", "elements": [
                { "id":"caption", "text":"Hello from page one", "x":10, "y":10, "w":400, "h":40, "fontSize":20 },
                { "text":"Press me", "x":10, "y":80, "w":200, "h":40, "bc":"#ddd",
                  "events": { "tapped": { "actions": [ { "update": { "id":"caption", "text":"Button pressed" } } ] } } } ] },
              { "play":"never", "elements": [ { "text":"Second page text", "x":10, "y":10, "w":400, "h":40 } ] }
            ] }
            """

        /// The client: prints a line for each step it saw happen, exits 1 at the first that did not.
        static let client = #"""
            import subprocess, sys, time, pyatspi
            def wait(check, what, seconds=15):
                end = time.time() + seconds
                while time.time() < end:
                    found = check()
                    if found: return found
                    time.sleep(0.1)
                sys.exit("not seen: " + what)
            def walk(node):
                yield node
                for child in node: yield from walk(child)
            def texts(app):
                found = []
                for node in walk(app):
                    try: found.append(node.queryText().getText(0, -1))
                    except NotImplementedError: pass
                return found
            def application():
                return next((a for a in pyatspi.Registry.getDesktop(0) if a is not None and a.name == "swipe-player"), None)
            app = wait(application, "the application")
            print("application", app.getRoleName())
            wait(lambda: "Hello from page one" in texts(app), "the first page's text")
            print("read: Hello from page one")
            button = wait(lambda: next((n for n in walk(app) if n.getRole() == pyatspi.ROLE_PUSH_BUTTON and n.name == "Press me"), None), "the button")
            print("button", button.queryAction().getName(0))
            button.queryAction().doAction(0)
            wait(lambda: "Button pressed" in texts(app), "the tapped event's text")
            print("tapped: Button pressed")
            for window in subprocess.run(["xdotool", "search", "--name", "accessible.swipe"], capture_output=True, text=True).stdout.split():
                subprocess.run(["xdotool", "key", "--window", window, "Right"])
            wait(lambda: "Second page text" in texts(app), "the second page's text")
            print("turned: Second page text")
            """#

        static var missing: String? {
            for tool in ["/usr/bin/dbus-run-session", "/usr/libexec/at-spi-bus-launcher"] where !FileManager.default.fileExists(atPath: tool) {
                return tool
            }
            return (try? shell("/usr/bin/python3 -c 'import pyatspi'"))?.status == 0 ? nil : "python3-pyatspi"
        }

        @Test(.enabled(if: missing == nil, "needs at-spi2-core, python3-pyatspi and dbus-daemon (Packaging/install-deps.sh)"))
        func aScreenReaderReadsTapsAndFollowsThePages() throws {
            let x = try XvfbSession(size: "800x600x24")
            let folder = x.home.appendingPathComponent("a11y")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Self.document.write(to: folder.appendingPathComponent("accessible.swipe"), atomically: true, encoding: .utf8)
            try Self.client.write(to: folder.appendingPathComponent("client.py"), atomically: true, encoding: .utf8)
            let (status, printed) = try x.runWithSessionBus("""
                '\(SDLSerialTests.CommandLineTests.binary.path)' accessible.swipe > player.log 2>&1 &
                player=$!
                timeout 60 /usr/bin/python3 client.py
                status=$?
                kill -9 $player
                exit $status
                """, in: folder, seconds: 90)
            let log = (try? String(contentsOf: folder.appendingPathComponent("player.log"), encoding: .utf8)) ?? ""
            #expect(status == 0, "\(printed)\nplayer: \(log)")
            for line in ["application application", "read: Hello from page one", "button click", "tapped: Button pressed", "turned: Second page text"] {
                #expect(printed.contains(line), "\(printed)")
            }
        }
    }
}
