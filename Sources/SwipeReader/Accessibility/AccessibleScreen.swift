import SwipeDocument

/// Where what the player draws lands on the screen: the document fitted into the window (the
/// page's zoom included), the window's picture turned onto its output (`--rotate`), the window's
/// place on the screen. Maps boxes of the document and of the window's controls to the screen
/// rectangles a screen reader is given (the bounds of a turned box).
public struct AccessibleScreen: Equatable, Sendable {
    /// Doc units → window pixels (before the turn), as drawn: `RenderEngine.viewportFit`.
    public var fit: ViewportFit
    /// The window's picture as screens draw it, before the turn (pixels).
    public var logicalSize: Point
    public var rotation: ScreenRotation
    /// The window's top-left corner on the screen (pixels).
    public var origin: Point

    public init(fit: ViewportFit, logicalSize: Point, rotation: ScreenRotation = .none, origin: Point = .zero) {
        self.fit = fit
        self.logicalSize = logicalSize
        self.rotation = rotation
        self.origin = origin
    }

    /// A window with no document in it (a list, a story): its own pixels only.
    public init(logicalSize: Point, rotation: ScreenRotation = .none, origin: Point = .zero) {
        self.init(fit: ViewportFit(document: logicalSize, viewport: logicalSize), logicalSize: logicalSize, rotation: rotation, origin: origin)
    }

    /// The window on the screen.
    public var window: Rect {
        let output = rotation.logicalSize(of: logicalSize)
        return Rect(x: origin.x, y: origin.y, width: output.x, height: output.y)
    }

    /// A rectangle of the window's picture (pixels before the turn) on the screen.
    public func rect(window r: Rect) -> Rect {
        bounds([Point(r.x, r.y), Point(r.maxX, r.y), Point(r.maxX, r.maxY), Point(r.x, r.maxY)])
    }

    /// A box of `size` placed on a page by `transform` (its own units → the page's), the page at
    /// `offset` (doc units) in the view, on the screen.
    public func rect(size: Point, transform: Matrix4, offset: Point = .zero) -> Rect {
        let corners = [Point(0, 0), Point(size.x, 0), Point(size.x, size.y), Point(0, size.y)].map { corner -> Point in
            let page = transform.project(corner).point
            return Point((page.x + offset.x) * fit.scale + fit.offset.x, (page.y + offset.y) * fit.scale + fit.offset.y)
        }
        return bounds(corners)
    }

    /// The screen bounds of points of the window's picture.
    private func bounds(_ points: [Point]) -> Rect {
        let output = rotation.logicalSize(of: logicalSize)
        let turned = points.map { rotation.outputPoint($0, onOutput: output) }
        let xs = turned.map(\.x), ys = turned.map(\.y)
        let minX = xs.min() ?? 0, minY = ys.min() ?? 0
        return Rect(x: origin.x + minX, y: origin.y + minY, width: (xs.max() ?? 0) - minX, height: (ys.max() ?? 0) - minY)
    }

    /// Whether a screen rectangle shows in the window at all.
    public func shows(_ r: Rect) -> Bool { r.intersection(window) != nil }
}
