import Foundation
import MediaTestSupport
import Testing

extension SDLSerialTests {
    /// systemd's notification protocol, with the test's own socket standing in for systemd's: the
    /// real player under Xvfb says it is ready once its window shows, pings the watchdog while it
    /// sleeps with nothing to do, and says it is stopping when it leaves.
    struct ServiceNotifierTests {
        let window = WindowTests()

        /// Starts the player on the window test's document with `NOTIFY_SOCKET` naming `listener`.
        func launch(_ options: [String], on x: XvfbSession, _ listener: NotifySocketListener, environment: [String: String] = [:]) throws -> Process {
            let doc = try window.write(WindowTests.document)
            return try x.launchPlayer([doc, "--no-sound"] + options, environment: environment.merging(["NOTIFY_SOCKET": listener.name]) { $1 })
        }

        /// Waits for `READY=1`, checks that the window was there when it came, and returns it.
        func ready(_ listener: NotifySocketListener, on x: XvfbSession) throws -> String {
            let before = listener.messages(until: { $0.hasPrefix("READY=1") }, timeout: 60)
            let ready = try #require(before.last.map(\.text).flatMap { $0.hasPrefix("READY=1") ? $0 : nil }, "no READY=1 came; received: \(before.map(\.text))")
            #expect(x.window(named: "window-test", timeout: 1) != nil, "READY=1 came before the window showed")
            return ready
        }

        /// Waits for the player to end after `STOPPING=1`, up to bounds only a hang reaches.
        func stopped(_ player: Process, _ listener: NotifySocketListener) -> [String] {
            let messages = listener.messages(until: { $0 == "STOPPING=1" }, timeout: 30).map(\.text)
            let deadline = Date().addingTimeInterval(30)
            while player.isRunning && Date() < deadline { usleep(50_000) }
            return messages
        }

        @Test func aKioskIsReadyOnceItShowsPingsTheWatchdogWhileIdleAndSaysStoppingOnTheChord() throws {
            let x = try XvfbSession()
            let listener = try NotifySocketListener()
            let player = try launch(["--kiosk"], on: x, listener, environment: ["WATCHDOG_USEC": "1000000"])
            defer { XvfbSession.stop(player) }
            #expect(try ready(listener, on: x) == "READY=1\nSTATUS=Showing window-test.swipe")
            // The page indicator has faded by then: nothing moves, the loop sleeps between pings.
            _ = listener.messages(for: 2.5)
            let idle = listener.messages(for: 3)
            let gaps = zip(idle.dropFirst(), idle).map { $0.time.timeIntervalSince($1.time) }
            print("watchdog pings while idle: \(idle.count) in 3 s, \(gaps.map { String(format: "%.3f", $0) }.joined(separator: " ")) s apart")
            #expect(idle.allSatisfy { $0.text == "WATCHDOG=1" }, "\(idle.map(\.text))")
            #expect(idle.count >= 5, "every half of WATCHDOG_USEC: \(idle.count) pings in 3 s")
            #expect(gaps.allSatisfy { $0 < 0.9 }, "never near WATCHDOG_USEC apart: \(gaps)")

            let id = try #require(x.window(named: "window-test"))
            x.run("xdotool", ["key", "--window", id, "ctrl+alt+q"])
            let messages = stopped(player, listener)
            #expect(messages.last == "STOPPING=1", "\(messages)")
            #expect(!player.isRunning && player.terminationStatus == 0)
        }

        /// A kiosk leaves SIGTERM its default (SDL would make it a close request, which a kiosk
        /// ignores): the player says it is stopping, then the signal ends it as before.
        @Test func sigtermMakesAKioskSayStoppingAndStillEndsIt() throws {
            let x = try XvfbSession()
            let listener = try NotifySocketListener(abstract: true)
            let player = try launch(["--kiosk"], on: x, listener)
            defer { XvfbSession.stop(player) }
            _ = try ready(listener, on: x)
            kill(player.processIdentifier, SIGTERM)
            let messages = stopped(player, listener)
            #expect(messages == ["STOPPING=1"], "no watchdog without WATCHDOG_USEC: \(messages)")
            #expect(!player.isRunning, "still running 30 s after SIGTERM")
            if !player.isRunning {
                #expect(player.terminationReason == .uncaughtSignal && player.terminationStatus == SIGTERM, "ended by \(player.terminationReason == .exit ? "exit" : "signal") \(player.terminationStatus)")
            }
        }

