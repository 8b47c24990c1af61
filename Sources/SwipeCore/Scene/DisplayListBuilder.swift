/// Turns a page (its elements already at their animated values) into the flat, ordered list of
/// things to draw, with final transforms, opacities and clips: a pure function, so its result can
/// be compared in tests and executed by any backend.
public struct DisplayListBuilder {
    public let settings: RenderSettings

    public init(settings: RenderSettings) { self.settings = settings }

    /// The page's display list in page coordinates (doc units). `clock` is the page clock (0...1),
    /// which places animated GIF frames and scrubs videos on `play: "scroll"` pages; `index` is the
    /// page's place in the document and `videoElapsed` how long its videos have played since the
    /// page's last play start (seconds).
    public func build(_ page: Page, clock: Double = 0, index: Int = 0, videoElapsed: Double = 0) -> [DisplayItem] {
        let size = settings.documentSize
        let pageClip = ClipRegion(size: size, cornerRadius: 0, transform: .identity)
        var context = Context(page: page, clock: clock, index: index, videoElapsed: videoElapsed, underlay: [], items: [])
        context.items.append(DisplayItem(content: .box(color: page.bc, cornerRadius: 0), size: size, transform: .identity, opacity: 1, clips: [pageClip]))
        let perspective = Matrix4.perspective(distance: size.x * page.eyePosition, center: Point(size.x / 2, size.y / 2))
        for (k, e) in page.elements.enumerated() {
            add(e, path: [k], parentSize: size, parentTransform: perspective, flattenFirst: false, opacity: 1, clips: [pageClip], mask: nil, button: nil, into: &context)
        }
        // Videos on pages that are not scrubbed play in a layer beneath every other element (3.10).
        return page.play == .scroll ? context.items : [context.items[0]] + context.underlay + context.items.dropFirst()
    }

    /// A piece of an element's own content, possibly offset inside the box (tiling copies).
    private struct Piece {
        var content: DisplayContent
        var clips: [ClipRegion]
        var offset = Point.zero

        init(_ content: DisplayContent, _ clips: [ClipRegion], offset: Point = .zero) {
            self.content = content
            self.clips = clips
            self.offset = offset
        }

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
        var underlay: [DisplayItem]
        var items: [DisplayItem]
    }

