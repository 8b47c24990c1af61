import CSDL2
import Foundation
import SwipeDocument
import SwipeMedia

/// Executes display lists on a drawing device: each item's content is rasterized once into a
/// texture (at the resolution it appears on screen, re-rasterized only when that changes by more
/// than a quarter octave), then placed every frame as textured triangles with the item's full
/// transform, opacity and clips. The same code draws into a window (an SDL renderer) and
/// offscreen (on the CPU).
public final class Compositor {
    public let device: DrawingDevice
    let rasterizer: ContentRasterizer
    let textures: TextureCache
    private let videoTextures: VideoTextures
    let layers: LayerTextures
    /// Where video pictures come from (none: videos show their poster).
    public var videos: VideoFrameSource?
    private var mesh: [MeshVertex] = []
    private var clipped: [MeshVertex] = []
    private let maxTextureSide: Int

    public init(device: DrawingDevice, images: ImageLibrary, fonts: FontResolver, text: TextRasterizer, textureBudget: Int = 64 << 20) {
        self.device = device
        rasterizer = ContentRasterizer(images: images, fonts: fonts, text: text)
        textures = TextureCache(device: device, byteBudget: textureBudget)
        videoTextures = VideoTextures(device: device)
        maxTextureSide = device.maxTextureSide
        layers = LayerTextures(device: device)
    }

    /// Bytes of textures held now.
    public var textureBytes: Int { textures.bytes + layers.bytes }

    /// The number of the frame drawn last; with `releaseTextures(unusedSince:)` it keeps just the
    /// textures of what was drawn or prepared since.
    public var frameNumber: Int { textures.frame }

    /// Releases the textures neither drawn nor prepared since frame `mark`.
    public func releaseTextures(unusedSince mark: Int) {
        textures.release(unusedSince: mark)
        layers.release(unusedSince: mark)
    }

    /// Clears the target to `background` and draws `items` (doc units) through `screen`
    /// (doc units → pixels).
    public func draw(_ items: [DisplayItem], screen: Matrix4, background: Color) {
        workBefore = totalWork
        textures.beginFrame()
        swap(&pathsDrawn, &pathsDrawnBefore)
        pathsDrawn.removeAll(keepingCapacity: true)
        videoTextures.beginFrame()
        layers.beginFrame()
        rasterizeAhead(items, screen: screen)
        let culls = hidesCovered && device.coversExactly
        let hidden = culls ? OcclusionCulling.hidden(items, screen: screen, opaquePicture: rasterizer.images.isOpaque) : nil
        // A box filling the whole target is drawn as the clear, and left out as a hidden item.
        let clearing = culls ? OcclusionCulling.clearing(items, hidden: hidden, screen: screen, target: device.targetBounds) : nil
        let clear = clearing?.color ?? background
        device.clear(SDL_Color(r: Self.byte(clear.r), g: Self.byte(clear.g), b: Self.byte(clear.b), a: 255))
        for (i, item) in items.enumerated() {
            hiding = hidden?[i] ?? false || i == clearing?.index
            if hiding { itemsHidden += 1 }
            draw(item, screen: screen)
        }
        hiding = false
        madeAhead.removeAll(keepingCapacity: true)
        madeInLastFrame = frameWork.rasterized
    }

