/// One thing to draw: content in its own box (doc units, origin top-left), placed on the page by
/// a transform, faded by an opacity, and cut by the convex clip regions of its ancestors. The
/// display list is the seam between the pure model and the SDL backend.
public struct DisplayItem: Equatable, Sendable {
    public var content: DisplayContent
    /// The content box size in local doc units.
    public var size: Point
    /// Local doc units → page doc units (may include perspective).
    public var transform: Matrix4
    /// Product of the element's and its ancestors' opacities.
    public var opacity: Double
    /// Regions the item is clipped to, outermost first (the page itself is always the first).
    public var clips: [ClipRegion]
    /// A mask image whose alpha multiplies the item, with the item's box inside the mask's box
    /// (unit coordinates of the mask).
    public var mask: MaskSpec?

    public init(content: DisplayContent, size: Point, transform: Matrix4, opacity: Double, clips: [ClipRegion], mask: MaskSpec? = nil) {
        self.content = content
        self.size = size
        self.transform = transform
        self.opacity = opacity
        self.clips = clips
        self.mask = mask
    }
}
