/// A page's `list` elements in its interactive life (behaviour reference 6, 3.6): rows built with
/// their item readable by `{"items": …}`, the selectedItem applied 0.1 s after the list is built,
/// a row tapped selected and its list's rowSelected run, rows scrolled by drags, flings, the wheel
/// and the list keys (`ListScroller`), and rows appended.
extension PageInteraction {
    /// The list's selectedItem is selected this long after the list is built (6.1).
    public static let initialSelectionDelay = 0.1

    /// Builds every list's rows, once the page is built (their texts may name the list), and
    /// queues the lists' initial selections.
    mutating func buildRows() {
        for path in lists.keys.sorted(by: { $0.lexicographicallyPrecedes($1) }) {
            guard let rows = lists[path], let list = element(at: path)?.list else { continue }
            for i in list.items.indices { buildRow(i, of: rows) }
            if let s = list.selectedItem { enqueue(.selectRow(list: path, row: s), at: now + Self.initialSelectionDelay) }
        }
    }

    /// Builds row `i`'s elements: their text valueOfs evaluated and their loads run.
    private mutating func buildRow(_ i: Int, of rows: ListRows) {
        let rowPath = rows.content + [i]
        guard let box = element(at: rowPath) else { return }
        buildingRow = (rows.list, i)
        for (j, child) in box.elements.enumerated() { build(child, path: rowPath + [j]) }
        buildingRow = nil
    }

    /// A path into the item of the row being built (4.4): `{"items": {"data": {"a": "b"}}}` is
    /// item.data.a.b. Nothing outside row building.
    func itemValue(_ steps: ArraySlice<String>) -> InteractionValue? {
        guard let (list, row) = buildingRow, let items = element(at: list)?.list?.items, items.indices.contains(row) else { return nil }
        var node = items[row].node
        for step in steps {
            guard let next = node.object?[step] else { return nil }
            node = next
        }
        return node.string.map(InteractionValue.string) ?? .json(node)
    }

    /// A tap that landed in a row (the tap's own dispatch done): the row is selected and its
    /// list's rowSelected runs, with the list's helper as originator (6.2). The innermost list wins.
    mutating func rowTapped(_ node: InteractionNode) {
        guard case .element(let p) = node else { return }
        let inner = lists.values.compactMap { rows in rows.row(of: p).map { (rows.list, $0) } }.max { $0.0.count < $1.0.count }
        guard let (list, row) = inner else { return }
        selectRow(row, of: list, centred: false)
        run("rowSelected", on: .element(list), originator: .list(list))
    }

    /// Selects row `row` of the list at `list`, scrolled to the middle when `centred`.
    mutating func selectRow(_ row: Int, of list: [Int], centred: Bool) {
        scroll(list) { scroller, layout, now in
            guard row >= 0, row < layout.rowCount else { return }
            scroller.select(row, scrollingTo: centred ? layout.centred(row) : nil, layout: layout, at: now)
        }
    }

    /// Runs `change` on the scroller of the list at `path` with its layout; nil when it is none.
    @discardableResult
    private mutating func scroll<R>(_ path: [Int], _ change: (inout ListScroller, ElementListLayout, Double) -> R) -> R? {
        guard var scroller = lists[path]?.scroller, let layout = listLayout(path) else { return nil }
        let result = change(&scroller, layout, now)
        lists[path]?.scroller = scroller
        return result
    }

    /// Where the list at `path` and its rows are on the page now.
    public func listLayout(_ path: [Int]) -> ElementListLayout? {
        guard let rows = lists[path], let box = box(at: path) else { return nil }
        return ElementListLayout(origin: box.screenOrigin, size: box.frame.size, heights: rows.heights)
    }

    /// `page` with each list's rows moved by its scroll at `t`.
    func scrolled(_ page: inout Page, at t: Double) {
        for rows in lists.values {
            var scroller = rows.scroller
            scroller.advance(to: t)
            let offset = scroller.offset
            Self.modify(&page.elements, at: rows.content[...]) { $0.y = .length(.units(-offset)) }
        }
    }

    /// Whether a list's rows still move at `t` (a fling, a spring, an eased scroll).
    func listsMove(at t: Double) -> Bool {
        lists.values.contains {
            var scroller = $0.scroller
            scroller.advance(to: t)
            return scroller.isMoving
        }
    }

    static func modify(_ elements: inout [Element], at path: ArraySlice<Int>, _ change: (inout Element) -> Void) {
        guard let i = path.first, elements.indices.contains(i) else { return }
        if path.count == 1 { change(&elements[i]) } else { modify(&elements[i].elements, at: path.dropFirst(), change) }
    }

