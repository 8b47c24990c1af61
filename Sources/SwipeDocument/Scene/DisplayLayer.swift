/// Items composited into one picture before that picture meets the page, as Core Animation
/// composites a layer: a translucent element whose children overlap (group opacity: they do not
/// show through each other), an element with children that casts a shadow (the shadow of
/// everything it draws), a masked element with children (the mask stays in the element's space
/// whatever its children do), and a page fading in over another. Elsewhere items are drawn
/// straight onto the page, which costs nothing extra.
public struct DisplayLayer: Equatable, Hashable, Sendable {
    /// The element (or the page) the layer is: its picture is kept between frames while the layer
    /// does not change.
    public var instance: ElementInstance
    /// What the layer holds, in its own space (the element's doc units, origin at its top-left).
    public var items: [DisplayItem]
    /// The part of that space the picture covers; nothing outside it shows.
    public var bounds: Rect
    /// A mask image stretched over the element's box: its alpha multiplies the whole picture.
    public var mask: AssetReference?
    /// The shadow the whole picture casts.
    public var shadow: Shadow?

    public init(instance: ElementInstance, items: [DisplayItem], bounds: Rect, mask: AssetReference? = nil, shadow: Shadow? = nil) {
        self.instance = instance
        self.items = items
        self.bounds = bounds
        self.mask = mask
        self.shadow = shadow
    }

    /// The box of every item (their transforms are affine inside a layer), or nil when empty.
    public static func bounds(of items: [DisplayItem]) -> Rect? {
        var box: Rect?
        for item in items {
            let b = item.boundingBox
            box = box.map { $0.union(b) } ?? b
        }
        return box
    }

    /// Whether any two items' boxes overlap by more than a hair, so drawing them one by one at a
    /// shared opacity would let one show through another.
    public static func overlaps(_ items: [DisplayItem]) -> Bool {
        // Past this many items, finding out costs more than the layer.
        guard items.count <= 64 else { return true }
        let boxes = items.map(\.boundingBox)
        for i in boxes.indices {
            for j in boxes.indices where j > i && boxes[i].intersects(boxes[j], by: 1e-6) { return true }
        }
        return false
    }
}

extension DisplayItem {
    /// The axis-aligned box the item's content box covers under its transform.
    public var boundingBox: Rect {
        let corners = [Point(0, 0), Point(size.x, 0), Point(0, size.y), Point(size.x, size.y)].map { transform.project($0).point }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let x = xs.min() ?? 0, y = ys.min() ?? 0
        return Rect(x: x, y: y, width: (xs.max() ?? 0) - x, height: (ys.max() ?? 0) - y)
    }

    /// The item drawn without layers: a layer's items placed, faded and clipped by it, as on a
    /// renderer that cannot draw into textures. Masks then cover each item's box within the
    /// element's (exact while the items are upright), and every item casts the layer's shadow.
    public func flattened() -> [DisplayItem] {
        guard case .layer(let layer) = content else { return [self] }
        var shadows: [DisplayItem] = [], items: [DisplayItem] = []
        for child in layer.items {
            for var item in child.flattened() {
                if let mask = layer.mask, item.mask == nil {
                    let b = item.boundingBox
                    let w = max(size.x, 1e-9), h = max(size.y, 1e-9)
                    item.mask = MaskSpec(asset: mask, region: Rect(x: b.x / w, y: b.y / h, width: b.width / w, height: b.height / h))
                }
                item.transform = transform * item.transform
                item.opacity *= opacity
                item.clips = clips + item.clips.map { ClipRegion(size: $0.size, cornerRadius: $0.cornerRadius, transform: transform * $0.transform) }
                if let s = layer.shadow, item.content.castsShadow {
                    var shadow = item
                    shadow.content = .shadow(of: item.content, color: s.color, opacity: s.opacity, radius: s.radius, offset: s.offset)
                    shadows.append(shadow)
                }
                items.append(item)
            }
        }
        return shadows + items
    }
}

extension DisplayContent {
    /// Whether the content has a shape that casts a shadow (not a shadow itself, nor a video).
    var castsShadow: Bool {
        switch self {
        case .shadow, .video, .layer: return false
        default: return true
        }
    }
}

extension Rect {
    /// The smallest rectangle holding both.
    public func union(_ other: Rect) -> Rect {
        let x0 = min(x, other.x), y0 = min(y, other.y)
        return Rect(x: x0, y: y0, width: max(maxX, other.maxX) - x0, height: max(maxY, other.maxY) - y0)
    }

    /// The part both cover, or nil when they do not meet.
    public func intersection(_ other: Rect) -> Rect? {
        let x0 = max(x, other.x), y0 = max(y, other.y)
        let x1 = min(maxX, other.maxX), y1 = min(maxY, other.maxY)
        return x1 > x0 && y1 > y0 ? Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0) : nil
    }

    /// Whether the two overlap by more than `margin` on both axes.
    func intersects(_ other: Rect, by margin: Double) -> Bool {
        min(maxX, other.maxX) - max(x, other.x) > margin && min(maxY, other.maxY) - max(y, other.y) > margin
    }
}
