import SwipeDocument

/// A document list (`net.swipe.list`, behaviour reference 6) laid out in window pixels in the
/// look of an iOS table, in the theme's tokens (`PlayerStyle`): a bar at the top (a back control, the list's title, a language
/// button), section headers, and rows with an icon, a title and an optional grey subtitle,
/// separated by hairlines. The window keeps one per window size and language and asks it what to
/// draw at a scroll offset and what a pointer is on; a pure value, so it is tested without one.
///
/// Sizes are in points of `point` pixels, a sixteenth of the player chrome's unit, so the list
/// grows with the window as the chrome does (at 800×600 a point is 1.3 pixels). A numeric
/// `rowHeight` is in these points: the original engine's points did not follow the screen, but on
/// a desktop window that can be any size a fixed height in pixels would be too small or too large.
/// A percentage is of the list area below the bar; the default is the theme's row height (iOS's
/// 44 points, or 58 when rows have subtitles, so both lines fit at full size). Text shrinks in
/// lower rows. A row is never lower than the theme's `touchTarget`, whatever the list asks: rows
/// are what a finger hits, and a kiosk theme's large rows and text are not shrunk back to a
/// percentage meant for the default theme's.
///
/// An icon that hardly shows on the row (`IconContrast`, from its pixels' luminance measured once
/// by `tones`) sits on a tile of the theme's `iconBackdrop`, inset in it.
///
/// Row frames are in content coordinates: x in window pixels, y from the top of the first row
/// (or header); at scroll offset `s` content y shows at window y `barHeight + y - s`.
public struct ListLayout: Equatable, Sendable {
    /// What a pointer is on.
    public enum Hit: Equatable, Sendable {
        /// A row, by its index in `rows`.
        case row(Int)
        /// The back control (only when shown).
        case back
        /// The language button (only when the list offers several languages).
        case language
    }

    /// One row: the item it opens, where it is, and what it shows.
    public struct Row: Equatable, Sendable {
        /// The index of its section in the list.
        public let section: Int
        public let item: ListDocument.Item
        /// Content coordinates.
        public let frame: Rect
        /// The item's title in the language, or its url as written when it has none (reference 6).
        public let title: String
        /// The item's `text`; its presence switches the row to the subtitle style.
        public let subtitle: String?
        /// Where the icon is drawn (content coordinates), aspect-fitted in a square at the left
        /// (the whole square for one that cannot be read); nil when the item has none.
        public let iconFrame: Rect?
        /// Whether the icon could be read; one that cannot shows as a placeholder in its square.
        public let iconReadable: Bool
        /// A tile behind an icon that would hardly show on the row (content coordinates), or nil.
        public let iconBackdrop: Rect?
    }

    /// A section's title band.
    public struct Header: Equatable, Sendable {
        public let title: String
        /// Content coordinates.
        public let frame: Rect
    }

    static let emptyMessage = "No documents here"
    /// How far an icon on a backdrop sits inside its tile, and the tile's corner radius, in sides of the tile.
    static let backdropInset = 0.12, backdropCorner = 0.2
    /// A line of text in font sizes: one line shows in full, the start of a second (a long title
    /// wrapped) is cut off by its box.
    static let lineHeight = 1.25

    public let viewport: Point
    /// The theme's tokens the list is drawn with.
    public let style: PlayerStyle
    /// Pixels per point.
    public let point: Double
    public let barHeight: Double
    public let rowHeight: Double
    /// The list's title, shown in the bar.
    public let title: String
    /// The title of the language shown, when the list offers several (the language button shows it).
    public let languageTitle: String?
    public let showsBack: Bool
    public let rows: [Row]
    public let headers: [Header]
    public let contentHeight: Double
    /// Where row titles and subtitles start: past the icon column when any row has an icon.
    let textX: Double
    /// Row text at full size, or smaller in rows lower than the default.
    let fontScale: Double

