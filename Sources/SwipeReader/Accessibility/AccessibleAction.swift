import SwipeDocument

/// What a screen reader's action on a node runs: the same as a tap, a key or a click on it.
public enum AccessibleAction: Hashable, Sendable {
    /// A tap on an element of a page: its `tapped` event, a play button, a list's row, a field's editing.
    case tap(ElementInstance)
    /// A reader command: a reader menu row, the page indicator.
    case command(Command)
    /// A Boken story's back, next or branch button.
    case story(StoryControl)
    /// A document list's row, by its index among the list's rows: opens it.
    case openRow(Int)
    /// A setting's row of the settings panel: its value moves on as a tap on its middle moves it.
    case setting(SettingKey)
    /// A range setting's row given a number (a screen reader setting its value): the slider's
    /// thumb put there, on a step.
    case settingValue(SettingKey, Double)
    /// A key of the on-screen keyboard, by its index among the layout's keys: typed as a tap on it types it.
    case key(Int)
    /// A page (a story's scene) of the overview: shown, as a tap on its thumbnail shows it.
    case page(Int)
    /// A search match, by its index among the matches: made the current one, its page shown.
    case match(Int)
    /// The settings panel's close, level or reset button: pressed as a tap presses it.
    case panel(SettingsPanel.Target)
    /// A row of the annotations list, a row's Delete button or the list's Close: what a tap on it does.
    case annotation(AnnotationList.Hit)
    /// A button of the open highlight's bar (a colour, Note, Delete): what a tap on it does.
    case highlight(HighlightBar.Control)

    /// The action's name as AT-SPI's Action interface gives it.
    public var name: String {
        switch self {
        case .tap, .story, .openRow, .key, .panel, .annotation, .highlight: return "click"
        case .command, .setting, .settingValue, .page, .match: return "activate"
        }
    }

    /// What giving this node the number `value` runs (a screen reader setting its Value): a range
    /// setting set to it; nil for an action with no number.
    public func valued(_ value: Double) -> AccessibleAction? {
        guard case .setting(let key) = self else { return nil }
        return .settingValue(key, value)
    }
}
