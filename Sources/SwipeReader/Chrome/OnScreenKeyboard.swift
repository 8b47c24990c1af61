import SwipeDocument

/// The on-screen keyboard, pure: a touch user's keyboard over the bottom of the window while a
/// text field, the search field or a highlight's note is typed into. Rows of keys in the locale's
/// `KeyboardLayout` (digits, letters, shift and backspace, then the symbols key, comma, space,
/// full stop, Enter and a key hiding the keyboard), a symbols page, shift once or locked, and the
/// accented letters of a key held for `GestureRecognizer.longPressDelay` in a row above it. It
/// offers no key that leaves the field (no Escape, Tab or command), so a kiosk may show it. Keys
/// are at least `target` high (9 mm); presses, moves and releases in window pixels give what
/// was typed (`Output`), which the window types as a keyboard's keys would.
public struct OnScreenKeyboard: Equatable, Sendable {
    /// When the keyboard shows (`--osk`).
    public enum Mode: String, Equatable, Sendable, CaseIterable {
        /// While nothing has been typed on a physical keyboard since the window opened.
        case auto
        /// Whenever text is typed into (a kiosk's default).
        case always
        case never

        /// Whether the keyboard shows for a field once `keyPressed` (a physical key went down).
        public func shows(keyPressed: Bool) -> Bool {
            switch self {
            case .auto: return !keyPressed
            case .always: return true
            case .never: return false
            }
        }
    }

    /// One key.
    public enum Key: Equatable, Sendable {
        /// Types its text (shifted while shift is on).
        case character(String)
        case space, shift, backspace, enter
        /// Shows the symbols page, or the letters again.
        case symbols, letters
        /// Hides the keyboard.
        case hide
    }

    /// What a key typed.
    public enum Output: Equatable, Sendable {
        case text(String)
        case backspace, enter, hide
    }

    /// Shift: off, for the next letter, or locked (a second tap) until tapped again.
    public enum Shift: Equatable, Sendable {
        case off, once, locked
    }

    public let layout: KeyboardLayout
    public private(set) var shift = Shift.off
    /// Whether the symbols page shows instead of the letters.
    public private(set) var showsSymbols = false
    /// The key held down (nil: none), and when it went down.
    public private(set) var pressed: Int?
    private var pressTime = 0.0
    /// The key whose accents are offered above it (nil: none are).
    public private(set) var accentsOf: Int?
    /// The accent under the finger while they are offered.
    public private(set) var accentChoice: Int?

    public init(layout: KeyboardLayout) { self.layout = layout }

    /// The rows of keys of the page showing, top to bottom.
    public var rows: [[Key]] {
        let chars = { (row: [String]) in row.map(Key.character) }
        let middle = showsSymbols ? KeyboardLayout.symbolRows : layout.letterRows
        return [chars(KeyboardLayout.digits), chars(middle[0]), chars(middle[1]),
                [.shift] + chars(middle[2]) + [.backspace],
                [showsSymbols ? .letters : .symbols, .character(","), .space, .character("."), .enter, .hide]]
    }

    /// How many key widths a key takes in its row.
    static func units(_ key: Key) -> Double {
        switch key {
        case .space: return 4
        case .shift, .backspace, .symbols, .letters, .enter: return 1.5
        case .character, .hide: return 1
        }
    }

    /// What a key shows, as shift is now.
    public func label(_ key: Key) -> String {
        switch key {
        case .character(let c): return shifted(c)
        case .space: return "space"
        case .shift: return shift == .locked ? "⇪" : "⇧"
        case .backspace: return "⌫"
        case .enter: return "⏎"
        case .symbols: return "?123"
        case .letters: return "ABC"
        case .hide: return "▾"
        }
    }

    private func shifted(_ c: String) -> String {
        guard shift != .off else { return c }
        let upper = c.uppercased()
        return upper.count == c.count ? upper : c
    }

    /// The accents a key offers as shift is now (none for keys without).
    public func accents(of key: Key) -> [String] {
        guard case .character(let c) = key, !showsSymbols else { return [] }
        return KeyboardLayout.accents(of: c).map(shifted)
    }

    // MARK: Layout

    /// Where the keys are in a window of `viewport` pixels.
    public struct Layout: Equatable, Sendable {
        public var viewport: Point
        public var point: Double
        /// The keyboard's panel, across the bottom of the window.
        public var frame: Rect
        /// Each key of `rows`, row after row, with its frame.
        public var keys: [(key: Key, frame: Rect)]

