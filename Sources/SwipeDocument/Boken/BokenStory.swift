/// A Boken Engine story (`StoryDescription.json`): an application definition with its scenes, read
/// leniently like a Swipe document (see docs/boken.md). Every property is read once, in the
/// initialisers below, through `ObjectReader`: the keys read are the keys `lint` knows.
public struct BokenStory: Equatable, Sendable {
    public var appTitle: String?
    /// Name of an MP3 resource (without extension, as in an asset catalogue).
    public var backgroundMusic: BokenResource?
    public var scenes: [BokenScene]

    init(_ r: ObjectReader) {
        appTitle = r.string("appTitle")
        if r.has("appTitle") == false { r.log.warning(at: r.offset, path: r.path, "the story has no \"appTitle\": \(BokenEngineFailure.refusesStory.phrase)") }
        backgroundMusic = BokenResource.read(r, "backgroundMusic")
        var scenes: [BokenScene] = []
        if let array = r.array("scenes") {
            for (i, n) in array.enumerated() {
                if let s = ObjectReader(n, path: r.path / "scenes" / i, log: r.log, what: "a scene") { scenes.append(BokenScene(s)) }
            }
            if array.isEmpty { r.log.error(at: r.node("scenes")?.offset, path: r.path / "scenes", "the story has no scenes") }
        } else if !r.has("scenes") {
            r.log.error(at: r.offset, path: r.path, "the story has no \"scenes\"")
        }
        self.scenes = scenes
        r.finish("the application definition")
    }
}

/// A media file named by a story (a resource name, usually without extension), with where it is
/// written.
public struct BokenResource: Equatable, Sendable {
    public var name: String
    public var offset: Int
    public var path: JSONPath

    static func read(_ r: ObjectReader, _ key: String) -> BokenResource? {
        guard let name = r.string(key), let n = r.object[key] else { return nil }
        if name.isEmpty {
            r.log.warning(at: n.offset, path: r.path / key, "\"\(key)\" is empty; ignored")
            return nil
        }
        return BokenResource(name: name, offset: n.offset, path: r.path / key)
    }
}

/// A value written for portrait, with an optional landscape (`…H`) value; landscape falls back to
/// portrait.
public struct BokenOriented: Equatable, Sendable {
    public var portrait: Double
    public var landscape: Double?

    public init(_ portrait: Double, landscape: Double? = nil) {
        self.portrait = portrait
        self.landscape = landscape
    }

    public func value(landscape isLandscape: Bool) -> Double { isLandscape ? (landscape ?? portrait) : portrait }

    /// Reads `key` and `keyH`; a missing portrait value is reported with what the engine does
    /// without it (`failure`; a crash only in portrait when `keyH` is there), and `fallback` used.
    static func read(_ r: ObjectReader, _ key: String, default fallback: Double, missing failure: BokenEngineFailure) -> BokenOriented {
        let portrait = r.number(key)
        if portrait == nil, !r.has(key) {
            let portraitOnly = failure == .crashes && r.has(key + "H") ? " in portrait" : ""
            r.log.warning(at: r.offset, path: r.path, "missing \"\(key)\": \(failure.phrase)\(portraitOnly); using \(NumberBounds.format(fallback))")
        }
        return BokenOriented(portrait ?? fallback, landscape: r.number(key + "H"))
    }
}

public enum BokenNavigation: String, Equatable, Sendable, CaseIterable {
    case next, back, both, none

    public var hasNext: Bool { self == .next || self == .both }
    public var hasBack: Bool { self == .back || self == .both }
}

public enum BokenBackground: String, Equatable, Sendable, CaseIterable {
    case white, black
}

public struct BokenScene: Equatable, Sendable {
    public var sceneId: String?
    /// Where the scene and its id are written, for messages.
    public var path: JSONPath
    public var offset: Int
    public var sceneIdOffset: Int?
    public var elements: [BokenElement]
    /// Not written: `none`, with a warning.
    public var navigation: BokenNavigation
    public var branches: [BokenBranch]
    /// Name of a WAV resource.
    public var audio: BokenResource?
    /// Whether the scene's audio repeats while the scene is shown (the engine's `audioLooping`).
    public var audioLooping: Bool
    public var background: BokenBackground?

