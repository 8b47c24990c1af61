import Foundation
import SwipeDocument
import SwipeReader
import SwipeDesktop
import SwipeRender

/// The theme of the player's own controls in a window: the theme the reader chose (its file read
/// again when it changes on disk, the last good version kept while an edit is broken), the
/// appearance (light, dark, or the desktop's preference, followed live), and the style the two
/// give. Watching happens on other threads, which post `PostedEvent.themeChanged`; the window then calls
/// `refresh` and lays its screens out again.
public final class ThemeController {
    public let choice: ThemeChoice
    public private(set) var preference: AppearancePreference
    /// The style the controls are drawn with now.
    public private(set) var style: PlayerStyle
    /// Problems keeping the theme file's latest version from being used (`file:line:col: …`),
    /// shown over the window until they are fixed.
    public private(set) var errors: [String] = []
    private var theme: Theme
    private var watcher: FileWatcher?
    private var monitor: DesktopAppearanceMonitor?
    private let report: (String) -> Void
    private let environment: [String: String]

    /// Reads the chosen theme (its problems go to `report`; what can be used of it is used), and
    /// with `watch` watches its file; with `auto`, follows the desktop. `environment` is where the
    /// desktop's session bus is found.
    public init(choice: ThemeChoice, preference: AppearancePreference, watch: Bool,
                environment: [String: String] = ProcessInfo.processInfo.environment, report: @escaping (String) -> Void) {
        self.choice = choice
        self.preference = preference
        self.report = report
        self.environment = environment
        let result = choice.load()
        result.diagnostics.forEach { report($0.description) }
        theme = Self.effective(result.theme, report: report)
        style = PlayerStyle(theme: theme, appearance: preference.resolved(desktopPrefersDark: nil), folder: choice.folder)
        if watch, let path = choice.path { watcher = FileWatcher(paths: [path], changed: Self.post) }
        if preference == .auto { followDesktop() }
        restyle()
    }

    private static let post: @Sendable () -> Void = { PostedEvent.themeChanged.post() }

    private func followDesktop() {
        guard monitor == nil else { return }
        let monitor = DesktopAppearanceMonitor(environment: environment) { _ in Self.post() }
        self.monitor = monitor
        monitor.start()
    }

    /// Draws in `preference` from now on (the `appearance` setting changed): the window restyles
    /// on the `PostedEvent.themeChanged` this posts.
    public func prefer(_ preference: AppearancePreference) {
        guard preference != self.preference else { return }
        self.preference = preference
        if preference == .auto { followDesktop() }
        Self.post()
    }

    deinit {
        watcher?.stop()
        monitor?.stop()
    }

    /// The appearance drawn in now.
    public var appearance: ThemeAppearance { style.appearance }

    /// After `PostedEvent.themeChanged`: the theme file read again (a broken version keeps the last good one and
    /// lists its errors), the desktop's preference taken, the style made anew. Whether the style
    /// or the errors changed.
    @discardableResult
    public func refresh() -> Bool {
        let before = (style, errors)
        if choice.path != nil {
            let result = choice.load()
            let problems = result.diagnostics.filter { $0.severity == .error }
            if let read = result.theme, problems.isEmpty {
                theme = Self.effective(read, report: report)
                errors = []
            } else {
                errors = problems.isEmpty ? ["\(choice.path ?? ""): error: not a theme"] : problems.map(\.description)
            }
        }
        restyle()
        return before.0 != style || before.1 != errors
    }

    /// The chosen theme over the default one (aliases in it may name the default's tokens), its
    /// fonts registered (their problems to `report`).
    public static func effective(_ theme: Theme?, report: (String) -> Void) -> Theme {
        guard let theme else { return DefaultTheme.theme }
        FontResolver.register(fontsOf: theme).forEach { report("theme: warning: \($0)") }
        return DefaultTheme.theme.overriding(with: theme)
    }

    private func restyle() {
        let desktop = monitor?.current
        let appearance = preference.resolved(desktopPrefersDark: desktop?.prefersDark)
        style = PlayerStyle(theme: theme, appearance: appearance, folder: choice.folder) { [report] in
            report("theme: warning: no token \($0); a neutral stand-in is drawn")
        }
    }
}
