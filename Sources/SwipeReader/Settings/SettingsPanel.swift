import SwipeDocument

/// The settings panel over a document, pure: its layout in window pixels (a row per setting, a
/// footer saying which level changes are saved at, with a reset), what a point or a key does to
/// a `SettingsEditor`, keyboard focus, slider drags, and its display items drawn with the player's
/// own controls (`StyledControl`, the theme's tokens). Inactive settings are greyed with their
/// reason; settings the window does not honour at all (a story's) are not offered
/// (`PresentationSettings.offered`). Changes go to the editor at once, so they show live behind the panel.
public struct SettingsPanel: Equatable, Sendable {
    public var isOpen = false
    /// The focused row (the settings, then the level and reset buttons).
    public private(set) var focus = 0
    /// The range whose slider a pointer holds.
    public private(set) var dragging: SettingKey?

    public init() {}

    /// What a place in the panel is.
    public enum Target: Hashable, Sendable {
        case close
        case decrease(SettingKey)
        case increase(SettingKey)
        /// A slider's track at a fraction of its length.
        case track(SettingKey, Double)
        case toggle(SettingKey)
        case level
        case reset
        /// Inside the panel, on nothing that acts.
        case panel
        /// Outside the panel.
        case outside
    }

    /// The rows' keys of a document's panel, in order (a story's panel has `offered`'s).
    public static let keys = SettingKey.allCases.filter { $0.offered(in: .fixed) }
    static let footerRows = 2

    // MARK: Layout

    /// Where everything is, for a window of `viewport` pixels.
    public struct Layout: Equatable, Sendable {
        /// The window the panel is laid out in.
        public var viewport: Point
        /// The settings in its rows, in order.
        public var keys: [SettingKey]
        public var point: Double
        public var frame: Rect
        public var title: Rect
        public var closeButton: Rect
        public var rowHeight: Double
        public var rows: [Rect]
        public var levelButton: Rect
        public var resetButton: Rect

        /// The controls of a row: the decrease button, the middle (a slider track or a value), the
        /// increase button; a toggle is one button across them.
        public func controls(_ row: Int) -> (decrease: Rect, middle: Rect, increase: Rect) {
            let r = rows[row]
            let x = r.x + r.width * 0.48, w = r.width * 0.52, h = r.height * 0.8, y = r.y + r.height * 0.1
            return (Rect(x: x, y: y, width: h, height: h), Rect(x: x + h * 1.15, y: y, width: w - 2.3 * h, height: h),
                    Rect(x: x + w - h, y: y, width: h, height: h))
        }
    }

    /// One column of rows when they fit at the theme's touch target size, else two side by side in
    /// a landscape window (rows shrink only where neither fits).
    public static func layout(viewport: Point, style: PlayerStyle, keys: [SettingKey] = SettingsPanel.keys) -> Layout {
        let point = PlayerChrome.point(viewport)
        let margin = style.margin * point
        let target = style.touchTarget * point * 1.1
        let available = viewport.y - 2 * margin
        let single = available / Double(keys.count + 2)
        let columns = single < style.touchTarget * point && viewport.x > viewport.y ? 2 : 1
        let perColumn = (keys.count + columns - 1) / columns
        let count = Double(perColumn + 2)
        let rowHeight = max(1, min(target, available / count))
        let width = min(viewport.x - 2 * margin, max(style.panelWidth * point * 1.3, viewport.x * 0.6) * Double(columns))
        let height = rowHeight * count
        let frame = Rect(x: (viewport.x - width) / 2, y: max(margin / 2, (viewport.y - height) / 2), width: width, height: height)
        let inner = Rect(x: frame.x + margin, y: frame.y, width: frame.width - 2 * margin, height: frame.height)
        let columnWidth = (inner.width - margin * Double(columns - 1)) / Double(columns)
        let rows = keys.indices.map { i in
            Rect(x: inner.x + Double(i / perColumn) * (columnWidth + margin), y: frame.y + rowHeight * Double(i % perColumn + 1), width: columnWidth, height: rowHeight)
        }
        let footerY = frame.y + rowHeight * Double(perColumn + 1) + rowHeight * 0.1
        let button = rowHeight * 0.8
        return Layout(viewport: viewport, keys: keys, point: point, frame: frame, title: Rect(x: inner.x, y: frame.y, width: inner.width - button, height: rowHeight),
                      closeButton: Rect(x: inner.x + inner.width - button, y: frame.y + rowHeight * 0.1, width: button, height: button),
                      rowHeight: rowHeight, rows: rows,
                      levelButton: Rect(x: inner.x, y: footerY, width: inner.width * 0.62, height: button),
                      resetButton: Rect(x: inner.x + inner.width * 0.67, y: footerY, width: inner.width * 0.33, height: button))
    }