    /// Contents this frame must rasterize that Cairo alone draws (boxes, borders, paths, gradients
    /// and their shadows: a colour, border or shape that changes every frame), rasterized on all
    /// cores at once before the frame is drawn, where the frame before had to make textures too
    /// (contents animating): two or more side by side, one alone (a large path whose shape
    /// changes) in bands. The frame then waits for the slowest part, not the sum. A page's first
    /// frame rasterizes on this thread alone: starting the other threads' work there cost the
    /// window's first frame 15–20 ms.
    private func rasterizeAhead(_ items: [DisplayItem], screen: Matrix4) {
        ahead.removeAll(keepingCapacity: true)
        guard madeInLastFrame > 0 else { return }
        for item in items where item.opacity > 0 && item.mask == nil && Self.cairoAlone(item.content) && Self.solidColor(of: item) == nil {
            let m = screen * item.transform
            let pieces = pieces(of: item, transform: m)
            aheadIfMade(pieces.first.item, transform: m)
            if let second = pieces.second { aheadIfMade(second.item, transform: m) }
        }
        guard !ahead.isEmpty else { return }
        let start = FrameWork.now()
        // Each thread writes its own slot, and Cairo and the rasterizers of these contents keep no
        // shared state.
        let jobs = ahead
        nonisolated(unsafe) let rasterizer = rasterizer
        let maxSide = maxTextureSide
        let bands = jobs.count == 1 ? Self.cores : 1
        let slots = UnsafeMutableBufferPointer<Raster?>.allocate(capacity: jobs.count)
        slots.initialize(repeating: nil)
        defer {
            _ = slots.deinitialize()
            slots.deallocate()
        }
        nonisolated(unsafe) let out = slots
        DispatchQueue.concurrentPerform(iterations: jobs.count) { i in
            out[i] = rasterizer.raster(jobs[i].key.content, size: jobs[i].key.size, scale: jobs[i].scale, mask: nil, maxSide: maxSide, bands: bands)
        }
        for (i, job) in jobs.enumerated() { madeAhead[job.key] = (job.scale, slots[i]) }
        rastersAhead += jobs.count
        rasterSecondsAhead += FrameWork.now() - start
    }

    private static let cores = ProcessInfo.processInfo.activeProcessorCount

    /// Adds `item`'s texture to those rasterized ahead where this frame is to make it.
    private func aheadIfMade(_ item: DisplayItem, transform m: Matrix4) {
        let raster = Self.raster(of: item, transform: m)
        if textures.makes(raster.key, scale: raster.scale) { ahead.append(raster) }
    }

    private static func cairoAlone(_ content: DisplayContent) -> Bool {
        switch content {
        case .box, .border, .path, .gradient: return true
        case .shadow(let inner, _, _, _, _): return cairoAlone(inner)
        default: return false
        }
    }

    /// The shapes of the paths with a fill and a stroke drawn in this frame and in the one before.
    private var pathsDrawn = Set<PathData>()
    private var pathsDrawnBefore = Set<PathData>()

    /// What `rasterizeAhead` is to rasterize in this frame, and what it made.
    private var ahead: [(key: RasterKey, scale: Double)] = []
    private var madeAhead: [RasterKey: (scale: Double, raster: Raster?)] = [:]
    private var rasterSecondsAhead = 0.0
    /// Textures the last frame drawn had to make.
    private var madeInLastFrame = 0
    /// Contents rasterized ahead on all cores since the compositor was made (a figure for tests).
    private(set) var rastersAhead = 0

    /// Whether items that an opaque item drawn above hides entirely are left undrawn
    /// (`OcclusionCulling`: the same pixels, fewer filled); off only to compare.
    public var hidesCovered = true
    /// Whether the item being drawn is hidden so: walked as any other (its textures made and
    /// kept, so the next frame is drawn as it would have been) but not drawn.
    private var hiding = false
    /// Items hidden, and the pixels their draws would have filled, since the compositor was made.
    private var itemsHidden = 0
    private var pixelsHidden = 0.0

    /// What the frame begun by the last `draw` has made so far: read after the frame, it tells
    /// what made it slow.
    public var frameWork: FrameWork { totalWork - workBefore }

    private var workBefore = FrameWork()

    private var totalWork: FrameWork {
        FrameWork(rasterized: textures.uploads, rasterSeconds: textures.uploadSeconds + rasterSecondsAhead, layersRendered: layers.renders,
                  layerSeconds: layers.renderSeconds, videoUploads: videoTextures.uploads, videoSeconds: videoTextures.uploadSeconds,
                  itemsHidden: itemsHidden, pixelsHidden: Int(pixelsHidden.rounded()))
    }

