import ArgumentParser
import Foundation
import SwipeDocument
import SwipeReader
import SwipeDesktop

/// `--theme` and `--appearance`, shared by the commands that draw the player's own controls.
struct ThemeOptions: ParsableArguments {
    @Option(help: ArgumentHelp("The theme of the player's own controls (lists, status pages, the page indicator, buttons, overlays): default, dark, high-contrast, kiosk, or a theme JSON file.",
                               valueName: "name|file"))
    var theme: String?

    @Option(help: "light, dark, or auto: the desktop's preference (light when it has none).")
    var appearance: AppearancePreference = .auto

    /// What the options chose.
    var selection: ThemeSelection { ThemeSelection(theme: theme, appearance: appearance) }
}

/// A theme and an appearance for the player's own controls, as `--theme` and `--appearance` choose
/// them: a value, so that a command drawing with the defaults (`thumbnail`) has one unparsed.
struct ThemeSelection {
    /// A bundled theme's name or a theme file (nil: the default theme).
    var theme: String?
    var appearance: AppearancePreference = .auto

    /// What `theme` names: a bundled theme or a file.
    var choice: ThemeChoice { ThemeChoice(theme.map(DocumentArgument.normalized), themesFolder: BundledAssets.directory.map { $0 + "/themes" }) }

    /// The appearance to draw in now: for `auto`, the desktop's preference as it is now (asked
    /// once, briefly).
    var appearanceNow: ThemeAppearance {
        guard appearance == .auto else { return appearance.resolved(desktopPrefersDark: nil) }
        let answered = DispatchSemaphore(value: 0)
        let monitor = DesktopAppearanceMonitor(replyTimeout: 0.3) { _ in answered.signal() }
        monitor.start()
        _ = answered.wait(timeout: .now() + 0.5)
        let scheme = monitor.current
        monitor.stop()
        return appearance.resolved(desktopPrefersDark: scheme.prefersDark)
    }
}

extension AppearancePreference: ExpressibleByArgument {}
