import CSDL2
import SwipeCore

/// The settings panel in a document's window: `settings` (S), the gear or a two-finger touch opens
/// it; while open it takes the menu commands (up and down move, left and right change, activate
/// acts, close or `settings` again closes) and
/// the pointer (buttons, slider drags, a tap outside closes), and the screen draws its items.
final class SettingsPanelInput {
    private(set) var panel = SettingsPanel()
    /// The fingers on the screen now (a second one opens the panel).
    private var fingers = Set<SDL_FingerID>()

    var isOpen: Bool { panel.isOpen }

    func open() { panel.isOpen = true }

    /// Whether the input was the panel's (opening it included): `settings` or a second finger
    /// (`Touch_2`) opens it; while open it takes menu commands and the pointer.
    func handle(_ input: ReaderInput, editor: SettingsEditor, context: ScreenContext) -> Bool {
        let event = input.event
        if event.type == SDL_FINGERUP.rawValue { fingers.remove(event.tfinger.fingerId) }
        if event.type == SDL_FINGERDOWN.rawValue {
            fingers.insert(event.tfinger.fingerId)
            if fingers.count == 2, !panel.isOpen, input.command(gesture: "touch_2", .reader) == .settings {
                panel.isOpen = true
                return true
            }
        }
        if input.isKeyDown {
            if !panel.isOpen {
                guard input.command(.reader) == .settings else { return false }
                panel.isOpen = true
                return true
            }
            if input.command(.reader) == .settings {
                panel.key(.close, editor: editor)
                return true
            }
            guard case .menu(let menu)? = input.command(.menu), let key = SettingsPanel.Key(menu) else { return false }
            panel.key(key, editor: editor)
            return true
        }
        guard panel.isOpen, let pointer = input.pointer else { return false }
        let layout = SettingsPanel.layout(viewport: context.viewport, style: context.style)
        switch pointer {
        case .pointerDown(let p, _): panel.pointerDown(at: p, layout: layout, editor: editor)
        case .pointerMoved(let p, _): panel.pointerMoved(to: p, layout: layout, editor: editor)
        case .pointerUp: panel.pointerUp()
        default: break
        }
        return true
    }

    /// The panel's display items (none while closed).
    func items(editor: SettingsEditor, context: ScreenContext) -> [DisplayItem] {
        guard panel.isOpen else { return [] }
        return panel.items(layout: SettingsPanel.layout(viewport: context.viewport, style: context.style), settings: editor.settings,
                           level: editor.level, style: context.style)
    }
}
