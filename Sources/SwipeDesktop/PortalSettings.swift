/// The freedesktop settings portal's names, and its answers read as a colour scheme.
enum PortalSettings {
    static let destination = "org.freedesktop.portal.Desktop"
    static let path = "/org/freedesktop/portal/desktop"
    static let interface = "org.freedesktop.portal.Settings"
    static let namespace = "org.freedesktop.appearance"
    static let key = "color-scheme"

    /// The bus's own service, which a new connection says `Hello` to and asks for signals.
    static let bus = (destination: "org.freedesktop.DBus", path: "/org/freedesktop/DBus", interface: "org.freedesktop.DBus")

    /// The `SettingChanged` signals of the colour scheme, and only those.
    static let matchRule = "type='signal',sender='\(destination)',path='\(path)',interface='\(interface)',"
        + "member='SettingChanged',arg0='\(namespace)',arg1='\(key)'"

    /// The answer of `ReadOne` (a variant holding the number) or of an older portal's `Read` (a
    /// variant in a variant); nil when it holds no number.
    static func colorScheme(reply arguments: [BusValue]) -> DesktopColorScheme? {
        guard arguments.count == 1, let number = arguments[0].number else { return nil }
        return DesktopColorScheme(portalValue: number)
    }

    /// A `SettingChanged(namespace, key, value)` signal's new colour scheme; nil when the signal is
    /// about another setting or holds no number.
    static func colorScheme(settingChanged arguments: [BusValue]) -> DesktopColorScheme? {
        guard arguments.count == 3, arguments[0] == .string(namespace), arguments[1] == .string(key),
              let number = arguments[2].number else { return nil }
        return DesktopColorScheme(portalValue: number)
    }
}
