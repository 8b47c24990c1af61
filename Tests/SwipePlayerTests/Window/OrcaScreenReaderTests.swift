import Foundation
import MediaTestSupport
import Testing

extension SDLSerialTests {
    /// Orca, the screen reader, speaks the player: under Xvfb, with a session bus of the test's own
    /// (`dbus-run-session`), its own `XDG_CONFIG_HOME`, `XDG_RUNTIME_DIR` and preferences folder (so
    /// the user's settings are never touched), Orca hears the Tab key (its key echo says "tab")
    /// and says the button's label and role when Tab reaches it; after the Right key turns the page
    /// it says the new page's first line, and its Say All (the keypad's +, which it consumes) reads
    /// the page on from there. The player does not act on the key Orca consumed: the keypad's +
    /// would zoom in, so after + (zoom in) and - (zoom out) the page's text is where it was.
    ///
    /// What Orca says is read from its own speech log (the `SPEECH OUTPUT` lines of its regression
    /// logger, written to a file by the preferences folder's `orca-customizations.py`), with speech
    /// and braille off: speech-dispatcher without a sound device blocks Orca at its first utterance.
    /// Orca is started through its `orca.main()` rather than its launcher, which refuses to start
    /// beside another Orca of the same user (and `--replace` kills that one).
    struct OrcaScreenReaderTests {
        static let document = """
            { "title": "Spoken book", "pages": [
              { "play": "never", "elements": [
                { "id": "caption", "text": "Hello from page one", "x": 20, "y": 20, "w": 360, "h": 60 },
                { "text": "Press me", "x": 100, "y": 150, "w": 200, "h": 60, "bc": "#ccc", "focusable": true,
                  "events": { "tapped": { "actions": [ { "update": { "id": "caption", "text": "Button pressed" } } ] } } } ] },
              { "play": "never", "elements": [ { "text": "Second page text", "x": 20, "y": 20, "w": 360, "h": 60 },
                                               { "text": "It goes on here", "x": 20, "y": 120, "w": 360, "h": 60 } ] }
            ] }
            """

        /// Orca started with the preferences folder given, speech and braille off.
        static let orca = """
            import sys
            from orca import orca
            manager = orca.getSettingsManager()
            manager.activate(sys.argv[1], {"enableSpeech": False, "enableBraille": False})
            sys.path.insert(0, manager.getPrefsDir())
            sys.exit(orca.main())
            """

        /// Loaded by Orca from its preferences folder: what it says, a line each, in `speech.log`.
        static let customizations = """
            import logging
            logging.getLogger("speech").addHandler(logging.FileHandler("speech.log"))
            """

        /// Prints where the second page's last text is on the screen, read through AT-SPI.
        static let extents = """
            import pyatspi
            def walk(node):
                yield node
                for child in node: yield from walk(child)
            app = next(a for a in pyatspi.Registry.getDesktop(0) if a is not None and a.name == "swipe-player")
            for node in walk(app):
                try:
                    if node.queryText().getText(0, -1) == "It goes on here": print(node.queryComponent().getExtents(0))
                except NotImplementedError: pass
            """

        /// Runs the player on `opening` (its window titled `title`) and Orca beside it, then `steps`
        /// (shell commands joined by `&&`; `$window` the player's window, `await TEXT` waiting 30 s at
        /// most for Orca to have said TEXT, `moved FROM` for the text's place to change from FROM),
        /// each printing what it saw.
        static func script(player: String, opening: String, title: String, steps: String) -> String {
            """
            '\(player)' '\(opening)' --window 400x300 --no-sound > player.log 2>&1 &
            player=$!
            await() {
                i=0
                until grep -q "$1" speech.log 2>/dev/null; do
                    i=$((i + 1)); [ $i -gt 300 ] && { echo "not said: $1"; return 1; }
                    sleep 0.1
                done
                echo "said: $1"
            }
            moved() {
                i=0
                until now=$(/usr/bin/python3 extents.py) && [ -n "$now" ] && [ "$now" != "$1" ]; do
                    i=$((i + 1)); [ $i -gt 60 ] && { echo "not moved from $1" >&2; return 1; }
                done
                echo "$now"
            }
            i=0
            until window=$(xdotool search --onlyvisible --name '\(title)' | head -1) && [ -n "$window" ]; do
                i=$((i + 1)); [ $i -gt 300 ] && { echo "no window"; break; }
                sleep 0.1
            done
            xdotool windowfocus --sync "$window"
            /usr/bin/python3 run-orca.py "$PWD/prefs" > orca.log 2>&1 &
            orca=$!
            status=1
            \(steps) && status=0
            kill $orca
            kill -9 $player
            exit $status
            """
        }

