import SwipeDocument
import SwipeReader

/// The player's own buttons (`OwnButton`) on either screen: a tap the screen recognized on its page
/// is offered here first.
extension ReaderSession {
    /// A tap on the page's empty part: the page indicator, the menu button and the gear (where
    /// offered) show for a few seconds (`PlayerChrome.showControls`), so that the reader menu is
    /// always two taps of one finger away.
    func showControls(at t: Double) { chrome.showControls(at: t) }

    /// A tap at window pixel `p` on one of the player's own buttons, done: back, the reader menu or
    /// the settings panel opened, the next language; nil when it is on none (the page has it).
    func tapOwnButton(at p: Point, at t: Double) -> ScreenAction? {
        switch ownButtons(at: t).first(where: { $0.frame.contains(p) })?.button {
        case .back?: return .back
        case .indicator?, .menu?: readerMenu.open()
        case .gear?: settingsPanel.open()
        case .language?: return content.perform(own: .languageNext, at: t)
        case nil: return nil
        }
        return .handled
    }

    /// The player's own buttons showing at `t`, in hit-test order, with their frames.
    func ownButtons(at t: Double) -> [(button: OwnButton, frame: Rect)] {
        let labels = content.labels
        return OwnButton.shown(chrome: chrome, viewport: context.viewport, indicator: readerMenu.isOpen ? nil : indicatorFrame(at: t),
                               back: labels.back, gear: settingsOffered && !settingsPanel.isOpen, language: labels.language, at: t)
    }
}
