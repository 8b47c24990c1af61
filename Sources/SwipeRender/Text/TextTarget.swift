import SwipeDocument

/// A text drawn in a frame, where a reader's selection starts: the element whose displayed text it
/// shows (a document's page and index path, a story's scene and `[node]`) and the item drawing it.
/// Found under a point and measured the same way in documents and stories.
public struct TextTarget {
    public var element: ElementInstance
    let item: DisplayItem

    /// The text it shows, as text ranges count it.
    public var text: String? { item.content.shownText }

    /// The topmost text at point `p` of `frame` (in the frame's units; not inside a layer).
    static func topmost(at p: Point, in frame: [DisplayItem]) -> TextTarget? {
        frame.last { $0.textElement != nil && $0.opacity > 0 && $0.contains(p) }.map { TextTarget(element: $0.textElement!, item: $0) }
    }

    /// The character boundary of the text nearest point `p` (the frame's units), a Unicode scalar
    /// offset of its displayed text, past its ends clamped to them.
    func offset(at p: Point, measure: TextRangeBoxes) -> Int? {
        guard let local = item.localPoint(p), let text = item.content.shownText else { return nil }
        let index = TextEditMarks.offset(at: local, in: text, content: item.content, size: item.size, measure: measure)
        return Array(text).prefix(index).reduce(0) { $0 + $1.unicodeScalars.count }
    }
}
