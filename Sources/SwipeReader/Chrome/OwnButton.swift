import SwipeDocument

/// The player's own buttons over a document's page or a story's scene, shown with the page
/// indicator: back (a document opened from a list), the indicator itself and the menu button (both
/// open the reader menu; the menu button shows when a tap asked for the controls), the settings
/// gear and the language button. One hit test for both screens, in that order, before the page has
/// a tap.
public enum OwnButton: Equatable, Sendable {
    case back, indicator, menu, gear, language

    /// The button a tap at window pixel `p` lands on at `time`, nil for none: `indicator` is where
    /// the page indicator shows (nil while it does not), `back` and `gear` whether they are offered,
    /// `language` the language button's title (nil: no button).
    public static func hit(_ p: Point, chrome: PlayerChrome, viewport: Point, indicator: Rect?, back: Bool, gear: Bool, language: String?,
                           at time: Double) -> OwnButton? {
        if back, chrome.backButtonHit(p, viewport: viewport, at: time) { return .back }
        if let indicator, indicator.contains(p) { return .indicator }
        if chrome.menuButtonHit(p, viewport: viewport, at: time) { return .menu }
        if gear, chrome.indicatorOpacity(at: time) > 0,
           SettingsPanel.gearButton(viewport: viewport, style: chrome.style, language: language).contains(p) { return .gear }
        if let language, chrome.languageButtonHit(p, viewport: viewport, title: language, at: time) { return .language }
        return nil
    }
}
