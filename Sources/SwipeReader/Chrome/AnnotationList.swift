import SwipeDocument

/// The annotations list over a document (A): a bar with its title and a Close button, then a
/// Bookmarks section and a Highlights section, each in page order, each row with its mark (a
/// ribbon, or the highlight's colour), its title, its date or note and a Delete button; an empty
/// section says how to make one. Laid out in window pixels with the player's theme tokens as the
/// document lists are, scrolled by a `ListScroller`, and saying what a key or a tap does: the
/// window only carries it out. Row frames are in content coordinates (y from the top of the first
/// header); at scroll offset `s` content y shows at window y `barHeight + y - s`.
public struct AnnotationList: Equatable, Sendable {
    /// The list's keys (the window maps SDL's).
    public enum Key: Sendable {
        case up, down, pageUp, pageDown, home, end, enter, delete, note, close

        /// The key a menu command is to the list (nil: not the list's).
        public init?(_ menu: Command.Menu) {
            if let move = ListScroller.Key(menu) {
                self = switch move { case .up: .up; case .down: .down; case .pageUp: .pageUp; case .pageDown: .pageDown; case .home: .home; case .end: .end }
                return
            }
            switch menu {
            case .activate: self = .enter
            case .delete: self = .delete
            case .note: self = .note
            case .close: self = .close
            default: return nil
            }
        }
    }

    /// What a key or a tap asks the window to do.
    public enum Action: Equatable, Sendable {
        /// Move the selection (the scroller does).
        case move(ListScroller.Key)
        /// Close the list and show the row's page (and its highlight).
        case jump(AnnotationRow)
        /// Remove the row's bookmark or highlight (at once, no confirmation).
        case remove(AnnotationRow.Target)
        /// Close the list and open the highlight's bar typing its note.
        case editNote(AnnotationRow)
        case close
        case nothing
    }

    /// What a pointer is on.
    public enum Hit: Hashable, Sendable {
        case row(Int)
        /// A row's Delete button.
        case delete(Int)
        /// The bar's Close button.
        case close
    }

    /// A section's title band, and where its empty state shows when it has no rows.
    public struct Section: Equatable, Sendable {
        public let title: String
        /// Content coordinates.
        public let frame: Rect
        /// What shows in place of rows (nil: the section has rows).
        public let empty: Empty?
    }

    /// An empty section's message and where it shows (content coordinates).
    public struct Empty: Equatable, Sendable {
        public let message: String
        public let frame: Rect
    }

    public static let title = "Annotations"
    public static let noBookmarks = "No bookmarks yet — press B"
    public static let noHighlights = "No highlights yet — Shift+drag over text"

    public let viewport: Point
    public let style: PlayerStyle
    /// Pixels per point.
    public let point: Double
    public let barHeight: Double
    public let rowHeight: Double
    /// The bookmarks' rows, then the highlights'.
    public let rows: [AnnotationRow]
    /// Each row's frame, content coordinates.
    public let frames: [Rect]
    public let sections: [Section]
    public let contentHeight: Double

    public init(bookmarks: [AnnotationRow], highlights: [AnnotationRow], viewport: Point, style: PlayerStyle) {
        self.viewport = viewport
        self.style = style
        let point = PlayerChrome.point(viewport)
        self.point = point
        barHeight = style.barHeight * point
        let rowHeight = max(style.rowHeightWithSubtitle, style.touchTarget + style.margin) * point
        self.rowHeight = rowHeight
        let headerHeight = style.sectionHeaderHeight * point
        var frames: [Rect] = [], sections: [Section] = []
        var y = 0.0
        for (title, rows, message) in [("Bookmarks", bookmarks, Self.noBookmarks), ("Highlights", highlights, Self.noHighlights)] {
            let header = Rect(x: 0, y: y, width: viewport.x, height: headerHeight)
            y += headerHeight
            let empty = rows.isEmpty ? Empty(message: message, frame: Rect(x: 0, y: y, width: viewport.x, height: rowHeight)) : nil
            sections.append(Section(title: rows.isEmpty ? title : "\(title) (\(rows.count))", frame: header, empty: empty))
            for _ in rows {
                frames.append(Rect(x: 0, y: y, width: viewport.x, height: rowHeight))
                y += rowHeight
            }
            if empty != nil { y += rowHeight }
        }
        rows = bookmarks + highlights
        self.frames = frames
        self.sections = sections
        contentHeight = y
    }