        /// Outside kiosk mode too: a player run as a service without `--kiosk`. A watchdog meant for
        /// another process (`WATCHDOG_PID`) is not pinged.
        @Test func aWindowNotifiesOutsideKioskModeToo() throws {
            let x = try XvfbSession()
            let listener = try NotifySocketListener()
            let player = try launch(["--window", "400x300"], on: x, listener, environment: ["WATCHDOG_USEC": "1000000", "WATCHDOG_PID": "1"])
            defer { XvfbSession.stop(player) }
            _ = try ready(listener, on: x)
            let id = try #require(x.window(named: "window-test"))
            x.run("xdotool", ["key", "--window", id, "q"])
            let messages = stopped(player, listener)
            #expect(messages == ["STOPPING=1"], "\(messages)")
            #expect(!player.isRunning && player.terminationReason == .exit && player.terminationStatus == 0)
        }

        /// SIGTERM closes a window as its close button does (SDL makes it a close request), though
        /// the player's parent had it blocked when it started the player (a child inherits the
        /// blocked signals, and a thread pool's worker blocks SIGTERM): the player says it is
        /// stopping and ends normally, not killed after its parent's timeout.
        @Test func sigtermClosesAWindowStartedWithItBlocked() throws {
            let x = try XvfbSession()
            let listener = try NotifySocketListener()
            let player = try withSignals(SIG_BLOCK, [SIGTERM]) { try launch(["--window", "400x300"], on: x, listener) }
            defer { XvfbSession.stop(player) }
            _ = try ready(listener, on: x)
            kill(player.processIdentifier, SIGTERM)
            let messages = stopped(player, listener)
            #expect(messages == ["STOPPING=1"], "\(messages)")
            #expect(!player.isRunning && player.terminationReason == .exit && player.terminationStatus == 0, "still running 30 s after SIGTERM, or killed")
        }

        /// The protocol's variables are the player's alone: a child it starts (here the session bus
        /// libdbus autolaunches when `DBUS_SESSION_BUS_ADDRESS` asks for one) sees none of them, so
        /// only the player says it is ready, and only once its window shows.
        @Test func aChildOfThePlayerDoesNotSeeItsNotifySocket() throws {
            try #require(FileManager.default.isExecutableFile(atPath: "/usr/bin/dbus-launch"), "dbus-x11 is missing (Packaging/install-deps.sh installs it)")
            let x = try XvfbSession()
            let listener = try NotifySocketListener()
            let player = try launch(["--window", "400x300"], on: x, listener, environment: ["DBUS_SESSION_BUS_ADDRESS": "autolaunch:", "WATCHDOG_USEC": "1000000"])
            defer { XvfbSession.stop(player) }
            #expect(try ready(listener, on: x) == "READY=1\nSTATUS=Showing window-test.swipe")
            let children = x.strays()
            #expect(!children.isEmpty, "libdbus started no bus")
            for child in children {
                let seen = child.environment.filter { entry in ["NOTIFY_SOCKET", "WATCHDOG_USEC", "WATCHDOG_PID"].contains { entry.hasPrefix($0 + "=") } }
                #expect(seen.isEmpty, "process \(child.pid) inherited \(seen)")
            }
        }

        /// Given no session bus, the player goes without one: it starts none (libdbus would
        /// autolaunch one for SDL through X11, a daemon that outlives it).
        @Test func aPlayerGivenNoSessionBusStartsNone() throws {
            let x = try XvfbSession()
            let listener = try NotifySocketListener()
            let player = try launch(["--window", "400x300"], on: x, listener)
            defer { XvfbSession.stop(player) }
            _ = try ready(listener, on: x)
            let id = try #require(x.window(named: "window-test"))
            x.run("xdotool", ["key", "--window", id, "Right"])
            #expect(x.strays().map(\.command) == [], "processes started beside the player")
        }
    }
}
