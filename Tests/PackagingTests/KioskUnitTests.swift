import Foundation
import Testing

/// The example systemd units for kiosks in `Packaging/linux`: both wait for the player's READY=1
/// and watch it with the watchdog, and start the same player; the cage variant lets the player,
/// cage's child, notify and ping.
struct KioskUnitTests {
    static let console = DesktopFilesTests.linux.appendingPathComponent("swipe-player-kiosk.service")
    static let cage = DesktopFilesTests.linux.appendingPathComponent("swipe-player-kiosk-cage.service")

    /// The `[Service]` section's assignments in order (a key such as `Environment` may repeat).
    func service(_ url: URL) throws -> [(key: String, value: String)] {
        var section = ""
        var assignments: [(key: String, value: String)] = []
        for line in try String(contentsOf: url, encoding: .utf8).split(separator: "\n") where !line.hasPrefix("#") {
            if line.hasPrefix("[") { section = String(line) }
            else if section == "[Service]", let equals = line.firstIndex(of: "=") {
                assignments.append((String(line[..<equals]), String(line[line.index(after: equals)...])))
            }
        }
        return assignments
    }

    func values(_ key: String, in assignments: [(key: String, value: String)]) -> [String] {
        assignments.filter { $0.key == key }.map(\.value)
    }

    @Test func bothUnitsWaitForTheFirstFrameAndWatchTheLoop() throws {
        for url in [Self.console, Self.cage] {
            let s = try service(url)
            #expect(values("Type", in: s) == ["notify"], "\(url.lastPathComponent)")
            #expect(values("WatchdogSec", in: s).count == 1, "\(url.lastPathComponent)")
            #expect(values("Restart", in: s) == ["always"], "\(url.lastPathComponent)")
        }
    }

    @Test func theCageUnitStartsThePlayerOnWaylandAndLetsItNotify() throws {
        let s = try service(Self.cage), console = try service(Self.console)
        #expect(values("NotifyAccess", in: s) == ["all"], "cage is the main process, the player its child")
        #expect(values("NotifyAccess", in: console).isEmpty, "the player is the main process")
        #expect(values("Environment", in: s).contains("SDL_VIDEODRIVER=wayland"))
        let exec = try #require(values("ExecStart", in: s).first)
        let prefix = "/usr/bin/cage -d -- /usr/bin/env -u WATCHDOG_PID "
        #expect(exec.hasPrefix(prefix), "the player may ping a watchdog set up for cage: \(exec)")
        #expect(values("ExecStart", in: console) == [String(exec.dropFirst(prefix.count))], "both start the same player")
    }
}
