@testable import SwipeDesktop
import Testing
import MediaTestSupport

@Suite struct DesktopColorSchemeTests {
    @Test func thePortalsNumbersMapToSchemes() {
        #expect(DesktopColorScheme(portalValue: 0) == .noPreference)
        #expect(DesktopColorScheme(portalValue: 1) == .dark)
        #expect(DesktopColorScheme(portalValue: 2) == .light)
        #expect(DesktopColorScheme(portalValue: 3) == .noPreference)
        #expect(DesktopColorScheme(portalValue: .max) == .noPreference)
    }

    @Test func theFallbackReadsGTKTheme() {
        #expect(DesktopColorScheme(environment: [:]) == .noPreference)
        #expect(DesktopColorScheme(environment: ["GTK_THEME": "Adwaita:dark"]) == .dark)
        #expect(DesktopColorScheme(environment: ["GTK_THEME": "Adwaita-dark"]) == .dark)
        #expect(DesktopColorScheme(environment: ["GTK_THEME": "Yaru:DARK"]) == .dark)
        #expect(DesktopColorScheme(environment: ["GTK_THEME": "Adwaita:light"]) == .light)
        #expect(DesktopColorScheme(environment: ["GTK_THEME": "Adwaita"]) == .noPreference)
        #expect(DesktopColorScheme(environment: ["GTK_THEME": "Darkroom"]) == .noPreference)
        #expect(DesktopColorScheme(environment: ["GTK_THEME": ""]) == .noPreference)
    }

    @Test func readOneAndTheOlderReadAreBothUnderstood() {
        // ReadOne: a variant holding the number; Read: a variant holding a variant.
        #expect(PortalSettings.colorScheme(reply: [.variant(.uint32(1))]) == .dark)
        #expect(PortalSettings.colorScheme(reply: [.variant(.variant(.uint32(2)))]) == .light)
        #expect(PortalSettings.colorScheme(reply: [.variant(.variant(.uint32(0)))]) == .noPreference)
        #expect(PortalSettings.colorScheme(reply: [.variant(.int32(1))]) == .dark)
        #expect(PortalSettings.colorScheme(reply: [.variant(.int32(-1))]) == nil)
        #expect(PortalSettings.colorScheme(reply: [.variant(.string("dark"))]) == nil)
        #expect(PortalSettings.colorScheme(reply: []) == nil)
    }

    @Test func onlyTheColorSchemesSignalCounts() {
        let appearance = BusValue.string("org.freedesktop.appearance")
        #expect(PortalSettings.colorScheme(settingChanged: [appearance, .string("color-scheme"), .variant(.uint32(1))]) == .dark)
        #expect(PortalSettings.colorScheme(settingChanged: [appearance, .string("color-scheme"), .variant(.uint32(2))]) == .light)
        #expect(PortalSettings.colorScheme(settingChanged: [appearance, .string("accent-color"), .variant(.uint32(1))]) == nil)
        #expect(PortalSettings.colorScheme(settingChanged: [.string("org.gnome.desktop.interface"), .string("color-scheme"), .variant(.uint32(1))]) == nil)
        #expect(PortalSettings.colorScheme(settingChanged: [appearance, .string("color-scheme")]) == nil)
    }

    @Test func theSessionBusIsFoundWithoutAutolaunching() {
        let none: (String) -> Bool = { _ in false }
        let all: (String) -> Bool = { _ in true }
        #expect(BusConnection.sessionAddress(environment: ["DBUS_SESSION_BUS_ADDRESS": "unix:path=/tmp/b"], fileExists: none) == "unix:path=/tmp/b")
        #expect(BusConnection.sessionAddress(environment: ["XDG_RUNTIME_DIR": "/run/user/1000"], fileExists: all) == "unix:path=/run/user/1000/bus")
        #expect(BusConnection.sessionAddress(environment: ["XDG_RUNTIME_DIR": "/run/user/1000"], fileExists: none) == nil)
        #expect(BusConnection.sessionAddress(environment: ["DBUS_SESSION_BUS_ADDRESS": "", "XDG_RUNTIME_DIR": "/run/a b"], fileExists: all) == "unix:path=/run/a%20b/bus")
        #expect(BusConnection.sessionAddress(environment: [:], fileExists: all) == nil)
    }
}
