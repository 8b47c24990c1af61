import SwipeDocument

/// The player's own controls, drawn over the document in window pixels with the same compositor:
/// a page indicator ("3 / 12", and the language when the document offers several) that appears
/// when a page becomes current and fades after a moment, the same for longer with a menu button
/// when a tap on the page's empty part asks for them (`showControls`), and the help overlay
/// listing the keys (? toggles it), all drawn with the theme's tokens (`PlayerStyle`). Pure: time
/// is a parameter.
public struct PlayerChrome: Equatable, Sendable {
    /// Seconds the page indicator stays, then fades over.
    public static let hold = 1.5
    public static let fade = 0.5
    /// Seconds the controls stay when a tap asked for them (`showControls`).
    public static let controlsHold = 5.0

    /// Rows for input that is no binding (a drag, a typed page number): the screens whose help
    /// lists each, after the row of which command.
    static let inputRows: [(screens: Set<CommandScreen>, after: Command, row: KeyBindings.HelpRow)] = [
        (CommandScreen.reading, .overview, .init(fixed: "Shift+drag  hold", "highlight text (1-4 colour, N note, X delete)")),
        ([.document], .blank(.white), .init(fixed: "number  Enter", "go to that page")),
    ]

    /// What the help overlay lists on `screen`, row by row, as the commands declare it
    /// (`CommandDeclaration.help`, in their order): the commands each row shows the keys of (from
    /// the bindings in force; the scope the screen asks first first) and what the row says, and
    /// the fixed rows of `inputRows`.
    public static func helpRows(_ screen: CommandScreen) -> [KeyBindings.HelpRow] {
        var rows: [KeyBindings.HelpRow] = []
        for declaration in Command.declarations {
            if let says = declaration.help[screen] {
                if let i = rows.firstIndex(where: { $0.fixed == nil && $0.summary == says }) {
                    rows[i].commands.append(declaration.command)
                } else {
                    rows.append(.init([declaration.command], says))
                }
            }
            rows += inputRows.filter { $0.after == declaration.command && $0.screens.contains(screen) }.map(\.row)
        }
        let scopes = helpScopes(screen)
        return rows.map { row in
            var row = row
            row.commands = row.commands.enumerated().sorted {
                (scopes.firstIndex(of: $0.element.scope) ?? scopes.count, $0.offset) < (scopes.firstIndex(of: $1.element.scope) ?? scopes.count, $1.offset)
            }.map(\.element)
            return row
        }
    }

    /// The key bindings the help overlay shows (the window's, with the reader's keys.conf).
    public var keys = KeyBindings.defaults

    /// The help overlay's table now: each row's keys as bound in `keys`.
    public var table: [(keys: String, action: String)] { keys.rows(Self.helpRows(help), scopes: Self.helpScopes(help)) }

    /// The scopes the help's keys are looked up in, as each screen asks them: a list its menu
    /// first, a story its buttons' focus first.
    public static func helpScopes(_ screen: CommandScreen) -> [KeyBindings.Scope] {
        switch screen {
        case .list: [.menu, .reader, .window]
        case .status: [.status, .reader, .window]
        case .story: [.focus, .reader, .window]
        case .document: [.reader, .focus, .window]
        }
    }

    /// The screen whose keys the help overlay lists.
    public var help: CommandScreen
    /// The theme's tokens the controls are drawn with.
    public var style: PlayerStyle

    /// When the current page last became current, or the controls were asked for (nil: never shown).
    public private(set) var pageShownAt: Double?
    /// How long the controls hold from `pageShownAt`: `hold`, or `controlsHold` when asked for.
    public private(set) var holdFor = Self.hold
    /// Whether the controls were asked for by a tap (the menu button shows with the indicator).
    private var controlsAsked = false
    /// Whether the controls stay shown whatever the time: while spoken feedback is on, where a tap
    /// explores instead of showing them, so that a swipe or a finger reaches the menu button.
    public var pinned = false
    /// Whether the menu button shows with the indicator (the controls were asked for, or are pinned).
    public var showsMenuButton: Bool { controlsAsked || pinned }
    public var helpVisible = false
    /// Whether the page number shows ("3 / 12"; the `pageIndicator` setting); the language and back
    /// buttons show at its times either way.
    public var showsPageNumber = true
    /// Problems that keep a document's new version from being shown (`file:line:col: …`), listed
    /// over the last good version until they are fixed.
    public var errors: [String] = []

    public init(help: CommandScreen = .document, style: PlayerStyle = .standard()) {
        self.help = help
        self.style = style
    }

    public mutating func pageBecameCurrent(at time: Double) {
        pageShownAt = time
        holdFor = Self.hold
        controlsAsked = false
    }

