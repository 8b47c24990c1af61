import SwipeDocument

/// Content of one colour drawn as a white picture tinted with that colour when it is placed: a
/// rounded box, a border, a path's fill and its stroke. Items that differ only in colour share one
/// texture, and a colour animation rasterizes nothing (a path whose fill colour changes every
/// frame re-rasterized its fill and stroke every frame).
struct TintedContent {
    /// The white content rasterized.
    var content: DisplayContent
    /// The colour it is drawn in.
    var color: Color

    /// What `item` is drawn from, in drawing order: one or two tinted parts; nil when it is drawn
    /// as it is rasterized. A path with both a fill and a stroke is two parts only when opaque: seen
    /// through an opacity, its fill would show through its stroke.
    static func parts(of item: DisplayItem) -> (first: TintedContent, second: TintedContent?)? {
        guard item.mask == nil else { return nil }
        switch item.content {
        case .box(let color, let radius) where radius > 0:
            return (TintedContent(content: .box(color: .white, cornerRadius: radius), color: color), nil)
        case .border(let color, let width, let radius):
            return (TintedContent(content: .border(color: .white, width: width, cornerRadius: radius), color: color), nil)
        case .path(let path, let paint):
            let fill = fills(paint)
                ? TintedContent(content: .path(path, style: PathPaint(fillColor: .white, strokeColor: .clear, lineWidth: 0, strokeStart: 0, strokeEnd: 1)),
                                color: paint.fillColor) : nil
            let stroke = strokes(paint)
                ? TintedContent(content: .path(path, style: PathPaint(fillColor: .clear, strokeColor: .white, lineWidth: paint.lineWidth,
                                                                      strokeStart: paint.strokeStart, strokeEnd: paint.strokeEnd)),
                                color: paint.strokeColor) : nil
            guard let first = fill ?? stroke else { return nil }
            if fill != nil, let stroke {
                return Compositor.byte(item.opacity) == 255 ? (first, stroke) : nil
            }
            return (first, nil)
        default:
            return nil
        }
    }

    /// Whether a path's paint shows both a fill and a stroke: two parts when it is opaque.
    static func fillsAndStrokes(_ paint: PathPaint) -> Bool { fills(paint) && strokes(paint) }

    private static func fills(_ paint: PathPaint) -> Bool { paint.fillColor.a > 0 }

    private static func strokes(_ paint: PathPaint) -> Bool { paint.strokeColor.a > 0 && paint.lineWidth > 0 }
}
