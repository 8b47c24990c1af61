/// Where a `list` element's rows are on the page (doc units), for its `ListScroller`: the list's
/// box and the tops of its rows. Pointer positions are page coordinates; the rows scroll in the
/// list's box, which presses above do not drag.
public struct ElementListLayout: ScrollableRows, Equatable, Sendable {
    /// The list's top-left corner on the page.
    public var origin: Point
    public var size: Point
    /// The top of each row and, last, the bottom of the last one (content coordinates).
    public var tops: [Double]

    public init(origin: Point, size: Point, heights: [Double]) {
        self.origin = origin
        self.size = size
        var y = 0.0
        tops = [0] + heights.map { y += $0; return y }
    }

    public var point: Double { 1 }
    public var barHeight: Double { origin.y }
    public var areaHeight: Double { size.y }
    public var maxScroll: Double { max(0, (tops.last ?? 0) - size.y) }
    public var rowCount: Int { tops.count - 1 }
    public var pageRows: Int {
        let typical = rowCount > 0 ? (tops.last ?? 0) / Double(rowCount) : 1
        return Int(bounded: size.y / max(1, typical) - 1, in: 1...Int.max)
    }

    public func rowTop(_ index: Int) -> Double { tops[index] }

    public func row(at p: Point, scroll: Double) -> Int? {
        guard p.x >= origin.x, p.x <= origin.x + size.x, p.y >= origin.y, p.y <= origin.y + size.y else { return nil }
        let y = p.y - origin.y + scroll
        return (0..<rowCount).first { y >= tops[$0] && y < tops[$0 + 1] }
    }

    public func scroll(toShow index: Int, from scroll: Double) -> Double {
        guard index >= 0, index < rowCount else { return clamped(scroll) }
        if tops[index] < scroll { return clamped(tops[index]) }
        if tops[index + 1] > scroll + size.y { return clamped(tops[index + 1] - size.y) }
        return clamped(scroll)
    }

    public func clamped(_ scroll: Double) -> Double { max(0, min(maxScroll, scroll)) }

    /// The offset that shows row `index` in the middle of the list (within the ends).
    public func centred(_ index: Int) -> Double {
        clamped((tops[index] + tops[index + 1]) / 2 - size.y / 2)
    }
}
