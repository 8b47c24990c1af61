/// Turns a page (its elements already at their animated values) into the flat, ordered list of
/// things to draw, with final transforms, opacities and clips: a pure function, so its result can
/// be compared in tests and executed by any backend.
public struct DisplayListBuilder {
    public let settings: RenderSettings

    public init(settings: RenderSettings) { self.settings = settings }

    /// The page's display list in page coordinates (doc units). `clock` is the page clock (0...1),
    /// which places animated GIF frames and scrubs videos on `play: "scroll"` pages; `index` is the
    /// page's place in the document, `videoElapsed` how long its videos have played since the
    /// page's last play start (seconds), `pressed` the play button held down, if any, and
    /// `decorations` what is drawn on the page's elements besides them.
    public func build(_ page: Page, clock: Double = 0, index: Int = 0, videoElapsed: Double = 0, pressed: PlayButtonID? = nil,
                      decorations: (any PageDecorating)? = nil) -> [DisplayItem] {
        let size = settings.documentSize
        let pageClip = ClipRegion(size: size, cornerRadius: 0, transform: .identity)
        var context = Context(page: page, clock: clock, index: index, videoElapsed: videoElapsed, pressed: pressed,
                              decorations: decorations?.isEmpty == false ? decorations : nil, origin: .identity, underlay: [], items: [], overlay: [])
        context.items.append(DisplayItem(content: .box(color: page.bc, cornerRadius: 0), size: size, transform: .identity, opacity: 1, clips: [pageClip]))
        let perspective = Matrix4.perspective(distance: size.x * page.eyePosition, center: Point(size.x / 2, size.y / 2))
        for (k, e) in page.elements.enumerated() {
            add(e, path: [k], parentSize: size, parentTransform: perspective, flattenFirst: false, opacity: 1, clips: [pageClip], button: nil, into: &context)
        }
        context.overlay += decorations?.pageItems().map { var item = $0; item.clips = [pageClip]; return item } ?? []
        // Videos on pages that are not scrubbed play in a layer beneath every other element (3.10).
        let items = page.play == .scroll ? context.items : [context.items[0]] + context.underlay + context.items.dropFirst()
        return context.overlay.isEmpty ? items : items + context.overlay
    }

    /// A piece of an element's own content, possibly offset inside the box (tiling copies).
    private struct Piece {
        var content: DisplayContent
        /// Cut by the element's own box when it clips (or tiles); backgrounds are not.
        var boxed: Bool
        var offset = Point.zero

        init(_ content: DisplayContent, boxed: Bool = true, offset: Point = .zero) {
            self.content = content
            self.boxed = boxed
            self.offset = offset
        }

        /// The element's background, which decorations under its text go above.
        var isBackground: Bool {
            if case .box = content, !boxed { return true }
            return false
        }

        /// The clips the piece is cut by: its ancestors', and the element's box's where that cuts it.
        func clips(_ outer: [ClipRegion], contentClips: [ClipRegion]) -> [ClipRegion] { boxed ? contentClips : outer }

        /// Where the piece goes: the element's transform, then the content's own motion (loops on
        /// pictures), then its offset in the box (tiling copies). Backgrounds do not move with loops.
        func placed(_ world: Matrix4, _ motion: Matrix4) -> Matrix4 {
            var m = world
            if case .box = content {} else if motion != .identity { m = m * motion }
            return offset == .zero ? m : m * .translation(offset.x, offset.y)
        }
    }

    private struct Context {
        let page: Page
        let clock: Double
        let index: Int
        let videoElapsed: Double
        let pressed: PlayButtonID?
        let decorations: (any PageDecorating)?
        /// The space items are made in → the page's (an element's, inside its layer).
        let origin: Matrix4
        var underlay: [DisplayItem]
        var items: [DisplayItem]
        /// Drawn over the whole page, in page space (decorations in the margin).
        var overlay: [DisplayItem]

        /// The same moment with nothing drawn yet, in a space placed on the page by `world`: where an
        /// element's layer is built.
        func emptied(world: Matrix4) -> Context {
            Context(page: page, clock: clock, index: index, videoElapsed: videoElapsed, pressed: pressed, decorations: decorations,
                    origin: origin * world, underlay: [], items: [], overlay: [])
        }
    }

    /// Where an element is and how it shows, worked out before its items are made.
    struct Placement {
        let frame: ElementFrame
        /// The element's own coordinates → the page's.
        let world: Matrix4
        /// The motion of its content alone (loops on pictures, tiling shifts).
        let contentShift: Matrix4
    }

