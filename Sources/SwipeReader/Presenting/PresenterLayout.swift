import SwipeDocument

/// The presenter view (`--presenter`) laid out in window pixels, free of SDL: the current page large
/// on the left, the next page on the right under a caption, the page number and the time elapsed
/// below it, on the status background in the theme's status typography. The window draws the
/// pages into `current` and `next`; `items` are the rest.
public struct PresenterLayout: Equatable, Sendable {
    public let viewport: Point
    /// Where the current page is drawn (letterboxed in it).
    public let current: Rect
    /// The caption above the next page.
    public let nextCaption: Rect
    /// Where the next page is drawn.
    public let next: Rect
    /// "Page 3 of 12".
    public let pageLabel: Rect
    /// The time since the presenter view opened.
    public let clockLabel: Rect
    private let point: Double

    public init(viewport: Point, style: PlayerStyle) {
        self.viewport = viewport
        point = PlayerChrome.point(viewport)
        let m = style.margin * point
        let width = max(0, viewport.x - 3 * m)
        let left = (width * 0.62).rounded()
        current = Rect(x: m, y: m, width: left, height: max(0, viewport.y - 2 * m))
        let x = 2 * m + left, w = max(0, width - left)
        let caption = (style.caption.size * point * 1.6).rounded()
        nextCaption = Rect(x: x, y: m, width: w, height: caption)
        next = Rect(x: x, y: m + caption, width: w, height: min((w * 0.75).rounded(), max(0, (viewport.y - 2 * m) / 2)))
        let line = (style.statusTitle.size * point * 1.6).rounded()
        pageLabel = Rect(x: x, y: next.y + next.height + m, width: w, height: line)
        clockLabel = Rect(x: x, y: pageLabel.y + line, width: w, height: line)
    }

    /// The captions and labels for page `page` (0-based) of `pageCount`, `elapsed` seconds into the talk.
    public func items(page: Int, pageCount: Int, elapsed: Double, style: PlayerStyle) -> [DisplayItem] {
        let left = TextAlignment(.left, .center)
        let hasNext = page + 1 < pageCount
        return [
            StyledControl.text(hasNext ? "Next" : "End of the document", typography: style.caption, color: style.onStatusSecondary,
                               frame: nextCaption, point: point, opacity: 1, alignment: left),
            StyledControl.text(pageCount > 0 ? "Page \(page + 1) of \(pageCount)" : "", typography: style.statusTitle, color: style.onStatus,
                               frame: pageLabel, point: point, opacity: 1, alignment: left),
            StyledControl.text(Self.clock(elapsed), typography: style.statusTitle, color: style.onStatus,
                               frame: clockLabel, point: point, opacity: 1, alignment: left),
        ]
    }

    /// Elapsed time as a clock shows it: "4:05", or "1:02:03" past an hour.
    public static func clock(_ seconds: Double) -> String {
        let s = max(0, Int(seconds.isFinite ? seconds : 0))
        let (h, m, r) = (s / 3600, s / 60 % 60, s % 60)
        let two = { (n: Int) in n < 10 ? "0\(n)" : "\(n)" }
        return h > 0 ? "\(h):\(two(m)):\(two(r))" : "\(m):\(two(r))"
    }
}
