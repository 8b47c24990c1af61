import CCairo

/// A Cairo ARGB32 image surface together with its drawing context: the drawing target of the
/// box and path rasterizers, which read the result back as a straight-alpha `RasterImage`.
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

    /// The pixels as straight RGBA: Cairo's premultiplied, native-endian ARGB32 words are read row
    /// by row (honouring the stride) and un-premultiplied with rounding (by table: animated paths
    /// are rasterized every frame, and three divisions a pixel were a third of the time).
    func image() -> RasterImage {
        guard let surface, width > 0, height > 0 else { return RasterImage(width: 0, height: 0) }
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return RasterImage(width: 0, height: 0) }
        let stride = Int(cairo_image_surface_get_stride(surface))
        let (width, height) = (self.width, self.height)
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        Self.unpremultiplied.withUnsafeBufferPointer { table in
            pixels.withUnsafeMutableBufferPointer { out in
                for y in 0..<height {
                    let row = UnsafeRawPointer(data + y * stride)
                    var i = y * width * 4
                    for x in 0..<width {
                        defer { i += 4 }
                        let argb = row.load(fromByteOffset: x * 4, as: UInt32.self)
                        let a = Int(argb >> 24)
                        guard a > 0 else { continue }
                        let (r, g, b) = (Int((argb >> 16) & 0xFF), Int((argb >> 8) & 0xFF), Int(argb & 0xFF))
                        if a == 255 {
                            out[i] = UInt8(r)
                            out[i + 1] = UInt8(g)
                            out[i + 2] = UInt8(b)
                        } else {
                            out[i] = table[a << 8 | r]
                            out[i + 1] = table[a << 8 | g]
                            out[i + 2] = table[a << 8 | b]
                        }
                        out[i + 3] = UInt8(a)
                    }
                }
            }
        }
        return RasterImage(width: width, height: height, pixels: pixels)
    }

    /// The straight value of premultiplied colour `c` at alpha `a`, rounded, at index `a << 8 | c`.
    private static let unpremultiplied: [UInt8] = (0..<(256 * 256)).map { i in
        let (a, c) = (UInt32(i >> 8), UInt32(i & 0xFF))
        return a == 0 ? 0 : UInt8(min(255, (c * 255 + a / 2) / a))
    }
}