    private func add(_ e: Element, path: [Int], parentSize: Point, parentTransform: Matrix4, flattenFirst: Bool, opacity parentOpacity: Double,
                     clips: [ClipRegion], button parentButton: PlayButtonID?, into context: inout Context) {
        let isButton = e.action == "play"
        let button = parentButton ?? (isButton ? PlayButtonID(page: context.index, path: path) : nil)
        var own = e.visible ? e.motion.opacity ?? e.opacity : 0
        // A button held down is shown at half opacity, as one picture (3.11).
        if isButton, context.pressed == PlayButtonID(page: context.index, path: path) { own *= PlayButtonID.pressedOpacity }
        let opacity = parentOpacity * own
        guard opacity > 0 else { return }
        let placement = place(e, parentSize: parentSize, parentTransform: parentTransform, flattenFirst: flattenFirst)
        let hasChildren = !e.elements.isEmpty
        let content = ownContent(e, of: context.page, size: placement.frame.size, clock: context.clock)
        let groupShadow = e.shadow != nil && (hasChildren || content.count > 1)
        let groupMask = e.mask != nil && hasChildren
        guard groupShadow || groupMask || (own < 1 && hasChildren) else {
            emit(e, content, path: path, placement, opacity: opacity, clips: clips, mask: e.mask, shadow: e.shadow, button: button, into: &context)
            return
        }
        // The element in its own space, composited as one picture (Core Animation's layer).
        let local = Placement(frame: placement.frame, world: .identity, contentShift: placement.contentShift)
        var inner = context.emptied(world: placement.world)
        emit(e, content, path: path, local, opacity: 1, clips: [], mask: groupMask ? nil : e.mask, shadow: groupShadow ? nil : e.shadow, button: button, into: &inner)
        let world = placement.world
        context.overlay += inner.overlay.map { var item = $0; item.opacity *= opacity; return item }
        if !groupShadow, !groupMask, !DisplayLayer.overlaps(inner.underlay + inner.items) {
            // Nothing overlaps: fading each item alone shows the same, for nothing extra.
            func placed(_ item: DisplayItem) -> DisplayItem {
                var item = item
                item.transform = world * item.transform
                item.opacity *= opacity
                item.clips = clips + item.clips.map { ClipRegion(size: $0.size, cornerRadius: $0.cornerRadius, transform: world * $0.transform) }
                return item
            }
            context.underlay += inner.underlay.map(placed)
            context.items += inner.items.map(placed)
            return
        }
        let items = inner.underlay + inner.items
        let size = placement.frame.size
        let box = Rect(x: 0, y: 0, width: size.x, height: size.y)
        // A mask cuts everything outside the box; otherwise children may reach out of it, though
        // not without end (the layer's picture is bounded).
        let reach = max(settings.documentSize.x, settings.documentSize.y)
        let limit = Rect(x: -reach, y: -reach, width: size.x + 2 * reach, height: size.y + 2 * reach)
        let bounds = groupMask ? box : (DisplayLayer.bounds(of: items)?.intersection(limit) ?? box)
        let layer = DisplayLayer(instance: ElementInstance(page: context.index, path: path), items: items, bounds: bounds,
                                 mask: groupMask ? e.mask : nil, shadow: groupShadow ? e.shadow : nil)
        var item = DisplayItem(content: .layer(layer), size: size, transform: world, opacity: opacity, clips: clips)
        item.playButton = button
        context.items.append(item)
    }

    func place(_ e: Element, parentSize: Point, parentTransform: Matrix4, flattenFirst: Bool) -> Placement {
        let frame = ElementLayout.frame(of: e, parent: parentSize, sizes: settings.media)
        let size = frame.size
        func aboutAnchor(_ m: Matrix4) -> Matrix4 {
            m == .identity ? m : .translation(frame.anchor.x, frame.anchor.y) * m * .translation(-frame.anchor.x, -frame.anchor.y)
        }
        var local = frame.transform(rotate: e.rotate, scale: e.path != nil ? .identity : e.scale, translate: e.translate, depth: e.depth)
            * aboutAnchor(e.motion.transform)
        if !e.tiling, e.motion.shift != .zero { local = local * .translation(e.motion.shift.x * size.x, e.motion.shift.y * size.y) }
        let world = parentTransform * (flattenFirst ? .flatten : .identity) * local
        // Loops on pictures move the picture, not the element's children (4.2).
        var contentShift = aboutAnchor(e.motion.contentTransform)
        if e.tiling, e.motion.shift != .zero { contentShift = contentShift * .translation(e.motion.shift.x * size.x, e.motion.shift.y * size.y) }
        return Placement(frame: frame, world: world, contentShift: contentShift)
    }

