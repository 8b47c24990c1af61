/// The light or dark preference the desktop states for applications: the freedesktop settings
/// portal's `org.freedesktop.appearance` `color-scheme`, or where no portal answers, a fallback
/// read from the environment.
public enum DesktopColorScheme: Sendable, Equatable {
    case noPreference
    case dark
    case light

    /// Whether the desktop prefers dark: nil when it states no preference.
    public var prefersDark: Bool? {
        switch self {
        case .dark: return true
        case .light: return false
        case .noPreference: return nil
        }
    }

    /// The portal's value: 0 no preference, 1 prefer dark, 2 prefer light; anything else (a value
    /// a later specification adds) is no preference.
    public init(portalValue: UInt32) {
        switch portalValue {
        case 1: self = .dark
        case 2: self = .light
        default: self = .noPreference
        }
    }

    /// The fallback where the portal cannot be asked (no libdbus, no session bus, no portal on it):
    /// `GTK_THEME`, which a user sets to force a GTK theme and its variant (`Adwaita:dark`), or
    /// names a dark theme (`Adwaita-dark`). Reading it costs nothing and never blocks; gsettings'
    /// `org.gnome.desktop.interface color-scheme` is not read, since that costs a process (or
    /// GIO and dconf) and the desktops that keep it run the portal anyway.
    public init(environment: [String: String]) {
        guard let theme = environment["GTK_THEME"]?.lowercased() else {
            self = .noPreference
            return
        }
        if theme.hasSuffix(":dark") || theme.hasSuffix("-dark") {
            self = .dark
        } else if theme.hasSuffix(":light") {
            self = .light
        } else {
            self = .noPreference
        }
    }
}
