import CCairo
import Dispatch

/// A Cairo ARGB32 image surface together with its drawing context: the drawing target of the
/// box and path rasterizers, which read the result back as a `RasterImage`.
///
/// A canvas of zero or negative size, or one Cairo cannot create, has no context: it draws
/// nothing and yields an empty image, so callers never have to special-case C failures.
final class CairoCanvas {
    /// Cairo's limit on image surface sides.
    static let maxSide = 32767

    let width: Int
    let height: Int
    private let surface: OpaquePointer?
    private let context: OpaquePointer?

    init(width: Int, height: Int) {
        guard width > 0, height > 0, width <= Self.maxSide, height <= Self.maxSide,
              let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
        else {
            (self.width, self.height, self.surface, self.context) = (0, 0, nil, nil)
            return
        }
        let context = cairo_create(surface)
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let context,
              cairo_status(context) == CAIRO_STATUS_SUCCESS
        else {
            cairo_destroy(context)
            cairo_surface_destroy(surface)
            (self.width, self.height, self.surface, self.context) = (0, 0, nil, nil)
            return
        }
        (self.width, self.height, self.surface, self.context) = (width, height, surface, context)
    }

    deinit {
        cairo_destroy(context)
        cairo_surface_destroy(surface)
    }

    /// Runs `body` with the Cairo context (`cairo_t *`); does nothing on an empty canvas.
    func draw(_ body: (OpaquePointer) -> Void) {
        guard let context else { return }
        body(context)
    }

    /// The pixels as RGBA, premultiplied as Cairo draws them when `premultiplied` (what textures
    /// hold), else straight: Cairo's native-endian ARGB32 words are read row by row (honouring
    /// the stride).
    func image(premultiplied: Bool = false) -> RasterImage {
        guard surface != nil, width > 0, height > 0 else { return RasterImage(width: 0, height: 0) }
        let (width, height) = (self.width, self.height)
        var copied = false
        let pixels = [UInt8](unsafeUninitializedCapacity: width * height * 4) { out, count in
            copied = copy(into: out.baseAddress!)
            count = width * height * 4
        }
        guard copied else { return RasterImage(width: 0, height: 0) }
        var image = RasterImage(width: width, height: height, pixels: pixels, premultiplied: true)
        if !premultiplied { image.unpremultiply() }
        return image
    }

    /// Writes the pixels as premultiplied RGBA, `width` × 4 bytes a row, at `out`; false when
    /// the canvas has none.
    private func copy(into out: UnsafeMutablePointer<UInt8>) -> Bool {
        guard let surface else { return false }
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return false }
        let stride = Int(cairo_image_surface_get_stride(surface))
        for y in 0..<height {
            let row = UnsafeRawPointer(data + y * stride)
            var i = y * width * 4
            for x in 0..<width {
                let argb = row.load(fromByteOffset: x * 4, as: UInt32.self)
                out[i] = UInt8(truncatingIfNeeded: argb >> 16)
                out[i + 1] = UInt8(truncatingIfNeeded: argb >> 8)
                out[i + 2] = UInt8(truncatingIfNeeded: argb)
                out[i + 3] = UInt8(truncatingIfNeeded: argb >> 24)
                i += 4
            }
        }
        return true
    }

    /// The `width` × `height` picture `body` draws, drawn in `bands` horizontal bands at once, each
    /// on a thread and a canvas of its own (`body` then runs once a band, so it must keep no
    /// state): one large picture made on all cores in the time of a part of it, with the same
    /// pixels, as bands are whole rows apart. Premultiplied unless `premultiplied` is false.
    static func picture(width: Int, height: Int, bands: Int = 1, premultiplied: Bool, _ body: (OpaquePointer) -> Void) -> RasterImage {
        let bands = max(1, min(bands, height / 64))
        guard bands > 1 else {
            let canvas = CairoCanvas(width: width, height: height)
            canvas.draw(body)
            return canvas.image(premultiplied: premultiplied)
        }
        guard width > 0, width <= maxSide, height <= maxSide else { return RasterImage(width: 0, height: 0) }
        nonisolated(unsafe) let body = body
        let rows = (height + bands - 1) / bands
        var drawn = true
        let pixels = [UInt8](unsafeUninitializedCapacity: width * height * 4) { out, count in
            nonisolated(unsafe) let base = out.baseAddress!
            let failed = UnsafeMutableBufferPointer<Bool>.allocate(capacity: bands)
            failed.initialize(repeating: false)
            defer { failed.deallocate() }
            nonisolated(unsafe) let failures = failed
            DispatchQueue.concurrentPerform(iterations: bands) { band in
                let top = band * rows, bottom = min(height, top + rows)
                let canvas = CairoCanvas(width: width, height: bottom - top)
                canvas.draw { cr in
                    cairo_translate(cr, 0, -Double(top))
                    body(cr)
                }
                failures[band] = !canvas.copy(into: base + top * width * 4)
            }
            drawn = !failed.contains(true)
            count = width * height * 4
        }
        guard drawn else { return RasterImage(width: 0, height: 0) }
        var image = RasterImage(width: width, height: height, pixels: pixels, premultiplied: true)
        if !premultiplied { image.unpremultiply() }
        return image
    }
}
