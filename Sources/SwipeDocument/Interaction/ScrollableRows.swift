/// What `ListScroller` needs of a list's layout: its rows' places and the area they scroll in. A
/// document list (`ListLayout`, window pixels) and a page's `list` element (`ElementListLayout`,
/// doc units) both scroll with the same scroller.
public protocol ScrollableRows {
    /// Pixels (or units) per point: a wheel line scrolls `ListScroller.pointsPerLine` points.
    var point: Double { get }
    /// Presses above this (the document list's bar) do not drag the rows.
    var barHeight: Double { get }
    /// The height rows scroll in.
    var areaHeight: Double { get }
    /// The largest scroll offset.
    var maxScroll: Double { get }
    /// How many rows PageUp and PageDown move the selection.
    var pageRows: Int { get }
    var rowCount: Int { get }
    /// The top of row `index` in content coordinates.
    func rowTop(_ index: Int) -> Double
    /// The row under `p` with the rows scrolled by `scroll`, if any.
    func row(at p: Point, scroll: Double) -> Int?
    /// The scroll offset nearest to `scroll` that shows row `index` whole.
    func scroll(toShow index: Int, from scroll: Double) -> Double
    /// `scroll` kept within 0…`maxScroll`.
    func clamped(_ scroll: Double) -> Double
}
