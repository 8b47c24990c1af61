/// A visible thing on a page, after its templates were merged in: a box that may show a colour,
/// text, markdown, an image, a sprite, a path, a video, and child elements. Each property's default
/// is the one written in `init(_:context:)`, nowhere else.
public struct Element: Equatable, Sendable {
    // Identity
    public var id: String?
    /// The element template it was merged with, if any.
    public var template: String?
    /// Byte offset of the element's object in the source (for messages from later stages).
    public var sourceOffset: Int

    // Geometry (doc units of the parent)
    public var x: Coordinate?
    public var y: Coordinate?
    /// nil: natural size, or the whole parent when the content has none.
    public var w: Extent?
    public var h: Extent?
    public var pos: LengthPair?
    public var anchor: LengthPair?

    // Box
    public var bc: Color
    public var clip: Bool
    public var borderWidth: Double
    public var borderColor: Color
    public var cornerRadius: Double
    public var opacity: Double
    public var visible: Bool
    @OutOfLine public var shadow: Shadow?

    // Transform (about the anchor point)
    public var rotate: Rotation
    public var scale: Scale
    public var translate: Point
    public var depth: Double

    // Text
    public var text: TextSource?
    public var textAlign: TextAlignment
    /// nil: the default size, 20/480 of the document height.
    public var fontSize: Length?
    public var fontNames: [String]
    public var textColor: Color
    public var markdown: [String]?

    // Images
    public var img: AssetReference?
    @OutOfLine public var mask: AssetReference?
    @OutOfLine public var sprite: AssetReference?
    public var slice: SpriteGrid
    public var slot: SpriteCell
    public var tiling: Bool

    // Path
    public var path: PathSource?
    public var lineWidth: Double
    public var strokeColor: Color
    public var fillColor: Color
    public var strokeStart: Double
    public var strokeEnd: Double

    // Video and radio
    @OutOfLine public var video: AssetReference?
    @OutOfLine public var radio: AssetReference?
    public var stream: Bool
    public var videoStart: Double
    public var videoDuration: Double?
    /// The video's WebVTT captions named on the element (`captions`, this player's own key); nil:
    /// the file beside the video (`CaptionFiles`).
    @OutOfLine public var captions: AssetReference?

    // Animation and behaviour
    @OutOfLine public var to: TransitionAnimation?
    public var loop: LoopAnimation?
    public var `repeat`: Bool
    public var action: String?
    public var enabled: Bool
    public var focusable: Bool
    /// What the element does when tapped, loaded, focused… (nil: nothing).
    @OutOfLine public var events: EventHandlers?
    /// The `valueOf` its `text` is, evaluated when the element is built.
    @OutOfLine public var textExpression: ValueOf?
    @OutOfLine public var data: JSONNode?
    @OutOfLine public var list: ElementList?
    @OutOfLine public var textArea: JSONNode?
    @OutOfLine public var textField: JSONNode?

    // Accessibility (the player's own keys, ignored by other engines)
    /// What a screen reader calls the element (`TextSource.label`).
    @OutOfLine public var accessibilityLabel: TextSource?
    /// The element, and what it holds, is left out of what a screen reader is told.
    public var decorative: Bool

    public var elements: [Element]

    /// What loop animations do to the element at the moment drawn (set by the scene, never read
    /// from the document).
    public var motion = ElementMotion.rest

