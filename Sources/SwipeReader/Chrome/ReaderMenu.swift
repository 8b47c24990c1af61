import SwipeDocument

/// The reader menu, pure: the reader's commands as touch-sized rows (a tap on the page indicator or
/// `reader-menu`, three fingers, opens it), each the command's `summary` with the keys bound to it
/// shown small beside, from the same `KeyBindings` table the keys use. Which commands it offers
/// depends on the reader (a kiosk's `KioskPolicy.allows`, annotations, the settings panel, several
/// languages); its layout in window pixels keeps every row at least `minimumTarget` (9 mm) high;
/// the window performs the command a row names exactly as its key would. The volume rows adjust in
/// place (`staysOpen`): found without sight, they are pressed again and again.
public struct ReaderMenu: Equatable, Sendable {
    public var isOpen = false
    /// The row the keyboard's menu commands move (up, down) and activate.
    public private(set) var focus = 0

    public init() {}

    /// The commands the menu can offer, in its order.
    public static let commands: [Command] = [.overview, .search, .annotations, .bookmark(.toggle), .readAloud, .captions, .spokenFeedback,
                                             .volumeDown, .volumeUp, .settings, .languageNext, .fullscreen]

    /// The rows whose command leaves the menu open, to be chosen again (quieter, louder).
    public static let staysOpen: Set<Command> = [.volumeDown, .volumeUp]

    /// What the reader offers that decides which commands the menu lists.
    public struct Offer: Equatable, Sendable {
        /// Kiosk mode: only what `KioskPolicy.allows`.
        public var kiosk: Bool
        /// Whether bookmarks can be made (not in a kiosk).
        public var bookmarks: Bool
        /// Whether there is a list of bookmarks and highlights (a document's, not a story's).
        public var annotationList: Bool
        /// Whether there is a settings panel.
        public var settings: Bool
        /// How many languages the document offers (the language command needs two).
        public var languages: Int
        /// Whether captions can be turned on (a document's, with its settings).
        public var captions: Bool

        public init(kiosk: Bool = false, bookmarks: Bool = true, annotationList: Bool = true, settings: Bool = true, languages: Int = 1, captions: Bool = true) {
            self.kiosk = kiosk
            self.bookmarks = bookmarks
            self.annotationList = annotationList
            self.settings = settings
            self.languages = languages
            self.captions = captions
        }
    }

    /// One row: its command, what it says (the command's `summary`) and the keys bound to it.
    public struct Item: Equatable, Sendable {
        public var command: Command
        public var title: String
        public var keys: String
    }

    /// The rows for a reader offering `offer`, their keys from `keys` (each command's own scope).
    public static func items(keys: KeyBindings, offer: Offer) -> [Item] {
        commands.filter { command in
            if offer.kiosk, !KioskPolicy.allows(command) { return false }
            switch command {
            case .annotations: return offer.annotationList
            case .bookmark: return offer.bookmarks
            case .settings: return offer.settings
            case .languageNext: return offer.languages > 1
            case .captions: return offer.captions
            default: return true
            }
        }.map { Item(command: $0, title: $0.summary, keys: keys.keycaps(for: $0, scopes: [$0.scope])) }
    }

    /// The least height and width (window pixels) of a touch target: 9 mm, 48 pixels at 96 dpi,
    /// scaled to the display's density (`dpi`, diagonal); without one, to the window's `scale`
    /// (pixels per point).
    public static func minimumTarget(dpi: Double?, scale: Double = 1) -> Double {
        48 * (dpi.map { $0 / 96 } ?? max(1, scale))
    }

    // MARK: Layout

    /// Where everything is, for a window of `viewport` pixels.
    public struct Layout: Equatable, Sendable {
        public var viewport: Point
        /// Pixels per point of the theme's sizes.
        public var point: Double
        /// The panel.
        public var frame: Rect
        public var rowHeight: Double
        /// A row per item, in order.
        public var rows: [Rect]
    }