    /// Draws `items` over what was drawn, through `screen` (identity: items already in target
    /// pixels, the player's own controls).
    public func drawOver(_ items: [DisplayItem], screen: Matrix4 = .identity) {
        for item in items { draw(item, screen: screen) }
    }

    /// Rasterizes and uploads what `items` need without drawing anything, so a page shown next
    /// costs nothing extra when it arrives.
    public func prepare(_ items: [DisplayItem], screen: Matrix4) {
        preparing = true
        defer { preparing = false }
        for item in items where item.opacity > 0 {
            let m = screen * item.transform
            if case .video(let video) = item.content {
                videos?.prepare(video)
                if let stand = standIn(for: item, video, videos?.picture(for: video) ?? .waiting) { _ = texture(for: stand, transform: m) }
                continue
            }
            if Self.solidColor(of: item) != nil { continue }
            if case .layer(let layer) = item.content {
                // Its picture is rendered now where the device draws layers (its items' textures
                // with it); elsewhere its items are drawn one by one, so their textures are made.
                if layerPicture(item, layer, transform: m) == nil { prepare(layer.items, screen: layerScreen(layer, transform: m, size: item.size)) }
                continue
            }
            let pieces = pieces(of: item, transform: m)
            _ = texture(for: pieces.first.item, transform: m)
            if let second = pieces.second { _ = texture(for: second.item, transform: m) }
        }
    }

    /// The texture showing `item`, where it goes in the item's local space and the part of it
    /// shown. A picture's texture is the whole picture, at its own resolution or, shown smaller
    /// than its size, area-averaged to the size it is shown at (`ImageDownscaler`), shared by every item
    /// showing any part of it at that size (sprite cells, aspect-fill crops), so a sprite animation
    /// never uploads anything; everything else is rasterized at the on-screen scale.
    private func texture(for item: DisplayItem, transform m: Matrix4) -> (entry: TextureCache.Entry, rect: Rect, uv: Rect)? {
        if case .image(let asset, let source, let frame) = item.content, item.mask == nil {
            let key = RasterKey(content: .image(asset, source: Self.unit, frame: frame), size: .zero, mask: nil)
            let scales = m.axisScales(for: item.size)
            // The whole picture's size on screen, and the size to reduce it to (none: its own).
            let shown = Point(scales.x * item.size.x / source.width, scales.y * item.size.y / source.height)
            let reduced = rasterizer.images.pixelSize(of: asset).flatMap {
                ImageDownscaler.reducedSize(width: Int($0.x), height: Int($0.y), scaleX: shown.x / $0.x, scaleY: shown.y / $0.y, maxSide: maxTextureSide)
            }.map { Point(Double($0.width), Double($0.height)) }
            let entry = textures.picture(for: key, reduced: reduced, shown: shown, atRest: preparing || isAtRest, make: {
                let raster = rasterizer.raster(key.content, size: item.size, scale: 0, mask: nil, maxSide: maxTextureSide, pictureSize: reduced, bands: Self.cores)
                // A still picture's full texture is all that is needed of it from now on; while it
                // is shown reduced, it is kept (within the library's budget) to reduce it again to
                // another size without decoding it again.
                if reduced == nil, rasterizer.images.frameCount(of: asset) == 1 { rasterizer.images.forget(asset) }
                return raster
            })
            let box = Rect(x: 0, y: 0, width: item.size.x, height: item.size.y)
            return entry.map { ($0, box, $0.uv == Self.unit ? source : $0.uv) }
        }
        let (key, scale) = Self.raster(of: item, transform: m)
        let entry = textures.entry(for: key, scale: scale) { scale in
            if !madeAhead.isEmpty, let made = madeAhead[key], made.scale == scale { return made.raster }
            return rasterizer.raster(key.content, size: item.size, scale: scale, mask: item.mask, maxSide: maxTextureSide)
        }
        return entry.map { ($0, $0.localRect, $0.uv) }
    }