        public static func == (a: Layout, b: Layout) -> Bool {
            a.viewport == b.viewport && a.point == b.point && a.frame == b.frame && a.keys.elementsEqual(b.keys) { $0.key == $1.key && $0.frame == $1.frame }
        }
    }

    /// The keys laid out in a window of `viewport` pixels: rows `max(target, the theme's touch
    /// target)` high across the window's width (keys no wider than 1.5 of their height, centred
    /// on a wide window), the panel along the bottom edge.
    public func layout(viewport: Point, style: PlayerStyle, target: Double) -> Layout {
        let point = PlayerChrome.point(viewport)
        let rows = self.rows
        let keyHeight = max(target, style.touchTarget * point)
        let gap = max(2, keyHeight * 0.12)
        let pad = max(gap, style.margin * point / 2)
        let unitWidth = max(1, min((viewport.x - 2 * pad + gap) / 10 - gap, keyHeight * 1.5))
        let height = Double(rows.count) * (keyHeight + gap) - gap + 2 * pad
        let frame = Rect(x: 0, y: viewport.y - height, width: viewport.x, height: height)
        var keys: [(key: Key, frame: Rect)] = []
        for (r, row) in rows.enumerated() {
            let widths = row.map { Self.units($0) * (unitWidth + gap) - gap }
            var x = (viewport.x - (widths.reduce(0, +) + gap * Double(row.count - 1))) / 2
            let y = frame.y + pad + Double(r) * (keyHeight + gap)
            for (key, w) in zip(row, widths) {
                keys.append((key, Rect(x: x, y: y, width: w, height: keyHeight)))
                x += w + gap
            }
        }
        return Layout(viewport: viewport, point: point, frame: frame, keys: keys)
    }

    /// What is at a window pixel.
    public enum Target: Equatable, Sendable {
        /// The key of that index in the layout's `keys`.
        case key(Int)
        /// An accent of the offered ones.
        case accent(Int)
        /// On the panel, far from any key.
        case panel
        /// Not on the keyboard: a tap there hides it.
        case outside
    }

    /// What is at window pixel `p`: an offered accent, else the key nearest `p` in its row (the
    /// gaps between keys belong to the nearest one), else the panel or outside it.
    public func target(at p: Point, layout: Layout) -> Target {
        if let index = accentFrames(layout: layout).firstIndex(where: { $0.contains(p) }) { return .accent(index) }
        guard layout.frame.contains(p) else { return .outside }
        let gap = layout.keys.count > 1 ? max(0, layout.keys[1].frame.x - layout.keys[0].frame.x - layout.keys[0].frame.width) : 0
        let row = layout.keys.indices.filter { p.y >= layout.keys[$0].frame.y - gap / 2 && p.y < layout.keys[$0].frame.y + layout.keys[$0].frame.height + gap / 2 }
        let nearest = row.min { distance(p.x, layout.keys[$0].frame) < distance(p.x, layout.keys[$1].frame) }
        guard let nearest, distance(p.x, layout.keys[nearest].frame) <= gap else { return .panel }
        return .key(nearest)
    }

    private func distance(_ x: Double, _ r: Rect) -> Double { max(0, r.x - x, x - (r.x + r.width)) }

    /// The offered accents' frames: a row of keys above the held key, kept in the window.
    public func accentFrames(layout: Layout) -> [Rect] {
        guard let index = accentsOf, index < layout.keys.count else { return [] }
        let (key, frame) = layout.keys[index]
        let count = Double(accents(of: key).count)
        let width = count * frame.width, pad = Self.accentPad(frame.height)
        let x = min(max(pad, frame.x + frame.width / 2 - width / 2), layout.viewport.x - width - pad)
        return (0..<Int(count)).map { Rect(x: x + Double($0) * frame.width, y: frame.y - frame.height * 1.1, width: frame.width, height: frame.height) }
    }

    /// The margin of the accents' panel around their keys, for keys `height` high.
    static func accentPad(_ height: Double) -> Double { max(2, height * 0.08) }

    // MARK: Interaction

    /// A press at `p` at time `t`: on a key (or an offered accent) it is held; false when it is not
    /// on the keyboard at all.
    public mutating func press(at p: Point, layout: Layout, time t: Double) -> Bool {
        switch target(at: p, layout: layout) {
        case .accent(let i):
            accentChoice = i
            pressed = accentsOf
        case .key(let i):
            closeAccents()
            pressed = i
        case .panel:
            closeAccents()
            pressed = nil
        case .outside:
            closeAccents()
            pressed = nil
            return false
        }
        pressTime = t
        return true
    }

