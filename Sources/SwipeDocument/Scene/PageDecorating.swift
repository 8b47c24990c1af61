/// Says where a range of an element's displayed text is drawn: the boxes of its lines in the
/// element's own units, for the content (`.text` or `.markdown`) drawn in a box of `size`. The
/// renderer measures with the fonts the text is drawn with.
public protocol TextBoxMeasuring {
    func boxes(of range: Range<Int>, in content: DisplayContent, size: Point) -> [Rect]
}

/// Which decoration a display item draws, for taps.
public struct DecorationKey: Equatable, Hashable, Sendable {
    public var group: String
    public var id: String

    public init(group: String, id: String) {
        self.group = group
        self.id = id
    }
}

/// Where the drawing goes, bottom to top.
public enum DecorationLayer: Int, Comparable, Equatable, Sendable {
    /// Above the element's background, below its text: text stays legible under a tint.
    case underText
    /// Over the element.
    case overElement
    /// Over the page, moving with it through page turns.
    case overPage
    /// The player's own chrome (the page indicator), not part of the page.
    case chrome

    public static func < (a: DecorationLayer, b: DecorationLayer) -> Bool { a.rawValue < b.rawValue }
}

/// What is drawn on a page's elements besides them: the reader's decorations (SwipeReader's
/// `PageDecorations`), each made into display items when the display list builder places its
/// element, in the element's own space.
public protocol PageDecorating {
    var isEmpty: Bool { get }
    /// The items of the element at `path` drawn in `layer` (`underText` or `overElement`), in its
    /// own space; `content` is what the element itself shows.
    func items(for path: [Int], size: Point, content: [DisplayContent], layer: DecorationLayer) -> [DisplayItem]
    /// The element's items drawn over the page (margin bars), in page space: `world` is the
    /// element's own space → the page's.
    func pageItems(for path: [Int], size: Point, content: [DisplayContent], world: Matrix4) -> [DisplayItem]
    /// The decorations of the page as a whole, in page space.
    func pageItems() -> [DisplayItem]
}
