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

        /// The client's helpers: `wait` polls until a step is seen (exits 1 when it is not), the
        /// names of the nodes that gained the focus (`focused`, from the events) gathered meanwhile;
        /// `walk` the tree, `texts` every node's text, `find` a node by role and name, `press` a key
        /// in the player's window with xdotool; `app` the player once the registry lists it.
        static let prelude = #"""
            import subprocess, sys, time, pyatspi
            from gi.repository import GLib
            focused = []
            def noticed(event):
                if event.detail1 == 1: focused.append(event.source.name)
            pyatspi.Registry.registerEventListener(noticed, "object:state-changed:focused")
            def wait(check, what, seconds=15):
                end = time.time() + seconds
                while time.time() < end:
                    # A tree read while the page or a dialog changes can lose a node half-way (an
                    # attribute gone, or the player answering that it has no such node): read it again.
                    try: found = check()
                    except (AttributeError, LookupError, TypeError, GLib.GError): found = None
                    if found: return found
                    while GLib.MainContext.default().iteration(False): pass
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
            def find(app, role, name):
                return next((n for n in walk(app) if n.getRole() == role and n.name == name), None)
            def press(window, key):
                for found in subprocess.run(["xdotool", "search", "--name", window], capture_output=True, text=True).stdout.split():
                    subprocess.run(["xdotool", "key", "--window", found, key])
            def application():
                return next((a for a in pyatspi.Registry.getDesktop(0) if a is not None and a.name == "swipe-player"), None)
            app = wait(application, "the application")
            print("application", app.getRoleName())

            """#

        /// The client: prints a line for each step it saw happen.
        static let client = prelude + #"""
            wait(lambda: "Hello from page one" in texts(app), "the first page's text")
            print("read: Hello from page one")
            button = wait(lambda: find(app, pyatspi.ROLE_PUSH_BUTTON, "Press me"), "the button")
            print("button", button.queryAction().getName(0))
            button.queryAction().doAction(0)
            wait(lambda: "Button pressed" in texts(app), "the tapped event's text")
            print("tapped: Button pressed")
            press("accessible.swipe", "Right")
            wait(lambda: "Second page text" in texts(app), "the second page's text")
            print("turned: Second page text")
            """#

        static var missing: String? {
            for tool in ["/usr/bin/dbus-run-session", "/usr/libexec/at-spi-bus-launcher"] where !FileManager.default.fileExists(atPath: tool) {
                return tool
            }
            return (try? shell("/usr/bin/python3 -c 'import pyatspi'"))?.status == 0 ? nil : "python3-pyatspi"
        }

        static let needs: Comment = "needs at-spi2-core, python3-pyatspi and dbus-daemon (Packaging/install-deps.sh)"

        @Test(.enabled(if: missing == nil, needs))
        func aScreenReaderReadsTapsAndFollowsThePages() throws {
            let printed = try Self.run(files: ["accessible.swipe": Self.document], opening: "accessible.swipe", client: Self.client)
            for line in ["application application", "read: Hello from page one", "button click", "tapped: Button pressed", "turned: Second page text"] {
                #expect(printed.contains(line), "\(printed)")
            }
        }

        /// Runs the player on `opening` (among `files`, written into a folder of its own; with `options`) and
        /// `client` beside it in a session of their own under Xvfb; what the client printed. The
        /// client's failing (or its step not seen within 60 seconds) fails the test.
        static func run(files: [String: String], opening: String, options: String = "", client: String) throws -> String {
            let x = try XvfbSession(size: "800x600x24")
            let folder = x.home.appendingPathComponent("a11y")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for (path, text) in files {
                let file = folder.appendingPathComponent(path)
                try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                try text.write(to: file, atomically: true, encoding: .utf8)
            }
            try client.write(to: folder.appendingPathComponent("client.py"), atomically: true, encoding: .utf8)
            let (status, printed) = try x.runWithSessionBus("""
                '\(SDLSerialTests.CommandLineTests.binary.path)' \(options) '\(opening)' > player.log 2>&1 &
                player=$!
                timeout 60 /usr/bin/python3 client.py
                status=$?
                kill -9 $player
                exit $status
                """, in: folder, seconds: 90)
            let log = (try? String(contentsOf: folder.appendingPathComponent("player.log"), encoding: .utf8)) ?? ""
            #expect(status == 0, "\(printed)\nplayer: \(log)")
            return printed
        }
    }
}