    /// What `key` does with row `selection` chosen.
    public func action(for key: Key, selection: Int?) -> Action {
        let row = selection.flatMap { rows.indices.contains($0) ? rows[$0] : nil }
        switch key {
        case .up: return .move(.up)
        case .down: return .move(.down)
        case .pageUp: return .move(.pageUp)
        case .pageDown: return .move(.pageDown)
        case .home: return .move(.home)
        case .end: return .move(.end)
        case .enter: return row.map(Action.jump) ?? .nothing
        case .delete: return row.map { .remove($0.target) } ?? .nothing
        case .note:
            guard let row, case .highlight = row.target else { return .nothing }
            return .editNote(row)
        case .close: return .close
        }
    }

    /// What a tap on `hit` does.
    public func action(for hit: Hit) -> Action {
        switch hit {
        case .row(let i): return .jump(rows[i])
        case .delete(let i): return .remove(rows[i].target)
        case .close: return .close
        }
    }

    /// The bar's Close button, window pixels.
    public var closeFrame: Rect {
        let height = style.touchTarget * point
        let width = height * 2.5
        return Rect(x: viewport.x - style.margin * point / 2 - width, y: (barHeight - height) / 2, width: width, height: height)
    }

    /// Row `index`'s Delete button, content coordinates.
    public func deleteFrame(_ index: Int) -> Rect {
        let f = frames[index]
        let height = style.touchTarget * point
        let width = height * 2.2
        return Rect(x: viewport.x - style.margin * point - width, y: f.y + (f.height - height) / 2, width: width, height: height)
    }

    /// What a pointer at window pixel `p` is on, with the rows scrolled by `scroll`.
    public func hit(_ p: Point, scroll: Double) -> Hit? {
        guard p.x >= 0, p.x <= viewport.x, p.y >= 0, p.y <= viewport.y else { return nil }
        if p.y < barHeight { return closeFrame.contains(p) ? .close : nil }
        let content = Point(p.x, p.y - barHeight + scroll)
        guard let i = frames.firstIndex(where: { content.y >= $0.y && content.y < $0.maxY }) else { return nil }
        return deleteFrame(i).contains(content) ? .delete(i) : .row(i)
    }

    /// What to draw, window pixels, with the rows scrolled by `scroll`, row `selected` (the
    /// keyboard's) and row `pressed` (under the pointer) shown so.
    public func items(scroll: Double, selected: Int?, pressed: Int?) -> [DisplayItem] {
        var out = StyledControl.shape(.rectangle, fill: style.listBackground, frame: Rect(x: 0, y: 0, width: viewport.x, height: viewport.y), point: point, opacity: 1)
        let clip = [ClipRegion(size: Point(viewport.x, areaHeight), cornerRadius: 0, transform: .translation(0, barHeight))]
        let top = barHeight - scroll
        let shown = { (r: Rect) in Rect(x: r.x, y: r.y + top, width: r.width, height: r.height) }
        let visible = { (r: Rect) in r.maxY + top > self.barHeight && r.y + top < self.viewport.y }
        let margin = style.margin * point
        let box = { (color: Color, r: Rect) in StyledControl.shape(.rectangle, fill: color, frame: r, point: self.point, opacity: 1, clips: clip) }
        let line = { (s: String, r: Rect, typography: ThemeTypography, color: Color, alignment: TextAlignment.Horizontal) in
            StyledControl.text(s, typography: typography, color: color, frame: r, point: self.point, opacity: 1, alignment: TextAlignment(alignment, .center), clips: clip)
        }
        for section in sections {
            if visible(section.frame) {
                let f = shown(section.frame)
                out += box(style.listHeader, f)
                out.append(line(section.title, Rect(x: margin, y: f.y, width: f.width - 2 * margin, height: f.height), style.sectionHeader, style.onListHeader, .left))
            }
            if let empty = section.empty, visible(empty.frame) {
                out.append(line(empty.message, shown(empty.frame), style.row, style.onListSecondary, .center))
            }
        }
        let hairline = max(1, (style.separatorWidth * point).rounded())
        let markSize = style.touchTarget * point * 0.6
        let textX = margin * 2 + markSize
        for (i, row) in rows.enumerated() where visible(frames[i]) {
            let f = shown(frames[i])
            if let color = i == pressed ? style.pressed : i == selected ? style.selection : nil { out += box(color, f) }
            let mark = Rect(x: margin, y: f.y + (f.height - markSize) / 2, width: markSize, height: markSize)
            out.append(Self.mark(row, in: mark, ribbon: style.decorations[.pageMark].tint, clips: clip))
            let delete = shown(deleteFrame(i))
            let width = max(0, delete.x - margin - textX)
            let half = f.height / 2
            out.append(line(Self.fitting(row.title, width: width, size: style.row.size * point), Rect(x: textX, y: f.y + half * 0.2, width: width, height: half * 0.8),
                            style.row, style.onList, .left))
            out.append(line(Self.fitting(row.detail, width: width, size: style.rowSubtitle.size * point), Rect(x: textX, y: f.y + half, width: width, height: half * 0.7),
                            style.rowSubtitle, style.onListSecondary, .left))
            out += StyledControl.button(style.barButton, label: "Delete", frame: delete, point: point, opacity: 1).map { Self.clipped($0, clip) }
            out += box(style.separator, Rect(x: textX, y: f.maxY - hairline, width: viewport.x - textX, height: hairline))
        }
        out += StyledControl.shape(.rectangle, fill: style.listBar, frame: Rect(x: 0, y: 0, width: viewport.x, height: barHeight), point: point, opacity: 1)
        out += StyledControl.shape(.rectangle, fill: style.separator, frame: Rect(x: 0, y: barHeight - hairline, width: viewport.x, height: hairline), point: point, opacity: 1)
        out.append(StyledControl.text(Self.title, typography: style.listTitle, color: style.onList, frame: Rect(x: closeFrame.width, y: 0, width: viewport.x - 2 * closeFrame.width, height: barHeight),
                                      point: point, opacity: 1, alignment: TextAlignment(.center, .center)))
        out += StyledControl.button(style.barButton, label: "Close", frame: closeFrame, point: point, opacity: 1)
        return out
    }