    init(_ r: ObjectReader) {
        path = r.path
        offset = r.offset
        sceneId = r.string("sceneId")
        sceneIdOffset = r.object["sceneId"]?.offset
        if !r.has("sceneId") { r.log.warning(at: r.offset, path: r.path, "the scene has no \"sceneId\": \(BokenEngineFailure.refusesStory.phrase); branches cannot lead to it") }
        var elements: [BokenElement] = []
        if !r.has("elements") { r.log.warning(at: r.offset, path: r.path, "the scene has no \"elements\": \(BokenEngineFailure.refusesStory.phrase); drawn empty") }
        if let e = r.nested("elements", what: "\"elements\"") {
            if let array = e.array("elementsArray") {
                for (i, n) in array.enumerated() {
                    if let er = ObjectReader(n, path: e.path / "elementsArray" / i, log: r.log, what: "an element"), let el = BokenElement(er) { elements.append(el) }
                }
            } else if !e.has("elementsArray") {
                r.log.warning(at: e.offset, path: e.path, "\"elements\" has no \"elementsArray\": \(BokenEngineFailure.refusesStory.phrase); drawn empty")
            }
            e.finish("\"elements\"")
        }
        self.elements = elements
        let nav = r.word("navigation", Dictionary(uniqueKeysWithValues: BokenNavigation.allCases.map { ($0.rawValue, $0) }))
        if !r.has("navigation") { r.log.warning(at: r.offset, path: r.path, "the scene has no \"navigation\": \(BokenEngineFailure.refusesStory.phrase); using \"none\"") }
        navigation = nav ?? .none
        var branches: [BokenBranch] = []
        for (i, n) in (r.array("branches") ?? []).enumerated() {
            if let b = ObjectReader(n, path: r.path / "branches" / i, log: r.log, what: "a branch") { branches.append(BokenBranch(b)) }
        }
        self.branches = branches
        audio = BokenResource.read(r, "audio")
        audioLooping = r.bool("audioLooping") ?? false
        background = r.word("background", Dictionary(uniqueKeysWithValues: BokenBackground.allCases.map { ($0.rawValue, $0) }))
        r.finish("a scene")
    }
}

public struct BokenBranch: Equatable, Sendable {
    public var label: String
    /// The `sceneId` it leads to; none is legal (an inert button, or one the app that embeds the
    /// engine hooks code to).
    public var target: String?
    public var path: JSONPath
    public var offset: Int
    public var targetOffset: Int?

    init(_ r: ObjectReader) {
        path = r.path
        offset = r.offset
        label = r.string("label") ?? ""
        if !r.has("label") { r.log.warning(at: r.offset, path: r.path, "the branch has no \"label\": \(BokenEngineFailure.refusesStory.phrase)") }
        target = r.string("target")
        targetOffset = r.object["target"]?.offset
        if !r.has("target") {
            r.log.warning(at: r.offset, path: r.path, "the branch has no \"target\", so its button leads nowhere (in the Boken Engine it may run code the app that embeds the engine hooks to it)")
        }
        for key in ["callbackClass", "callbackMethod"] where r.string(key) != nil {
            r.log.warning(at: r.object[key]?.offset ?? r.offset, path: r.path / key, "\"\(key)\" is a hook for the app that embeds the Boken Engine (the engine itself ignores it); the player does nothing with it")
        }
        r.finish("a branch")
    }
}

public enum BokenTextStyle: String, Equatable, Sendable, CaseIterable {
    case normal, bold, italic, boldItalic
}

public struct BokenTransformation: Equatable, Sendable {
    /// The engine's four: `scale` and `rotation` (the guide's), `swipe` (a move to `toPosX`,
    /// `toPosY`) and `fade` (from 1 − `toValue` to `toValue` opacity).
    public enum Kind: String, Equatable, Sendable, CaseIterable { case scale, rotation, swipe, fade }
    public var kind: Kind
    /// Scale factor, angle (radians, counter-clockwise as in SpriteKit) or opacity.
    public var toValue: BokenOriented
    /// Where a `swipe` ends (relative to the screen, from the bottom left as `posX`/`posY`).
    public var toPosX: BokenOriented?
    public var toPosY: BokenOriented?
    /// Seconds (0: at once).
    public var duration: Double

