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
        let texts = [(title, unit * 1.2, 1.0)] + lines.map { ($0, unit * 0.8, 0.85) }
        let heights = texts.map { Self.height(of: $0.0, fontSize: $0.1, width: width) }
        let height = heights.reduce(0, +) + (progress == nil ? 0 : unit * 2)
        var y = max(unit * 4, (viewport.y - height) / 2)
        var out: [DisplayItem] = []
        for ((text, fontSize, opacity), h) in zip(texts, heights) {
            out.append(PlayerChrome.text(text, size: Point(width, h), origin: Point(left, y), unit: fontSize, opacity: opacity, alignment: .left))
            y += h
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

    /// The height a paragraph takes when wrapped in `width`: its lines, from an average glyph
    /// width of 0.55 em (generous for the player's sans-serif font), at 1.4 em each.
    static func height(of text: String, fontSize: Double, width: Double) -> Double {
        let perLine = max(1, Int(width / (fontSize * 0.55)))
        let lines = max(1, (text.count + perLine - 1) / perLine)
        return Double(lines) * fontSize * 1.4
    }

    /// Whether a tap at window pixel `p` lands on the back button.
    public func backHit(_ p: Point, viewport: Point) -> Bool {
        back && PlayerChrome.backButton(viewport: viewport).contains(p)
    }
}
