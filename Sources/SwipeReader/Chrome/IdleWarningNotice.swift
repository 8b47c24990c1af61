import SwipeDocument

/// The warning an idle kiosk shows before it starts over for the next visitor (EN 301 549
/// 11.2.2.1): a panel in the middle of the window over the theme's backdrop, saying how many
/// seconds are left, with a bar that shrinks as they pass and how to ask for more time, in the
/// theme's tokens; and the same said aloud (`spoken`), in the language its words are in.
public enum IdleWarningNotice {
    /// The language of the warning's words, drawn and said: the player's own strings are English
    /// only, so a document in another language hears them in an English voice, not read out by
    /// its own language's.
    public static let language = "en"
    /// The title of the panel.
    public static let title = "Still there?"
    /// How to ask for more time, shown and said.
    public static let hint = "Touch the screen or press any key for more time."

    /// The line counting down.
    public static func countdown(seconds: Int) -> String { "Starting over in \(seconds) s" }

    /// What is said when the warning begins, `seconds` before the reset.
    public static func spoken(seconds: Int) -> String { "This screen starts over in \(seconds) seconds. \(hint)" }

    /// The panel with `seconds` left of `total`, in a `viewport` of window pixels.
    public static func items(seconds: Int, of total: Int, viewport: Point, style: PlayerStyle) -> [DisplayItem] {
        let point = PlayerChrome.point(viewport), margin = style.margin * point
        let line = style.help.size * point * 1.8, big = style.statusTitle.size * point * 1.8
        let width = min(viewport.x - 2 * margin, style.panelWidth * point)
        let height = 2 * margin + line + big + line + style.progressHeight * point + margin
        let panel = Rect(x: (viewport.x - width) / 2, y: (viewport.y - height) / 2, width: width, height: height)
        let inner = Rect(x: panel.x + margin, y: panel.y + margin, width: panel.width - 2 * margin, height: panel.height - 2 * margin)
        let centre = TextAlignment(.center, .center)
        var out = PlayerChrome.backdrop(viewport: viewport, style: style)
        out += StyledControl.shape(style.panel, fill: style.overlaySurface, frame: panel, point: point, opacity: 1)
        out.append(StyledControl.text(title, typography: style.help, color: style.onOverlay, frame: Rect(x: inner.x, y: inner.y, width: inner.width, height: line),
                                      point: point, opacity: 1, alignment: centre))
        out.append(StyledControl.text(countdown(seconds: seconds), typography: style.statusTitle, color: style.onOverlay,
                                      frame: Rect(x: inner.x, y: inner.y + line, width: inner.width, height: big), point: point, opacity: 1, alignment: centre))
        out.append(StyledControl.text(hint, typography: style.caption, color: style.onOverlay,
                                      frame: Rect(x: inner.x, y: inner.y + line + big, width: inner.width, height: line), point: point, opacity: 1, alignment: centre))
        let bar = Rect(x: inner.x, y: inner.y + 2 * line + big + margin / 2, width: inner.width, height: style.progressHeight * point)
        let left = total > 0 ? min(1, max(0, Double(seconds) / Double(total))) : 0
        out += StyledControl.shape(style.progressShape, fill: style.progressTrack, frame: bar, point: point, opacity: 1)
        out += StyledControl.shape(style.progressShape, fill: style.accent, frame: Rect(x: bar.x, y: bar.y, width: bar.width * left, height: bar.height),
                                   point: point, opacity: 1)
        return out
    }
}