    /// What the element itself shows, bottom to top (3.2); where it goes and what cuts it are
    /// decided when it is emitted.
    private func ownContent(_ e: Element, of page: Page, size: Point, clock: Double) -> [Piece] {
        var content: [Piece] = []
        if e.bc.a > 0 { content.append(Piece(.box(color: e.bc, cornerRadius: e.cornerRadius), boxed: false)) }
        if let img = e.img { content += tiled(image(img, box: size, clock: clock), e, size) }
        if let sprite = e.sprite { content.append(Piece(spriteCell(sprite, e))) }
        if let source = e.motion.path ?? e.path {
            var geometry = source.geometry(in: size)
            if e.scale != .identity { geometry = geometry.scaled(sx: e.scale.x, sy: e.scale.y, about: Point(size.x / 2, size.y / 2)) }
            let paint = PathPaint(fillColor: e.fillColor, strokeColor: e.strokeColor, lineWidth: e.lineWidth, strokeStart: e.strokeStart, strokeEnd: e.strokeEnd)
            content += tiled(.path(geometry, style: paint), e, size)
        }
        if let lines = e.markdown, !lines.isEmpty {
            let paragraphs = MarkdownLayout.paragraphs(lines: lines, settings: settings.markdown, documentHeight: settings.documentSize.y)
            content.append(Piece(.markdown(paragraphs, shadow: settings.markdown.shadow)))
        }
        if let text = textContent(of: e, on: page) { content.append(Piece(text)) }
        return content
    }

    /// The element's text as drawn (nil when it has none): what `TextBoxMeasuring` measures.
    public func textContent(of e: Element, on page: Page) -> DisplayContent? {
        guard let text = page.text(of: e, language: settings.language), !text.isEmpty else { return nil }
        let fontSize = e.fontSize?.resolved(against: settings.documentSize.y) ?? settings.defaultFontSize
        return .text(text, style: TextPaint(fontNames: e.fontNames, fontSize: fontSize, color: e.textColor, alignment: e.textAlign))
    }

    /// The element's items (its `content`, shadows, video, children and border) placed by
    /// `placement`, faded to `opacity` (its ancestors' included) and cut by `clips`.
    private func emit(_ e: Element, _ content: [Piece], path: [Int], _ placement: Placement, opacity: Double, clips: [ClipRegion], mask elementMask: AssetReference?,
                      shadow: Shadow?, button: PlayButtonID?, into context: inout Context) {
        let first = context.items.count
        let size = placement.frame.size
        let world = placement.world
        let ownClip = ClipRegion(size: size, cornerRadius: e.cornerRadius, transform: world)
        let mask = elementMask.map { MaskSpec(asset: $0, region: Rect(x: 0, y: 0, width: 1, height: 1)) }
        let contentClips = e.clip || e.tiling ? clips + [ownClip] : clips
        if let shadow {
            for p in content {
                let item = DisplayContent.shadow(of: p.content, color: shadow.color, opacity: shadow.opacity, radius: shadow.radius, offset: shadow.offset)
                context.items.append(DisplayItem(content: item, size: size, transform: p.placed(world, placement.contentShift), opacity: opacity,
                                                 clips: p.clips(clips, contentClips: contentClips), mask: mask))
            }
        }
        // Decorations: under the text (above the background), over the element, in the margin.
        func decorated(_ items: [DisplayItem]) -> [DisplayItem] {
            items.map { d in
                var item = d
                item.transform = world * d.transform
                item.opacity *= opacity
                item.clips = contentClips
                return item
            }
        }
        let shown = context.decorations == nil ? [] : content.map(\.content)
        var under = context.decorations.map { decorated($0.items(for: path, size: size, content: shown, layer: .underText)) } ?? []
        for p in content {
            if !under.isEmpty, !p.isBackground {
                context.items += under
                under = []
            }
            var item = DisplayItem(content: p.content, size: size, transform: p.placed(world, placement.contentShift), opacity: opacity,
                                   clips: p.clips(clips, contentClips: contentClips), mask: mask)
            if p.content.isText { item.textElement = ElementInstance(page: context.index, path: path) }
            context.items.append(item)
        }
        context.items += under
        if let video = e.video ?? e.radio {
            // Aspect-fill pictures overflow the box: videos are always cut to it.
            let box = e.clip || e.tiling ? [] : [ClipRegion(size: size, cornerRadius: 0, transform: world)]
            let item = DisplayItem(content: .video(videoContent(video, e, path: path, context: context)), size: size, transform: world,
                                   opacity: opacity, clips: contentClips + box, mask: mask)
            if context.page.play == .scroll { context.items.append(item) } else { context.underlay.append(item) }
        }
        let childClips = e.clip ? clips + [ownClip] : clips
        for (k, child) in e.elements.enumerated() {
            add(child, path: path + [k], parentSize: size, parentTransform: world, flattenFirst: true, opacity: opacity, clips: childClips, button: button, into: &context)
        }
        if e.borderWidth > 0 {
            context.items.append(DisplayItem(content: .border(color: e.borderColor, width: e.borderWidth, cornerRadius: e.cornerRadius),
                                             size: size, transform: world, opacity: opacity, clips: clips, mask: mask))
        }
        if let decorations = context.decorations {
            context.items += decorated(decorations.items(for: path, size: size, content: shown, layer: .overElement))
            context.overlay += decorations.pageItems(for: path, size: size, content: shown, world: context.origin * world)
                .map { var item = $0; item.opacity *= opacity; return item }
        }
        if let button {
            for i in first..<context.items.count { context.items[i].playButton = button }
        }
    }

