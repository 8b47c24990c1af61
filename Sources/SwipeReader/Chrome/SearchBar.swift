import SwipeDocument

/// The search field over a document, drawn with the player's theme: a bar at the top of the window
/// with what is typed (and a caret while typing) and the count of matches, as display items in
/// window pixels.
public enum SearchBar {
    /// The bar's frame in a window of `viewport` pixels.
    public static func frame(viewport: Point, style: PlayerStyle) -> Rect {
        let point = PlayerChrome.point(viewport)
        let margin = style.margin * point
        let height = style.touchTarget * point
        let width = min(viewport.x - 2 * margin, style.panelWidth * point)
        // Below the row of the back and language buttons.
        return Rect(x: (viewport.x - width) / 2, y: 2 * margin + height, width: width, height: height)
    }

    /// The bar showing `query` (with a caret when `typing`) and `count` ("3 of 12").
    public static func items(viewport: Point, style: PlayerStyle, query: String, typing: Bool, count: String?) -> [DisplayItem] {
        let point = PlayerChrome.point(viewport)
        let bar = frame(viewport: viewport, style: style)
        let inset = style.margin * point / 2
        let countWidth = count == nil ? 0 : bar.width * 0.3
        var out = StyledControl.shape(style.panel, fill: style.overlaySurface, border: style.accent, borderWidth: typing ? 2 : 0, frame: bar, point: point, opacity: 1)
        let shown = query + (typing ? "|" : "")
        out.append(StyledControl.text("Find: " + shown, typography: style.help, color: style.onOverlay,
                                      frame: Rect(x: bar.x + inset, y: bar.y, width: bar.width - 2 * inset - countWidth, height: bar.height),
                                      point: point, opacity: 1, alignment: TextAlignment(.left, .center)))
        if let count {
            out.append(StyledControl.text(count, typography: style.help, color: style.onOverlay,
                                          frame: Rect(x: bar.x + bar.width - inset - countWidth, y: bar.y, width: countWidth, height: bar.height),
                                          point: point, opacity: 1, alignment: TextAlignment(.right, .center)))
        }
        return out
    }
}