    /// The held finger moved to `p`: over the offered accents it chooses one.
    public mutating func move(to p: Point, layout: Layout) {
        guard accentsOf != nil else { return }
        if case .accent(let i) = target(at: p, layout: layout) { accentChoice = i } else { accentChoice = nil }
    }

    /// When a held key would offer its accents (nil: nothing is held that has any).
    public func accentDeadline(layout: Layout) -> Double? {
        guard accentsOf == nil, let i = pressed, i < layout.keys.count, !accents(of: layout.keys[i].key).isEmpty else { return nil }
        return pressTime + GestureRecognizer.longPressDelay
    }

    /// Time passes: a key held long enough offers its accents.
    public mutating func advance(to t: Double, layout: Layout) {
        guard let deadline = accentDeadline(layout: layout), t >= deadline else { return }
        accentsOf = pressed
        accentChoice = nil
    }

    /// The finger lifted at `p`: what the key (or the accent) under it types, if it is the one
    /// pressed. Lifted on the key whose accents show, they stay for a tap.
    public mutating func release(at p: Point, layout: Layout, time t: Double) -> Output? {
        advance(to: t, layout: layout)
        guard let held = pressed, held < layout.keys.count else { return nil }
        pressed = nil
        let target = target(at: p, layout: layout)
        if let offered = accentsOf {
            if case .accent(let i) = target {
                let accents = accents(of: layout.keys[offered].key)
                closeAccents()
                return type(accents[i])
            }
            if target != .key(offered) { closeAccents() }
            return nil
        }
        guard target == .key(held) else { return nil }
        switch layout.keys[held].key {
        case .character(let c): return type(shifted(c))
        case .space: return type(" ")
        case .shift:
            shift = switch shift {
            case .off: .once
            case .once: .locked
            case .locked: .off
            }
            return nil
        case .symbols, .letters:
            showsSymbols.toggle()
            return nil
        case .backspace: return .backspace
        case .enter: return .enter
        case .hide: return .hide
        }
    }

    private mutating func type(_ text: String) -> Output {
        if shift == .once { shift = .off }
        return .text(text)
    }

    private mutating func closeAccents() {
        accentsOf = nil
        accentChoice = nil
    }

    /// Back to letters with shift off and nothing held (the keyboard is shown again).
    public mutating func reset() {
        shift = .off
        showsSymbols = false
        pressed = nil
        closeAccents()
    }

    // MARK: Drawing

    /// The keyboard's display items: the panel in the overlay surface, each key a chrome button
    /// (pressed while held, focused for shift on), a small dot on keys with accents, and the
    /// offered accents in a panel above the held key.
    public func items(layout: Layout, style: PlayerStyle) -> [DisplayItem] {
        let point = layout.point, button = style.chromeButton
        var out = StyledControl.shape(.rectangle, fill: style.overlaySurface, frame: layout.frame, point: point, opacity: 1)
        for (i, (key, frame)) in layout.keys.enumerated() {
            let on = key == .shift && shift != .off
            let state: StyledControl.State = i == pressed && accentsOf == nil ? .pressed : on ? .focused : .normal
            out += StyledControl.button(button, state: state, label: label(key), frame: frame, point: point, opacity: 1)
            if !accents(of: key).isEmpty {
                out.append(StyledControl.text("•", typography: style.caption, color: button.text[state],
                                              frame: Rect(x: frame.x + frame.width * 0.6, y: frame.y, width: frame.width * 0.4, height: frame.height * 0.4),
                                              point: point, opacity: 0.5, alignment: TextAlignment(.center, .center)))
            }
        }
        let accentFrames = accentFrames(layout: layout)
        if let offered = accentsOf, let first = accentFrames.first, let last = accentFrames.last {
            let pad = Self.accentPad(first.height)
            let panel = Rect(x: first.x - pad, y: first.y - pad, width: last.x + last.width - first.x + 2 * pad, height: first.height + 2 * pad)
            out += StyledControl.shape(style.panel, fill: style.overlaySurface, border: style.accent, borderWidth: 2, frame: panel, point: point, opacity: 1)
            for (i, (accent, frame)) in zip(accents(of: layout.keys[offered].key), accentFrames).enumerated() {
                out += StyledControl.button(button, state: i == accentChoice ? .focused : .normal, label: accent, frame: frame, point: point, opacity: 1)
            }
        }
        return out
    }
}
