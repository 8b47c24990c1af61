/// A page's `list` elements with their rows as elements of the page, so that rows are drawn,
/// clipped, hit and searched as any element (behaviour reference 6): each list gets, after its own
/// children, a clipping box of its size holding a content element (moved up by the scroll offset)
/// that holds one box per item, the width of the list and the row's height, with the item's
/// elements inside.
public struct ListRows: Equatable, Sendable {
    /// The list element's path.
    public var list: [Int]
    /// The index of the clipping box among the list's children.
    public var viewport: Int
    /// Each row's height (doc units).
    public var heights: [Double]
    /// The rows' scroll and the selected row (`selectedItem`).
    public var scroller = ListScroller()

    /// The path of the element the scroll moves.
    var content: [Int] { list + [viewport, 0] }

    /// The row a path lies in, if it is inside one of this list's rows.
    func row(of path: [Int]) -> Int? {
        let prefix = content
        guard path.count > prefix.count, Array(path.prefix(prefix.count)) == prefix else { return nil }
        return path[prefix.count]
    }

    /// `elements` with their lists' rows added, and the lists found (by path).
    static func expand(_ elements: [Element], prefix: [Int] = [], documentHeight: Double, into lists: inout [[Int]: ListRows]) -> [Element] {
        elements.enumerated().map { i, e in
            var e = e
            let path = prefix + [i]
            e.elements = expand(e.elements, prefix: path, documentHeight: documentHeight, into: &lists)
            if let list = e.list {
                let heights = list.items.map { $0.height ?? list.itemHeight.resolved(against: documentHeight) }
                let rows = ListRows(list: path, viewport: e.elements.count, heights: heights)
                e.elements.append(rows.viewportElement(list.items))
                lists[path] = rows
            }
            return e
        }
    }

    /// The clipping box with the rows of `items`.
    func viewportElement(_ items: [ElementList.Item]) -> Element {
        var y = 0.0
        let rows = zip(items, heights).map { item, h -> Element in
            defer { y += h }
            return Self.box(y: y, height: .units(h), clip: false, children: item.elements)
        }
        let content = Self.box(y: 0, height: .units(y), clip: false, children: rows)
        return Self.box(y: 0, height: .percent(100), clip: true, children: [content])
    }

    /// Rows added by `append`: the new items' boxes at the end of the content.
    mutating func append(_ items: [ElementList.Item], heights more: [Double], to viewport: inout Element) {
        var y = heights.reduce(0, +)
        for (item, h) in zip(items, more) {
            viewport.elements[0].elements.append(Self.box(y: y, height: .units(h), clip: false, children: item.elements))
            y += h
        }
        viewport.elements[0].h = .length(.units(y))
        heights += more
    }

    /// An empty element the list's width, `height` high at `y`.
    private static func box(y: Double, height: Length, clip: Bool, children: [Element]) -> Element {
        var e = blank
        e.x = .length(.units(0))
        e.y = .length(.units(y))
        e.w = .length(.percent(100))
        e.h = .length(height)
        e.clip = clip
        e.elements = children
        return e
    }

    /// An element with nothing of its own to show.
    static let blank: Element = {
        let log = DiagnosticLog(file: "", sourceMap: nil)
        let r = ObjectReader(JSONObject(), offset: 0, path: .root, log: log)
        return Element(r, context: DecodeContext(log: log, baseURL: nil))
    }()
}