    private static let unit = Rect(x: 0, y: 0, width: 1, height: 1)

    /// What an item's texture is made from, and the resolution it is rasterized at under `m`
    /// (pictures aside, which have sizes of their own).
    private static func raster(of item: DisplayItem, transform m: Matrix4) -> (key: RasterKey, scale: Double) {
        (RasterKey(content: item.content, size: item.size, mask: item.mask), settledScale(m.approximateScale(for: item.size)))
    }

    /// What an item is drawn from, each with the colour its texture is tinted with: itself in
    /// white, or its `TintedContent` parts. A path with a fill and a stroke is two parts (two
    /// draws) only while its colours or trim change and its shape does not: its shape was drawn in
    /// the frame before and its picture as it is now was not made. Else it is one picture: made
    /// once when nothing changes, once a frame (not twice) when its shape changes.
    private func pieces(of item: DisplayItem, transform m: Matrix4) -> (first: (item: DisplayItem, color: Color), second: (item: DisplayItem, color: Color)?) {
        guard let parts = TintedContent.parts(of: item) else { return ((item, .white), nil) }
        if parts.second != nil, case .path(let path, _) = item.content {
            let whole = Self.raster(of: item, transform: m)
            if preparing || isAtRest || !pathsDrawnBefore.contains(path) || !textures.makes(whole.key, scale: whole.scale) { return ((item, .white), nil) }
        }
        var first = item, second = item
        first.content = parts.first.content
        second.content = parts.second?.content ?? item.content
        return ((first, parts.first.color), parts.second.map { (second, $0.color) })
    }

    /// The colour of a plain unmasked rectangle, filled without a texture.
    private static func solidColor(of item: DisplayItem) -> Color? {
        if case .box(let color, 0) = item.content, item.mask == nil { return color }
        return nil
    }

    /// Whether what is drawn now is at rest (the window says so once motion stops: it draws that
    /// frame once and sleeps): pictures then get the size they are shown at in this very frame,
    /// without a texture of another size standing in.
    public var isAtRest = false

    /// Within `prepare`: pages are prepared at rest, so pictures get the size they are shown at.
    private var preparing = false

    private func draw(_ item: DisplayItem, screen: Matrix4) {
        guard item.opacity > 0, item.size.x > 0 || item.size.y > 0 else { return }
        let m = screen * item.transform
        if let color = Self.solidColor(of: item) {
            drawSolid(item, color: color, transform: m, screen: screen)
            return
        }
        if case .video(let video) = item.content {
            drawVideo(item, video, transform: m, screen: screen)
            return
        }
        if case .layer(let layer) = item.content {
            drawLayer(item, layer, transform: m, screen: screen)
            return
        }
        if case .path(let path, let paint) = item.content, TintedContent.fillsAndStrokes(paint) { pathsDrawn.insert(path) }
        let pieces = pieces(of: item, transform: m)
        drawTextured(pieces.first.item, color: pieces.first.color, transform: m, screen: screen)
        if let second = pieces.second { drawTextured(second.item, color: second.color, transform: m, screen: screen) }
    }

    /// An item's texture, tinted with `color` and faded by its opacity.
    private func drawTextured(_ item: DisplayItem, color: Color, transform m: Matrix4, screen: Matrix4) {
        let tint = SDL_Color(r: Self.byte(color.r), g: Self.byte(color.g), b: Self.byte(color.b), a: Self.byte(color.a * item.opacity))
        guard tint.a > 0, let (entry, rect, uv) = texture(for: item, transform: m) else { return }
        drawTexture(entry.texture, width: entry.width, height: entry.height, rect: rect, uv: uv, transform: m, item: item, screen: screen,
                    blend: entry.opaque && tint.a == 255 ? .replace : .over, tint: tint)
    }