    /// `icons` gives the icons' sizes (an unreadable icon shows as a placeholder), `tones` their
    /// luminance (without it no icon gets a backdrop).
    public init(list: ListDocument, language: String, viewport: Point, showsBack: Bool, icons: NaturalSizes, tones: IconTones? = nil,
                style: PlayerStyle = .standard()) {
        self.viewport = viewport
        self.showsBack = showsBack
        self.style = style
        let point = PlayerChrome.point(viewport)
        self.point = point
        barHeight = style.barHeight * point
        let area = max(0, viewport.y - barHeight)
        let natural = (list.sections.contains { $0.items.contains { $0.text != nil } } ? style.rowHeightWithSubtitle : style.rowHeight) * point
        let requested: Double
        switch list.rowHeight {
        case .units(let points)?: requested = points * point
        case .percent(let p)?: requested = area * p / 100
        case nil: requested = natural
        }
        // Never shorter than a finger, never taller than the list's area (a row no one can see
        // whole; its icon would be a picture of the row's size).
        let rowHeight = max(1, style.touchTarget * point, min(requested, area))
        self.rowHeight = rowHeight
        fontScale = min(1, rowHeight / natural)
        title = list.title ?? ""
        languageTitle = list.languages.count > 1 ? (list.languages.first { $0.id == language }?.title ?? language) : nil
        let hasIcons = list.sections.contains { $0.items.contains { $0.icon != nil } }
        let iconSide = rowHeight - 2 * min(style.iconInset * point, rowHeight * 0.12)
        textX = style.margin * point + (hasIcons ? iconSide + style.iconGap * point : 0)
        var rows: [Row] = [], headers: [Header] = []
        var y = 0.0
        for (s, section) in list.sections.enumerated() {
            if let t = list.text(section.title, language: language), !t.isEmpty {
                headers.append(Header(title: t, frame: Rect(x: 0, y: y, width: viewport.x, height: style.sectionHeaderHeight * point)))
                y += style.sectionHeaderHeight * point
            }
            for item in section.items {
                let frame = Rect(x: 0, y: y, width: viewport.x, height: rowHeight)
                let square = Rect(x: style.margin * point, y: y + (rowHeight - iconSide) / 2, width: iconSide, height: iconSide)
                let size = item.icon.flatMap(icons.pixelSize)
                let backdrop = size != nil && IconContrast.needsBackdrop(icon: item.icon.flatMap { tones?.meanLuminance(of: $0) },
                                                                           row: style.listBackground, backdrop: style.iconBackdrop)
                let inset = backdrop ? iconSide * Self.backdropInset : 0
                let inner = Rect(x: square.x + inset, y: square.y + inset, width: square.width - 2 * inset, height: square.height - 2 * inset)
                rows.append(Row(section: s, item: item, frame: frame,
                                title: list.text(item.title, language: language) ?? item.url.map(\.text) ?? "",
                                subtitle: list.text(item.text, language: language),
                                iconFrame: item.icon.map { _ in size.flatMap { Self.fit($0, in: inner) } ?? square },
                                iconReadable: size != nil, iconBackdrop: backdrop ? square : nil))
                y += rowHeight
            }
        }
        self.rows = rows
        self.headers = headers
        contentHeight = y
    }

    /// The rows' titles' font size in pixels: the theme's, smaller in rows lower than its own.
    public var titleSize: Double { style.row.size * point * fontScale }
    /// The rows' subtitles' font size in pixels.
    public var subtitleSize: Double { style.rowSubtitle.size * point * fontScale }

    /// The height rows scroll in, below the bar.
    public var areaHeight: Double { max(0, viewport.y - barHeight) }

    /// The largest scroll offset: the last row at the bottom of the window.
    public var maxScroll: Double { max(0, contentHeight - areaHeight) }

    /// How many rows PageUp and PageDown move the selection: a windowful less one, at least one.
    public var pageRows: Int { Int(bounded: areaHeight / rowHeight - 1, in: 1...Int.max) }

    /// The back control, in window pixels.
    public var backFrame: Rect {
        Rect(x: 0, y: 0, width: 1.5 * style.margin * point + Self.width(of: Self.backLabel(style), icon: style.backImage, fontSize: buttonFontSize), height: barHeight)
    }

    /// The language button, in window pixels (at the right of the bar).
    public var languageFrame: Rect {
        let width = 2 * style.margin * point + Self.width(of: Self.languageLabel(languageTitle ?? "", style), icon: style.languageImage, fontSize: buttonFontSize)
        return Rect(x: viewport.x - width, y: 0, width: width, height: barHeight)
    }

    private var buttonFontSize: Double { style.barButton.typography.size * point }

    /// What a pointer at window pixel `p` is on, with the rows scrolled by `scroll`.
    public func hit(_ p: Point, scroll: Double) -> Hit? {
        guard p.x >= 0, p.x <= viewport.x, p.y >= 0, p.y <= viewport.y else { return nil }
        if p.y < barHeight {
            if showsBack, Self.contains(backFrame, p) { return .back }
            if languageTitle != nil, Self.contains(languageFrame, p) { return .language }
            return nil
        }
        let y = p.y - barHeight + scroll
        return rows.firstIndex { y >= $0.frame.y && y < $0.frame.maxY }.map(Hit.row)
    }

