/// The size in doc units that an element's content has by itself: an image's pixel size, a mask's,
/// or a path's extent. Text, sprites and videos have none (they fill the box they are given).
public protocol NaturalSizes {
    /// The pixel size of an image file, or nil when it cannot be read.
    func pixelSize(of asset: AssetReference) -> Point?
}

/// Computes element frames exactly as the original engine lays elements out (behaviour reference
/// 3.1), except that a path's natural size is its extent once, not scaled twice (8.5).
public enum ElementLayout {
    public static func frame(of e: Element, parent: Point, sizes: NaturalSizes) -> ElementFrame {
        // "fill" on either axis fills the parent on both, growing to keep the content's aspect.
        let fill = e.w == .fill || e.h == .fill
        var w = fill ? parent.x : length(e.w, reference: parent.x)
        var h = fill ? parent.y : length(e.h, reference: parent.y)
        if let n = naturalSize(of: e, sizes: sizes), n.x > 0, n.y > 0 {
            if fill {
                if parent.x * n.y / n.x > parent.y { h = parent.x * n.y / n.x } else { w = parent.y * n.x / n.y }
            } else {
                switch (w, h) {
                case (nil, nil): (w, h) = (n.x, n.y)
                case (let gw?, nil): h = gw * n.y / n.x
                case (nil, let gh?): w = gh * n.x / n.y
                default: break
                }
            }
        }
        let size = Point(w ?? parent.x, h ?? parent.y)
        let x = coordinate(e.x, size: size.x, parent: parent.x)
        let y = coordinate(e.y, size: size.y, parent: parent.y)
        var anchor = Point(size.x / 2, size.y / 2)
        if let a = e.anchor, size.x > 0, size.y > 0 {
            anchor = Point(a.x.resolved(against: size.x), a.y.resolved(against: size.y))
        }
        // Without "pos" the anchor stays where the box's centre was (the original engine's quirk).
        var anchorPosition = Point(x + size.x / 2, y + size.y / 2)
        if let p = e.pos {
            anchorPosition = Point(p.x.resolved(against: parent.x), p.y.resolved(against: parent.y))
        }
        return ElementFrame(size: size, anchor: anchor, anchorPosition: anchorPosition)
    }

    /// Image, then mask pixel size, then the path's extent (its bounds' far corner).
    public static func naturalSize(of e: Element, sizes: NaturalSizes) -> Point? {
        if let img = e.img, let s = sizes.pixelSize(of: img) { return s }
        if let mask = e.mask, let s = sizes.pixelSize(of: mask) { return s }
        if case .data(let d)? = e.path, let b = d.bounds { return Point(b.maxX, b.maxY) }
        return nil
    }

    private static func length(_ extent: Extent?, reference: Double) -> Double? {
        switch extent {
        case .length(let l)?: return l.resolved(against: reference)
        case .fill?, nil: return nil
        }
    }

    private static func coordinate(_ c: Coordinate?, size: Double, parent: Double) -> Double {
        switch c {
        case nil: return 0
        case .start?: return 0
        case .center?: return (parent - size) / 2
        case .end?: return parent - size
        case .length(let l)?: return l.resolved(against: parent)
        }
    }
}