        /// The document's steps: Tab, a turn, Say All, and the zoom keys after it.
        static let steps = """
            await 'Spoken book frame' &&
                xdotool key --window "$window" Tab && await "'tab " && await 'Press me push button' &&
                xdotool key --window "$window" Right && await 'Second page text' &&
                start=$(/usr/bin/python3 extents.py) &&
                xdotool key --window "$window" KP_Add && await 'It goes on here' &&
                xdotool key --window "$window" plus && zoomed=$(moved "$start") &&
                xdotool key --window "$window" minus && back=$(moved "$zoomed") &&
                echo "text at: $start, zoomed in: $zoomed, out: $back" && [ "$back" = "$start" ] && echo "not zoomed by Orca's key"
            """

        /// Orca itself, the buses, and pyatspi (which Orca depends on) for the text's place.
        static var missing: String? {
            AccessibilityBridgeTests.missing ?? (FileManager.default.fileExists(atPath: "/usr/bin/orca") ? nil : "orca")
        }

        @Test(.enabled(if: missing == nil, "needs orca, at-spi2-core, python3-pyatspi and dbus-daemon (Packaging/install-deps.sh)"))
        func orcaSaysTheButtonOnTabAndTheNewPageAfterATurn() throws {
            let printed = try Self.run(files: ["spoken.swipe": Self.document], script: Self.script(player: SDLSerialTests.CommandLineTests.binary.path,
                                                                                               opening: "spoken.swipe", title: "Spoken book", steps: Self.steps))
            for line in ["said: 'tab ", "said: Press me push button", "said: Second page text", "said: It goes on here", "not zoomed by Orca's key"] {
                #expect(printed.contains(line), "\(printed)")
            }
        }

        /// Writes `files` into a folder of their own with Orca's starter, its preferences folder and
        /// the extents reader, runs `script` there under Xvfb with a session bus of its own, and
        /// returns what it printed; its failing fails the test, with what Orca said, its log and the player's.
        static func run(files: [String: String], script: String) throws -> String {
            let x = try XvfbSession(size: "800x600x24")
            let folder = x.home.appendingPathComponent("orca")
            let prefs = folder.appendingPathComponent("prefs")
            try FileManager.default.createDirectory(at: prefs, withIntermediateDirectories: true)
            for (path, text) in files {
                let file = folder.appendingPathComponent(path)
                try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                try text.write(to: file, atomically: true, encoding: .utf8)
            }
            try Self.orca.write(to: folder.appendingPathComponent("run-orca.py"), atomically: true, encoding: .utf8)
            try Self.extents.write(to: folder.appendingPathComponent("extents.py"), atomically: true, encoding: .utf8)
            try Self.customizations.write(to: prefs.appendingPathComponent("orca-customizations.py"), atomically: true, encoding: .utf8)
            let (status, printed) = try x.runWithSessionBus(script, in: folder, seconds: 100)
            let read = { (name: String) in (try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)) ?? "" }
            #expect(status == 0, "\(printed)\nspeech:\n\(read("speech.log"))\norca:\n\(read("orca.log").suffix(3000))\nplayer:\n\(read("player.log"))")
            return printed
        }
    }
}