    private func add(_ e: Element, path: [Int], parentSize: Point, parentTransform: Matrix4, flattenFirst: Bool, opacity parentOpacity: Double,
                     clips: [ClipRegion], mask parentMask: MaskSpec?, button parentButton: PlayButtonID?, into context: inout Context) {
        let button = parentButton ?? (e.action == "play" ? PlayButtonID(page: context.index, path: path) : nil)
        let first = context.items.count
        let opacity = parentOpacity * (e.visible ? e.motion.opacity ?? e.opacity : 0)
        guard opacity > 0 else { return }
        let frame = ElementLayout.frame(of: e, parent: parentSize, sizes: settings.media)
        let isPath = e.path != nil
        let size = frame.size
        func aboutAnchor(_ m: Matrix4) -> Matrix4 {
            m == .identity ? m : .translation(frame.anchor.x, frame.anchor.y) * m * .translation(-frame.anchor.x, -frame.anchor.y)
        }
        var local = frame.transform(rotate: e.rotate, scale: isPath ? .identity : e.scale, translate: e.translate, depth: e.depth)
            * aboutAnchor(e.motion.transform)
        if !e.tiling, e.motion.shift != .zero { local = local * .translation(e.motion.shift.x * size.x, e.motion.shift.y * size.y) }
        let world = parentTransform * (flattenFirst ? .flatten : .identity) * local
        // Loops on pictures move the picture, not the element's children (4.2).
        var contentShift = aboutAnchor(e.motion.contentTransform)
        if e.tiling, e.motion.shift != .zero { contentShift = contentShift * .translation(e.motion.shift.x * size.x, e.motion.shift.y * size.y) }
        let ownClip = ClipRegion(size: size, cornerRadius: e.cornerRadius, transform: world)
        let mask = e.mask.map { MaskSpec(asset: $0, region: Rect(x: 0, y: 0, width: 1, height: 1)) } ?? parentMask.map { m in
            // A child inside a masked parent sees the part of the mask under its box.
            let r = m.region
            let o = frame.origin
            return MaskSpec(asset: m.asset, region: Rect(
                x: r.x + o.x / max(parentSize.x, 1e-9) * r.width, y: r.y + o.y / max(parentSize.y, 1e-9) * r.height,
                width: size.x / max(parentSize.x, 1e-9) * r.width, height: size.y / max(parentSize.y, 1e-9) * r.height))
        }

        var content: [Piece] = []
        let contentClips = e.clip || e.tiling ? clips + [ownClip] : clips
        if e.bc.a > 0 { content.append(Piece(.box(color: e.bc, cornerRadius: e.cornerRadius), clips)) }
        if let img = e.img { content += tiled(image(img, box: size, clock: context.clock), e, size, contentClips) }
        if let sprite = e.sprite { content.append(Piece(spriteCell(sprite, e), contentClips)) }
        if let source = e.motion.path ?? e.path {
            var geometry = source.geometry(in: size)
            if e.scale != .identity { geometry = geometry.scaled(sx: e.scale.x, sy: e.scale.y, about: Point(size.x / 2, size.y / 2)) }
            let paint = PathPaint(fillColor: e.fillColor, strokeColor: e.strokeColor, lineWidth: e.lineWidth, strokeStart: e.strokeStart, strokeEnd: e.strokeEnd)
            content += tiled(.path(geometry, style: paint), e, size, contentClips)
        }
        if let lines = e.markdown, !lines.isEmpty {
            let paragraphs = MarkdownLayout.paragraphs(lines: lines, settings: settings.markdown, documentHeight: settings.documentSize.y)
            content.append(Piece(.markdown(paragraphs, shadow: settings.markdown.shadow), contentClips))
        }
        if let text = context.page.text(of: e, language: settings.language), !text.isEmpty {
            let size = e.fontSize?.resolved(against: settings.documentSize.y) ?? settings.defaultFontSize
            content.append(Piece(.text(text, style: TextPaint(fontNames: e.fontNames, fontSize: size, color: e.textColor, alignment: e.textAlign)), contentClips))
        }

        if let shadow = e.shadow {
            for p in content {
                let item = DisplayContent.shadow(of: p.content, color: shadow.color, opacity: shadow.opacity, radius: shadow.radius, offset: shadow.offset)
                context.items.append(DisplayItem(content: item, size: size, transform: p.placed(world, contentShift), opacity: opacity, clips: p.clips, mask: mask))
            }
        }
        for p in content {
            context.items.append(DisplayItem(content: p.content, size: size, transform: p.placed(world, contentShift), opacity: opacity, clips: p.clips, mask: mask))
        }
        if let video = e.video ?? e.radio {
            // Aspect-fill pictures overflow the box: videos are always cut to it.
            let box = e.clip || e.tiling ? [] : [ClipRegion(size: size, cornerRadius: 0, transform: world)]
            let item = DisplayItem(content: .video(videoContent(video, e, path: path, context: context)), size: size, transform: world,
                                   opacity: opacity, clips: contentClips + box, mask: mask)
            if context.page.play == .scroll { context.items.append(item) } else { context.underlay.append(item) }
        }
        let childClips = e.clip ? clips + [ownClip] : clips
        for (k, child) in e.elements.enumerated() {
            add(child, path: path + [k], parentSize: size, parentTransform: world, flattenFirst: true, opacity: opacity, clips: childClips, mask: mask, button: button, into: &context)
        }
        if e.borderWidth > 0 {
            context.items.append(DisplayItem(content: .border(color: e.borderColor, width: e.borderWidth, cornerRadius: e.cornerRadius),
                                             size: size, transform: world, opacity: opacity, clips: clips, mask: mask))
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
    private func tiled(_ c: DisplayContent, _ e: Element, _ size: Point, _ clips: [ClipRegion]) -> [Piece] {
        guard e.tiling else { return [Piece(c, clips)] }
        let offsets = [Point.zero, Point(-size.x, 0), Point(size.x, 0), Point(0, -size.y), Point(0, size.y)]
        return offsets.map { Piece(c, clips, offset: $0) }
    }
}
