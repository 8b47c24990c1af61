import SwipeDocument

/// The page overview (G): every page as a thumbnail in a grid over the document, marked where it
/// has a bookmark, highlights or search matches, to jump anywhere. Laid out in window pixels, scrolled
/// vertically, with one thumbnail chosen (the current page when it opens) that arrows, a tap or a
/// click choose and Enter opens. The thumbnails themselves are drawn by the compositor into
/// `frame(of:)`; this model says where, and draws the rest with the player's theme.
public struct PageOverview: Equatable, Sendable {
    public let pageCount: Int
    /// The document's page size (doc units), for the thumbnails' shape.
    public let pageSize: Point
    public private(set) var viewport: Point
    public private(set) var selected: Int
    /// How far the grid is scrolled down, pixels.
    public private(set) var scroll: Double = 0

    /// What a thumbnail is marked with.
    public struct Marks: Equatable, Sendable {
        public var bookmarked = false
        public var matches = 0
        public var highlights = 0

        public init(bookmarked: Bool = false, matches: Int = 0, highlights: Int = 0) {
            self.bookmarked = bookmarked
            self.matches = matches
            self.highlights = highlights
        }
    }

    public init(pageCount: Int, pageSize: Point, viewport: Point, current: Int) {
        self.pageCount = max(0, pageCount)
        self.pageSize = Point(max(1, pageSize.x), max(1, pageSize.y))
        self.viewport = viewport
        selected = max(0, min(pageCount - 1, current))
        reveal(selected)
    }

    /// The thumbnails' width at most, in points.
    static let thumbnailPoints = 150.0

    private var point: Double { PlayerChrome.point(viewport) }
    private var gap: Double { 16 * point }
    /// How many thumbnails a row holds.
    public var columns: Int { max(1, Int((viewport.x - gap) / (Self.thumbnailPoints * point + gap))) }
    private var thumbnailWidth: Double { (viewport.x - gap * Double(columns + 1)) / Double(columns) }
    private var thumbnailHeight: Double { thumbnailWidth * pageSize.y / pageSize.x }
    /// A row's height: its thumbnails, their numbers and the gap.
    private var rowHeight: Double { thumbnailHeight + labelHeight + gap }
    private var labelHeight: Double { 20 * point }
    private var rows: Int { (pageCount + columns - 1) / columns }
    private var maxScroll: Double { max(0, gap + Double(rows) * rowHeight - viewport.y) }

    /// Where page `index`'s thumbnail is drawn, window pixels.
    public func frame(of index: Int) -> Rect {
        let row = index / columns, column = index % columns
        return Rect(x: gap + Double(column) * (thumbnailWidth + gap), y: gap + Double(row) * rowHeight - scroll, width: thumbnailWidth, height: thumbnailHeight)
    }

    /// The pages whose thumbnails are at least partly in the window.
    public var visiblePages: Range<Int> {
        guard pageCount > 0 else { return 0..<0 }
        let first = Int(bounded: (scroll - gap) / rowHeight, in: 0...pageCount) * columns
        let last = min(pageCount, (Int(bounded: (scroll + viewport.y) / rowHeight, in: 0...pageCount) + 1) * columns)
        return min(first, last)..<last
    }

    /// The page whose thumbnail (or number) is at window pixel `p`.
    public func page(at p: Point) -> Int? {
        visiblePages.first { i in
            let f = frame(of: i)
            return Rect(x: f.x, y: f.y, width: f.width, height: f.height + labelHeight).contains(p)
        }
    }

    /// Arrow keys: the thumbnail `dx` columns and `dy` rows away, kept inside the grid and in view.
    public mutating func move(dx: Int, dy: Int) {
        guard pageCount > 0 else { return }
        select(max(0, min(pageCount - 1, selected + dx + dy * columns)))
    }

    /// Chooses page `index` and scrolls it into view.
    public mutating func select(_ index: Int) {
        guard (0..<pageCount).contains(index) else { return }
        selected = index
        reveal(index)
    }

    /// Scrolls by `pixels` (wheel, drag), within the grid.
    public mutating func scroll(by pixels: Double) {
        scroll = max(0, min(maxScroll, scroll + pixels))
    }

    /// The window changed size: the grid is laid out again, the chosen page kept in view.
    public mutating func resize(_ viewport: Point) {
        self.viewport = viewport
        scroll = min(scroll, maxScroll)
        reveal(selected)
    }

    private mutating func reveal(_ index: Int) {
        let f = frame(of: index)
        if f.y < gap { scroll += f.y - gap }
        if f.y + f.height + labelHeight + gap > viewport.y { scroll += f.y + f.height + labelHeight + gap - viewport.y }
        scroll = max(0, min(maxScroll, scroll))
    }

    /// The backdrop, drawn before the thumbnails.
    public func background(style: PlayerStyle) -> [DisplayItem] {
        [DisplayItem(content: .box(color: style.listBackground, cornerRadius: 0), size: viewport, transform: .identity, opacity: 1, clips: [])]
    }

    /// What goes over the thumbnails: each one's frame (the chosen one's in the accent colour), its
    /// `label` (its number; a story's scene id), a ribbon when it is bookmarked and a badge with its
    /// number of search matches.
    public func items(style: PlayerStyle, label: (Int) -> String = { "\($0 + 1)" }, marks: (Int) -> Marks) -> [DisplayItem] {
        var out: [DisplayItem] = []
        for i in visiblePages {
            let f = frame(of: i)
            let chosen = i == selected
            let width = (chosen ? 4 : 1) * point
            let outline = Rect(x: f.x - width, y: f.y - width, width: f.width + 2 * width, height: f.height + 2 * width)
            out.append(DisplayItem(content: .border(color: chosen ? style.accent : style.separator, width: width, cornerRadius: 0),
                                   size: Point(outline.width, outline.height), transform: .translation(outline.x, outline.y), opacity: 1, clips: []))
            out.append(StyledControl.text(label(i), typography: style.caption, color: style.onList,
                                          frame: Rect(x: f.x, y: f.y + f.height, width: f.width, height: labelHeight), point: point, opacity: 1,
                                          alignment: TextAlignment(.center, .center)))
            let mark = marks(i)
            if mark.bookmarked {
                let size = 14 * point
                out.append(.ribbon(width: size, tint: style.decorations[.pageMark].tint, at: Point(f.x + f.width - size * 1.5, f.y)))
            }
            if mark.highlights > 0 {
                // A highlighter's stroke along the thumbnail's bottom edge.
                let stroke = Rect(x: f.x, y: f.y + f.height - 5 * point, width: f.width, height: 5 * point)
                out.append(DisplayItem(content: .box(color: Highlights.Colour.yellow.color, cornerRadius: 0), size: Point(stroke.width, stroke.height),
                                       transform: .translation(stroke.x, stroke.y), opacity: 0.8, clips: []))
            }
            if mark.matches > 0 {
                let badge = Rect(x: f.x + 4 * point, y: f.y + 4 * point, width: 28 * point, height: 20 * point)
                out += StyledControl.shape(.capsule(.circular), fill: style.accent, frame: badge, point: point, opacity: 1)
                out.append(StyledControl.text("\(mark.matches)", typography: style.caption, color: style.onOverlay, frame: badge, point: point,
                                              opacity: 1, alignment: TextAlignment(.center, .center)))
            }
        }
        return out
    }
}