    // MARK: Input

    /// Pointer input in page coordinates (doc units) on `shown`, the page as drawn. A press on a
    /// list that scrolls takes the pointer until it is released: dragging moves the rows (the
    /// page does not turn), and a press released without dragging is a tap there. False when no
    /// list took the input (the window's own gestures get it).
    public mutating func listPointer(_ input: ListScroller.Input, shown: Page? = nil) -> Bool {
        switch input {
        case .pointerDown(let p, let t):
            advance(to: t)
            pointerList = scrollingList(under: p, shown: shown)
            return pointerList.map { feed(input, to: $0, shown: shown) } != nil
        case .pointerMoved(_, let t), .pointerUp(_, let t):
            advance(to: t)
            guard let list = pointerList else { return false }
            if case .pointerUp = input { pointerList = nil }
            feed(input, to: list, shown: shown)
            return true
        case .wheel, .key:
            return false
        }
    }

    private mutating func feed(_ input: ListScroller.Input, to list: [Int], shown: Page?) {
        guard let result = scroll(list, { scroller, layout, _ in scroller.handle(input, layout: layout) }) ?? nil else { return }
        if case .tap(let p) = result, case .pointerUp(_, let t) = input { tap(at: p, time: t, shown: shown) }
    }

    /// Wheel lines (`dy > 0` scrolls down) with the pointer at page point `p`; false when no
    /// scrolling list is there.
    public mutating func listWheel(at p: Point, dy: Double, time t: Double, shown: Page? = nil) -> Bool {
        advance(to: t)
        guard let list = scrollingList(under: p, shown: shown) else { return false }
        return scroll(list) { scroller, layout, _ in scroller.handle(.wheel(dy: dy, time: t), layout: layout) } != nil
    }

    /// The list that keys move: the one last pressed, else the page's first.
    public var keyList: [Int]? {
        pointerList ?? keyedList ?? lists.keys.min { $0.lexicographicallyPrecedes($1) }
    }

    /// A list key: the selection moves (selectedItem, without rowSelected) and the rows scroll to
    /// show it. False when the page has no list.
    public mutating func listKey(_ key: ListScroller.Key, time t: Double) -> Bool {
        advance(to: t)
        guard let list = keyList, scroll(list, { scroller, layout, _ in scroller.handle(.key(key, time: t), layout: layout) }) != nil else { return false }
        keyedList = list
        return true
    }

    /// Enter on a list moved by keys: a tap on its selected row. False when no list was.
    public mutating func activateListSelection(time t: Double) -> Bool {
        advance(to: t)
        guard let list = keyedList, let row = lists[list]?.scroller.selection, let rows = lists[list] else { return false }
        let rowPath = rows.content + [row]
        singleTap(.element(rowPath))
        rowTapped(.element(rowPath))
        return true
    }

    /// The innermost list containing what a press at `p` lands on, if it scrolls.
    private func scrollingList(under p: Point, shown: Page?) -> [Int]? {
        guard case .element(var path) = hit(p, shown: shown) else { return nil }
        while !path.isEmpty {
            if lists[path] != nil { return element(at: path)?.list?.scrollEnabled == true ? path : nil }
            path.removeLast()
        }
        return nil
    }

    // MARK: append (3.6)

    /// Adds the action's items as rows at the end of the list it names (nothing when that is no
    /// list), builds them and scrolls to the last.
    mutating func append(_ a: AppendAction, handler h: InteractionNode, originator o: InteractionNode) {
        guard let target = find(a.id, from: h, children: a.searchChildren), var rows = lists[target], let list = element(at: target)?.list else { return }
        let log = DiagnosticLog(file: "", sourceMap: nil)
        let items = ElementList.appended(a.items) { node in
            ValueOf.read(node, path: .root, log: log).flatMap { evaluate($0, from: o) }.map(Self.node)
        }
        guard !items.isEmpty else { return }
        let heights = items.map { $0.height ?? list.itemHeight.resolved(against: builder.settings.documentSize.y) }
        let first = rows.heights.count
        Self.modify(&page.elements, at: target[...]) { e in
            e.list?.items += items
            rows.append(items, heights: heights, to: &e.elements[rows.viewport])
        }
        lists[target] = rows
        // While the page is still being built its rows are built with the others.
        guard built == nil else { return }
        for i in first..<rows.heights.count { buildRow(i, of: rows) }
        let last = rows.heights.count - 1
        scroll(target) { scroller, layout, now in scroller.reveal(last, layout: layout, at: now) }
    }
}
