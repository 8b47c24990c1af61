import SwipeDocument

/// The player's own controls as accessible nodes, from the layouts they are drawn with (window
/// pixels): the page indicator and the other own buttons, the reader menu and its rows, the settings panel's rows with their
/// values and its footer, a document list's rows. Pure.
public struct ChromeAccessibility: Sendable {
    public let screen: AccessibleScreen
    /// The node the controls belong to (the window).
    public let parent: AccessibleID

    public init(screen: AccessibleScreen, in parent: AccessibleID = .window) {
        self.screen = screen
        self.parent = parent
    }

    /// The window named `name` (its title), holding `content` (a document, a story, a list) and
    /// the controls open over it, in that order.
    public func window(name: String, content: [AccessibleNode]) -> AccessibleNode {
        AccessibleNode(id: parent, role: .window, name: name, states: [.enabled, .showing, .focusable], frame: screen.window, children: content)
    }

    /// The page indicator showing `label` ("3 / 10", a scene's id) at `frame`: a tap on it opens
    /// the reader menu.
    public func indicator(label: String, frame: Rect) -> AccessibleNode {
        node(parent.appending("indicator"), .status, name: "Page", value: label, frame: frame, action: .command(.readerMenu))
    }

    /// The player's own buttons showing (`OwnButton.shown`, in that order): the page indicator
    /// saying `indicatorLabel`, back, the menu button, the settings gear and the language button
    /// showing `language`, each activated as a tap on it (the reader menu, back, the reader menu, the
    /// settings panel, the next language).
    public func ownButtons(_ shown: [(button: OwnButton, frame: Rect)], indicatorLabel: String, language: String?) -> [AccessibleNode] {
        shown.map { button, frame in
            switch button {
            case .indicator: indicator(label: indicatorLabel, frame: frame)
            case .back: node(parent.appending("back"), .button, name: "Back", frame: frame, action: .command(.back))
            case .menu: node(parent.appending("menu-button"), .button, name: "Menu", frame: frame, action: .command(.readerMenu))
            case .gear: node(parent.appending("gear"), .button, name: "Settings", frame: frame, action: .command(.settings))
            case .language: node(parent.appending("language"), .button, name: "Language: " + (language ?? ""), frame: frame, action: .command(.languageNext))
            }
        }
    }

    /// The open reader menu: its rows (`entries` laid out in `layout`), the one under its `focus` focused.
    public func menu(_ entries: [ReaderMenu.Item], layout: ReaderMenu.Layout, focus: Int) -> AccessibleNode {
        let id = parent.appending("menu")
        let rows = zip(entries, layout.rows).enumerated().map { i, pair in
            var row = node(id.appending("row\(i)"), .menuItem, name: pair.0.title, frame: pair.1, action: .command(pair.0.command))
            row.states.insert(.focusable)
            if i == focus { row.states.formUnion([.focused, .selected]) }
            return row
        }
        return node(id, .menu, name: "Reader menu", frame: layout.frame, children: rows)
    }