    /// What is at window pixel `p`.
    public static func target(at p: Point, layout: Layout, settings: PresentationSettings) -> Target {
        guard layout.frame.contains(p) else { return .outside }
        if layout.closeButton.contains(p) { return .close }
        if layout.levelButton.contains(p) { return .level }
        if layout.resetButton.contains(p) { return .reset }
        guard let row = layout.rows.firstIndex(where: { $0.contains(p) }) else { return .panel }
        let key = layout.keys[row]
        let (decrease, middle, increase) = layout.controls(row)
        let whole = Rect(x: decrease.x, y: decrease.y, width: increase.x + increase.width - decrease.x, height: decrease.height)
        switch key.kind {
        case .toggle:
            return whole.contains(p) ? .toggle(key) : .panel
        case .range:
            if decrease.contains(p) { return .decrease(key) }
            if increase.contains(p) { return .increase(key) }
            if middle.contains(p) { return .track(key, (p.x - middle.x) / max(1, middle.width)) }
        case .choice, .color:
            if decrease.contains(p) { return .decrease(key) }
            if increase.contains(p) || middle.contains(p) { return .increase(key) }
        }
        return .panel
    }

    // MARK: Interaction

    /// A pointer pressed at `p`: acts at once (sliders follow the drag that starts on them). Returns
    /// whether the panel is still open.
    @discardableResult
    public mutating func pointerDown(at p: Point, layout: Layout, editor: SettingsEditor) -> Bool {
        let target = Self.target(at: p, layout: layout, settings: editor.settings)
        if case .track(let key, _) = target { dragging = key }
        if let row = Self.row(of: target, keys: layout.keys) { focus = row }
        perform(target, editor: editor)
        return isOpen
    }

    /// A held pointer moved to `p`: a held slider follows it.
    public mutating func pointerMoved(to p: Point, layout: Layout, editor: SettingsEditor) {
        guard let key = dragging, let row = layout.keys.firstIndex(of: key) else { return }
        let middle = layout.controls(row).middle
        perform(.track(key, (p.x - middle.x) / max(1, middle.width)), editor: editor)
    }

    public mutating func pointerUp() { dragging = nil }

    /// The keys the panel answers.
    public enum Key: Sendable {
        case up, down, left, right, activate, close

        /// The key a menu command is to the panel (nil: not the panel's).
        public init?(_ menu: Command.Menu) {
            switch menu {
            case .up: self = .up
            case .down: self = .down
            case .left: self = .left
            case .right: self = .right
            case .activate: self = .activate
            case .close: self = .close
            default: return nil
            }
        }
    }

    public mutating func key(_ key: Key, editor: SettingsEditor) {
        let keys = editor.settings.offered
        let count = keys.count + Self.footerRows
        switch key {
        case .up: focus = (focus + count - 1) % count
        case .down: focus = (focus + 1) % count
        case .close: isOpen = false
        case .left, .right, .activate:
            guard focus < keys.count else {
                if key == .activate || key == .left || key == .right { perform(focus == keys.count ? .level : .reset, editor: editor) }
                return
            }
            let k = keys[focus]
            switch (k.kind, key) {
            case (.toggle, _): perform(.toggle(k), editor: editor)
            case (_, .left): perform(.decrease(k), editor: editor)
            default: perform(.increase(k), editor: editor)
            }
        }
    }

    /// Activates `setting`'s row as a screen reader's action does: the row focused, then what
    /// `activate` does there (a toggle flips, a range steps up, a choice moves to the next).
    public mutating func activate(_ setting: SettingKey, editor: SettingsEditor) {
        guard let row = editor.settings.offered.firstIndex(of: setting) else { return }
        focus = row
        key(.activate, editor: editor)
    }

    /// Sets range `setting` to `value` as a screen reader's action does: its row focused, the
    /// value on a step within the range (where the slider's thumb would land).
    public mutating func set(_ setting: SettingKey, to value: Double, editor: SettingsEditor) {
        guard let row = editor.settings.offered.firstIndex(of: setting), let range = editor.settings[setting].range else { return }
        focus = row
        editor.set(setting, .number(range.value(atFraction: range.fraction(of: value))))
    }

