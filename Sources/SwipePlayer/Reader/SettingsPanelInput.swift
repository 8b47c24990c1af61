import CSDL2
import SwipeCore

/// The settings panel in a document's or a story's window: S, the gear or a two-finger touch opens
/// it; while open it takes the keys (arrows move and change, Enter and Space act, Escape or S
/// close) and the pointer (buttons, slider drags, a tap outside closes), and the screen draws its
/// items (the gear with the page indicator while it is closed). It offers the settings the window
/// honours (`PresentationSettings.offered`).
final class SettingsPanelInput {
    private(set) var panel = SettingsPanel()
    /// The fingers on the screen now (a second one opens the panel).
    private var fingers = Set<SDL_FingerID>()

    var isOpen: Bool { panel.isOpen }

    func open() { panel.isOpen = true }

    /// S: opens the panel, or closes it.
    func toggle() { panel.isOpen.toggle() }

    /// Whether `event` was the panel's (opening it included).
    func handle(_ event: SDL_Event, editor: SettingsEditor, context: ScreenContext, at t: Double) -> Bool {
        if event.type == SDL_FINGERUP.rawValue { fingers.remove(event.tfinger.fingerId) }
        if event.type == SDL_FINGERDOWN.rawValue {
            fingers.insert(event.tfinger.fingerId)
            if fingers.count >= 2, !panel.isOpen {
                panel.isOpen = true
                return true
            }
        }
        if event.type == SDL_KEYDOWN.rawValue {
            let sym = Int(event.key.keysym.sym)
            if !panel.isOpen {
                guard sym == Int(SDLK_s.rawValue) else { return false }
                panel.isOpen = true
                return true
            }
            let key: SettingsPanel.Key?
            switch sym {
            case Int(SDLK_UP.rawValue): key = .up
            case Int(SDLK_DOWN.rawValue), Int(SDLK_TAB.rawValue): key = .down
            case Int(SDLK_LEFT.rawValue), Int(SDLK_MINUS.rawValue): key = .left
            case Int(SDLK_RIGHT.rawValue), Int(SDLK_PLUS.rawValue), Int(SDLK_EQUALS.rawValue): key = .right
            case Int(SDLK_RETURN.rawValue), Int(SDLK_SPACE.rawValue), Int(SDLK_KP_ENTER.rawValue): key = .activate
            case Int(SDLK_ESCAPE.rawValue), Int(SDLK_s.rawValue): key = .close
            default: key = nil
            }
            if let key { panel.key(key, editor: editor) }
            return key != nil
        }
        guard panel.isOpen else { return false }
        guard let input = PointerInput.input(event, context: context, at: t) else { return false }
        let layout = SettingsPanel.layout(viewport: context.viewport, style: context.style, keys: editor.settings.offered)
        switch input {
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

    /// A tap at window pixel `p`: on the gear (shown while the page indicator is), it opens the
    /// panel; true then.
    func tapOpens(at p: Point, context: ScreenContext, indicatorOpacity: Double, language: String? = nil) -> Bool {
        guard !panel.isOpen, indicatorOpacity > 0, SettingsPanel.gearButton(viewport: context.viewport, style: context.style, language: language).contains(p) else { return false }
        panel.isOpen = true
        return true
    }
}
