/// Test fixtures for the desktop's session bus: a private `dbus-daemon`, services in Python on it,
/// and a fake settings portal, used by the desktop-integration tests and the window's appearance
/// tests.
import Foundation
#if canImport(Glibc)
import Glibc
#endif

public struct TestFailure: Error, CustomStringConvertible {
    public let description: String

    public init(description: String) { self.description = description }
}

/// A new empty folder under /tmp (short: a unix socket's path has at most 107 bytes).
public func temporaryFolder(_ name: String) throws -> URL {
    let folder = URL(fileURLWithPath: "/tmp/swipe-\(name)-\(UUID().uuidString.prefix(8))")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
}

/// A line `process` writes to `pipe` within `seconds`.
public func readLine(_ pipe: Pipe, of process: String, within seconds: Double) throws -> String {
    let fd = pipe.fileHandleForReading.fileDescriptor
    let deadline = Date().addingTimeInterval(seconds)
    var bytes: [UInt8] = []
    while true {
        var ready = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        guard poll(&ready, 1, Int32(max(0, deadline.timeIntervalSinceNow * 1000))) > 0 else {
            throw TestFailure(description: "\(process) wrote no line within \(seconds) s")
        }
        var byte: UInt8 = 0
        guard read(fd, &byte, 1) == 1 else { throw TestFailure(description: "\(process) ended before writing a line") }
        if byte == UInt8(ascii: "\n") { return String(decoding: bytes, as: UTF8.self) }
        bytes.append(byte)
    }
}

/// A child process ended for good: SIGKILL, since a child started from a test thread inherits its
/// blocked signals, SIGTERM among them.
public func end(_ process: Process) {
    guard process.isRunning else { return }
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
}

/// A session bus of the test's own: `dbus-daemon` with a configuration that activates no
/// services, so only what the test starts is on it. `stop()` (or going away) ends it.
public final class PrivateSessionBus {
    public let folder: URL
    public let address: String
    private let daemon = Process()
    private let output = Pipe()

    public init() throws {
        folder = try temporaryFolder("bus")
        let config = folder.appendingPathComponent("session.conf")
        try """
            <!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
             "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
            <busconfig>
              <type>session</type>
              <listen>unix:path=\(folder.path)/bus</listen>
              <auth>EXTERNAL</auth>
              <policy context="default">
                <allow send_destination="*" eavesdrop="true"/>
                <allow eavesdrop="true"/>
                <allow own="*"/>
              </policy>
            </busconfig>
            """.write(to: config, atomically: true, encoding: .utf8)
        // Its complaints (it cannot raise the file limit without privileges) go to a log, read on failure.
        let log = folder.appendingPathComponent("daemon.log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        daemon.executableURL = URL(fileURLWithPath: "/usr/bin/dbus-daemon")
        daemon.arguments = ["--config-file=\(config.path)", "--nofork", "--nopidfile", "--print-address=1"]
        daemon.standardOutput = output
        daemon.standardError = try FileHandle(forWritingTo: log)
        try daemon.runClosingOutputFiles()
        do {
            // Printed once it listens.
            address = try readLine(output, of: "dbus-daemon", within: 5)
        } catch {
            end(daemon)
            let complaints = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
            try? FileManager.default.removeItem(at: folder)
            throw TestFailure(description: "\(error) \(complaints)")
        }
    }

    deinit { stop() }

    public func stop() {
        end(daemon)
        output.close()
        try? FileManager.default.removeItem(at: folder)
    }
}

/// A service in Python on a private bus: `source` run with Debian's Python (where python3-dbus and
/// python3-gi are installed, not a python3 of pyenv's), the bus address as its first argument,
/// ready once it prints "ready". Lines are sent to its standard input, and the lines it prints
/// after "ready" read back.
public final class PythonBusService {
    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private let name: String

    /// Starts `source` (saved as `file` in the bus's folder) with `arguments` after the bus's address;
    /// `name` says which service failed.
    public init(_ name: String, source: String, file: String, on bus: PrivateSessionBus, arguments: [String] = []) throws {
        self.name = name
        let script = bus.folder.appendingPathComponent(file)
        try source.write(to: script, atomically: true, encoding: .utf8)
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = ["-u", script.path, bus.address] + arguments
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        do {
            let line = try readLine(output, of: name, within: 10)
            guard line == "ready" else { throw TestFailure(description: "\(name) wrote \(line)") }
        } catch {
            stop()
            throw error
        }
    }

