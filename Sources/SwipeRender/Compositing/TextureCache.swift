import CSDL2
import SwipeCore

/// Rasterized content uploaded to the GPU, kept while it is used and evicted least-recently-used
/// first once the textures exceed a byte budget, so memory stays bounded however long the document.
final class TextureCache {
    /// One uploaded picture and where it goes in the item's local space.
    struct Entry {
        let texture: OpaquePointer
        /// The part of the item's local space (doc units) the texture covers.
        let localRect: Rect
        /// The part of the texture shown (0...1).
        let uv: Rect
        let bytes: Int
        var lastUse: Int
    }

    let renderer: OpaquePointer
    let byteBudget: Int
    private var entries: [RasterKey: Entry] = [:]
    private(set) var bytes = 0
    private var frame = 0
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

    func entry(for key: RasterKey, make: () -> Raster?) -> Entry? {
        if var e = entries[key] {
            e.lastUse = frame
            entries[key] = e
            return e
        }
        guard let raster = make(), raster.image.width > 0, raster.image.height > 0,
              let texture = upload(raster.image) else { return nil }
        let e = Entry(texture: texture, localRect: raster.localRect, uv: raster.uv, bytes: raster.image.byteCount, lastUse: frame)
        entries[key] = e
        bytes += e.bytes
        uploads += 1
        evict()
        return e
    }

    var count: Int { entries.count }

    private func upload(_ image: RasterImage) -> OpaquePointer? {
        guard let t = SDL_CreateTexture(renderer, SurfaceConversion.rgbaFormat, Int32(SDL_TEXTUREACCESS_STATIC.rawValue),
                                        Int32(image.width), Int32(image.height)) else { return nil }
        image.pixels.withUnsafeBytes { SDL_UpdateTexture(t, nil, $0.baseAddress, Int32(image.width * 4)) }
        SDL_SetTextureBlendMode(t, SDL_BLENDMODE_BLEND)
        SDL_SetTextureScaleMode(t, SDL_ScaleModeLinear)
        return t
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

/// What a texture is made from: the content, the item's box size, the raster resolution and the
/// mask applied; equal keys give identical pictures.
struct RasterKey: Hashable {
    let content: DisplayContent
    let size: Point
    /// Pixels per doc unit, quantized (0 for images, drawn at their own resolution).
    let scale: Double
    let mask: MaskSpec?
}

/// A rasterized picture with its placement in the item's local space.
struct Raster {
    var image: RasterImage
    var localRect: Rect
    var uv: Rect
}
