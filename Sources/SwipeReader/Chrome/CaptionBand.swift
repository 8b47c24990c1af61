import SwipeDocument

/// Captions drawn in window pixels, never scaled with the page's zoom: a band in the theme's
/// caption style (`captionsText`, `captionsBackground`, `typography/captions`) centred at the
/// bottom, in the letterbox below the page where it fits, over the page's bottom otherwise, the
/// word spoken underlined (`captionsWord`). Lines wrap at about 32 ems or the window's width.
public enum CaptionBand {
    /// The items of `captions` (one above the other) for a window of `viewport` pixels with the
    /// page at `page`; `measure` lays the text out as it is drawn (at one pixel per unit).
    public static func items(_ captions: [Caption], viewport: Point, page: Rect, style: PlayerStyle, measure: any TextBoxMeasuring) -> [DisplayItem] {
        guard !captions.isEmpty else { return [] }
        let joined = joinedCaption(captions)
        let point = PlayerChrome.point(viewport), margin = style.margin * point
        let size = style.captions.size * point, pad = size * 0.4
        let width = max(size, min(viewport.x - 2 * margin - 2 * pad, size * 32))
        let paint = TextPaint(fontNames: [style.captions.font.postScriptName], fontSize: size, color: style.captionsText, alignment: TextAlignment(.center, .top))
        let content = DisplayContent.text(joined.text, style: paint)
        let room = Point(width, max(viewport.y, size * 2))
        let lines = measure.boxes(of: 0..<joined.text.unicodeScalars.count, in: content, size: room)
        let extent = lines.isEmpty ? Rect(x: 0, y: 0, width: width, height: size * 1.3) : bounds(of: lines)
        let band = Rect(x: (viewport.x - extent.width) / 2 - pad, y: 0, width: extent.width + 2 * pad, height: extent.height + 2 * pad)
        let below = viewport.y - page.maxY
        let y = below >= band.height ? page.maxY + (below - band.height) / 2 : viewport.y - margin - band.height
        let placed = Rect(x: band.x, y: max(0, y), width: band.width, height: band.height)
        let origin = Point(placed.x + pad - extent.x, placed.y + pad - extent.y)
        var out = [DisplayItem(content: .box(color: style.captionsBackground, cornerRadius: size * 0.25), size: Point(placed.width, placed.height),
                               transform: .translation(placed.x, placed.y), opacity: 1, clips: [])]
        out.append(DisplayItem(content: content, size: Point(width, extent.maxY), transform: .translation(origin.x, origin.y), opacity: 1, clips: []))
        if let word = joined.word {
            let thickness = max(2, (size * 0.1).rounded())
            for box in measure.boxes(of: word, in: content, size: room) {
                out.append(DisplayItem(content: .box(color: style.captionsWord, cornerRadius: 0), size: Point(box.width, thickness),
                                       transform: .translation(origin.x + box.x, origin.y + box.maxY - thickness), opacity: 1, clips: []))
            }
        }
        return out
    }

    /// The smallest rectangle holding `rects` (not empty).
    static func bounds(of rects: [Rect]) -> Rect {
        let x = rects.map(\.x).min()!, y = rects.map(\.y).min()!
        return Rect(x: x, y: y, width: rects.map(\.maxX).max()! - x, height: rects.map(\.maxY).max()! - y)
    }

    /// Several captions as one, a line each, the word marked where one has it.
    static func joinedCaption(_ captions: [Caption]) -> Caption {
        var text = "", word: Range<Int>?
        for caption in captions {
            if !text.isEmpty { text += "\n" }
            let offset = text.unicodeScalars.count
            if word == nil, let w = caption.word { word = (w.lowerBound + offset)..<(w.upperBound + offset) }
            text += caption.text
        }
        return Caption(text: text, word: word)
    }
}
