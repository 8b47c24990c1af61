/// A fake `org.freedesktop.ScreenSaver` on a private bus, as desktops offer it to keep the screen
/// on: a Python service recording each `Inhibit(application, reason)` (answered with cookies 1, 2,
/// ...) and `UnInhibit(cookie)`, which a test reads back in order.
public final class FakeScreenSaver {
    private let service: PythonBusService

    /// One call the service received.
    public enum Call: Equatable, CustomStringConvertible {
        case inhibit(cookie: UInt32, application: String, reason: String)
        case unInhibit(cookie: UInt32)

        public var description: String {
            switch self {
            case .inhibit(let cookie, let application, let reason): "Inhibit(\(application), \(reason)) → \(cookie)"
            case .unInhibit(let cookie): "UnInhibit(\(cookie))"
            }
        }
    }

    private static let source = """
        import sys
        import dbus, dbus.service
        from dbus.mainloop.glib import DBusGMainLoop
        from gi.repository import GLib

        DBusGMainLoop(set_as_default=True)
        bus = dbus.bus.BusConnection(sys.argv[1])
        INTERFACE = "org.freedesktop.ScreenSaver"

        class ScreenSaver(dbus.service.Object):
            def __init__(self):
                super().__init__(bus, "/org/freedesktop/ScreenSaver")
                self.cookie = 0

            @dbus.service.method(INTERFACE, in_signature="ss", out_signature="u")
            def Inhibit(self, application, reason):
                self.cookie += 1
                print("Inhibit", self.cookie, application + "\\t" + reason, flush=True)
                return dbus.UInt32(self.cookie)

            @dbus.service.method(INTERFACE, in_signature="u", out_signature="")
            def UnInhibit(self, cookie):
                print("UnInhibit", int(cookie), flush=True)

            @dbus.service.method(INTERFACE, in_signature="", out_signature="")
            def SimulateUserActivity(self):
                pass

        saver = ScreenSaver()
        name = dbus.service.BusName("org.freedesktop.ScreenSaver", bus)
        print("ready", flush=True)
        GLib.MainLoop().run()
        """

    public init(on bus: PrivateSessionBus) throws {
        service = try PythonBusService("the fake screen saver", source: Self.source, file: "screensaver.py", on: bus)
    }

    /// The next call received, if one comes within `seconds`.
    public func nextCall(within seconds: Double) -> Call? {
        guard let line = service.nextLine(within: seconds) else { return nil }
        let words = line.split(separator: " ", maxSplits: 2).map(String.init)
        guard words.count >= 2, let cookie = UInt32(words[1]) else { return nil }
        if words[0] == "UnInhibit" { return .unInhibit(cookie: cookie) }
        let parts = (words.count > 2 ? words[2] : "").split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        return .inhibit(cookie: cookie, application: parts.first ?? "", reason: parts.count > 1 ? parts[1] : "")
    }

    public func stop() { service.stop() }
}