    /// One column of rows, each `max(target, the theme's touch target)` high, centred in the
    /// window; two columns when a landscape window is too short for one. Rows never shrink below
    /// `target`: a window too small for them scrolls nothing and shows what fits.
    public static func layout(viewport: Point, style: PlayerStyle, count: Int, target: Double) -> Layout {
        let point = PlayerChrome.point(viewport)
        let margin = style.margin * point
        let rowHeight = max(target, style.touchTarget * point * 1.1)
        let gap = max(2, rowHeight * 0.08)
        let single = Double(count) * (rowHeight + gap) + 2 * margin
        let columns = single > viewport.y && viewport.x > viewport.y && count > 1 ? 2 : 1
        let perColumn = (count + columns - 1) / columns
        let columnWidth = min((viewport.x - 2 * margin - margin * Double(columns + 1)) / Double(columns), max(style.panelWidth * point, target * 6))
        let width = columnWidth * Double(columns) + margin * Double(columns + 1)
        let height = Double(perColumn) * (rowHeight + gap) - gap + 2 * margin
        let frame = Rect(x: (viewport.x - width) / 2, y: max(0, (viewport.y - height) / 2), width: width, height: height)
        let rows = (0..<count).map { i in
            Rect(x: frame.x + margin + Double(i / perColumn) * (columnWidth + margin), y: frame.y + margin + Double(i % perColumn) * (rowHeight + gap),
                 width: columnWidth, height: rowHeight)
        }
        return Layout(viewport: viewport, point: point, frame: frame, rowHeight: rowHeight, rows: rows)
    }

    /// What a place in the window is.
    public enum Target: Equatable, Sendable {
        /// The row of that index.
        case item(Int)
        /// Inside the panel, between rows.
        case panel
        /// Outside the panel: a tap there closes the menu.
        case outside
    }

    /// What is at window pixel `p`.
    public static func target(at p: Point, layout: Layout) -> Target {
        guard layout.frame.contains(p) else { return .outside }
        return layout.rows.firstIndex { $0.contains(p) }.map(Target.item) ?? .panel
    }

    // MARK: Interaction

    /// Opens the menu with the first row chosen.
    public mutating func open() {
        isOpen = true
        focus = 0
    }

    public mutating func close() { isOpen = false }

    /// A menu command among `count` rows: moves the chosen row, closes the menu, or (activate)
    /// gives the row to perform (closing the menu); nil otherwise.
    public mutating func key(_ menu: Command.Menu, count: Int) -> Int? {
        guard count > 0 else { return nil }
        switch menu {
        case .up, .left: focus = (focus + count - 1) % count
        case .down, .right: focus = (focus + 1) % count
        case .first, .pageup: focus = 0
        case .last, .pagedown: focus = count - 1
        case .close: close()
        case .activate:
            close()
            return min(focus, count - 1)
        case .delete, .note: break
        }
        return nil
    }

    // MARK: Drawing

    /// The menu's display items: the theme's backdrop over the window, the panel, a button per
    /// row (the chosen one focused) with its keys small at its right.
    public func items(_ entries: [Item], layout: Layout, style: PlayerStyle) -> [DisplayItem] {
        guard isOpen else { return [] }
        let point = layout.point, margin = style.margin * point
        var out = PlayerChrome.backdrop(viewport: layout.viewport, style: style)
        out += StyledControl.shape(style.panel, fill: style.overlaySurface, frame: layout.frame, point: point, opacity: 1)
        for (i, entry) in entries.enumerated() where i < layout.rows.count {
            let row = layout.rows[i]
            let state: StyledControl.State = i == focus ? .focused : .normal
            let keysWidth = entry.keys.isEmpty ? 0 : min(row.width * 0.3, Double(entry.keys.count) * 0.62 * style.caption.size * point + margin)
            out += StyledControl.shape(style.chromeButton.shape, fill: style.chromeButton.surface[state], border: style.chromeButton.border[state],
                                       borderWidth: style.chromeButton.borderWidth * point, frame: row, point: point, opacity: 1)
            out.append(StyledControl.text(entry.title, typography: style.chromeButton.typography, color: style.chromeButton.text[state],
                                          frame: Rect(x: row.x + margin, y: row.y, width: row.width - 2 * margin - keysWidth, height: row.height),
                                          point: point, opacity: 1, alignment: TextAlignment(.left, .center)))
            if !entry.keys.isEmpty {
                out.append(StyledControl.text(entry.keys, typography: style.caption, color: style.chromeButton.text[state],
                                              frame: Rect(x: row.x + row.width - margin - keysWidth, y: row.y, width: keysWidth, height: row.height),
                                              point: point, opacity: 0.75, alignment: TextAlignment(.right, .center)))
            }
        }
        return out
    }
}
