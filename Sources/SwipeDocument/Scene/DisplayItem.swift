/// One thing to draw: content in its own box (doc units, origin top-left), placed on the page by
/// a transform, faded by an opacity, and cut by the convex clip regions of its ancestors. The
/// display list is the seam between the pure model and the SDL backend.
public struct DisplayItem: Equatable, Hashable, Sendable {
    public var content: DisplayContent
    /// The content box size in local doc units.
    public var size: Point
    /// Local doc units → page doc units (may include perspective).
    public var transform: Matrix4
    /// Product of the element's and its ancestors' opacities.
    public var opacity: Double
    /// Regions the item is clipped to, outermost first (on a page, the page itself is the first).
    public var clips: [ClipRegion]
    /// A mask image whose alpha multiplies the item, with the item's box inside the mask's box
    /// (unit coordinates of the mask).
    public var mask: MaskSpec?
    /// The `action: "play"` element this is part of: a tap on it plays the page.
    public var playButton: PlayButtonID?
    /// The decoration this draws (a highlight, a bookmark's ribbon): a tap on it is offered to its group.
    public var decoration: DecorationKey?
    /// The element whose displayed text this draws (text and markdown only): what a selection of
    /// text starts in.
    public var textElement: ElementInstance?

    public init(content: DisplayContent, size: Point, transform: Matrix4, opacity: Double, clips: [ClipRegion], mask: MaskSpec? = nil) {
        self.content = content
        self.size = size
        self.transform = transform
        self.opacity = opacity
        self.clips = clips
        self.mask = mask
    }
}

extension DisplayItem {
    /// Where a point (page doc units) falls in the item's own space, when the item's transform is
    /// not degenerate; perspective is ignored.
    public func localPoint(_ p: Point) -> Point? {
        let m = transform
        let a = m[0, 0], b = m[0, 1], c = m[1, 0], d = m[1, 1]
        let det = a * d - b * c
        guard abs(det) > 1e-12, m[3, 3] != 0 else { return nil }
        let x = (p.x * m[3, 3] - m[0, 3]), y = (p.y * m[3, 3] - m[1, 3])
        return Point((d * x - b * y) / det, (-c * x + a * y) / det)
    }

    /// Whether a point (page doc units) falls inside the item's box; perspective is ignored.
    public func contains(_ p: Point) -> Bool {
        guard let l = localPoint(p) else { return false }
        return l.x >= 0 && l.y >= 0 && l.x <= size.x && l.y <= size.y
    }
}
