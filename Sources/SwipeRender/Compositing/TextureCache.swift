import CSDL2
import SwipeCore

/// Rasterized content uploaded to the GPU, kept while it is used and evicted least-recently-used
/// first once the textures exceed a byte budget, so memory stays bounded however long the document.
final class TextureCache {
    /// One uploaded picture and where it goes in the item's local space.
    struct Entry {
        let texture: OpaquePointer
        let width: Int
        let height: Int
        /// The resolution it was rasterized at (pixels per doc unit; 0 for images).
        let scale: Double
        /// The resolution asked for last time (to tell a settled scale from an animating one).
        var requestedScale: Double
        /// The part of the item's local space (doc units) the texture covers.
        let localRect: Rect
        /// The part of the texture shown (0...1).
        let uv: Rect
        let bytes: Int
        var lastUse: Int
        /// Every pixel fully opaque (photos): drawn without blending when the item is opaque too.
        let opaque: Bool
    }

    let renderer: OpaquePointer
    let byteBudget: Int
    private var entries: [RasterKey: Entry] = [:]
    private(set) var bytes = 0
    /// The number of the frame being drawn (advanced by `beginFrame`).
    private(set) var frame = 0
    /// Textures uploaded since the cache was made (a figure for tests and the benchmark).
    private(set) var uploads = 0

    init(renderer: OpaquePointer, byteBudget: Int) {
        self.renderer = renderer
        self.byteBudget = byteBudget
    }

    deinit {
        for e in entries.values { SDL_DestroyTexture(e.texture) }
    }

    /// Marks the start of a frame: entries used in this frame are never evicted during it.
    func beginFrame() { frame += 1 }

    /// The texture for `key` at `scale`. An existing texture at another scale is reused while the
    /// scale keeps changing (an animation; re-rasterizing every frame would be too slow) unless it
    /// is more than twice too coarse or fine; once the scale holds still for a frame the content is
    /// rasterized again at exactly that scale, so resting content is always drawn 1:1 and sharp.
    func entry(for key: RasterKey, scale: Double, make: (Double) -> Raster?) -> Entry? {
        if var e = entries[key] {
            let settled = scale == e.requestedScale
            let ratio = e.scale > 0 ? scale / e.scale : 1
            e.requestedScale = scale
            e.lastUse = frame
            if e.scale == scale || scale == 0 || (!settled && ratio < 2 && ratio > 0.5) {
                entries[key] = e
                return e
            }
            SDL_DestroyTexture(e.texture)
            entries.removeValue(forKey: key)
            bytes -= e.bytes
        }
        guard let raster = make(scale), raster.image.width > 0, raster.image.height > 0,
              let texture = Self.upload(raster.image, renderer: renderer) else { return nil }
        let e = Entry(texture: texture, width: raster.image.width, height: raster.image.height, scale: scale, requestedScale: scale,
                      localRect: raster.localRect, uv: raster.uv, bytes: raster.image.byteCount, lastUse: frame,
                      opaque: raster.image.isOpaque)
        entries[key] = e
        bytes += e.bytes
        uploads += 1
        evict()
        return e
    }

    var count: Int { entries.count }

    /// A static texture holding `image`, blended and filtered linearly.
    static func upload(_ image: RasterImage, renderer: OpaquePointer) -> OpaquePointer? {
        guard let t = SDL_CreateTexture(renderer, SurfaceConversion.rgbaFormat, Int32(SDL_TEXTUREACCESS_STATIC.rawValue),
                                        Int32(image.width), Int32(image.height)) else { return nil }
        _ = image.pixels.withUnsafeBytes { SDL_UpdateTexture(t, nil, $0.baseAddress, Int32(image.width * 4)) }
        SDL_SetTextureBlendMode(t, SDL_BLENDMODE_BLEND)
        SDL_SetTextureScaleMode(t, SDL_ScaleModeLinear)
        return t
    }

    /// Releases every texture not used since frame `mark`.
    func release(unusedSince mark: Int) {
        for (key, e) in entries where e.lastUse < mark {
            SDL_DestroyTexture(e.texture)
            entries.removeValue(forKey: key)
            bytes -= e.bytes
        }
    }

    private func evict() {
        guard bytes > byteBudget else { return }
        for (key, e) in entries.sorted(by: { $0.value.lastUse < $1.value.lastUse }) {
            guard bytes > byteBudget, e.lastUse < frame else { break }
            SDL_DestroyTexture(e.texture)
            entries.removeValue(forKey: key)
            bytes -= e.bytes
        }
    }
}

/// What a texture is made from: the content, the item's box size and the mask applied (the
/// resolution is kept with the entry).
struct RasterKey: Hashable {
    let content: DisplayContent
    let size: Point
    let mask: MaskSpec?
}

/// A rasterized picture with its placement in the item's local space.
struct Raster {
    var image: RasterImage
    var localRect: Rect
    var uv: Rect
}
