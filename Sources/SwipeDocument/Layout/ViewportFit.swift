/// How a document's coordinate space is fitted into a window: centred, one scale factor for both
/// axes; by default aspect-fit (`contain`), the bands around it showing the document's `bc`
/// (behaviour reference 1.3), or filling, cropping, as the `fit` setting asks (`FitMode`).
public struct ViewportFit: Equatable, Sendable {
    /// Pixels per doc unit.
    public var scale: Double
    /// Where the document's top-left corner lands in the window (pixels).
    public var offset: Point
    /// The document's size in doc units.
    public var documentSize: Point

    public init(document: Point, viewport: Point, mode: FitMode = .contain) {
        documentSize = document
        guard document.x > 0, document.y > 0, viewport.x > 0, viewport.y > 0 else {
            scale = 1
            offset = .zero
            return
        }
        let byWidth = viewport.x / document.x, byHeight = viewport.y / document.y
        let matchesHeight: Bool
        switch mode {
        case .contain: matchesHeight = byHeight < byWidth
        case .cover: matchesHeight = byHeight > byWidth
        case .width: matchesHeight = false
        case .height: matchesHeight = true
        }
        // The matched side's offset is exactly 0, so a page fitted to its side lands on whole pixels.
        if matchesHeight {
            scale = byHeight
            offset = Point((viewport.x - document.x * scale) / 2, 0)
        } else {
            scale = byWidth
            offset = Point(0, (viewport.y - document.y * scale) / 2)
        }
    }

    /// Doc units → window pixels.
    public var transform: Matrix4 { .translation(offset.x, offset.y) * .scale(scale, scale) }

    /// Window pixels → doc units.
    public func documentPoint(_ pixel: Point) -> Point { Point((pixel.x - offset.x) / scale, (pixel.y - offset.y) / scale) }

    /// The document's area in the window (pixels).
    public var pageRect: Rect { Rect(x: offset.x, y: offset.y, width: documentSize.x * scale, height: documentSize.y * scale) }
}