    /// A row's mark: the bookmarks' ribbon (in the theme's `pageMark` tint), or a disc of the highlight's colour.
    private static func mark(_ row: AnnotationRow, in frame: Rect, ribbon: Color, clips: [ClipRegion]) -> DisplayItem {
        guard let swatch = row.swatch else {
            let width = frame.height / 1.5
            return .ribbon(width: width, tint: ribbon, at: Point(frame.x + (frame.width - width) / 2, frame.y), clips: clips)
        }
        return DisplayItem(content: .box(color: swatch, cornerRadius: frame.width / 2), size: Point(frame.width, frame.height),
                           transform: .translation(frame.x, frame.y), opacity: 1, clips: clips)
    }

    /// `text` cut to what one line `width` pixels wide holds in `size`-pixel type (a generous
    /// estimate of its glyphs' width), so a long title or note never wraps over the next line.
    static func fitting(_ text: String, width: Double, size: Double) -> String {
        AnnotationRow.shortened(text, to: max(1, Int(width / (size * 0.55))))
    }

    private static func clipped(_ item: DisplayItem, _ clips: [ClipRegion]) -> DisplayItem {
        var item = item
        item.clips = clips
        return item
    }
}

extension AnnotationList: ScrollableRows {
    /// The height rows scroll in, below the bar.
    public var areaHeight: Double { max(0, viewport.y - barHeight) }
    public var maxScroll: Double { max(0, contentHeight - areaHeight) }
    public var pageRows: Int { Int(bounded: areaHeight / rowHeight - 1, in: 1...Int.max) }
    public var rowCount: Int { rows.count }
    public func rowTop(_ index: Int) -> Double { frames[index].y }
    public func row(at p: Point, scroll: Double) -> Int? {
        switch hit(p, scroll: scroll) {
        case .row(let i)?, .delete(let i)?: return i
        default: return nil
        }
    }

    /// Shows the row whole, and the section header above the first row of a section.
    public func scroll(toShow index: Int, from scroll: Double) -> Double {
        guard frames.indices.contains(index) else { return clamped(scroll) }
        let f = frames[index]
        let top = sections.last { $0.frame.maxY <= f.y + 0.5 && $0.frame.maxY >= f.y - 0.5 }?.frame.y ?? f.y
        if top < scroll { return clamped(top) }
        if f.maxY > scroll + areaHeight { return clamped(f.maxY - areaHeight) }
        return clamped(scroll)
    }

    public func clamped(_ scroll: Double) -> Double { max(0, min(maxScroll, scroll)) }
}
