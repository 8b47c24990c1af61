import SwipeDocument

/// The player's own buttons over a document's page or a story's scene, shown with the page
/// indicator: back (a document opened from a list), the indicator itself and the menu button (both
/// open the reader menu; the menu button shows when a tap asked for the controls), the settings
/// gear and the language button. One hit test for both screens, in that order, before the page has
/// a tap.
public enum OwnButton: Equatable, Sendable {
    case back, indicator, menu, gear, language

    /// The buttons showing at `time`, in hit-test order, each with its frame (window pixels):
    /// `indicator` is where the page indicator shows (nil while it does not), the menu button while
    /// the chrome was asked to show its controls, `back` and `gear` whether they are offered,
    /// `language` the language button's title (nil: no button).
    public static func shown(chrome: PlayerChrome, viewport: Point, indicator: Rect?, back: Bool, gear: Bool, language: String?,
                             at time: Double) -> [(button: OwnButton, frame: Rect)] {
        let showing = chrome.indicatorOpacity(at: time) > 0
        var out: [(button: OwnButton, frame: Rect)] = []
        if back, showing { out.append((.back, PlayerChrome.backButton(viewport: viewport, style: chrome.style))) }
        if let indicator { out.append((.indicator, indicator)) }
        if chrome.showsMenuButton, showing { out.append((.menu, PlayerChrome.menuButton(viewport: viewport, style: chrome.style))) }
        if gear, showing { out.append((.gear, SettingsPanel.gearButton(viewport: viewport, style: chrome.style, language: language))) }
        if let language, showing { out.append((.language, PlayerChrome.languageButton(viewport: viewport, title: language, style: chrome.style))) }
        return out
    }

    /// The button a tap at window pixel `p` lands on at `time`, nil for none (the first of `shown`'s holding it).
    public static func hit(_ p: Point, chrome: PlayerChrome, viewport: Point, indicator: Rect?, back: Bool, gear: Bool, language: String?,
                           at time: Double) -> OwnButton? {
        shown(chrome: chrome, viewport: viewport, indicator: indicator, back: back, gear: gear, language: language, at: time).first { $0.frame.contains(p) }?.button
    }
}