    /// Presses the close, level or reset button as a screen reader's action does: its row
    /// focused (the footer's), then what a tap on it does.
    public mutating func press(_ target: Target, editor: SettingsEditor) {
        if let row = Self.row(of: target, keys: editor.settings.offered) { focus = row }
        perform(target, editor: editor)
    }

    /// Colours the `backgroundColor` row steps through: the document's own (unset), then these.
    static let colors: [Color] = [.black, Color(0.125, 0.125, 0.125), Color(0.5, 0.5, 0.5), .white]

    private mutating func perform(_ target: Target, editor: SettingsEditor) {
        switch target {
        case .close, .outside: isOpen = false; dragging = nil
        case .panel: break
        case .level: editor.level = editor.level == .document ? .global : .document
        case .reset: editor.reset()
        case .toggle(let key): editor.toggle(key)
        case .track(let key, let f):
            guard let range = editor.settings[key].range else { return }
            editor.set(key, .number(range.value(atFraction: f)))
        case .decrease(let key), .increase(let key):
            let step = target == .increase(key) ? 1 : -1
            switch key.kind {
            case .range: editor.increment(key, by: step)
            case .choice: editor.cycle(key, by: step)
            case .color: stepColor(key, by: step, editor: editor)
            case .toggle: editor.toggle(key)
            }
        }
    }

    /// The next colour of `colors` the setting takes (one under 4.5:1 against the other colour is
    /// passed over), or back to the document's own past either end.
    private func stepColor(_ key: SettingKey, by step: Int, editor: SettingsEditor) {
        var current = editor.settings[key].value?.color.flatMap { Self.colors.firstIndex(of: $0) } ?? -1
        let n = Self.colors.count + 1
        for _ in 0..<n {
            current = ((current + 1 + step) % n + n) % n - 1
            if current < 0 { return editor.clear(key) }
            if editor.set(key, .color(Self.colors[current])) == nil { return }
        }
    }

    private static func row(of target: Target, keys: [SettingKey]) -> Int? {
        switch target {
        case .decrease(let k), .increase(let k), .track(let k, _), .toggle(let k): return keys.firstIndex(of: k)
        case .level: return keys.count
        case .reset: return keys.count + 1
        default: return nil
        }
    }

    // MARK: The gear

    /// The gear button that opens the panel: top right, a touch target square, shown with the
    /// page indicator; left of the language button when the document offers several (`language`,
    /// the title that button shows).
    public static func gearButton(viewport: Point, style: PlayerStyle, language: String? = nil) -> Rect {
        let point = PlayerChrome.point(viewport)
        let size = style.touchTarget * point, margin = style.margin * point
        let right = language.map { PlayerChrome.languageButton(viewport: viewport, title: $0, style: style).x - margin / 2 } ?? viewport.x - margin
        return Rect(x: right - size, y: margin, width: size, height: size)
    }

    public static func gearItems(viewport: Point, style: PlayerStyle, language: String? = nil, opacity: Double) -> [DisplayItem] {
        StyledControl.button(style.chromeButton, label: "⚙", frame: gearButton(viewport: viewport, style: style, language: language),
                             point: PlayerChrome.point(viewport), opacity: opacity)
    }

    // MARK: Drawing

    /// The panel's display items, in window pixels.
    public func items(layout l: Layout, settings: PresentationSettings, level: PreferenceLayers.Level, style: PlayerStyle) -> [DisplayItem] {
        guard isOpen else { return [] }
        let point = l.point
        var out = PlayerChrome.backdrop(viewport: l.viewport, style: style)
        out += StyledControl.shape(style.panel, fill: style.overlaySurface, frame: l.frame, point: point, opacity: 1)
        let left = TextAlignment(.left, .center)
        out.append(StyledControl.text("Settings", typography: style.help, color: style.onOverlay, frame: l.title, point: point, opacity: 1, alignment: left))
        out += StyledControl.button(style.chromeButton, label: "×", frame: l.closeButton, point: point, opacity: 1)
        for (row, key) in l.keys.enumerated() {
            let s = settings[key]
            let frame = l.rows[row]
            let opacity = s.isActive ? 1.0 : 0.4
            if focus == row {
                out += StyledControl.shape(.rectangle, fill: style.selection, frame: frame, point: point, opacity: 0.3)
            }
            let labelFrame = Rect(x: frame.x, y: frame.y, width: frame.width * 0.47, height: s.isActive ? frame.height : frame.height * 0.6)
            out.append(StyledControl.text(key.title, typography: style.caption, color: style.onOverlay, frame: labelFrame, point: point, opacity: opacity, alignment: left))
            if let reason = s.inactiveReason {
                var small = style.caption
                small.size *= 0.65
                out.append(StyledControl.text(reason, typography: small, color: style.onOverlay,
                                              frame: Rect(x: frame.x, y: frame.y + frame.height * 0.5, width: frame.width * 0.47, height: frame.height * 0.5),
                                              point: point, opacity: 0.8, alignment: left))
            }
            out += controlItems(s, frames: l.controls(row), point: point, opacity: opacity, style: style)
        }
        let footerFocus = focus - l.keys.count
        out += StyledControl.button(style.chromeButton, state: footerFocus == 0 ? .focused : .normal,
                                    label: Self.levelLabel(level, settings: settings),
                                    frame: l.levelButton, point: point, opacity: 1)
        out += StyledControl.button(style.chromeButton, state: footerFocus == 1 ? .focused : .normal, label: "Reset", frame: l.resetButton, point: point, opacity: 1)
        return out
    }