    /// Places `rect` (item space) of a texture showing its part `uv` under `m`, cut by the item's
    /// clips. A texture shown texel for texel is sampled nearest: the same pixels as filtering, for
    /// less work on a renderer without a GPU (llvmpipe filters on the CPU).
    private func drawTexture(_ texture: OpaquePointer, width: Int, height: Int, rect: Rect, uv: Rect, transform m: Matrix4,
                             item: DisplayItem, screen: Matrix4, blend: DrawingBlend, tint: SDL_Color) {
        mesh.removeAll(keepingCapacity: true)
        guard QuadMesh.triangles(rect: rect, uv: uv, transform: m, into: &mesh) else { return }
        let exact = uv == Self.unit && snapToPixels(width: width, height: height)
        device.setSampling(texture, nearest: exact)
        guard clip(item, screen: screen), shows() else { return }
        device.draw(mesh, texture: texture, textureSide: max(width, height), blend: blend, tint: tint)
    }

    /// A layer: its items rendered into a picture of their own (kept while they do not change),
    /// masked there, then its shadow and the picture placed like any item, the picture's opacity
    /// applied to it as a whole. Where the renderer cannot, its items are drawn one by one.
    private func drawLayer(_ item: DisplayItem, _ layer: DisplayLayer, transform m: Matrix4, screen: Matrix4) {
        guard let picture = layerPicture(item, layer, transform: m) else {
            for flat in item.flattened() { draw(flat, screen: screen) }
            return
        }
        let a = Self.byte(item.opacity)
        if let shadow = picture.shadow {
            drawTexture(shadow.texture, width: shadow.width, height: shadow.height, rect: shadow.rect, uv: Self.unit, transform: m, item: item,
                        screen: screen, blend: .over, tint: Self.faded(a))
        }
        drawTexture(picture.texture, width: picture.width, height: picture.height, rect: layer.bounds, uv: Self.unit, transform: m, item: item,
                    screen: screen, blend: .over, tint: Self.faded(a))
    }

    /// The picture of the layer `item` shows, kept or rendered now; nil where the device cannot
    /// draw layers.
    private func layerPicture(_ item: DisplayItem, _ layer: DisplayLayer, transform m: Matrix4) -> LayerTextures.Picture? {
        layers.picture(for: layer, scale: layerScale(layer, transform: m, size: item.size), prepared: preparing) { layerScreen in
            // A hidden layer's picture is still made, whole.
            let hidden = hiding
            hiding = false
            defer { hiding = hidden }
            for child in layer.items { draw(child, screen: layerScreen) }
            if let mask = layer.mask { applyMask(mask, size: item.size, screen: layerScreen) }
        }
    }

    /// Multiplies what the current target holds by a mask picture stretched over the box of `size`.
    private func applyMask(_ asset: AssetReference, size: Point, screen: Matrix4) {
        guard rasterizer.images.pixelSize(of: asset) != nil else { return }
        let stand = DisplayItem(content: .image(asset, source: Self.unit, frame: 0), size: size, transform: .identity, opacity: 1, clips: [])
        guard let (entry, rect, uv) = texture(for: stand, transform: screen) else { return }
        drawTexture(entry.texture, width: entry.width, height: entry.height, rect: rect, uv: uv, transform: screen, item: stand, screen: screen,
                    blend: .mask, tint: Self.faded(255))
    }

    /// Pixels per doc unit of a layer's picture: its on-screen scale, within the largest texture.
    private func layerScale(_ layer: DisplayLayer, transform m: Matrix4, size: Point) -> Double {
        let fit = Double(maxTextureSide) / max(layer.bounds.width, layer.bounds.height, 1e-9)
        return min(Self.settledScale(m.approximateScale(for: size)), fit)
    }

