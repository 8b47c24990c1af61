import SwipeDocument
import SwipeReader

/// The settings panel in a document's or a story's window: `settings` (S), the gear, the reader
/// menu or, where keys.conf binds `Touch_2` to it (two fingers pinch by default), a second finger
/// opens it; while open it takes the menu commands (up and down move, left and right change,
/// activate acts, close or `settings` again closes) and the pointer (buttons, slider drags, a tap
/// outside closes), and the screen draws its items (the gear with the page indicator while it is
/// closed). It offers the settings the window honours (`PresentationSettings.offered`).
final class SettingsPanelInput {
    private(set) var panel = SettingsPanel()

    var isOpen: Bool { panel.isOpen }

    func open() { panel.isOpen = true }

    /// Closes the panel (the reader menu opened over a three-finger touch).
    func close() { panel.isOpen = false }

    /// `setting`'s row activated (a screen reader's action on it).
    func activate(_ setting: SettingKey, editor: SettingsEditor) { panel.activate(setting, editor: editor) }

    /// Range `setting` set to `value` (a screen reader's).
    func set(_ setting: SettingKey, to value: Double, editor: SettingsEditor) { panel.set(setting, to: value, editor: editor) }

    /// The close, level or reset button pressed (a screen reader's action on it).
    func press(_ target: SettingsPanel.Target, editor: SettingsEditor) { panel.press(target, editor: editor) }

    /// `settings`: opens the panel, or closes it.
    func toggle() { panel.isOpen.toggle() }

    /// Whether the input was the panel's (opening it included): a second finger opens it where
    /// `Touch_2` is bound to `settings`; while open it takes menu commands (`settings` again
    /// closes it) and the pointer.
    func handle(_ input: ReaderInput, editor: SettingsEditor, context: ScreenContext) -> Bool {
        if input.isTouch, !panel.isOpen, input.command(.reader) == .settings {
            panel.isOpen = true
            return true
        }
        if input.isKeyDown {
            guard panel.isOpen else { return false }
            if input.command(.reader) == .settings {
                panel.key(.close, editor: editor)
                return true
            }
            guard case .menu(let menu)? = input.command(.menu), let key = SettingsPanel.Key(menu) else { return false }
            panel.key(key, editor: editor)
            return true
        }
        guard panel.isOpen, let pointer = input.pointer else { return false }
        let layout = SettingsPanel.layout(viewport: context.viewport, style: context.style, keys: editor.settings.offered)
        switch pointer {
        case .pointerDown(let p, _): panel.pointerDown(at: p, layout: layout, editor: editor)
        case .pointerMoved(let p, _): panel.pointerMoved(to: p, layout: layout, editor: editor)
        case .pointerUp: panel.pointerUp()
        default: break
        }
        return true
    }

    /// The panel's display items while it is open, else the gear while the page indicator shows
    /// (at `indicatorOpacity`; `language`: the title of the language button beside it).
    func items(editor: SettingsEditor, context: ScreenContext, indicatorOpacity: Double, language: String? = nil) -> [DisplayItem] {
        guard panel.isOpen else {
            guard indicatorOpacity > 0 else { return [] }
            return SettingsPanel.gearItems(viewport: context.viewport, style: context.style, language: language, opacity: indicatorOpacity)
        }
        return panel.items(layout: SettingsPanel.layout(viewport: context.viewport, style: context.style, keys: editor.settings.offered),
                           settings: editor.settings, level: editor.level, style: context.style)
    }
}

/// What the settings panel reaches: the settings' editor, the window, the page's gestures.
protocol SettingsPanelHost: AnyObject {
    var settingsEditor: SettingsEditor? { get }
    var context: ScreenContext { get }
    func pressTaken(at p: Point, time t: Double)
}

extension SettingsPanelInput: ReaderFeature {
    /// While open, the panel takes every event; closed, a second finger opens it (the page drag
    /// the first one made ends there). The `settings` command opens it from the screen's commands.
    func handle(_ input: ReaderInput, in session: any SettingsPanelHost) -> ReaderOutcome {
        guard let editor = session.settingsEditor else { return .ignored }
        let wasOpen = isOpen
        if handle(input, editor: editor, context: session.context) {
            if !wasOpen, case .pointerDown(let p, let t)? = input.pointer { session.pressTaken(at: p, time: t) }
            return .handled
        }
        return wasOpen ? .handled : .ignored
    }
}
