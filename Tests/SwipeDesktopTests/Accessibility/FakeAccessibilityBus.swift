import Foundation
import MediaTestSupport

/// A fake accessibility bus on a private session bus: a Python service owning `org.a11y.Bus`
/// (`GetAddress` naming this same bus; `org.a11y.Status` with `IsEnabled` and
/// `ScreenReaderEnabled`, `set(_:_:)` changing one and emitting `PropertiesChanged`) and
/// `org.a11y.atspi.Registry` (`Embed` answering the desktop, no keystroke listeners).
final class FakeAccessibilityBus {
    private let service: PythonBusService

    private static let source = """
        import os, sys
        import dbus, dbus.service
        from dbus.mainloop.glib import DBusGMainLoop
        from gi.repository import GLib

        address = sys.argv[1]
        DBusGMainLoop(set_as_default=True)
        bus = dbus.bus.BusConnection(address)
        STATUS, PROPERTIES = "org.a11y.Status", "org.freedesktop.DBus.Properties"

        class Launcher(dbus.service.Object):
            def __init__(self):
                super().__init__(bus, "/org/a11y/bus")
                self.status = {"IsEnabled": False, "ScreenReaderEnabled": False}

            @dbus.service.method("org.a11y.Bus", out_signature="s")
            def GetAddress(self):
                return address

            @dbus.service.method(PROPERTIES, in_signature="s", out_signature="a{sv}")
            def GetAll(self, interface):
                return {k: dbus.Boolean(v) for k, v in self.status.items()}

            @dbus.service.signal(PROPERTIES, signature="sa{sv}as")
            def PropertiesChanged(self, interface, changed, invalidated):
                pass

        class Registry(dbus.service.Object):
            def __init__(self):
                super().__init__(bus, "/org/a11y/atspi/accessible/root")

            @dbus.service.method("org.a11y.atspi.Socket", in_signature="(so)", out_signature="(so)")
            def Embed(self, plug):
                return (bus.get_unique_name(), dbus.ObjectPath("/org/a11y/atspi/accessible/root"))

        class Keys(dbus.service.Object):
            def __init__(self):
                super().__init__(bus, "/org/a11y/atspi/registry/deviceeventcontroller")

            @dbus.service.method("org.a11y.atspi.DeviceEventController", out_signature="a(souay)")
            def GetKeystrokeListeners(self):
                return dbus.Array([], signature="(souay)")

        launcher, registry, keys = Launcher(), Registry(), Keys()
        names = [dbus.service.BusName("org.a11y.Bus", bus), dbus.service.BusName("org.a11y.atspi.Registry", bus)]

        def handle(words):
            name, on = words[0], words[1] == "true"
            launcher.status[name] = on
            launcher.PropertiesChanged(STATUS, {name: dbus.Boolean(on)}, dbus.Array([], signature="s"))
        """ + PythonBusService.commandLoop

    init(on bus: PrivateSessionBus) throws {
        service = try PythonBusService("the fake accessibility bus", source: Self.source, file: "a11y.py", on: bus)
    }

    /// The status's property `name` (`IsEnabled`, `ScreenReaderEnabled`) becomes `on`, and `PropertiesChanged` says so.
    func set(_ name: String, _ on: Bool) { service.send("\(name) \(on)") }

    func stop() { service.stop() }
}
