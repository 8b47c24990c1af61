import SwipeDocument

/// One page's decorations, each resolved once to its element and text range, made into display
/// items when the display list builder places that element: in the element's own space, so a
/// decoration moves, turns and fades with an animated element and its page. Taps find them through
/// the items' `decoration` key.
public struct PageDecorations: PageDecorating {
    struct Entry {
        var key: DecorationKey
        var template: DecorationTemplate
        var characters: Range<Int>?
        var isActive: Bool
    }

    private var byElement: [[Int]: [Entry]] = [:]
    private var onPage: [Entry] = []
    private let measure: TextBoxMeasuring?
    private let pageSize: Point

    /// `decorations` bottom to top (`Decorator.decorations(onPage:)`); those whose locator no longer
    /// resolves, or whose style is not registered, are left out.
    public init(_ decorations: [(group: String, decoration: Decoration)], resolver: some LocatorResolving, styles: DecorationStyleRegistry,
                measure: TextBoxMeasuring?, pageSize: Point) {
        self.measure = measure
        self.pageSize = pageSize
        for (entry, element) in Self.entries(decorations, resolver: resolver, styles: styles) {
            if let path = element { byElement[path, default: []].append(entry) } else { onPage.append(entry) }
        }
    }

    /// `decorations` resolved, each with the element it is on (nil: the page as a whole); those
    /// whose locator no longer resolves, or whose style is not registered, left out.
    static func entries(_ decorations: [(group: String, decoration: Decoration)], resolver: some LocatorResolving,
                        styles: DecorationStyleRegistry) -> [(entry: Entry, element: [Int]?)] {
        decorations.compactMap { group, d in
            guard let template = styles.template(for: d.style), let place = resolver.resolve(d.locator) else { return nil }
            return (Entry(key: DecorationKey(group: group, id: d.id), template: template, characters: place.characters, isActive: d.style.isActive), place.element)
        }
    }

    public var isEmpty: Bool { byElement.isEmpty && onPage.isEmpty }

    /// The items of the element at `path` drawn in `layer` (`underText` or `overElement`), in its
    /// own space; `content` is what the element itself shows (its text is measured).
    public func items(for path: [Int], size: Point, content: [DisplayContent], layer: DecorationTemplate.Layer) -> [DisplayItem] {
        guard let entries = byElement[path] else { return [] }
        return entries.filter { $0.template.layer == layer && !$0.template.isMargin }.flatMap { e in
            Self.marks(e, on: boxes(e, size: size, content: content), size: size)
        }
    }

    /// The element's items drawn over the page (margin bars), in page space: `world` is the
    /// element's own space → the page's.
    public func pageItems(for path: [Int], size: Point, content: [DisplayContent], world: Matrix4) -> [DisplayItem] {
        guard let entries = byElement[path] else { return [] }
        return entries.filter { $0.template.layer == .overPage || $0.template.isMargin }.flatMap { e -> [DisplayItem] in
            let local = boxes(e, size: size, content: content)
            guard case .sidebar(let width, let margin) = e.template.mark else {
                return Self.marks(e, on: local, size: size).map { var item = $0; item.transform = world * item.transform; return item }
            }
            // The bar runs level with the located text, whatever turns the element.
            let ys = local.flatMap { r in [Point(r.x, r.y), Point(r.x + r.width, r.y + r.height), Point(r.x, r.y + r.height), Point(r.x + r.width, r.y)] }
                .map { world.project($0).point.y }
            guard let top = ys.min(), let bottom = ys.max() else { return [] }
            return [Self.item(.box(color: e.template.tint, cornerRadius: width / 2), Rect(x: margin, y: top, width: width, height: bottom - top), e)]
        }
    }

    /// The decorations of the page as a whole (a bookmark's ribbon), in page space.
    public func pageItems() -> [DisplayItem] {
        onPage.flatMap { e -> [DisplayItem] in
            let page = Rect(x: 0, y: 0, width: pageSize.x, height: pageSize.y)
            guard case .ribbon(let size) = e.template.mark else { return Self.marks(e, on: [page], size: pageSize) }
            var item = DisplayItem.ribbon(width: size, tint: e.template.tint, at: Point(pageSize.x - size * 1.6, 0), opacity: e.template.opacity)
            item.decoration = e.key
            return [item]
        }
    }

    /// The boxes an entry covers in the element's space: its text's lines (or their bounds), else
    /// the element's box.
    private func boxes(_ e: Entry, size: Point, content: [DisplayContent]) -> [Rect] {
        let whole = Rect(x: 0, y: 0, width: size.x, height: size.y)
        guard let range = e.characters, let measure, let text = content.first(where: \.isText) else { return [whole] }
        return Self.shaped(measure.boxes(of: range, in: text, size: size), e.template, across: 0..<size.x)
    }

