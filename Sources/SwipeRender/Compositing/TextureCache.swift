import CSDL2
import Foundation
import SwipeDocument

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

    let device: DrawingDevice
    let byteBudget: Int
    private var entries: [RasterKey: Entry] = [:]
    private(set) var bytes = 0
    /// The number of the frame being drawn (advanced by `beginFrame`).
    private(set) var frame = 0
    /// Textures uploaded since the cache was made (a figure for tests and the benchmark).
    private(set) var uploads = 0
    /// Seconds spent rasterizing and uploading them.
    private(set) var uploadSeconds = 0.0

    init(device: DrawingDevice, byteBudget: Int) {
        self.device = device
        self.byteBudget = byteBudget
    }

    deinit {
        for e in entries.values { device.destroy(e.texture) }
    }

    /// Marks the start of a frame: entries used in this frame are never evicted during it.
    func beginFrame() {
        frame += 1
        if !waiting.isEmpty { waiting = waiting.filter { $0.value.frame >= frame - 1 } }
    }

    /// The texture for `key` at `scale`. An existing texture at another scale is reused while the
    /// scale keeps changing (an animation; re-rasterizing every frame would be too slow) unless it
    /// is more than twice too coarse or fine; once the scale holds still for a frame the content is
    /// rasterized again at exactly that scale, so resting content is always drawn 1:1 and sharp.
    func entry(for key: RasterKey, scale: Double, make: (Double) -> Raster?) -> Entry? {
        if var e = entries[key] {
            let kept = Self.keeps(e, at: scale)
            e.requestedScale = scale
            e.lastUse = frame
            if kept {
                entries[key] = e
                return e
            }
            remove(key)
        }
        let start = FrameWork.now()
        defer { uploadSeconds += FrameWork.now() - start }
        guard let raster = make(scale), raster.image.width > 0, raster.image.height > 0,
              let texture = device.makeTexture(raster.image) else { return nil }
        let e = Entry(texture: texture, width: raster.image.width, height: raster.image.height, scale: scale, requestedScale: scale,
                      localRect: raster.localRect, uv: raster.uv, bytes: raster.image.byteCount, lastUse: frame,
                      opaque: raster.image.isOpaque)
        entries[key] = e
        bytes += e.bytes
        uploads += 1
        evict()
        return e
    }

    /// Whether `entry(for: key, scale:)` would have to rasterize the content.
    func makes(_ key: RasterKey, scale: Double) -> Bool {
        entries[key].map { !Self.keeps($0, at: scale) } ?? true
    }

    /// Whether an entry serves at `scale`: its own, or (while the scale keeps changing) one within
    /// a factor of two.
    private static func keeps(_ e: Entry, at scale: Double) -> Bool {
        let settled = scale == e.requestedScale
        let ratio = e.scale > 0 ? scale / e.scale : 1
        return e.scale == scale || scale == 0 || (!settled && ratio < 2 && ratio > 0.5)
    }

    /// The texture showing a picture (`key`: its content with the whole picture as source, no
    /// size) reduced to `reduced` pixels, or the picture itself when nil (`ImageDownscaler`); the
    /// whole picture is `shown` over that many screen pixels. Each size is an entry of its own, so
    /// a picture shown both large and small keeps a texture for each and neither is made again
    /// every frame. While the picture's on-screen size keeps changing, a texture of it drawn in the
    /// frame before stands in as long as it is shown between 1/2 and 2 of its size (slightly soft
    /// for a moment, as any texture during a scale animation, but never below half size, where it
    /// would shimmer), so a scale animation makes a new one once per halving, not every frame; once
    /// the size holds still for a frame (or `atRest`: a page prepared), the exact size is made.
    /// Making one releases the picture's other sizes not drawn in this frame: a smaller texture
    /// replaces the larger once only it is shown.
    func picture(for key: RasterKey, reduced: Point?, shown: Point, atRest: Bool, make: () -> Raster?) -> Entry? {
        let wanted = RasterKey(content: key.content, size: reduced ?? .zero, mask: key.mask)
        if let e = touch(wanted) {
            waiting.removeValue(forKey: wanted)
            return e
        }
        let settled = atRest || waiting[wanted].map { $0.shown == shown && $0.frame >= frame - 1 } ?? false
        let sizes = pictureSizes[key.content] ?? [:]
        if !settled, let standIn = standIn(for: shown, among: sizes, of: key) {
            waiting[wanted] = (shown, frame)
            return touch(standIn)
        }
        waiting.removeValue(forKey: wanted)
        for size in sizes.keys {
            let other = RasterKey(content: key.content, size: size, mask: key.mask)
            if let e = entries[other], e.lastUse < frame { remove(other) }
        }
        guard let e = entry(for: wanted, scale: 0, make: { _ in make() }) else { return nil }
        pictureSizes[key.content, default: [:]][wanted.size] = frame
        return e
    }

    /// Of a picture's textures made before this frame and drawn in the one before (what the
    /// picture looked like a moment ago), the one nearest in size to `shown` pixels among those
    /// shown between 1/2 and 2 of their size.
    private func standIn(for shown: Point, among sizes: [Point: Int], of key: RasterKey) -> RasterKey? {
        var best: (key: RasterKey, off: Double)?
        for (size, made) in sizes where made < frame {
            let candidate = RasterKey(content: key.content, size: size, mask: key.mask)
            guard let e = entries[candidate], e.lastUse >= frame - 1 else { continue }
            let rx = shown.x / Double(e.width), ry = shown.y / Double(e.height)
            guard min(rx, ry) >= 0.5 * (1 - 1e-9), max(rx, ry) < 2 else { continue }
            let off = max(abs(log(rx)), abs(log(ry)))
            if off < best?.off ?? .infinity { best = (candidate, off) }
        }
        return best?.key
    }

    /// The sizes of each picture's textures (`RasterKey.size`; zero for the picture itself) and
    /// the frame each was made in.
    private var pictureSizes: [DisplayContent: [Point: Int]] = [:]

    /// Where a picture's size missing was last asked for, and in which frame (asked for twice in a
    /// row at the same on-screen size, it is made even where another could stand in).
    private var waiting: [RasterKey: (shown: Point, frame: Int)] = [:]

    /// The entry for `key`, marked as used in this frame.
    private func touch(_ key: RasterKey) -> Entry? {
        guard var e = entries[key] else { return nil }
        e.lastUse = frame
        entries[key] = e
        return e
    }

    private func remove(_ key: RasterKey) {
        guard let e = entries.removeValue(forKey: key) else { return }
        device.destroy(e.texture)
        bytes -= e.bytes
        guard case .image = key.content, key.mask == nil, pictureSizes[key.content] != nil else { return }
        pictureSizes[key.content]?.removeValue(forKey: key.size)
        if pictureSizes[key.content]?.isEmpty == true { pictureSizes.removeValue(forKey: key.content) }
    }

    var count: Int { entries.count }

    /// Releases every texture not used since frame `mark`.
    func release(unusedSince mark: Int) {
        for (key, e) in entries where e.lastUse < mark { remove(key) }
    }

    private func evict() {
        guard bytes > byteBudget else { return }
        for (key, e) in entries.sorted(by: { $0.value.lastUse < $1.value.lastUse }) {
            guard bytes > byteBudget, e.lastUse < frame else { break }
            remove(key)
        }
    }
}

/// What a texture is made from: the content, the item's box size (for a picture, the size it was
/// reduced to) and the mask applied (the resolution is kept with the entry).
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