    /// A video element at the page's moment: scrubbed by the page clock on `play: "scroll"` pages,
    /// in real time since the page's play start elsewhere (3.10).
    private func videoContent(_ asset: AssetReference, _ e: Element, path: [Int], context: Context) -> VideoContent {
        let scrubbed = context.page.play == .scroll
        let timing = VideoTiming(start: e.videoStart, duration: e.videoDuration, loops: !scrubbed && context.page.repeat)
        let elapsed = scrubbed ? timing.scrubbedTime(clock: context.clock) - e.videoStart : context.videoElapsed
        return VideoContent(asset: asset, instance: .init(page: context.index, path: path), timing: timing, elapsed: elapsed,
                            fill: e.w == .fill || e.h == .fill, isStream: e.stream, isRadio: e.video == nil)
    }

    /// An image aspect-filled into the box, centred and cropped; a placeholder when unreadable.
    private func image(_ asset: AssetReference, box: Point, clock: Double) -> DisplayContent {
        guard let n = settings.media.pixelSize(of: asset), n.x > 0, n.y > 0 else {
            return .placeholder(reason: asset.text)
        }
        let scale = max(box.x / n.x, box.y / n.y)
        let visible = Point(min(1, box.x / scale / n.x), min(1, box.y / scale / n.y))
        let source = Rect(x: (1 - visible.x) / 2, y: (1 - visible.y) / 2, width: visible.x, height: visible.y)
        return .image(asset, source: source, frame: gifFrame(asset, clock: clock))
    }

    /// Animated GIF frames 2…n spread over the page clock; the first frame is never shown (3.5).
    private func gifFrame(_ asset: AssetReference, clock: Double) -> Int {
        let n = settings.media.frameCount(of: asset)
        guard n > 1 else { return 0 }
        return 1 + min(n - 2, Int(max(0, min(1, clock)) * Double(n - 1)))
    }

    /// One cell of a sprite sheet, stretched to the box.
    private func spriteCell(_ asset: AssetReference, _ e: Element) -> DisplayContent {
        guard settings.media.pixelSize(of: asset) != nil else { return .placeholder(reason: asset.text) }
        let cols = Double(e.slice.columns), rows = Double(e.slice.rows)
        let col = Double(min(e.motion.spriteColumn ?? e.slot.column, e.slice.columns - 1)), row = Double(min(e.slot.row, e.slice.rows - 1))
        return .image(asset, source: Rect(x: col / cols, y: row / rows, width: 1 / cols, height: 1 / rows), frame: 0)
    }

    /// With `tiling`, the content plus four copies around it, so a `shift` loop scrolls seamlessly.
    private func tiled(_ c: DisplayContent, _ e: Element, _ size: Point) -> [Piece] {
        guard e.tiling else { return [Piece(c)] }
        let offsets = [Point.zero, Point(-size.x, 0), Point(size.x, 0), Point(0, -size.y), Point(0, size.y)]
        return offsets.map { Piece(c, offset: $0) }
    }
}
