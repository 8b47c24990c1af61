import Foundation

/// The pictures a story names: each found image by its resource name, and their natural sizes.
public struct StoryPictures {
    public var references: [String: AssetReference]
    public var sizes: NaturalSizes
    /// Pixels a point, by resource name, where not 1: a file named `…@2x` or `…@3x` counts its
    /// pixels ÷ 2 or ÷ 3, as UIKit sizes the engine's images in points.
    public var pixelsPerPoint: [String: Double]

    public init(references: [String: AssetReference], sizes: NaturalSizes, pixelsPerPoint: [String: Double] = [:]) {
        self.references = references
        self.sizes = sizes
        self.pixelsPerPoint = pixelsPerPoint
    }

    /// The images a load found: beside the story file, or their downloaded copies.
    public init(_ result: StoryLoadResult, sizes: NaturalSizes) {
        var refs: [String: AssetReference] = [:], density: [String: Double] = [:]
        for a in result.assets where a.kind == "image" {
            guard let file = result.path(of: "image", a.name) else { continue }
            refs[a.name] = AssetReference(URL(fileURLWithPath: file).absoluteString, relativeTo: nil)
            density[a.name] = a.foundAt.flatMap(Self.pixelsPerPoint(ofFile:))
        }
        self.init(references: refs, sizes: sizes, pixelsPerPoint: density)
    }

    /// 2 or 3 for a file named `…@2x.…` or `…@3x.…`; nil for any other.
    static func pixelsPerPoint(ofFile path: String) -> Double? {
        let stem = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        return [2.0, 3].first { stem.hasSuffix("@\(Int($0))x") }
    }

    /// A found picture's size in points (nil when it was not found or cannot be read).
    func pointSize(of name: String) -> Point? {
        guard let ref = references[name], let pixels = sizes.pixelSize(of: ref) else { return nil }
        let k = pixelsPerPoint[name] ?? 1
        return Point(pixels.x / k, pixels.y / k)
    }
}

/// Lays a Boken scene out as the Boken engine's SpriteKit code does, as display items in window
/// pixels: positions relative to the window measured from its bottom left, sizes scaled against
/// the engine's reference screen (414×896 points), text in Helvetica at `fontSize` × the height
/// factor (its wrapped lines flush left in a centred block), black or white backgrounds with the
/// opposite text colour, the engine's nine colour names, branch buttons stacked up from the
/// bottom (their frames and looks: SwipeReader's `StoryLayout`); transformations (scale, rotation, swipe, fade) run linearly from the scene's start
/// over their duration. Portrait or landscape values are chosen from the window's shape. The
/// player's own choices where the engine is not followed are listed in docs/boken.md. Pure: the
/// time since the scene appeared is a parameter.
public struct StorySceneLayout: Sendable {
    /// The screen the engine's sizes are written for (an iPhone 11, in points).
    public static let reference = Point(414, 896)
    /// A missing picture's stand-in, in points: SpriteKit's placeholder's size.
    public static let placeholderSize = Point(128, 128)

    public let viewport: Point

    public init(viewport: Point) {
        self.viewport = viewport
    }

    /// Landscape when the window is wider than tall, as a rotated device.
    public var isLandscape: Bool { viewport.x > viewport.y }
    public var factor: Point { Point(viewport.x / Self.reference.x, viewport.y / Self.reference.y) }
    var maxFactor: Double { max(factor.x, factor.y) }

    public static func background(of scene: BokenScene) -> Color { scene.background == .black ? .black : .white }
    /// Text is drawn in the colour opposite the background, as the engine does.
    public static func textColor(of scene: BokenScene) -> Color { scene.background == .black ? .white : .black }

    /// Where a story's scenes are laid out in a window of `window` pixels (window pixels): all of it
    /// (`cover`, the default: the scene takes the window's shape, as the engine lays it out on any
    /// device), or (`contain`, and the fits a story does not have) the largest rectangle of the
    /// reference screen's shape, portrait or landscape as the window is, centred.
    public static func sceneFrame(fit: FitMode, window: Point) -> Rect {
        guard fit != .cover, window.x > 0, window.y > 0 else { return Rect(x: 0, y: 0, width: window.x, height: window.y) }
        let shape = window.x > window.y ? Point(reference.y, reference.x) : reference
        let scale = min(window.x / shape.x, window.y / shape.y)
        let size = Point((shape.x * scale).rounded(), (shape.y * scale).rounded())
        return Rect(x: ((window.x - size.x) / 2).rounded(), y: ((window.y - size.y) / 2).rounded(), width: size.x, height: size.y)
    }

    /// Where a point written relative to the screen (from the bottom left) is in window pixels.
    func place(_ x: Double, _ y: Double) -> Point { Point(x * viewport.x, viewport.y - y * viewport.y) }

    // MARK: - Elements