    /// A tap on the page's empty part asked for the controls: the indicator, the menu button and
    /// what shows with them (the gear, back, the language) stay `controlsHold` seconds, then fade.
    public mutating func showControls(at time: Double) {
        pageShownAt = time
        holdFor = Self.controlsHold
        controlsAsked = true
    }

    /// The controls a tap asked for go at once (the tap was the first of a double tap that zooms);
    /// an indicator a page turn showed stays.
    public mutating func withdrawControls() {
        guard controlsAsked else { return }
        pageShownAt = nil
        controlsAsked = false
    }

    /// The page indicator's opacity at `time`: 1 while it holds (always while `pinned`), fading to 0.
    public func indicatorOpacity(at time: Double) -> Double {
        if pinned { return 1 }
        guard let shown = pageShownAt else { return 0 }
        let age = time - shown
        if age < 0 { return 0 }
        if age < holdFor { return 1 }
        return max(0, 1 - (age - holdFor) / Self.fade)
    }

    /// Whether the chrome changes at `time` (the window keeps drawing while it fades).
    public func isAnimating(at time: Double) -> Bool { !pinned && indicatorOpacity(at: time) > 0 }

    /// What to draw over the document in a `viewport` of window pixels. `page` is 0-based;
    /// `language` (the title of the language shown) is given when the document offers several,
    /// and then a language button shows with the page indicator (a tap on it switches language);
    /// so does a back button when `back` (the document was opened from a list).
    /// `label` replaces the indicator's "3 / 12" (a story's scene shows its `sceneId`). `marks` are
    /// the tints of the page's `pageMark` decorations (its bookmark): a ribbon each in the indicator.
    public func items(viewport: Point, page: Int, pageCount: Int, language: String?, back: Bool = false, label: String? = nil,
                      marks: [Color] = [], at time: Double) -> [DisplayItem] {
        let point = Self.point(viewport)
        var out: [DisplayItem] = []
        let opacity = indicatorOpacity(at: time)
        if opacity > 0, pageCount > 0 {
            let label = Self.indicatorLabel(page: page, pageCount: pageCount, label: label)
            let frame = indicatorFrame(viewport: viewport, label: label, marks: marks.count)
            let height = frame.height, ribbon = height * 0.4, gap = ribbon * 0.4
            if showsPageNumber {
                out += StyledControl.button(style.chromeButton, label: label, frame: frame, point: point, opacity: opacity)
                for (i, tint) in marks.enumerated() {
                    let origin = Point(frame.x + style.margin * point * 0.75 + Double(i) * (ribbon + gap), frame.y + (height - ribbon * 1.5) / 2)
                    out.append(.ribbon(width: ribbon, tint: tint, at: origin, opacity: opacity))
                }
            }
            if let language {
                out += StyledControl.button(style.chromeButton, label: Self.languageLabel(language, style), icon: style.languageImage,
                                            frame: Self.languageButton(viewport: viewport, title: language, style: style), point: point, opacity: opacity)
            }
            if back { out += Self.backButtonItems(viewport: viewport, style: style, opacity: opacity) }
            if showsMenuButton {
                out += StyledControl.button(style.chromeButton, label: Self.menuLabel, frame: Self.menuButton(viewport: viewport, style: style), point: point, opacity: opacity)
            }
        }
        if !errors.isEmpty {
            let margin = style.margin * point, small = style.caption.size * point, row = small * 1.5
            let shown = Array(errors.prefix(8)) + (errors.count > 8 ? ["… and \(errors.count - 8) more"] : [])
            let panel = Rect(x: margin, y: margin, width: viewport.x - 2 * margin, height: row * Double(shown.count + 1))
            out += StyledControl.shape(style.errorPanel, fill: style.errorSurface, frame: panel, point: point, opacity: 1)
            for (i, line) in shown.enumerated() {
                out.append(StyledControl.text(line, typography: style.caption, color: style.onError,
                                              frame: Rect(x: margin + small, y: margin + row * (Double(i) + 0.5), width: panel.width - 2 * small, height: row),
                                              point: point, opacity: 1, alignment: TextAlignment(.left, .center)))
            }
        }
        if helpVisible {
            let help = helpLayout(viewport: viewport)
            out += Self.backdrop(viewport: viewport, style: style)
            out += StyledControl.shape(style.panel, fill: style.overlaySurface, frame: help.panel, point: point, opacity: 1)
            let left = TextAlignment(.left, .center)
            for (entry, row) in zip(help.table, help.rows) {
                out.append(StyledControl.text(entry.keys, typography: help.typography, color: style.onOverlay, frame: row.keys, point: point, opacity: 1, alignment: left))
                out.append(StyledControl.text(entry.action, typography: help.typography, color: style.onOverlay, frame: row.action, point: point, opacity: 1, alignment: left))
            }
        }
        return out
    }