    /// The layer's space → its picture's pixels.
    private func layerScreen(_ layer: DisplayLayer, transform m: Matrix4, size: Point) -> Matrix4 {
        let s = layerScale(layer, transform: m, size: size)
        return .scale(s, s) * .translation(-layer.bounds.x, -layer.bounds.y)
    }

    /// A video element: its current picture in a YUV texture, turned by the stream's rotation and
    /// fitted into the box, then placed and clipped like any item; its poster while there is no
    /// picture, a crossed box when it cannot be played, and a label for a stream's state.
    private func drawVideo(_ item: DisplayItem, _ video: VideoContent, transform m: Matrix4, screen: Matrix4) {
        let picture = videos?.picture(for: video) ?? .waiting
        if let frame = picture.frame, let info = picture.info, !video.isRadio,
           let texture = videoTextures.texture(for: video.instance, picture: frame) {
            let size = Point(Double(frame.width) * info.pixelAspect, Double(frame.height))
            let placement = VideoFit.placement(box: item.size, pictureSize: size, rotation: info.rotation, fill: video.fill)
            mesh.removeAll(keepingCapacity: true)
            let unit = Rect(x: 0, y: 0, width: 1, height: 1)
            if QuadMesh.triangles(rect: unit, uv: unit, transform: m * placement, into: &mesh), clip(item, screen: screen), shows() {
                let alpha = Self.byte(item.opacity)
                device.draw(mesh, texture: texture, textureSide: max(frame.width, frame.height), blend: alpha == 255 ? .replace : .over, alpha: alpha)
            }
        } else if let stand = standIn(for: item, video, picture) {
            if case .placeholder = stand.content {
                draw(stand, screen: screen)
            } else if let (entry, rect, uv) = texture(for: stand, transform: m) {
                mesh.removeAll(keepingCapacity: true)
                if QuadMesh.triangles(rect: rect, uv: uv, transform: m, into: &mesh), clip(item, screen: screen), shows() {
                    device.draw(mesh, texture: entry.texture, textureSide: max(entry.width, entry.height), blend: .over, alpha: Self.byte(item.opacity))
                }
            }
        }
        if let label = picture.label(for: video) { drawLabel(label, on: item, screen: screen) }
    }

    /// What a video item shows while it has no picture: a placeholder when its file failed, else
    /// the poster (the same for every moment, so one texture per element); nothing for a radio.
    private func standIn(for item: DisplayItem, _ video: VideoContent, _ picture: VideoPicture) -> DisplayItem? {
        guard !video.isRadio else { return nil }
        var stand = item
        if picture.status == .failed && !video.isStream {
            stand.content = .placeholder(reason: video.asset.text)
        } else {
            var poster = video
            poster.elapsed = 0
            stand.content = .video(poster)
        }
        return stand
    }

    /// A short line of white text on a dark strip along the bottom of an item.
    private func drawLabel(_ text: String, on item: DisplayItem, screen: Matrix4) {
        let height = min(item.size.y, max(16, min(32, item.size.y * 0.12)))
        var strip = item
        strip.size = Point(item.size.x, height)
        strip.transform = item.transform * .translation(0, item.size.y - height)
        strip.content = .box(color: Color(0, 0, 0, 0.55), cornerRadius: 0)
        draw(strip, screen: screen)
        strip.content = .text(text, style: TextPaint(fontNames: [], fontSize: height * 0.6, color: .white, alignment: TextAlignment()))
        draw(strip, screen: screen)
    }

    /// A square-cornered solid box needs no texture: coloured triangles, unblended when opaque.
    private func drawSolid(_ item: DisplayItem, color: Color, transform m: Matrix4, screen: Matrix4) {
        let a = color.a * item.opacity
        guard a > 0 else { return }
        mesh.removeAll(keepingCapacity: true)
        let unit = Rect(x: 0, y: 0, width: 1, height: 1)
        guard QuadMesh.triangles(rect: Rect(x: 0, y: 0, width: item.size.x, height: item.size.y), uv: unit, transform: m, into: &mesh) else { return }
        guard clip(item, screen: screen), shows() else { return }
        device.fill(mesh, color: SDL_Color(r: Self.byte(color.r), g: Self.byte(color.g), b: Self.byte(color.b), a: Self.byte(a)))
    }