    /// The scene's elements (without its background or controls) `time` seconds after it appeared.
    public func elementItems(_ scene: BokenScene, time: Double, pictures: StoryPictures) -> [DisplayItem] {
        var none: [DisplayItem] = []
        return elementItems(scene, index: nil, time: time, pictures: pictures, decorations: nil, overPage: &none)
    }

    /// The scene's elements with their `decorations` under their text and over them; those drawn over the page (margin
    /// bars) are added to `overPage`. A text label's item names its node (`textElement`: scene `index`, `[node]`), so
    /// a reader's selection finds it.
    public func elementItems(_ scene: BokenScene, index: Int?, time: Double, pictures: StoryPictures, decorations: (any PageDecorating)?,
                      overPage: inout [DisplayItem]) -> [DisplayItem] {
        var out: [DisplayItem] = []
        for (k, e) in scene.elements.enumerated() {
            let first = out.count
            out += items(of: e, node: k, in: scene, index: index, time: time, pictures: pictures)
            if let decorations { Self.decorate(&out, from: first, node: k, decorations, overPage: &overPage) }
        }
        return out
    }

    /// Element `node`'s own item (its text, picture or box) `time` seconds after its scene
    /// appeared, as `elementItems` draws it: where a screen reader is told it is.
    public func ownItem(ofNode node: Int, in scene: BokenScene, time: Double, pictures: StoryPictures) -> DisplayItem? {
        guard scene.elements.indices.contains(node) else { return nil }
        return items(of: scene.elements[node], node: node, in: scene, index: nil, time: time, pictures: pictures).last
    }

    /// An element's items, the last of them its own (a text label's shade comes first).
    private func items(of e: BokenElement, node k: Int, in scene: BokenScene, index: Int?, time: Double, pictures: StoryPictures) -> [DisplayItem] {
        var out: [DisplayItem] = []
        let land = isLandscape
        let centre = (e.posX.value(landscape: land), e.posY.value(landscape: land))
        switch e.content {
        case .shape(let w, let h, let color):
            let size = Point(w.value(landscape: land) * viewport.x, h.value(landscape: land) * viewport.y)
            let origin = place(centre.0, centre.1)
            out.append(DisplayItem(content: .box(color: color, cornerRadius: 0), size: size, transform: .translation(origin.x, origin.y - size.y),
                                   opacity: 1, clips: []))
        case .textLabel(let text, let fontSize, let styleName, let addBackground):
            let px = fontSize.value(landscape: land) * factor.y
            let box = Self.textBox(text, fontSize: px, width: viewport.x * 0.9)
            let state = motion(e, base: centre, scale: 1, time: time)
            if addBackground {
                let pad = 10.0, at = place(centre.0, centre.1)
                let bg = Point(box.x + 2 * pad, box.y + 2 * pad)
                var shade = Self.background(of: scene)
                shade.a = 0.5
                out.append(DisplayItem(content: .box(color: shade, cornerRadius: 0), size: bg,
                                       transform: .translation(at.x - bg.x / 2, at.y - bg.y / 2), opacity: 1, clips: []))
            }
            // The lines are flush left in a block centred on the position (a label without a paragraph style).
            let paint = TextPaint(fontNames: [Self.fontName(styleName)], fontSize: px, color: Self.textColor(of: scene),
                                  alignment: TextAlignment(.leftInCenteredBlock, .center))
            var label = item(.text(text, style: paint), size: Point(viewport.x * 0.9, box.y), state)
            label.textElement = index.map { ElementInstance(page: $0, path: [k]) }
            out.append(label)
        case .image(let file, let scale):
            let natural = file.flatMap { pictures.pointSize(of: $0.name) }
            let size = natural ?? Self.placeholderSize
            let state = motion(e, base: centre, scale: imageScale(scale, natural: size), time: time)
            if let natural, natural.x > 0, let file, let ref = pictures.references[file.name] {
                out.append(item(.image(ref, source: Rect(x: 0, y: 0, width: 1, height: 1), frame: 0), size: natural, state))
            } else {
                out.append(item(.placeholder(reason: "picture \"\(file?.name ?? "")\" not found"), size: size, state))
            }
        }
        return out
    }

    /// Adds `decorations` of node `node` to its items (`items[first...]`, the last of them the
    /// node's own: its text, picture or box): those under text just before a text (just after a
    /// picture or a box, which are backgrounds), those over the
    /// element after it, in its space and faded with it; margin bars go to `overPage`.
    public static func decorate(_ items: inout [DisplayItem], from first: Int, node: Int, _ decorations: any PageDecorating, overPage: inout [DisplayItem]) {
        guard let own = items.indices.last, own >= first else { return }
        let item = items[own]
        func placed(_ list: [DisplayItem]) -> [DisplayItem] {
            list.map { d in
                var out = d
                out.transform = item.transform * d.transform
                out.opacity *= item.opacity
                return out
            }
        }
        let content = [item.content]
        // Under a text (legible through a tint), over a picture or a box (their background).
        items.insert(contentsOf: placed(decorations.items(for: [node], size: item.size, content: content, layer: .underText)),
                     at: item.content.isText ? own : own + 1)
        items += placed(decorations.items(for: [node], size: item.size, content: content, layer: .overElement))
        overPage += decorations.pageItems(for: [node], size: item.size, content: content, world: item.transform)
            .map { var out = $0; out.opacity *= item.opacity; return out }
    }

