import SwipeDocument
import SwipeReader

/// The reader's own controls as a screen reader finds them on either screen, and its actions on
/// them run as a tap on them runs.
extension ReaderSession {
    /// What the window shows over `screen`: the overview or the annotations list in the page's
    /// place while one is open, else `page` (the document's or the story's nodes) with the player's
    /// own buttons (the page indicator, back, the gear, the language), the help overlay, the search
    /// field and its matches, the open highlight's bar, the settings panel, the reader menu and the
    /// on-screen keyboard over it, in the order they are drawn.
    func accessibleContent(_ screen: AccessibleScreen, page: () -> [AccessibleNode], at t: Double) -> [AccessibleNode] {
        let chrome = ChromeAccessibility(screen: screen)
        if let grid = overview.overview {
            let content = content
            return [chrome.overview(grid) { content.pageLabel($0) ?? "Page \($0 + 1)" }]
        }
        if let list = annotationList.list {
            return [chrome.annotations(list, scroll: annotationList.scroller.offset, selected: annotationList.scroller.selection)]
        }
        let viewport = context.viewport, style = context.style, shown = content.shownPage
        let indicator = PlayerChrome.indicatorLabel(page: shown, pageCount: content.pageCount, label: content.pageLabel(shown))
        var controls = chrome.ownButtons(ownButtons(at: t), indicatorLabel: indicator, language: content.labels.language)
        if helpVisible { controls.append(chrome.help(self.chrome.helpLayout(viewport: viewport))) }
        if search.isOpen {
            controls += chrome.search(search.session, typing: search.typing, frame: SearchBar.frame(viewport: viewport, style: style))
        }
        if let id = highlighter.open, let highlight = annotations?.highlights.highlight(id),
           let bar = chrome.highlightBar(viewport: viewport, style: style, colour: highlight.colour, note: highlighter.draft ?? highlight.note,
                                         typing: highlighter.draft != nil) {
            controls.append(bar)
        }
        if let editor = settingsEditor, !context.kiosk, settingsPanel.isOpen {
            let layout = SettingsPanel.layout(viewport: viewport, style: style, keys: editor.settings.offered)
            controls.append(chrome.settingsPanel(layout: layout, settings: editor.settings, level: editor.level, focus: settingsPanel.panel.focus))
        }
        if readerMenu.isOpen {
            let entries = readerMenu.entries(self)
            controls.append(chrome.menu(entries, layout: ReaderMenuInput.layout(context, count: entries.count), focus: readerMenu.menu.focus))
        }
        if let placed = context.keyboard.placement(over: self) {
            controls.append(chrome.keyboard(context.keyboard.keyboard, layout: placed.layout))
        }
        return chrome.over(page(), controls: controls)
    }

    /// Runs a screen reader's action on one of the reader's controls as a tap on it runs: a menu
    /// row's command (the menu closed), an own button's (the reader menu, back, the settings panel, the next language), a setting changed or set to a number,
    /// the settings panel's level, reset or close button pressed, a key typed, an overview page or a search match shown, an
    /// annotations list's row, Delete or Close, a highlight bar's button; nil for an action that is not the reader's.
    func perform(_ action: AccessibleAction, at t: Double) -> ScreenAction? {
        switch action {
        case .command(let command) where readerMenu.isOpen:
            return Self.screenAction(readerMenu.choose(command, in: self, at: t))
        case .command(let command):
            return perform(command: command, at: t) ?? .handled
        case .setting(let key):
            guard let editor = settingsEditor, settingsPanel.isOpen else { return .handled }
            settingsPanel.activate(key, editor: editor)
        case .key(let index):
            return context.keyboard.typeKey(index, into: self, at: t).map(Self.screenAction) ?? .handled
        case .page(let page) where overview.isOpen:
            overview.close()
            jump(to: page, at: t)
        case .settingValue(let key, let value):
            guard let editor = settingsEditor, settingsPanel.isOpen else { return .handled }
            settingsPanel.set(key, to: value, editor: editor)
        case .panel(let target):
            guard let editor = settingsEditor, settingsPanel.isOpen else { return .handled }
            settingsPanel.press(target, editor: editor)
        case .match(let index):
            if search.select(match: index) { searchMoved(at: t) }
        case .annotation(let hit):
            guard let source = annotationListSource else { return .handled }
            annotationList.carry(annotationList.tap(hit, source: source, at: t), in: self, source: source, at: t)
        case .highlight(let control):
            guard let page = highlightPage, highlighter.press(control, on: page) == .changed else { return .handled }
            annotationsChanged()
        case .tap, .story, .openRow, .page:
            return nil
        }
        return .handled
    }

    /// What a feature's outcome asks of the window.
    private static func screenAction(_ outcome: ReaderOutcome) -> ScreenAction {
        if case .action(let action) = outcome { return action }
        return .handled
    }
}
