/// A page of the player's own, in window pixels: a document on its way (its name, what is being
/// fetched, a progress bar) or one that could not be opened (what went wrong, and how to go on).
/// Drawn with the same compositor as documents, scaled with the window like `PlayerChrome`.
public struct StatusPage: Equatable, Sendable {
    public var title: String
    /// Message lines under the title (the error, or what is being fetched).
    public var lines: [String]
    /// How far loading is, 0...1 (nil: no progress bar).
    public var progress: Double?
    /// Whether a back button shows (the page was opened from a list).
    public var back: Bool

    public static let background = Color(0.12, 0.12, 0.14, 1)

    public init(title: String, lines: [String], progress: Double?, back: Bool) {
        self.title = title
        self.lines = lines
        self.progress = progress
        self.back = back
    }

    /// What to draw on a `viewport` of window pixels (over `background`).
    public func items(viewport: Point) -> [DisplayItem] {
        let unit = PlayerChrome.unit(viewport)
        let width = min(viewport.x - 4 * unit, unit * 40)
        let left = (viewport.x - width) / 2
        let row = unit * 1.5
        let height = row * Double(lines.count + 1) + (progress == nil ? 0 : unit * 2)
        var y = max(unit * 4, (viewport.y - height) / 2)
        var out: [DisplayItem] = [PlayerChrome.text(title, size: Point(width, row), origin: Point(left, y), unit: unit * 1.2, opacity: 1, alignment: .left)]
        y += row * 1.2
        for line in lines {
            out.append(PlayerChrome.text(line, size: Point(width, row), origin: Point(left, y), unit: unit * 0.8, opacity: 0.85, alignment: .left))
            y += row
        }
        if let progress {
            let bar = Point(width, unit * 0.5)
            y += unit
            out.append(DisplayItem(content: .box(color: Color(1, 1, 1, 0.2), cornerRadius: bar.y / 2), size: bar,
                                   transform: .translation(left, y), opacity: 1, clips: []))
            let done = max(bar.y, bar.x * min(1, max(0, progress)))
            out.append(DisplayItem(content: .box(color: Color(0.35, 0.65, 1, 1), cornerRadius: bar.y / 2), size: Point(done, bar.y),
                                   transform: .translation(left, y), opacity: 1, clips: []))
        }
        if back {
            let frame = PlayerChrome.backButton(viewport: viewport)
            out += PlayerChrome.panel(label: [PlayerChrome.backLabel], size: Point(frame.width, frame.height), origin: Point(frame.x, frame.y),
                                      unit: unit, opacity: 1, alignment: .center)
        }
        return out
    }

    /// Whether a tap at window pixel `p` lands on the back button.
    public func backHit(_ p: Point, viewport: Point) -> Bool {
        back && PlayerChrome.backButton(viewport: viewport).contains(p)
    }
}