    public init(kind: Kind, toValue: BokenOriented, toPosX: BokenOriented? = nil, toPosY: BokenOriented? = nil, duration: Double) {
        self.kind = kind
        self.toValue = toValue
        self.toPosX = toPosX
        self.toPosY = toPosY
        self.duration = duration
    }

    /// The keys the engine's decoder reads as numbers, for every kind.
    static let numberKeys = ["toValue", "toValueH", "toPosX", "toPosXH", "toPosY", "toPosYH", "duration"]

    /// nil (reported) when the engine's decoder refuses it: no or an unknown `type`, no `duration`,
    /// a value that is not a JSON number. Then the engine drops all of its element's
    /// transformations, and so does the player (`BokenElement`).
    init?(_ r: ObjectReader) {
        let kind = r.word("type", Dictionary(uniqueKeysWithValues: Kind.allCases.map { ($0.rawValue, $0) }))
        if !r.has("type") { r.log.warning(at: r.offset, path: r.path, "the transformation has no \"type\"") }
        if kind == .swipe {
            toValue = BokenOriented(0, landscape: nil)
            toPosX = BokenOriented.read(r, "toPosX", default: 0.5, missing: .crashes)
            toPosY = BokenOriented.read(r, "toPosY", default: 0.5, missing: .crashes)
            for key in ["toPosXH", "toPosYH"] where !r.has(key) {
                r.log.warning(at: r.offset, path: r.path, "missing \"\(key)\": \(BokenEngineFailure.crashes.phrase) in landscape; using \"\(key.dropLast())\" there")
            }
        } else {
            toValue = BokenOriented.read(r, "toValue", default: kind == .rotation ? 0 : 1, missing: .crashes)
            toPosX = nil
            toPosY = nil
        }
        let duration = r.number("duration", in: 0...86_400)
        if !r.has("duration") { r.log.warning(at: r.offset, path: r.path, "the transformation has no \"duration\"") }
        r.finish(kind == .swipe ? "a swipe transformation" : "a transformation")
        let numbers = Self.numberKeys.allSatisfy { key in r.object[key].map { $0.number != nil || $0.isNull } ?? true }
        guard let kind, let duration, r.object["duration"]?.number != nil, numbers else { return nil }
        self.kind = kind
        self.duration = duration
    }
}

public struct BokenElement: Equatable, Sendable {
    public enum Content: Equatable, Sendable {
        /// `addBackground`: a half-transparent box of the scene's background colour behind the text.
        case textLabel(content: String, fontSize: BokenOriented, style: BokenTextStyle, addBackground: Bool = false)
        /// `imageFile` names a JPEG resource (without extension).
        case image(imageFile: BokenResource?, scale: BokenOriented)
        /// `width`/`height` relative to the screen's; `color` one of the engine's colour names
        /// (`BokenColor`), or a Swipe colour (with a warning).
        case shape(width: BokenOriented, height: BokenOriented, color: Color)
    }

    public var content: Content
    public var posX: BokenOriented
    public var posY: BokenOriented
    /// Images and text labels only; none when the engine would drop them (one of them is wrong).
    public var transformations: [BokenTransformation]
    public var path: JSONPath
    public var offset: Int
    /// The player's own keys, as a Swipe element's (ignored by the engine): what a screen reader
    /// calls the element (`TextSource.label`), and whether it is left out (`decorative`).
    public var accessibilityLabel: TextSource?
    public var decorative = false

