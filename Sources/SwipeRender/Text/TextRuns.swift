import Foundation
import SwipeDocument

/// The paragraphs a text or markdown display item is drawn as at `q` pixels per doc unit, and where
/// they sit in the box: what the rasterizer draws and what a text range's boxes are measured on.
enum TextRuns {
    /// The shadow comes with markdown's paragraphs; nil for content that is not text.
    static func of(_ content: DisplayContent, scale q: Double) -> (runs: [TextRun], vertical: TextAlignment.Vertical, shadow: TextShadowStyle?)? {
        switch content {
        case .text(let string, let paint):
            let run = TextRun(text: string, fontNames: paint.fontNames, pixelSize: (paint.fontSize * q).rounded(), color: paint.color,
                              alignment: paint.alignment.horizontal, spacingAfter: 0)
            return ([run], paint.alignment.vertical, nil)
        case .markdown(let paragraphs, let shadow):
            let runs = paragraphs.map {
                TextRun(text: $0.text, fontNames: $0.fontNames, pixelSize: ($0.fontSize * q).rounded(), color: $0.color, alignment: $0.alignment, spacingAfter: $0.spacingAfter * q)
            }
            let s = shadow.map { TextShadowStyle(color: $0.color, offsetX: $0.offset.x * q, offsetY: $0.offset.y * q, blurRadius: $0.radius * q) }
            return (runs, .center, s)
        default:
            return nil
        }
    }
}

/// Measures where a range of an element's displayed text is, for decorations: the boxes of its
/// lines in the element's own units, laid out as the compositor lays the text out (a document's at 2
/// pixels per unit, where a line may wrap a pixel differently from a screen at another scale; a
/// story's, laid out in the window's pixels, at 1, so its lines wrap as drawn). Measurements are
/// kept, so a decoration costs no layout on the frames after its first.
public final class TextRangeBoxes: TextBoxMeasuring, @unchecked Sendable {
    public let text: TextRasterizer
    /// Pixels per unit the text is laid out at.
    let scale: Double
    private struct Key: Hashable {
        var content: DisplayContent
        var range: Range<Int>
        var size: Point
    }
    private let lock = NSLock()
    private var known: [Key: [Rect]] = [:]
    /// How many measurements are kept before they are forgotten together.
    static let capacity = 512

    public init(text: TextRasterizer, scale: Double = 2) {
        self.text = text
        self.scale = scale
    }

    public func boxes(of range: Range<Int>, in content: DisplayContent, size: Point) -> [Rect] {
        let key = Key(content: content, range: range, size: size)
        if let boxes = lock.withLock({ known[key] }) { return boxes }
        let q = scale
        guard let (runs, vertical, _) = TextRuns.of(content, scale: q) else { return [] }
        let w = max(1, Int((size.x * q).rounded(.up))), h = max(1, Int((size.y * q).rounded(.up)))
        let boxes = text.boxes(of: range, in: runs, width: w, height: h, vertical: vertical)
            .map { Rect(x: $0.x / q, y: $0.y / q, width: $0.width / q, height: $0.height / q) }
        lock.withLock {
            if known.count >= Self.capacity { known.removeAll(keepingCapacity: true) }
            known[key] = boxes
        }
        return boxes
    }
}