    deinit { stop() }

    /// The end of a service's script: each line of its standard input, split into words, handed to
    /// the script's `handle(words)`; "ready" printed, then GLib's main loop run until the input
    /// closes. It starts on a line of its own, after the script's last.
    public static let commandLoop = """

        loop = GLib.MainLoop()
        pending = b""

        def command(fd, condition):
            global pending
            chunk = os.read(fd, 4096)
            if not chunk:
                loop.quit()
                return False
            pending += chunk
            while b"\\n" in pending:
                line, pending = pending.split(b"\\n", 1)
                handle(line.decode().split())
            return True

        GLib.io_add_watch(0, GLib.IO_IN | GLib.IO_HUP, command)
        print("ready", flush=True)
        loop.run()
        """

    /// Writes `line` to the service's standard input.
    public func send(_ line: String) {
        input.fileHandleForWriting.write(Data((line + "\n").utf8))
    }

    /// The next line the service prints, if it prints one within `seconds`.
    public func nextLine(within seconds: Double) -> String? {
        try? readLine(output, of: name, within: seconds)
    }

    public func stop() {
        end(process)
        input.close()
        output.close()
    }
}

/// A fake freedesktop settings portal on a bus: a Python service (python3-dbus, a GLib main loop)
/// owning `org.freedesktop.portal.Desktop`, answering `Read` (a variant in a variant, as older
/// portals) and, unless `legacy`, `ReadOne` (a variant) for `org.freedesktop.appearance`
/// `color-scheme`. `set(_:)` changes the value and emits `SettingChanged`; `emit` sends the signal
/// of another setting.
public final class FakePortal {
    private let service: PythonBusService

    private static let source = """
        import os, sys
        import dbus, dbus.service
        from dbus.mainloop.glib import DBusGMainLoop
        from gi.repository import GLib

        address, value, legacy = sys.argv[1], int(sys.argv[2]), sys.argv[3] == "legacy"
        DBusGMainLoop(set_as_default=True)
        bus = dbus.bus.BusConnection(address)
        INTERFACE = "org.freedesktop.portal.Settings"

        class Settings(dbus.service.Object):
            def __init__(self):
                super().__init__(bus, "/org/freedesktop/portal/desktop")
                self.values = {("org.freedesktop.appearance", "color-scheme"): value}

            def lookup(self, namespace, key):
                if (namespace, key) not in self.values:
                    raise dbus.exceptions.DBusException("Requested setting not found", name="org.freedesktop.portal.Error.NotFound")
                return self.values[(namespace, key)]

            @dbus.service.method(INTERFACE, in_signature="ss", out_signature="v")
            def Read(self, namespace, key):
                return dbus.UInt32(self.lookup(namespace, key), variant_level=2)

            @dbus.service.signal(INTERFACE, signature="ssv")
            def SettingChanged(self, namespace, key, value):
                pass

        class CurrentSettings(Settings):
            @dbus.service.method(INTERFACE, in_signature="ss", out_signature="v")
            def ReadOne(self, namespace, key):
                return dbus.UInt32(self.lookup(namespace, key), variant_level=1)

        settings = Settings() if legacy else CurrentSettings()
        name = dbus.service.BusName("org.freedesktop.portal.Desktop", bus)

        def handle(words):
            if words[0] == "set":
                settings.values[("org.freedesktop.appearance", "color-scheme")] = int(words[1])
                words = ["emit", "org.freedesktop.appearance", "color-scheme", words[1]]
            if words[0] == "emit":
                settings.SettingChanged(words[1], words[2], dbus.UInt32(int(words[3]), variant_level=1))
        """ + PythonBusService.commandLoop

    public init(on bus: PrivateSessionBus, value: UInt32, legacy: Bool = false) throws {
        service = try PythonBusService("the fake portal", source: Self.source, file: "portal.py", on: bus,
                                       arguments: [String(value), legacy ? "legacy" : "current"])
    }

    /// The colour scheme becomes `value`, and `SettingChanged` says so.
    public func set(_ value: UInt32) { send("set \(value)") }

    /// `SettingChanged(namespace, key, value)` about another setting.
    public func emit(_ namespace: String, _ key: String, _ value: UInt32) { send("emit \(namespace) \(key) \(value)") }

    public func stop() { service.stop() }

    private func send(_ line: String) { service.send(line) }
}

