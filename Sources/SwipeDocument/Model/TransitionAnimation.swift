/// The `to` animation of an element: target values reached while the page clock runs through
/// `timing`. Only the properties written are animated; absent ones keep the element's own value.
public struct TransitionAnimation: Equatable, Sendable {
    /// How an element moving along a `pos` path is turned.
    public enum Orientation: String, CaseIterable, Sendable {
        case none, auto, reverse

        /// The values of a "mode" key.
        static let words = Dictionary(uniqueKeysWithValues: allCases.map { ($0.rawValue, $0) })
    }

    public var timing: Timing
    public var translate: Point?
    public var rotate: Rotation?
    public var scale: Scale?
    public var depth: Double?
    /// A path the anchor point follows (relative to where the element is).
    public var pos: PathSource?
    public var mode: Orientation
    public var opacity: Double?
    public var bc: Color?
    public var borderColor: Color?
    public var borderWidth: Double?
    public var cornerRadius: Double?
    public var textColor: Color?
    /// Image key-frames spread evenly over `timing`.
    public var img: [AssetReference]?
    /// Path key-frames: the element's path tweens through these.
    public var path: [PathSource]?
    public var fillColor: Color?
    public var strokeColor: Color?
    public var lineWidth: Double?
    public var strokeStart: Double?
    public var strokeEnd: Double?

    init(_ r: ObjectReader, context: DecodeContext) {
        timing = Timing.read(r)
        translate = r.parsed("translate", Point.parse)
        rotate = r.parsed("rotate", Rotation.parse)
        scale = r.parsed("scale", Scale.parse)
        depth = r.number("depth")
        pos = r.node("pos").flatMap { context.pathSource($0, path: r.path("pos")) }
        mode = r.word("mode", Orientation.words) ?? .none
        opacity = r.float32("opacity", in: 0...1)
        bc = r.color("bc")
        borderColor = r.color("borderColor")
        borderWidth = r.number("borderWidth", in: 0...100_000)
        cornerRadius = r.number("cornerRadius", in: 0...100_000)
        textColor = r.color("textColor")
        if let n = r.node("img") {
            if let list = n.array {
                img = list.enumerated().compactMap { i, item in
                    guard let s = item.string else {
                        r.log.warning(at: item.offset, path: r.path("img") / i, "an image key-frame should be a file name, not \(item.kindDescription); ignored")
                        return nil
                    }
                    return context.asset(s, kind: "img", node: item, path: r.path("img") / i)
                }
            } else if let s = n.string {
                r.warn(n, "img", "\"to\".\"img\" should be an array of images; the original engine ignores a single one, used here as one key-frame")
                img = [context.asset(s, kind: "img", node: n, path: r.path("img"))]
            } else {
                r.warn(n, "img", "\"img\" should be an array of image file names, not \(n.kindDescription); ignored")
            }
        }
        if let n = r.node("path") {
            let items = n.array ?? [n]
            path = items.enumerated().compactMap { i, item in context.pathSource(item, path: n.array == nil ? r.path("path") : r.path("path") / i) }
        }
        fillColor = r.color("fillColor")
        strokeColor = r.color("strokeColor")
        lineWidth = r.number("lineWidth", in: 0...100_000)
        strokeStart = r.number("strokeStart", in: 0...1)
        strokeEnd = r.number("strokeEnd", in: 0...1)
        r.finish("a \"to\" animation")
    }
}

/// The window `[start, end]` of the page clock (0...1) in which an animation runs.
public struct Timing: Equatable, Sendable {
    public var start: Double
    public var end: Double

    public init(_ start: Double = 0, _ end: Double = 1) {
        self.start = start
        self.end = end
    }

    static func read(_ r: ObjectReader) -> Timing {
        guard let n = r.node("timing") else { return Timing() }
        guard let a = n.array, a.count == 2, let s = a[0].number, let e = a[1].number else {
            r.warn(n, "timing", "\"timing\" should be [start, end] with two numbers; using [0, 1]")
            return Timing()
        }
        guard 0 <= s, s <= e, e <= 1 else {
            r.warn(n, "timing", "\"timing\" [\(NumberBounds.format(s)), \(NumberBounds.format(e))] must satisfy 0 ≤ start ≤ end ≤ 1; using [0, 1]")
            return Timing()
        }
        return Timing(s, e)
    }
}
