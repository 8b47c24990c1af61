import ArgumentParser
import Foundation

/// What being on AT-SPI2 costs the window: `swipe-player` (beside this program) showing a document
/// with vsync off, its frames timed by its hidden `--frame-times`, with no session bus, with one
/// (`dbus-run-session`: the accessibility bus found, nobody listening), and with a screen reader's
/// client listening in it (pyatspi: focus, children and property events, the whole tree walked
/// twice a second); each the median of `repeats` runs of its frames' p50 and p99 and the resident
/// memory at the end.
extension SwipeBench {
    /// The three settings, and the shell command each runs the player with (`$PLAYER`).
    static let accessibilitySettings: [(name: String, script: String)] = [
        ("no session bus", "\"$PLAYER\" \"$@\""),
        ("bus, no AT client", "dbus-run-session -- \"$PLAYER\" \"$@\""),
        ("AT client listening", #"dbus-run-session -- sh -c '"$PLAYER" "$@" & player=$!; /usr/bin/python3 "$CLIENT" & client=$!; wait $player; kill $client' sh "$@""#),
    ]

    /// The client: listens for the events a screen reader listens for, and reads the player's tree twice a second.
    static let accessibilityClient = """
        import time, pyatspi
        from gi.repository import GLib
        def walk(node):
            yield node
            for child in node: yield from walk(child)
        pyatspi.Registry.registerEventListener(lambda event: None, "object:state-changed:focused", "object:children-changed", "object:property-change")
        while True:
            for app in pyatspi.Registry.getDesktop(0):
                if app is not None and app.name == "swipe-player": sum(1 for node in walk(app) if node.name is not None)
            end = time.time() + 0.5
            while time.time() < end:
                while GLib.MainContext.default().iteration(False): pass
                time.sleep(0.02)
        """

    func measureAccessibility(_ path: String) throws {
        let player = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("swipe-player")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("swipe-bench-a11y-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        defer { try? FileManager.default.removeItem(at: folder) }
        let client = folder.appendingPathComponent("client.py")
        try Self.accessibilityClient.write(to: client, atomically: true, encoding: .utf8)
        var environment = ProcessInfo.processInfo.environment
        environment["DBUS_SESSION_BUS_ADDRESS"] = nil
        environment["AT_SPI_BUS_ADDRESS"] = nil
        environment["XDG_RUNTIME_DIR"] = folder.path
        environment["SDL_RENDER_VSYNC"] = "0"
        environment["PLAYER"] = player.path
        environment["CLIENT"] = client.path
        for (name, script) in Self.accessibilitySettings {
            var p50: [Double] = [], p99: [Double] = [], rss: [Double] = []
            for _ in 0..<repeats {
                let text = try ChildOutput(URL(fileURLWithPath: "/bin/sh"), ["-c", script, "sh", path, "--window", size, "--no-sound", "--frame-times", "2000"],
                                           environment: environment).text
                guard let line = text.split(separator: "\n").first(where: { $0.hasPrefix("frame-times: ") }) else {
                    throw ValidationError("\(player.path) timed no frames of \(path) (\(name); is DISPLAY set?)")
                }
                let numbers = line.dropFirst("frame-times: ".count).split(separator: " ").compactMap { Double($0) }
                let stats = FrameStatistics(numbers.dropLast().map { $0 / 1000 })
                p50.append(stats.p50 * 1000)
                p99.append(stats.p99 * 1000)
                rss.append((numbers.last ?? 0) / 1024)
            }
            let median = { (values: [Double]) in values.sorted()[values.count / 2] }
            report(path, "frames, \(name)", value: median(p50), unit: "ms p50")
            report(path, "frames, \(name)", value: median(p99), unit: "ms p99")
            report(path, "frames, \(name)", value: median(rss), unit: "MiB resident")
        }
    }
}