    /// nil (reported) when the type is missing or unknown.
    init?(_ r: ObjectReader) {
        path = r.path
        offset = r.offset
        let type = r.string("type")
        if !r.has("type") { r.log.warning(at: r.offset, path: r.path, "the element has no \"type\": \(BokenEngineFailure.refusesStory.phrase); ignored") }
        guard let type, ["textLabel", "image", "shape"].contains(type) else {
            if let type, let n = r.object["type"] {
                r.log.warning(at: n.offset, path: r.path / "type",
                              "unknown element type \"\(type)\" (expected \"textLabel\", \"image\" or \"shape\"): \(BokenEngineFailure.refusesStory.phrase); ignored")
            }
            return nil
        }
        posX = BokenOriented.read(r, "posX", default: 0.5, missing: .crashes)
        posY = BokenOriented.read(r, "posY", default: 0.5, missing: .crashes)
        var transforms = false
        switch type {
        case "textLabel":
            let text = r.string("content") ?? ""
            if !r.has("content") { r.log.warning(at: r.offset, path: r.path, "the text label has no \"content\": \(BokenEngineFailure.refusesStory.phrase)") }
            let size = BokenOriented.read(r, "fontSize", default: 17, missing: .refusesStory)
            let style = r.word("style", Dictionary(uniqueKeysWithValues: BokenTextStyle.allCases.map { ($0.rawValue, $0) })) ?? .normal
            content = .textLabel(content: text, fontSize: size, style: style, addBackground: r.bool("addBackground") ?? false)
            transforms = true
        case "image":
            let file = BokenResource.read(r, "imageFile")
            if !r.has("imageFile") { r.log.warning(at: r.offset, path: r.path, "the image has no \"imageFile\": \(BokenEngineFailure.refusesStory.phrase)") }
            let scale = BokenOriented.read(r, "scale", default: 1, missing: .refusesStory)
            Self.noteLandscapeScale(scale, r)
            content = .image(imageFile: file, scale: scale)
            transforms = true
        case "shape":
            content = .shape(width: BokenOriented.read(r, "width", default: 0, missing: .refusesStory),
                             height: BokenOriented.read(r, "height", default: 0, missing: .refusesStory), color: BokenColor.read(r, "color"))
        default:
            return nil
        }
        transformations = transforms ? Self.transformations(r) : []
        accessibilityLabel = r.parsed("accessibilityLabel", TextSource.label)
        decorative = r.bool("decorative") ?? false
        r.finish(type == "shape" ? "a shape (shapes have no transformations)" : "an element of type \"\(type)\"")
    }

    /// The element's transformations; none, with a warning, when the engine's decoder refuses one
    /// of them (it reads the list as a whole and drops it).
    static func transformations(_ r: ObjectReader) -> [BokenTransformation] {
        guard let array = r.array("transformations"), let node = r.object["transformations"] else { return [] }
        var list: [BokenTransformation] = []
        var refused: Int?
        for (i, n) in array.enumerated() {
            if let t = ObjectReader(n, path: r.path / "transformations" / i, log: r.log, what: "a transformation").flatMap({ BokenTransformation($0) }) {
                list.append(t)
            } else if refused == nil {
                refused = i
            }
        }
        guard let refused else { return list }
        r.log.warning(at: node.offset, path: r.path / "transformations",
                      "the Boken Engine drops all of an element's transformations when one is wrong (transformations[\(refused)]); so does the player")
        return []
    }

    /// Warns where `scaleH` does not do what it seems to: the engine reads 0 (cover) and −1 (fit)
    /// from `scale` only, so they ignore `scaleH`, and a `scaleH` of 0 or −1 is a plain factor.
    static func noteLandscapeScale(_ scale: BokenOriented, _ r: ObjectReader) {
        guard let h = scale.landscape, let n = r.object["scaleH"] else { return }
        let special = [0.0, -1]
        if special.contains(scale.portrait) {
            r.warn(n, "scaleH", "the Boken Engine ignores \"scaleH\" when \"scale\" is 0 (cover) or −1 (fit), in landscape too; so does the player")
        } else if special.contains(h) {
            r.warn(n, "scaleH", "the Boken Engine reads 0 (cover) and −1 (fit) from \"scale\" only: \"scaleH\" \(NumberBounds.format(h)) times the screen's factor "
                + (h == 0 ? "hides the image" : "turns it upside down") + " in landscape; so does the player")
        }
    }
}
