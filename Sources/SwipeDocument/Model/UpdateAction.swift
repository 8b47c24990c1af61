/// `{"update": {"id", "search", "duration", "events": {"completion"}, property: value, …}}`: changes
/// an element, merged into what it was built with (behaviour reference 3.2).
public struct UpdateAction: Equatable, Sendable {
    /// nil or "*": the element handling the event.
    public var id: String?
    /// `"search": "children"` looks down through the handler's descendants instead of up.
    public var searchChildren: Bool
    public var changes: ElementChanges
    public var completion: EventHandler?
    public var offset: Int
    public var path: JSONPath

    init(_ r: ObjectReader) {
        id = r.string("id")
        searchChildren = r.string("search") == "children"
        offset = r.offset
        path = r.path
        changes = ElementChanges(r)
        completion = EventHandlers.read(r, names: ["completion"], what: "an update")["completion"]
        r.finish("an update")
    }
}

/// The properties an update sets. They are merged into the element and stay: a later update
/// re-applies them all, re-evaluating their valueOfs, and a `duration` once given stays in force.
public struct ElementChanges: Equatable, Sendable {
    public var text: Dynamic<TextSource>?
    public var x: Dynamic<Coordinate>?
    public var y: Dynamic<Coordinate>?
    public var w: Dynamic<Extent>?
    public var h: Dynamic<Extent>?
    public var opacity: Double?
    public var bc: Color?
    public var borderColor: Color?
    public var borderWidth: Double?
    public var cornerRadius: Double?
    public var textColor: Color?
    public var fontSize: Length?
    public var textAlign: TextAlignment?
    public var fontNames: [String]?
    public var enabled: Dynamic<Bool>?
    public var focusable: Dynamic<Bool>?
    public var data: JSONNode?
    /// Applied at once (the original engine animated them on the page clock, 3.2).
    public var translate: Point?
    public var rotate: Rotation?
    public var scale: Scale?
    public var depth: Double?
    public var fillColor: Color?
    public var strokeColor: Color?
    public var lineWidth: Double?
    public var strokeStart: Double?
    public var strokeEnd: Double?
    /// A shape element's new outline (path data, `"ellipse"` or a named path), shown at once.
    public var path: PathSource?
    /// A picture's file name or URL (or a valueOf giving one), replacing the element's picture.
    public var img: Dynamic<String>?
    /// "pos" given as a path string: the element moves along it over `duration`, as along a
    /// `to` animation's `pos` (an array "pos" is stored without effect).
    public var pos: PathSource?
    /// How the element is turned along `pos` ("mode").
    public var mode: TransitionAnimation.Orientation?
    /// Seconds the tweened properties take (0.25 when never given).
    public var duration: Double?

    /// Keys an update may hold that the original engine stores without a visible effect, that
    /// this player does not apply yet (see docs/interactive.md), or that are read by hand ("pos"
    /// and "path" given as strings).
    static let storedOnly = ["visible", "timing", "pos", "anchor", "path", "markdown", "to", "loop", "list", "sprite", "slot"]

    public init() {}

    init(_ r: ObjectReader) {
        text = r.dynamic("text", TextSource.parse)
        x = r.dynamic("x") { Coordinate.parse($0, horizontal: true) }
        y = r.dynamic("y") { Coordinate.parse($0, horizontal: false) }
        w = r.dynamic("w", Extent.parse)
        h = r.dynamic("h", Extent.parse)
        opacity = r.number("opacity", in: 0...1)
        bc = r.color("bc")
        borderColor = r.color("borderColor")
        borderWidth = r.number("borderWidth", in: 0...100_000)
        cornerRadius = r.number("cornerRadius", in: 0...100_000)
        textColor = r.color("textColor")
        fontSize = r.parsed("fontSize", Length.parse)
        textAlign = r.parsed("textAlign", TextAlignment.parse)
        fontNames = r.strings("fontName")
        enabled = r.dynamicBool("enabled")
        focusable = r.dynamicBool("focusable")
        data = r.node("data")
        duration = r.number("duration", in: 0...86_400)
        translate = r.parsed("translate", Point.parse)
        rotate = r.parsed("rotate", Rotation.parse)
        scale = r.parsed("scale", Scale.parse)
        depth = r.number("depth")
        fillColor = r.color("fillColor")
        strokeColor = r.color("strokeColor")
        lineWidth = r.number("lineWidth", in: 0...100_000)
        strokeStart = r.number("strokeStart", in: 0...1)
        strokeEnd = r.number("strokeEnd", in: 0...1)
        img = r.dynamic("img") { n in n.string.map { .ok($0) } ?? .invalid("\"img\" should be a file name or URL, not \(n.kindDescription)") }
        // Paths given as strings (a document's named "paths" are not at hand here).
        let paths = DecodeContext(log: r.log, baseURL: nil)
        path = r.object["path"].flatMap { $0.string != nil ? paths.pathSource($0, path: r.path("path")) : nil }
        if let n = r.object["pos"], n.string != nil { pos = paths.pathSource(n, path: r.path("pos")) }
        mode = r.word("mode", TransitionAnimation.Orientation.words)
        for key in Self.storedOnly { r.accept(key) }
    }

    /// These changes with `later` written over them, key by key.
    public func merged(with later: ElementChanges) -> ElementChanges {
        var m = self
        m.text = later.text ?? text
        m.x = later.x ?? x
        m.y = later.y ?? y
        m.w = later.w ?? w
        m.h = later.h ?? h
        m.opacity = later.opacity ?? opacity
        m.bc = later.bc ?? bc
        m.borderColor = later.borderColor ?? borderColor
        m.borderWidth = later.borderWidth ?? borderWidth
        m.cornerRadius = later.cornerRadius ?? cornerRadius
        m.textColor = later.textColor ?? textColor
        m.fontSize = later.fontSize ?? fontSize
        m.textAlign = later.textAlign ?? textAlign
        m.fontNames = later.fontNames ?? fontNames
        m.enabled = later.enabled ?? enabled
        m.focusable = later.focusable ?? focusable
        m.data = later.data ?? data
        m.translate = later.translate ?? translate
        m.rotate = later.rotate ?? rotate
        m.scale = later.scale ?? scale
        m.depth = later.depth ?? depth
        m.fillColor = later.fillColor ?? fillColor
        m.strokeColor = later.strokeColor ?? strokeColor
        m.lineWidth = later.lineWidth ?? lineWidth
        m.strokeStart = later.strokeStart ?? strokeStart
        m.strokeEnd = later.strokeEnd ?? strokeEnd
        m.path = later.path ?? path
        m.img = later.img ?? img
        m.pos = later.pos ?? pos
        m.mode = later.mode ?? mode
        m.duration = later.duration ?? duration
        return m
    }

    /// Whether applying these changes animates (so the completion waits for `duration`).
    public var isTweened: Bool { opacity != nil || bc != nil || borderColor != nil || borderWidth != nil }

    /// Every valueOf these changes hold.
    public var expressions: [ValueOf] {
        var out: [ValueOf] = []
        if case .valueOf(let v)? = text { out.append(v) }
        if case .valueOf(let v)? = x { out.append(v) }
        if case .valueOf(let v)? = y { out.append(v) }
        if case .valueOf(let v)? = w { out.append(v) }
        if case .valueOf(let v)? = h { out.append(v) }
        if case .valueOf(let v)? = enabled { out.append(v) }
        if case .valueOf(let v)? = focusable { out.append(v) }
        if case .valueOf(let v)? = img { out.append(v) }
        return out
    }
}
