import SwipeDocument

/// A text drawn in a frame (or in the text view), where a reader's selection starts: the element
/// whose displayed text it shows (a document's page and index path, a story's scene and `[node]`)
/// and the item drawing it. Found under a point and measured the same way in documents and stories.
public struct TextTarget {
    public var element: ElementInstance
    /// The item drawing it in the frame (nil: the text view's words, which its layout measures).
    let item: DisplayItem?
    /// The text it shows, as text ranges count it.
    public let text: String?

    init(element: ElementInstance, item: DisplayItem) {
        self.element = element
        self.item = item
        text = item.content.shownText
    }

    /// The element's displayed `text` where the text view shows it: offsets in it are the text
    /// view's to find (`TextViewLayout.offset(in:at:)`).
    public init(element: ElementInstance, text: String?) {
        self.element = element
        item = nil
        self.text = text
    }

    /// The topmost text at point `p` of `frame` (in the frame's units; not inside a layer).
    static func topmost(at p: Point, in frame: [DisplayItem]) -> TextTarget? {
        frame.last { $0.textElement != nil && $0.opacity > 0 && $0.contains(p) }.map { TextTarget(element: $0.textElement!, item: $0) }
    }

    /// The character boundary of the text nearest point `p` (the frame's units), a Unicode scalar
    /// offset of its displayed text, past its ends clamped to them.
    func offset(at p: Point, measure: TextRangeBoxes) -> Int? {
        guard let item, let local = item.localPoint(p), let text = item.content.shownText else { return nil }
        let index = TextEditMarks.offset(at: local, in: text, content: item.content, size: item.size, measure: measure)
        return Array(text).prefix(index).reduce(0) { $0 + $1.unicodeScalars.count }
    }
}
