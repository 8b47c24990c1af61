import SwipeDocument

/// A page of the player's own, in window pixels: a document on its way (its name, what is being
/// fetched, a progress bar) or one that could not be opened (what went wrong, and how to go on).
/// Drawn with the same compositor as documents, scaled with the window like `PlayerChrome`, in
/// the theme's tokens (`PlayerStyle`).
public struct StatusPage: Equatable, Sendable {
    public var title: String
    /// Message lines under the title (the error, or what is being fetched).
    public var lines: [String]
    /// How far loading is, 0...1 (nil: no progress bar).
    public var progress: Double?
    /// Whether a back button shows (the page was opened from a list).
    public var back: Bool
    /// The theme's tokens the page is drawn with.
    public var style: PlayerStyle

    public init(title: String, lines: [String], progress: Double?, back: Bool, style: PlayerStyle = .standard()) {
        self.title = title
        self.lines = lines
        self.progress = progress
        self.back = back
        self.style = style
    }

    /// What the page is drawn over.
    public var background: Color { style.statusBackground }

    /// Where the page's parts are on a viewport: the title's and each line's frame, the progress
    /// bar's, the back button's.
    public struct Layout: Sendable {
        public var texts: [(text: String, frame: Rect)]
        public var bar: Rect?
        public var back: Rect?
    }

    /// The page laid out on a `viewport` of window pixels, centred in a column.
    public func layout(viewport: Point) -> Layout {
        let point = PlayerChrome.point(viewport), margin = style.margin * point
        let width = min(viewport.x - 4 * margin, style.statusWidth * point)
        let left = (viewport.x - width) / 2
        let texts = [(title, style.statusTitle)] + lines.map { ($0, style.statusBody) }
        let heights = texts.map { Self.height(of: $0.0, fontSize: $0.1.size * point, width: width) }
        let barHeight = style.progressHeight * point
        let height = heights.reduce(0, +) + (progress == nil ? 0 : margin + barHeight)
        var y = max(margin * 4, (viewport.y - height) / 2)
        var placed: [(text: String, frame: Rect)] = []
        for ((text, _), h) in zip(texts, heights) {
            placed.append((text, Rect(x: left, y: y, width: width, height: h)))
            y += h
        }
        return Layout(texts: placed, bar: progress == nil ? nil : Rect(x: left, y: y + margin, width: width, height: barHeight),
                      back: back ? PlayerChrome.backButton(viewport: viewport, style: style) : nil)
    }

    /// What to draw on a `viewport` of window pixels (over `background`).
    public func items(viewport: Point) -> [DisplayItem] {
        let point = PlayerChrome.point(viewport), placed = layout(viewport: viewport)
        var out: [DisplayItem] = []
        for (k, (text, frame)) in placed.texts.enumerated() {
            let (typography, color) = k == 0 ? (style.statusTitle, style.onStatus) : (style.statusBody, style.onStatusSecondary)
            out.append(StyledControl.text(text, typography: typography, color: color, frame: frame, point: point,
                                          opacity: 1, alignment: TextAlignment(.left, .center)))
        }
        if let bar = placed.bar, let progress {
            out += StyledControl.shape(style.progressShape, fill: style.progressTrack, frame: bar, point: point, opacity: 1)
            let done = max(bar.height, bar.width * min(1, max(0, progress)))
            out.append(DisplayItem(content: .gradient(style.progress, shape: style.progressShape, point: point), size: Point(done, bar.height),
                                   transform: .translation(bar.x, bar.y), opacity: 1, clips: []))
        }
        if back {
            out += PlayerChrome.backButtonItems(viewport: viewport, style: style, opacity: 1)
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
        back && PlayerChrome.backButton(viewport: viewport, style: style).contains(p)
    }
}