    /// The open settings panel: a row for each setting in `layout` with its value as `settings`
    /// resolve it (a toggle checked when on; a range's or choice's value its text too, a range's number its `numeric`), the one under its `focus` focused; inactive ones disabled;
    /// then its footer's level button (saying where changes are saved at `level`), Reset and the close button.
    public func settingsPanel(layout: SettingsPanel.Layout, settings: PresentationSettings, level: PreferenceLayers.Level, focus: Int) -> AccessibleNode {
        let id = parent.appending("settings")
        let rows = zip(layout.keys, layout.rows).enumerated().map { i, pair in
            let (key, frame) = pair
            let setting = settings[key]
            let value = setting.shownValue
            var row = node(id.appending(key.rawValue), value.bool == nil ? .spinButton : .checkBox, name: key.title, value: setting.label(value),
                           frame: frame, action: .setting(key))
            row.states.insert(.focusable)
            // A spin button's value is also its text, where screen readers read it.
            if value.bool == nil { row.text = row.value.map { AccessibleText($0) } }
            if let range = setting.range, let number = value.number {
                row.numeric = AccessibleValue(current: number, minimum: range.lower, maximum: range.upper, increment: range.step)
            }
            if value.bool == true { row.states.insert(.checked) }
            if !setting.isActive { row.states.remove(.enabled) }
            if i == focus { row.states.insert(.focused) }
            return row
        }
        let footer: [(String, String, Rect, SettingsPanel.Target)] = [
            ("level", SettingsPanel.levelLabel(level, settings: settings), layout.levelButton, .level),
            ("reset", "Reset", layout.resetButton, .reset), ("close", "Close", layout.closeButton, .close),
        ]
        let buttons = footer.enumerated().map { i, button in
            var node = node(id.appending(button.0), .button, name: button.1, frame: button.2, action: .panel(button.3))
            node.states.insert(.focusable)
            if layout.keys.count + i == focus { node.states.insert(.focused) }
            return node
        }
        return node(id, .dialog, name: "Settings", frame: layout.frame, children: rows + buttons)
    }

    /// A document list scrolled by `scroll`, `selected` its row with the keyboard's selection: its
    /// sections' rows, each named by its title and subtitle, opened when activated; rows scrolled
    /// out of sight are there, not showing.
    public func list(_ layout: ListLayout, scroll: Double, selected: Int?) -> AccessibleNode {
        let id = parent.appending("list")
        let area = Rect(x: 0, y: layout.barHeight, width: layout.viewport.x, height: layout.areaHeight)
        let rows = layout.rows.enumerated().map { i, row in
            let frame = Rect(x: row.frame.x, y: layout.barHeight + row.frame.y - scroll, width: row.frame.width, height: row.frame.height)
            var node = node(id.appending("row\(i)"), .listItem, name: [row.title, row.subtitle].compactMap { $0 }.joined(separator: ", "), frame: frame,
                            action: .openRow(i))
            node.states.insert(.focusable)
            if area.intersection(frame) == nil { node.states.remove(.showing) }
            if i == selected { node.states.formUnion([.selected, .focused]) }
            return node
        }
        return node(id, .list, name: layout.title, frame: area, children: rows)
    }

    /// A control at `frame` (window pixels), enabled, showing where it is in the window.
    /// A status page laid out on `viewport`: a page named by its title (a document on its way, or
    /// one that could not be opened, each its own page so that either is said as it shows), its
    /// lines as paragraphs, the progress as a status ("Loading, 40 %"), and the back button.
    public func status(_ page: StatusPage, viewport: Point) -> AccessibleNode {
        let placed = page.layout(viewport: viewport)
        let id = parent.appending(page.progress == nil ? "status" : "loading")
        var children = placed.texts.enumerated().filter { !$0.element.text.isEmpty }.map { k, text in
            var node = node(id.appending("text\(k)"), k == 0 ? .heading : .paragraph, name: "", frame: text.frame)
            node.text = AccessibleText(text.text)
            return node
        }
        if let bar = placed.bar, let progress = page.progress {
            children.append(node(id.appending("progress"), .status, name: "Loading", value: "\(Int((min(1, max(0, progress)) * 100).rounded())) %", frame: bar))
        }
        if let back = placed.back { children.append(node(parent.appending("back"), .button, name: "Back", frame: back, action: .command(.back))) }
        return node(id, .page, name: page.title, frame: Rect(x: 0, y: 0, width: viewport.x, height: viewport.y), children: children)
    }

    func node(_ id: AccessibleID, _ role: AccessibleRole, name: String, value: String? = nil, frame: Rect,
                      action: AccessibleAction? = nil, children: [AccessibleNode] = []) -> AccessibleNode {
        let onScreen = screen.rect(window: frame)
        return AccessibleNode(id: id, role: role, name: name, value: value, states: screen.shows(onScreen) ? [.enabled, .showing] : [.enabled],
                              frame: onScreen, action: action, children: children)
    }
}