    /// The last clip outline computed: most items share their page's clip, so it is reused.
    private var lastClip: (region: ClipRegion, screen: Matrix4, polygon: [Point]?)?

    private func polygon(of region: ClipRegion, screen: Matrix4) -> [Point]? {
        if let last = lastClip, last.region == region, last.screen == screen { return last.polygon }
        let p = ConvexClipper.polygon(of: region, screen: screen)
        lastClip = (region, screen, p)
        return p
    }

    /// Cuts the mesh to the item's clip regions; false when nothing is left.
    private func clip(_ item: DisplayItem, screen: Matrix4) -> Bool {
        for region in item.clips {
            guard let polygon = polygon(of: region, screen: screen) else { return false }
            if Self.contains(polygon, mesh) { continue }
            clipped.removeAll(keepingCapacity: true)
            ConvexClipper.clip(mesh, to: polygon, into: &clipped)
            swap(&mesh, &clipped)
            if mesh.isEmpty { return false }
        }
        return true
    }

    /// Whether the mesh is to be drawn: not while the item is hidden, whose pixels are counted instead.
    private func shows() -> Bool {
        guard hiding else { return true }
        for t in stride(from: 0, to: mesh.count - 2, by: 3) {
            let a = mesh[t], b = mesh[t + 1], c = mesh[t + 2]
            pixelsHidden += abs((b.x - a.x) * (c.y - a.y) - (c.x - a.x) * (b.y - a.y)) / 2
        }
        return false
    }

    /// The on-screen scale, rounded to a thousandth so tiny float noise does not re-rasterize.
    static func settledScale(_ s: Double) -> Double { max(1.0 / 64, (s * 1000).rounded() / 1000) }

    /// An upright texture shown at exactly its own size is moved to whole pixels, so every texel
    /// lands on one pixel: sharp, and identical whichever renderer (filtering or not) draws it.
    /// Whether it was.
    private func snapToPixels(width: Int, height: Int) -> Bool {
        guard mesh.count == 6 else { return false }
        let a = mesh[0], d = mesh[2]
        guard mesh[1].y == a.y, mesh[5].x == a.x, abs((d.x - a.x) - Double(width)) < 0.01, abs((d.y - a.y) - Double(height)) < 0.01 else { return false }
        let dx = a.x.rounded() - a.x, dy = a.y.rounded() - a.y
        for i in mesh.indices {
            mesh[i].x += dx
            mesh[i].y += dy
        }
        return true
    }

    /// Whether every vertex lies inside the convex polygon (so clipping would change nothing). Only
    /// an axis-aligned rectangle is tested (cheaply); anything else is clipped.
    private static func contains(_ polygon: [Point], _ mesh: [MeshVertex]) -> Bool {
        guard polygon.count == 4 else { return false }
        var minX = polygon[0].x, maxX = minX, minY = polygon[0].y, maxY = minY
        for p in polygon {
            minX = min(minX, p.x); maxX = max(maxX, p.x)
            minY = min(minY, p.y); maxY = max(maxY, p.y)
        }
        for p in polygon where (p.x != minX && p.x != maxX) || (p.y != minY && p.y != maxY) { return false }
        for v in mesh where v.x < minX - 0.01 || v.x > maxX + 0.01 || v.y < minY - 0.01 || v.y > maxY + 0.01 { return false }
        return true
    }

    /// The tint that only fades a texture.
    private static func faded(_ alpha: UInt8) -> SDL_Color { SDL_Color(r: 255, g: 255, b: 255, a: alpha) }

    static func byte(_ v: Double) -> UInt8 { UInt8(max(0, min(255, (v * 255).rounded()))) }
}