    init(_ r: ObjectReader, context: DecodeContext) {
        id = r.string("id")
        template = r.string("template") ?? r.string("element")
        sourceOffset = r.offset

        x = r.parsed("x") { Coordinate.parse($0, horizontal: true) }
        y = r.parsed("y") { Coordinate.parse($0, horizontal: false) }
        w = r.parsed("w", Extent.parse)
        h = r.parsed("h", Extent.parse)
        pos = r.parsed("pos", LengthPair.parse)
        anchor = r.parsed("anchor", LengthPair.parse)

        bc = r.color("bc") ?? .clear
        clip = r.bool("clip") ?? false
        borderWidth = r.number("borderWidth", in: 0...100_000) ?? 0
        borderColor = r.color("borderColor") ?? .black
        cornerRadius = r.number("cornerRadius", in: 0...100_000) ?? 0
        opacity = r.float32("opacity", in: 0...1) ?? 1
        visible = r.bool("visible") ?? true
        shadow = r.nested("shadow", what: "\"shadow\"").map(Shadow.init)

        rotate = r.parsed("rotate", Rotation.parse) ?? .none
        scale = r.parsed("scale", Scale.parse) ?? .identity
        translate = r.parsed("translate", Point.parse) ?? .zero
        depth = r.number("depth") ?? 0

        text = r.parsed("text", TextSource.parse)
        textExpression = text.flatMap { t in
            if case .expression(let n) = t { return ValueOf.read(n, path: r.path("text"), log: r.log) } else { return nil }
        }
        textAlign = r.parsed("textAlign", TextAlignment.parse) ?? TextAlignment()
        fontSize = r.parsed("fontSize", Length.parse)
        fontNames = r.strings("fontName") ?? []
        if fontNames.count > 1 {
            r.log.note(at: r.object["fontName"]?.offset, path: r.path("fontName"), "the original engine tries only the first font name; this player tries each in turn")
        }
        textColor = r.color("textColor") ?? .black
        markdown = r.strings("markdown")

        func asset(_ key: String) -> AssetReference? { context.asset(r, key) }
        img = asset("img")
        mask = asset("mask")
        let sprite = asset("sprite")
        self.sprite = sprite
        let sliceValues = r.parsed("slice") { Self.intPair($0, "slice", minimum: 1) }
        slice = sliceValues.map { SpriteGrid(columns: $0.0, rows: $0.1) } ?? SpriteGrid(columns: 1, rows: 1)
        let slotValues = r.parsed("slot") { Self.intPair($0, "slot", minimum: 0) }
        slot = slotValues.map { SpriteCell(column: $0.0, row: $0.1) } ?? SpriteCell(column: 0, row: 0)
        if sprite != nil, sliceValues == nil {
            r.log.warning(at: r.offset, path: r.path("sprite"), "a sprite needs \"slice\": [columns, rows]; the whole image is shown")
        }
        tiling = r.bool("tiling") ?? false

        path = r.node("path").flatMap { context.pathSource($0, path: r.path("path")) }
        if path != nil, w == nil, h == nil, let n = r.object["path"] {
            r.log.note(at: n.offset, path: r.path("path"), "without \"w\" and \"h\" the box takes the path's extent; the original engine scaled that twice (s² × extent), this player once")
        }
        lineWidth = r.number("lineWidth", in: 0...100_000) ?? 0
        strokeColor = r.color("strokeColor") ?? .black
        fillColor = r.color("fillColor") ?? .clear
        strokeStart = r.number("strokeStart", in: 0...1) ?? 0
        strokeEnd = r.number("strokeEnd", in: 0...1) ?? 1

        video = asset("video")
        let radio = asset("radio")
        self.radio = radio
        stream = r.bool("stream") ?? (radio != nil)
        videoStart = r.number("videoStart", in: 0...1e9) ?? 0
        videoDuration = r.number("videoDuration", in: 0...1e9)
        captions = asset("captions")

        to = r.nested("to", what: "\"to\"").map { TransitionAnimation($0, context: context) }
        loop = r.nested("loop", what: "\"loop\"").map { LoopAnimation($0, context: context) }
        `repeat` = r.bool("repeat") ?? false
        action = r.string("action")
        if let a = action, a != "play" {
            r.log.warning(at: r.object["action"]?.offset, path: r.path("action"), "unknown action \"\(a)\" (only \"play\" exists); ignored")
        }
        enabled = r.bool("enabled") ?? true
        focusable = r.bool("focusable") ?? false
        events = Self.events(r, action: action)
        data = r.node("data")
        list = r.nested("list", what: "\"list\"").map { ElementList($0, context: context) }
        textArea = r.node("textArea")
        textField = r.node("textField")
        accessibilityLabel = r.parsed("accessibilityLabel", TextSource.label)
        decorative = r.bool("decorative") ?? false

        elements = Element.list(r, context: context)
        r.finish("an element")
    }

    /// The element's "events"; an `action: "play"` element ignores them, as the original engine does.
    private static func events(_ r: ObjectReader, action: String?) -> EventHandlers? {
        let events = EventHandlers.read(r, names: EventHandlers.elementEvents, what: "an element")
        if action == "play", let n = r.object["events"] {
            r.log.warning(at: n.offset, path: r.path("events"), "an element with \"action\": \"play\" ignores its \"events\"")
            return nil
        }
        return events.isEmpty ? nil : events
    }

    /// The elements listed under "elements" of an object (a page or an element).
    static func list(_ r: ObjectReader, context: DecodeContext) -> [Element] {
        guard let items = r.array("elements") else { return [] }
        var list: [Element] = []
        list.reserveCapacity(items.count)
        for (i, item) in items.enumerated() {
            if let reader = ObjectReader(item, path: r.path("elements") / i, log: r.log, what: "an element") { list.append(Element(reader, context: context)) }
        }
        return list
    }

    private static func intPair(_ n: JSONNode, _ key: String, minimum: Int) -> Parsed<(Int, Int)> {
        guard let a = n.array, a.count == 2, let p = a[0].number, let q = a[1].number,
              p.rounded() == p, q.rounded() == q, p >= Double(minimum), q >= Double(minimum), p < 1e6, q < 1e6
        else {
            return .invalid("\"\(key)\" should be two whole numbers of at least \(minimum)")
        }
        return .ok((Int(p), Int(q)))
    }

    /// Whether the element takes typed text (`textField` or `textArea`).
    public var isTextInput: Bool { textField != nil || textArea != nil }

    /// Whether the element animates (so a page with it has something to play).
    public var isAnimated: Bool { to != nil || loop != nil || elements.contains { $0.isAnimated } }
}
