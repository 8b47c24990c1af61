import CSDL2
import SwipeDocument

/// The pictures of layers (`DisplayLayer`), each rendered into a texture of its own and kept while
/// its layer and resolution stay the same, so a translucent group that fades or moves costs one
/// textured quad a frame; rendered again when anything in it changes, with the blurred shadow it
/// casts; released once not drawn for a while. Pictures hold premultiplied colour (what blending
/// into a transparent target gives), so they are composited with `premultipliedBlend`.
final class LayerTextures {
    struct Picture {
        let texture: OpaquePointer
        let width: Int
        let height: Int
        var layer: DisplayLayer
        var scale: Double
        /// The shadow's texture (straight alpha) and where it goes in the layer's space.
        var shadow: (texture: OpaquePointer, width: Int, height: Int, rect: Rect)?
        var lastUse: Int
        /// Made or kept for a page prepared ahead and not drawn since: kept however many frames
        /// pass until it is shown or the pages around the current one are settled again.
        var prepared: Bool
    }

    private let device: DrawingDevice
    private var entries: [ElementInstance: Picture] = [:]
    private var frame = 0
    /// Pictures rendered since the cache was made (a figure for tests and the benchmark).
    private(set) var renders = 0
    /// Seconds spent rendering them.
    private(set) var renderSeconds = 0.0

    init(device: DrawingDevice) {
        self.device = device
    }

    deinit {
        for e in entries.values { release(e) }
    }

    /// Bytes of the pictures held now.
    var bytes: Int { entries.values.reduce(0) { $0 + ($1.width * $1.height + ($1.shadow.map { $0.width * $0.height } ?? 0)) * 4 } }

    /// Marks a new frame and lets go of pictures not drawn for two seconds' worth of frames (but
    /// those prepared ahead).
    func beginFrame() {
        frame += 1
        guard frame % 60 == 0 else { return }
        for (key, e) in entries where !e.prepared && frame - e.lastUse > 120 {
            release(e)
            entries.removeValue(forKey: key)
        }
    }

    /// Lets go of every picture not drawn since frame `mark` (a page left behind).
    func release(unusedSince mark: Int) {
        for (key, e) in entries where e.lastUse < mark {
            release(e)
            entries.removeValue(forKey: key)
        }
    }

    /// The picture of `layer` at `scale` pixels per doc unit: the one kept, or a new one whose
    /// items `render` draws (through the screen matrix it is given) into the cleared texture,
    /// which is the render target meanwhile; `prepared` when a page is made ready ahead rather
    /// than drawn. Nil when the device cannot draw layers (they are then drawn flattened).
    func picture(for layer: DisplayLayer, scale: Double, prepared: Bool, render: (Matrix4) -> Void) -> Picture? {
        guard device.drawsLayers else { return nil }
        let width = max(1, Int((layer.bounds.width * scale).rounded(.up))), height = max(1, Int((layer.bounds.height * scale).rounded(.up)))
        var kept = entries[layer.instance]
        if let e = kept, e.layer == layer, e.scale == scale {
            kept?.lastUse = frame
            kept?.prepared = prepared
            entries[layer.instance] = kept
            return kept
        }
        if let e = kept, e.width != width || e.height != height {
            release(e)
            kept = nil
        }
        let start = FrameWork.now()
        defer { renderSeconds += FrameWork.now() - start }
        if let shadow = kept?.shadow { device.destroy(shadow.texture) }
        guard let texture = kept?.texture ?? device.makeLayerTarget(width: width, height: height) else { return nil }
        let previous = device.target
        device.target = texture
        device.clear(SDL_Color(r: 0, g: 0, b: 0, a: 0))
        render(.scale(scale, scale) * .translation(-layer.bounds.x, -layer.bounds.y))
        var picture = Picture(texture: texture, width: width, height: height, layer: layer, scale: scale, shadow: nil, lastUse: frame, prepared: prepared)
        if let shadow = layer.shadow { picture.shadow = castShadow(shadow, width: width, height: height, bounds: layer.bounds, scale: scale) }
        device.target = previous
        entries[layer.instance] = picture
        renders += 1
        return picture
    }

    /// The shadow of what the current target holds: its alpha read back, blurred and tinted.
    private func castShadow(_ shadow: Shadow, width: Int, height: Int, bounds: Rect, scale: Double) -> (OpaquePointer, Int, Int, Rect)? {
        var image = RasterImage(width: width, height: height)
        guard device.read(into: &image) else { return nil }
        let (blurred, padding) = ShadowRasterizer.shadow(of: image, color: shadow.color, opacity: shadow.opacity, blurRadius: shadow.radius * scale)
        guard let texture = device.makeTexture(blurred) else { return nil }
        let pad = Double(padding) / scale
        let rect = Rect(x: bounds.x + shadow.offset.x - pad, y: bounds.y + shadow.offset.y - pad,
                        width: Double(blurred.width) / scale, height: Double(blurred.height) / scale)
        return (texture, blurred.width, blurred.height, rect)
    }

    private func release(_ e: Picture) {
        device.destroy(e.texture)
        if let shadow = e.shadow { device.destroy(shadow.texture) }
    }
}