    /// The scroll offset nearest to `scroll` that shows row `index` whole (within 0…`maxScroll`).
    public func scroll(toShow index: Int, from scroll: Double) -> Double {
        guard rows.indices.contains(index) else { return clamped(scroll) }
        let frame = rows[index].frame
        if frame.y < scroll { return clamped(frame.y) }
        if frame.maxY > scroll + areaHeight { return clamped(frame.maxY - areaHeight) }
        return clamped(scroll)
    }

    /// `scroll` kept within 0…`maxScroll`.
    public func clamped(_ scroll: Double) -> Double { max(0, min(maxScroll, scroll)) }

    /// What to draw, in window pixels, with the rows scrolled by `scroll`, row `selected` (the
    /// keyboard's) and row `pressed` (under a finger or the mouse) highlighted.
    public func items(scroll: Double, selected: Int?, pressed: Int?) -> [DisplayItem] {
        var out = [Self.box(style.listBackground, Rect(x: 0, y: 0, width: viewport.x, height: viewport.y), clip: nil)]
        let clip = ClipRegion(size: Point(viewport.x, areaHeight), cornerRadius: 0, transform: .translation(0, barHeight))
        let top = barHeight - scroll
        let visible = { (r: Rect) in r.maxY + top > self.barHeight && r.y + top < self.viewport.y }
        let hairline = max(1, (style.separatorWidth * point).rounded())
        let margin = style.margin * point
        for header in headers where visible(header.frame) {
            let f = Self.moved(header.frame, by: top)
            out.append(Self.box(style.listHeader, f, clip: clip))
            out.append(text(header.title, Rect(x: margin, y: f.y, width: f.width - 2 * margin, height: f.height), style.sectionHeader, size: 1,
                            color: style.onListHeader, alignment: TextAlignment(.left, .center), clip: clip))
        }
        for (i, row) in rows.enumerated() where visible(row.frame) {
            let f = Self.moved(row.frame, by: top)
            if let color = i == pressed ? style.pressed : i == selected ? style.selection : nil {
                out.append(Self.box(color, f, clip: clip))
            }
            if let tile = row.iconBackdrop {
                out.append(DisplayItem(content: .box(color: style.iconBackdrop, cornerRadius: tile.width * Self.backdropCorner),
                                       size: Point(tile.width, tile.height), transform: .translation(tile.x, tile.y + top), opacity: 1, clips: [clip]))
            }
            if let icon = row.iconFrame, let asset = row.item.icon {
                let content: DisplayContent = row.iconReadable ? .image(asset, source: Rect(x: 0, y: 0, width: 1, height: 1), frame: 0) : .placeholder(reason: asset.text)
                out.append(DisplayItem(content: content,
                                       size: Point(icon.width, icon.height), transform: .translation(icon.x, icon.y + top), opacity: 1, clips: [clip]))
            }
            let width = viewport.x - textX - margin
            let titleHeight = titleSize * Self.lineHeight, subtitleHeight = row.subtitle == nil ? 0 : subtitleSize * Self.lineHeight
            let y = f.y + (f.height - titleHeight - subtitleHeight) / 2
            out.append(text(row.title, Rect(x: textX, y: y, width: width, height: titleHeight), style.row, size: fontScale,
                            color: style.onList, alignment: TextAlignment(.left, .top), clip: clip))
            if let subtitle = row.subtitle {
                out.append(text(subtitle, Rect(x: textX, y: y + titleHeight, width: width, height: subtitleHeight), style.rowSubtitle, size: fontScale,
                                color: style.onListSecondary, alignment: TextAlignment(.left, .top), clip: clip))
            }
            out.append(Self.box(style.separator, Rect(x: textX, y: f.maxY - hairline, width: viewport.x - textX, height: hairline), clip: clip))
        }
        if rows.isEmpty {
            out.append(text(Self.emptyMessage, Rect(x: 0, y: barHeight, width: viewport.x, height: min(areaHeight, 120 * point)), style.row, size: 1,
                            color: style.onListSecondary, alignment: TextAlignment(.center, .center), clip: clip))
        }
        out += barItems(hairline: hairline)
        return out
    }