    /// Where the page indicator showing `label` with `marks` ribbons is: at the bottom, in the
    /// middle. Ribbons on the left, as much room on the right: the label stays in the middle.
    public func indicatorFrame(viewport: Point, label: String, marks: Int) -> Rect {
        let point = Self.point(viewport)
        let height = style.touchTarget * point, ribbon = height * 0.4, gap = ribbon * 0.4
        let size = Point(Self.width(of: label, style, point) + 2 * Double(marks) * (ribbon + gap), height)
        return Rect(x: (viewport.x - size.x) / 2, y: viewport.y - size.y - style.margin * point, width: size.x, height: size.y)
    }

    /// What the page indicator says: `label` (a scene's `sceneId`), else "3 / 12".
    public static func indicatorLabel(page: Int, pageCount: Int, label: String?) -> String { label ?? "\(page + 1) / \(pageCount)" }

    /// Where the page indicator is at `time` while it shows its page number (nil: it does not):
    /// a tap there opens the reader menu. `label` as `items` takes it.
    public func shownIndicator(viewport: Point, page: Int, pageCount: Int, label: String? = nil, marks: Int, at time: Double) -> Rect? {
        guard showsPageNumber, pageCount > 0, indicatorOpacity(at: time) > 0 else { return nil }
        return indicatorFrame(viewport: viewport, label: Self.indicatorLabel(page: page, pageCount: pageCount, label: label), marks: marks)
    }

    /// The theme's `overlayBackdrop` over the whole window, laid behind a panel so that a busy page
    /// does not show through its labels.
    public static func backdrop(viewport: Point, style: PlayerStyle) -> [DisplayItem] {
        StyledControl.shape(.rectangle, fill: style.overlayBackdrop, frame: Rect(x: 0, y: 0, width: viewport.x, height: viewport.y), point: 1, opacity: 1)
    }

    /// The menu button's label.
    static let menuLabel = "☰  Menu"

    /// Where the menu button is: the bottom-right corner.
    public static func menuButton(viewport: Point, style: PlayerStyle = .standard()) -> Rect {
        let point = point(viewport), margin = style.margin * point, height = style.touchTarget * point
        let width = width(of: menuLabel, style, point)
        return Rect(x: viewport.x - width - margin, y: viewport.y - height - margin, width: width, height: height)
    }

    /// The back button's label: after the theme's `images/back`, or a chevron of text without one.
    static func backLabel(_ style: PlayerStyle) -> String { style.backImage == nil ? "‹  Back" : "Back" }

    /// The language button's label: after the theme's `images/language`, or 文A without one.
    static func languageLabel(_ title: String, _ style: PlayerStyle) -> String { style.languageImage == nil ? "文A  " + title : title }

    /// The back button, drawn over a document or a status page.
    static func backButtonItems(viewport: Point, style: PlayerStyle, opacity: Double) -> [DisplayItem] {
        StyledControl.button(style.chromeButton, label: backLabel(style), icon: style.backImage, frame: backButton(viewport: viewport, style: style),
                             point: point(viewport), opacity: opacity)
    }

    /// Where the back button is: the top-left corner.
    public static func backButton(viewport: Point, style: PlayerStyle = .standard()) -> Rect {
        let point = point(viewport), margin = style.margin * point
        return Rect(x: margin, y: margin, width: width(of: backLabel(style), icon: style.backImage, style, point), height: style.touchTarget * point)
    }

    /// Where the language button is: the top-right corner.
    public static func languageButton(viewport: Point, title: String, style: PlayerStyle = .standard()) -> Rect {
        let point = point(viewport), margin = style.margin * point
        let width = width(of: languageLabel(title, style), icon: style.languageImage, style, point)
        return Rect(x: viewport.x - width - margin, y: margin, width: width, height: style.touchTarget * point)
    }

    /// A button's width for its label: a generous estimate of the text (0.62 em a character) and
    /// its icon, with a margin on each side.
    static func width(of label: String, icon: ThemeIcon? = nil, _ style: PlayerStyle, _ point: Double) -> Double {
        ((Double(label.count) * 0.62 + StyledControl.iconWidth(icon)) * style.chromeButton.typography.size + 2 * style.margin) * point
    }

    /// The size everything of the chrome is measured in: it grows with the window.
    public static func unit(_ viewport: Point) -> Double { max(12, min(viewport.x, viewport.y) * 0.035) }

    /// Pixels per point of the theme's sizes: a sixteenth of the unit.
    public static func point(_ viewport: Point) -> Double { unit(viewport) / 16 }
}