    /// A text range's line boxes as `template` draws them: as wide as its `width` says (`across`:
    /// the element's or the column's extent, for `page` and `viewport`), one around them all for
    /// its `bounds` layout; nothing for no lines.
    static func shaped(_ lines: [Rect], _ template: DecorationTemplate, across: Range<Double>) -> [Rect] {
        guard !lines.isEmpty else { return [] }
        var lines = lines
        switch template.width {
        case .wrap: break
        case .bounds:
            let left = lines.map(\.x).min()!, right = lines.map { $0.x + $0.width }.max()!
            lines = lines.map { Rect(x: left, y: $0.y, width: right - left, height: $0.height) }
        case .page, .viewport:
            lines = lines.map { Rect(x: across.lowerBound, y: $0.y, width: across.upperBound - across.lowerBound, height: $0.height) }
        }
        guard template.layout == .bounds else { return lines }
        let top = lines.map(\.y).min()!, bottom = lines.map { $0.y + $0.height }.max()!
        let left = lines.map(\.x).min()!, right = lines.map { $0.x + $0.width }.max()!
        return [Rect(x: left, y: top, width: right - left, height: bottom - top)]
    }

    /// What an entry's mark (and its active mark) draws on each box, in the box's space.
    static func marks(_ e: Entry, on boxes: [Rect], size: Point) -> [DisplayItem] {
        let marks = [e.template.mark] + (e.isActive ? [e.template.activeMark].compactMap { $0 } : [])
        return marks.flatMap { mark in boxes.compactMap { box -> DisplayItem? in
            switch mark {
            case .fill: return item(.box(color: e.template.tint, cornerRadius: 0), box, e)
            case .underline(let weight):
                return item(.box(color: e.template.tint, cornerRadius: 0), Rect(x: box.x, y: box.y + box.height - weight, width: box.width, height: weight), e)
            case .outline(let weight):
                let frame = Rect(x: box.x - weight, y: box.y - weight, width: box.width + 2 * weight, height: box.height + 2 * weight)
                return item(.border(color: e.template.tint, width: weight, cornerRadius: 0), frame, e)
            case .sidebar, .ribbon: return nil
            }
        } }
    }

    static func item(_ content: DisplayContent, _ box: Rect, _ e: Entry) -> DisplayItem {
        var item = DisplayItem(content: content, size: Point(box.width, box.height), transform: .translation(box.x, box.y), opacity: e.template.opacity, clips: [])
        item.decoration = e.key
        return item
    }
}

extension DisplayItem {
    /// A bookmark's ribbon `width` wide and 1.5 times as long, notched at its end, its top left at
    /// `origin`: on a page, in the page indicator, the page overview and the annotations list.
    static func ribbon(width: Double, tint: Color, at origin: Point, opacity: Double = 1, clips: [ClipRegion] = []) -> DisplayItem {
        let h = width * 1.5
        let path = PathData.parse("M0,0 L\(width),0 L\(width),\(h) L\(width / 2),\(h - width / 3) L0,\(h) Z").path
        let paint = PathPaint(fillColor: tint, strokeColor: .clear, lineWidth: 0, strokeStart: 0, strokeEnd: 1)
        return DisplayItem(content: .path(path, style: paint), size: Point(width, h), transform: .translation(origin.x, origin.y), opacity: opacity, clips: clips)
    }
}

extension DecorationTemplate {
    /// Drawn in the page's margin rather than on the element.
    var isMargin: Bool {
        if case .sidebar = mark { return true }
        return false
    }
}

extension Array where Element == DisplayItem {
    /// The decorations drawn at `p` (the list's coordinates), bottom to top, each with its box in
    /// those coordinates (the bounding box of its quad), looked for inside layers too.
    public func decorations(at p: Point) -> [(key: DecorationKey, rect: Rect)] {
        decorations(at: p, outer: .identity)
    }

    /// Every decoration drawn, bottom to top, each box in the list's coordinates (a decoration
    /// drawn on several lines has several).
    public var decorationBoxes: [(key: DecorationKey, rect: Rect)] { decorations(at: nil, outer: .identity) }

    /// The decorations drawn at `p` (nil: anywhere).
    private func decorations(at p: Point?, outer: Matrix4) -> [(key: DecorationKey, rect: Rect)] {
        var hits: [(key: DecorationKey, rect: Rect)] = []
        for item in self where item.opacity > 0 {
            if case .layer(let layer) = item.content {
                guard let p else {
                    hits += layer.items.decorations(at: nil, outer: outer * item.transform)
                    continue
                }
                if let local = item.localPoint(p) { hits += layer.items.decorations(at: local, outer: outer * item.transform) }
            } else if let key = item.decoration, p.map(item.contains) ?? true {
                let m = outer * item.transform
                let corners = [Point(0, 0), Point(item.size.x, 0), Point(0, item.size.y), item.size].map { m.project($0).point }
                let xs = corners.map(\.x), ys = corners.map(\.y)
                hits.append((key, Rect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)))
            }
        }
        return hits
    }
}