    /// The bar: its band, the title between the controls, the back control and the language button.
    private func barItems(hairline: Double) -> [DisplayItem] {
        var out = [Self.box(style.listBar, Rect(x: 0, y: 0, width: viewport.x, height: barHeight), clip: nil),
                   Self.box(style.separator, Rect(x: 0, y: barHeight - hairline, width: viewport.x, height: hairline), clip: nil)]
        let margin = style.margin * point
        let line = { (x: Double, width: Double, size: Double) in
            Rect(x: x, y: (self.barHeight - size * Self.lineHeight) / 2, width: width, height: size * Self.lineHeight)
        }
        let side = max(showsBack ? backFrame.width : margin, languageTitle == nil ? margin : languageFrame.width)
        out.append(text(title, line(side, max(0, viewport.x - 2 * side), style.listTitle.size * point), style.listTitle, size: 1, color: style.onList,
                        alignment: TextAlignment(.center, .top), clip: nil))
        let button = style.barButton
        if showsBack {
            let frame = backFrame
            out += StyledControl.shape(button.shape, fill: button.surface.normal, border: button.border.normal, borderWidth: button.borderWidth * point,
                                       frame: frame, point: point, opacity: 1)
            out.append(text(Self.backLabel(style), line(0.75 * margin, frame.width - 0.75 * margin, buttonFontSize), button.typography, size: 1,
                            color: button.text.normal, alignment: TextAlignment(.left, .top), clip: nil, icon: style.backImage))
        }
        if let languageTitle {
            let frame = languageFrame
            out += StyledControl.shape(button.shape, fill: button.surface.normal, border: button.border.normal, borderWidth: button.borderWidth * point,
                                       frame: frame, point: point, opacity: 1)
            out.append(text(Self.languageLabel(languageTitle, style), line(frame.x, frame.width - margin, buttonFontSize), button.typography, size: 1,
                            color: button.text.normal, alignment: TextAlignment(.right, .top), clip: nil, icon: style.languageImage))
        }
        return out
    }

    /// The back control's label: after the theme's `images/back`, or a chevron of text without one.
    static func backLabel(_ style: PlayerStyle) -> String { style.backImage == nil ? "‹ Back" : "Back" }

    /// The language button's label: after the theme's `images/language`, or 文A without one.
    static func languageLabel(_ title: String, _ style: PlayerStyle) -> String { style.languageImage == nil ? "文A " + title : title }

    /// A generous estimate of a label's width and its icon, for the controls' tap areas.
    private static func width(of label: String, icon: ThemeIcon?, fontSize: Double) -> Double {
        (Double(label.count) * 0.62 + StyledControl.iconWidth(icon)) * fontSize
    }

    /// A picture of `size` aspect-fitted and centred in `square`.
    private static func fit(_ size: Point, in square: Rect) -> Rect? {
        guard size.x > 0, size.y > 0 else { return nil }
        let s = min(square.width / size.x, square.height / size.y)
        let w = size.x * s, h = size.y * s
        return Rect(x: square.x + (square.width - w) / 2, y: square.y + (square.height - h) / 2, width: w, height: h)
    }

    private static func contains(_ r: Rect, _ p: Point) -> Bool { p.x >= r.x && p.x <= r.maxX && p.y >= r.y && p.y <= r.maxY }

    private static func moved(_ r: Rect, by dy: Double) -> Rect { Rect(x: r.x, y: r.y + dy, width: r.width, height: r.height) }

    private static func box(_ color: Color, _ r: Rect, clip: ClipRegion?) -> DisplayItem {
        DisplayItem(content: .box(color: color, cornerRadius: 0), size: Point(r.width, r.height), transform: .translation(r.x, r.y), opacity: 1,
                    clips: clip.map { [$0] } ?? [])
    }

    /// A line in a typography token, its size scaled by `size` (rows shrink in short lists), after `icon`.
    private func text(_ s: String, _ r: Rect, _ typography: ThemeTypography, size: Double, color: Color, alignment: TextAlignment, clip: ClipRegion?,
                      icon: ThemeIcon? = nil) -> DisplayItem {
        var scaled = typography
        scaled.size *= size
        return StyledControl.text(s, typography: scaled, color: color, frame: r, point: point, opacity: 1, alignment: alignment, clips: clip.map { [$0] } ?? [],
                                  icon: icon)
    }
}

extension ListLayout: ScrollableRows {
    public var rowCount: Int { rows.count }
    public func rowTop(_ index: Int) -> Double { rows[index].frame.y }
    public func row(at p: Point, scroll: Double) -> Int? {
        if case .row(let row)? = hit(p, scroll: scroll) { return row }
        return nil
    }
}
