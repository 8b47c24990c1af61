import SwipeDocument

/// The display items of the player's own controls drawn with theme tokens: a shape filled and
/// outlined as a button style's state asks, and a label in its typography. Sizes in the tokens are
/// points, turned into window pixels by `point` (pixels per point).
public enum StyledControl {
    /// Which of a button style's states to draw.
    public enum State: Sendable {
        case normal, pressed, disabled, focused
    }

    /// A button: its shape in the surface colour with its border, and `label` centred in it, after
    /// `icon` when it has one.
    public static func button(_ style: ThemeButtonStyle, state: State = .normal, label: String, icon: ThemeIcon? = nil, frame: Rect, point: Double,
                              opacity: Double, alignment: TextAlignment.Horizontal = .center) -> [DisplayItem] {
        shape(style.shape, fill: style.surface[state], border: style.border[state], borderWidth: style.borderWidth * point, frame: frame, point: point, opacity: opacity)
            + [text(label, typography: style.typography, color: style.text[state], frame: frame, point: point, opacity: opacity,
                    alignment: TextAlignment(alignment, .center), icon: icon)]
    }

    /// A shape filled with `fill` and outlined inside its edge by `border` (`borderWidth` pixels).
    /// Rectangles, capsules and evenly rounded rectangles are boxes; other shapes are paths.
    public static func shape(_ shape: ThemeShape, fill: Color, border: Color = .clear, borderWidth: Double = 0, frame: Rect, point: Double,
                             opacity: Double, clips: [ClipRegion] = []) -> [DisplayItem] {
        let size = Point(frame.width, frame.height)
        let place = Matrix4.translation(frame.x, frame.y)
        var out: [DisplayItem] = []
        if let radius = boxRadius(shape, size: size, point: point) {
            if fill.a > 0 { out.append(DisplayItem(content: .box(color: fill, cornerRadius: radius), size: size, transform: place, opacity: opacity, clips: clips)) }
            if borderWidth > 0, border.a > 0 {
                out.append(DisplayItem(content: .border(color: border, width: borderWidth, cornerRadius: radius), size: size, transform: place, opacity: opacity, clips: clips))
            }
            return out
        }
        // Drawn in points, then scaled to pixels; the outline is inset by half its width so it stays inside.
        let inset = borderWidth > 0 && border.a > 0 ? borderWidth / 2 : 0
        let inner = Point(max(0, size.x - 2 * inset) / point, max(0, size.y - 2 * inset) / point)
        let geometry = shape.path(in: inner).scaled(sx: point, sy: point, about: .zero).translated(by: Point(inset, inset))
        let paint = PathPaint(fillColor: fill, strokeColor: inset > 0 ? border : .clear, lineWidth: borderWidth, strokeStart: 0, strokeEnd: 1)
        out.append(DisplayItem(content: .path(geometry, style: paint), size: size, transform: place, opacity: opacity, clips: clips))
        return out
    }

    /// A line of text in a typography token's font and size, in `color`, after `icon` in the same colour.
    public static func text(_ s: String, typography: ThemeTypography, color: Color, frame: Rect, point: Double, opacity: Double,
                            alignment: TextAlignment, clips: [ClipRegion] = [], icon: ThemeIcon? = nil) -> DisplayItem {
        DisplayItem(content: .text(s, style: TextPaint(fontNames: [typography.font.postScriptName], fontSize: typography.size * point, color: color,
                                                       alignment: alignment, icon: icon)),
                    size: Point(frame.width, frame.height), transform: .translation(frame.x, frame.y), opacity: opacity, clips: clips)
    }

    /// The width (font sizes) an icon takes before a label: itself and the gap.
    public static func iconWidth(_ icon: ThemeIcon?) -> Double { icon == nil ? 0 : 1 + TextPaint.iconGap }

    /// The corner radius (pixels) of a shape a rounded box draws exactly, or nil.
    static func boxRadius(_ shape: ThemeShape, size: Point, point: Double) -> Double? {
        switch shape {
        case .rectangle: return 0
        case .capsule: return min(size.x, size.y) / 2
        case .roundedRectangle(let w, let h, _) where w == h: return min(w * point, min(size.x, size.y) / 2)
        default: return nil
        }
    }
}

extension ThemeInteractiveColor {
    /// The colour for a state.
    public subscript(state: StyledControl.State) -> Color {
        switch state {
        case .normal: return normal
        case .pressed: return pressed
        case .disabled: return disabled
        case .focused: return focused
        }
    }
}
