import SwipeDocument

/// The bar a highlight is edited in, over the bottom of the window: its four colours, Note and
/// Delete as large touch targets, and its note (being typed, with a caret) above them. Drawn with
/// the player's theme, in window pixels.
public enum HighlightBar {
    /// What a part of the bar does.
    public enum Control: Hashable, Sendable {
        case colour(Highlights.Colour)
        case note
        case delete
    }

    /// The controls and where they are.
    public static func controls(viewport: Point, style: PlayerStyle) -> [(control: Control, frame: Rect)] {
        let point = PlayerChrome.point(viewport)
        let margin = style.margin * point, size = style.touchTarget * point
        let controls: [Control] = Highlights.Colour.allCases.map { .colour($0) } + [.note, .delete]
        let widths = controls.map { c -> Double in if case .colour = c { return size } else { return size * 2.2 } }
        let total = widths.reduce(0, +) + margin * Double(controls.count - 1)
        var x = (viewport.x - total) / 2
        let y = viewport.y - margin * 2 - size * 2
        return zip(controls, widths).map { c, w in
            defer { x += w + margin }
            return (c, Rect(x: x, y: y, width: w, height: size))
        }
    }

    /// The control at window pixel `p`.
    public static func control(at p: Point, viewport: Point, style: PlayerStyle) -> Control? {
        controls(viewport: viewport, style: style).first { $0.frame.contains(p) }?.control
    }

    /// The bar's panel: its controls, and the line of its note above them `withNote`.
    public static func frame(viewport: Point, style: PlayerStyle, withNote: Bool) -> Rect? {
        let controls = controls(viewport: viewport, style: style)
        guard let first = controls.first?.frame, let last = controls.last?.frame else { return nil }
        let pad = style.margin * PlayerChrome.point(viewport) / 2
        let noteHeight = withNote ? first.height : 0
        return Rect(x: first.x - pad, y: first.y - pad - noteHeight, width: last.x + last.width - first.x + 2 * pad, height: first.height + 2 * pad + noteHeight)
    }

    /// The bar for a highlight in `colour` with `note` (a caret after it while `typing`).
    public static func items(viewport: Point, style: PlayerStyle, colour: Highlights.Colour, note: String?, typing: Bool) -> [DisplayItem] {
        let point = PlayerChrome.point(viewport)
        let controls = controls(viewport: viewport, style: style)
        guard let first = controls.first?.frame, let panel = frame(viewport: viewport, style: style, withNote: note != nil || typing) else { return [] }
        let pad = style.margin * point / 2
        let noteHeight = panel.height - first.height - 2 * pad
        var out = StyledControl.shape(style.panel, fill: style.overlaySurface, frame: panel, point: point, opacity: 1)
        if noteHeight > 0 {
            out.append(StyledControl.text((note ?? "") + (typing ? "|" : ""), typography: style.help, color: style.onOverlay,
                                          frame: Rect(x: panel.x + pad, y: panel.y + pad / 2, width: panel.width - 2 * pad, height: noteHeight),
                                          point: point, opacity: 1, alignment: TextAlignment(.left, .center)))
        }
        for (control, frame) in controls {
            switch control {
            case .colour(let c):
                out += StyledControl.shape(.capsule(.circular), fill: c.color, border: c == colour ? style.onOverlay : .clear,
                                           borderWidth: c == colour ? 3 * point : 0, frame: frame, point: point, opacity: 1)
            case .note:
                out += StyledControl.button(style.chromeButton, label: typing ? "Save" : "Note", frame: frame, point: point, opacity: 1)
            case .delete:
                out += StyledControl.button(style.chromeButton, label: "Delete", frame: frame, point: point, opacity: 1)
            }
        }
        return out
    }
}
