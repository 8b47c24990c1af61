/// A page magnified in the window, as a pinch, a double tap, Ctrl+wheel or the zoom keys leave it:
/// how much (1 is the page fitted, up to `maximum`) and where, kept so the zoomed page always covers
/// the window along a side it overflows and stays centred along one it does not. Pure: the window
/// applies it on top of its fit (`apply(to:)`, `transform`) and hands pixels back through `unzoomed`.
///
/// Pixels here are the window's: a point `p` of the fitted page shows at `offset + p × scale`.
public struct PageZoom: Equatable, Sendable {
    /// The most a page is magnified.
    public static let maximum = 4.0
    /// What a double tap on a fitted page zooms to.
    public static let doubleTapScale = 2.0
    /// What one zoom key or one Ctrl+wheel notch multiplies the scale by (or divides it by).
    public static let step = 1.25
    /// How far (pixels) two fingers must spread or close before they zoom: two or three fingers
    /// put down together for a tap move a little, and zoom nothing.
    public static let pinchSlop = 12.0

    /// Where the zoom applies: the fitted page's area, the window's size and the paging direction
    /// (whose edges turn pages).
    public struct Area: Equatable, Sendable {
        /// The page (or spread) as fitted in the window, in window pixels.
        public var page: Rect
        public var viewport: Point
        public var paging: Paging

        public init(page: Rect, viewport: Point, paging: Paging) {
            self.page = page
            self.viewport = viewport
            self.paging = paging
        }
    }

    /// The magnification: 1 is the page fitted.
    public private(set) var scale = 1.0
    /// Where the fitted page's origin moves (pixels).
    public private(set) var offset = Point(0, 0)
    /// The page position the zoom was made at: leaving it (a page turn) ends the zoom.
    private var position: Double?

    public init() {}

    /// Whether the page is magnified at all.
    public var isZoomed: Bool { scale > 1.0001 }

    /// Fitted page pixels → window pixels.
    public var transform: Matrix4 { .translation(offset.x, offset.y) * .scale(scale, scale) }

    /// `fit` with the zoom on top: doc units → window pixels through both.
    public func apply(to fit: ViewportFit) -> ViewportFit {
        var zoomed = fit
        zoomed.scale = fit.scale * scale
        zoomed.offset = offset + fit.offset * scale
        return zoomed
    }

    /// Window pixel `p` where it lies on the fitted page.
    public func unzoomed(_ p: Point) -> Point { Point((p.x - offset.x) / scale, (p.y - offset.y) / scale) }

    /// Multiplies the scale by `factor` (within 1 and `maximum`), keeping what is under window
    /// pixel `center` there: the fingers' midpoint, the mouse, a double tap.
    public mutating func zoom(by factor: Double, around center: Point, in area: Area) {
        guard factor.isFinite, factor > 0 else { return }
        let next = min(Self.maximum, max(1, scale * factor))
        let k = next / scale
        offset = center - (center - offset) * k
        scale = next
        clamp(in: area)
    }

    /// Moves the zoomed page by `delta` pixels, as far as it can go; the part of `delta` that the
    /// page's edges stopped.
    @discardableResult
    public mutating func pan(by delta: Point, in area: Area) -> Point {
        let before = offset
        offset = offset + delta
        clamp(in: area)
        return delta - (offset - before)
    }

    /// A double tap at `p`: a fitted page zooms to `doubleTapScale` there, a zoomed one goes back to fit.
    public mutating func toggle(at p: Point, in area: Area) {
        if isZoomed { reset() } else { zoom(by: Self.doubleTapScale, around: p, in: area) }
    }

    /// Back to the page fitted.
    public mutating func reset() { self = PageZoom() }

    /// Follows the page position every frame: the position a zoom was made at is remembered, and
    /// the zoom ends once the position moves away from it (the page turned).
    public mutating func follow(position p: Double) {
        guard isZoomed else {
            position = nil
            return
        }
        if let at = position, at != p { reset() } else { position = p }
    }

    /// Whether a drag that has moved `drag` pixels since it went down turns the page rather than
    /// panning the zoomed one: it goes mostly along the paging direction and the zoomed page already
    /// shows its edge on that side, as in a photo viewer. A fitted page always turns.
    public func turnsPage(drag: Point, in area: Area) -> Bool {
        guard isZoomed else { return true }
        let r = zoomedPage(area), slack = 0.5
        if area.paging == .vertical {
            guard abs(drag.y) > abs(drag.x) else { return false }
            return drag.y < 0 ? r.y + r.height <= area.viewport.y + slack : r.y >= -slack
        }
        guard abs(drag.x) > abs(drag.y) else { return false }
        return drag.x < 0 ? r.x + r.width <= area.viewport.x + slack : r.x >= -slack
    }

    /// The zoomed page's area in the window.
    public func zoomedPage(_ area: Area) -> Rect {
        Rect(x: offset.x + area.page.x * scale, y: offset.y + area.page.y * scale, width: area.page.width * scale, height: area.page.height * scale)
    }

    /// Along each side, a page larger than the window covers it; a smaller one is centred.
    private mutating func clamp(in area: Area) {
        guard isZoomed else { return reset() }
        let r = zoomedPage(area)
        offset.x += Self.shift(start: r.x, length: r.width, window: area.viewport.x)
        offset.y += Self.shift(start: r.y, length: r.height, window: area.viewport.y)
    }

    private static func shift(start: Double, length: Double, window: Double) -> Double {
        if length <= window { return (window - length) / 2 - start }
        if start > 0 { return -start }
        if start + length < window { return window - (start + length) }
        return 0
    }
}