    /// What the level button says: where changes are saved ("Saved for this document").
    public static func levelLabel(_ level: PreferenceLayers.Level, settings: PresentationSettings) -> String {
        let work = settings.content == .story ? "story" : "document"
        return level == .document ? "Saved for this \(work)" : "Saved for all \(work)s"
    }

    private func controlItems(_ s: Setting, frames: (decrease: Rect, middle: Rect, increase: Rect), point: Double, opacity: Double, style: PlayerStyle) -> [DisplayItem] {
        let value = s.shownValue
        switch s.key.kind {
        case .toggle:
            let whole = Rect(x: frames.decrease.x, y: frames.decrease.y, width: frames.increase.x + frames.increase.width - frames.decrease.x, height: frames.decrease.height)
            return StyledControl.button(style.chromeButton, state: value.bool == true ? .focused : .normal, label: value.bool == true ? "On" : "Off",
                                        frame: whole, point: point, opacity: opacity)
        case .range(let range):
            let fraction = range.fraction(of: value.number ?? range.lower)
            let m = frames.middle
            let track = Rect(x: m.x, y: m.y + m.height * 0.62, width: m.width, height: max(2, m.height * 0.1))
            let thumb = m.height * 0.34
            var out = StyledControl.button(style.chromeButton, label: "−", frame: frames.decrease, point: point, opacity: opacity)
            out += StyledControl.shape(.capsule(.circular), fill: style.progressTrack, frame: track, point: point, opacity: opacity)
            out += StyledControl.shape(.capsule(.circular), fill: style.accent, frame: Rect(x: track.x, y: track.y, width: track.width * fraction, height: track.height), point: point, opacity: opacity)
            out += StyledControl.shape(.capsule(.circular), fill: style.accent,
                                       frame: Rect(x: track.x + track.width * fraction - thumb / 2, y: track.y + track.height / 2 - thumb / 2, width: thumb, height: thumb),
                                       point: point, opacity: opacity)
            out.append(StyledControl.text(s.label(value), typography: style.caption, color: style.onOverlay,
                                          frame: Rect(x: m.x, y: m.y, width: m.width, height: m.height * 0.55), point: point, opacity: opacity, alignment: TextAlignment(.center, .center)))
            out += StyledControl.button(style.chromeButton, label: "+", frame: frames.increase, point: point, opacity: opacity)
            return out
        case .choice, .color:
            var out = StyledControl.button(style.chromeButton, label: "‹", frame: frames.decrease, point: point, opacity: opacity)
            if let c = value.color {
                let swatch = Rect(x: frames.middle.x + frames.middle.width * 0.3, y: frames.middle.y + frames.middle.height * 0.2,
                                  width: frames.middle.width * 0.4, height: frames.middle.height * 0.6)
                out += StyledControl.shape(.rectangle, fill: c, border: style.onOverlay, borderWidth: max(1, point), frame: swatch, point: point, opacity: opacity)
            } else {
                out.append(StyledControl.text(s.label(value), typography: style.caption, color: style.onOverlay, frame: frames.middle, point: point, opacity: opacity,
                                              alignment: TextAlignment(.center, .center)))
            }
            out += StyledControl.button(style.chromeButton, label: "›", frame: frames.increase, point: point, opacity: opacity)
            return out
        }
    }
}