    /// An element's animated state: centre (relative, from the bottom left), scale, rotation
    /// (radians, counter-clockwise) and opacity.
    struct Motion: Equatable {
        var x: Double, y: Double, scale: Double, rotation: Double, alpha: Double
    }

    /// The element's state `time` seconds into its scene: each transformation runs linearly from
    /// the element's laid-out state over its duration (SpriteKit's default timing); the last of a
    /// kind wins. A scale goes to `toValue` × the larger screen factor for images (as the engine's
    /// `setScale`), and to `toValue` for text labels (whose size already holds the factor).
    func motion(_ e: BokenElement, base: (Double, Double), scale: Double, time: Double) -> Motion {
        var m = Motion(x: base.0, y: base.1, scale: scale, rotation: 0, alpha: 1)
        let land = isLandscape
        let isImage: Bool = { if case .image = e.content { return true } else { return false } }()
        for t in e.transformations {
            let p = Self.progress(time, duration: t.duration)
            let to = t.toValue.value(landscape: land)
            switch t.kind {
            case .scale: m.scale = scale + ((isImage ? to * maxFactor : to) - scale) * p
            case .rotation: m.rotation = to * p
            case .fade: m.alpha = (1 - to) + (to - (1 - to)) * p
            case .swipe:
                let tx = t.toPosX?.value(landscape: land) ?? base.0, ty = t.toPosY?.value(landscape: land) ?? base.1
                m.x = base.0 + (tx - base.0) * p
                m.y = base.1 + (ty - base.1) * p
            }
        }
        return m
    }

    /// How far a transformation is at `time`: 0 to 1 over its duration; at once when that is 0.
    public static func progress(_ time: Double, duration: Double) -> Double {
        guard duration > 0 else { return 1 }
        return min(1, max(0, time / duration))
    }

    /// Whether anything of the scene still moves at `time` (the window keeps drawing until then).
    public static func isAnimating(_ scene: BokenScene, at time: Double) -> Bool {
        scene.elements.contains { $0.transformations.contains { progress(time, duration: $0.duration) < 1 } }
    }

    private func item(_ content: DisplayContent, size: Point, _ m: Motion) -> DisplayItem {
        let at = place(m.x, m.y)
        let transform = Matrix4.translation(at.x, at.y) * .rotationZ(-m.rotation * 180 / .pi) * .scale(m.scale, m.scale) * .translation(-size.x / 2, -size.y / 2)
        return DisplayItem(content: content, size: size, transform: transform, opacity: max(0, min(1, m.alpha)), clips: [])
    }

    /// An image's scale: a portrait `scale` of 0 covers the screen, −1 fits it, in either
    /// orientation (the engine reads these special values from `scale` only); otherwise the
    /// oriented scale × the larger of the screen's factors against the reference screen.
    func imageScale(_ scale: BokenOriented, natural: Point) -> Double {
        let plain = scale.value(landscape: isLandscape) * maxFactor
        guard natural.x > 0, natural.y > 0 else { return plain }
        let wide = natural.x / natural.y > viewport.x / viewport.y
        switch scale.portrait {
        case 0: return wide ? viewport.y / natural.y : viewport.x / natural.x
        case -1: return wide ? viewport.x / natural.x : viewport.y / natural.y
        default: return plain
        }
    }

    /// The PostScript name of the engine's Helvetica in a style.
    public static func fontName(_ style: BokenTextStyle) -> String {
        switch style {
        case .normal: return "Helvetica"
        case .bold: return "Helvetica-Bold"
        case .italic: return "Helvetica-Oblique"
        case .boldItalic: return "Helvetica-BoldOblique"
        }
    }

    /// The size text takes wrapped at `width`: an estimate (0.5 em a character, 1.2 em a line),
    /// as the layout has no fonts.
    public static func textBox(_ text: String, fontSize: Double, width: Double) -> Point {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).reduce(0.0) { sum, line in
            sum + max(1, (Double(line.count) * 0.5 * fontSize / max(1, width)).rounded(.up))
        }
        let widest = text.split(separator: "\n").map { Double($0.count) * 0.5 * fontSize }.max() ?? 0
        return Point(min(width, widest), max(1, lines) * 1.2 * fontSize)
    }

    /// The engine's branch label size: 28 points (42 in landscape) × the height factor.
    public var branchFontSize: Double { (isLandscape ? 42 : 28) * factor.y }
}
