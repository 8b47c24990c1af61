import CPixman
import CSDL2
import SwipeDocument
import SwipeMedia

/// Drawing on the CPU with pixman (the compositing library under Cairo and X servers), for
/// pictures that never reach a screen: `render`, thumbnails, export, the goldens. It needs no
/// video driver and no OpenGL, whose start alone (EGL, Mesa, LLVM) costs a picture several times
/// the drawing. It draws the compositor's triangles as OpenGL does: a pixel is covered when its
/// centre is inside (no anti-aliased edges), textures sampled bilinearly or nearest with their
/// edges clamped, the same blend equations; colours are kept premultiplied, as pixman works.
public final class PixmanDevice: DrawingDevice {
    public let width: Int
    public let height: Int
    public let maxTextureSide = 8192
    public let drawsLayers = true
    public let coversExactly = true
    /// The picture drawn into when no layer is the target.
    private let canvas: OpaquePointer
    public var target: OpaquePointer?
    public var targetBounds: PixelRect {
        let image = target ?? canvas
        return PixelRect(x0: 0, y0: 0, x1: Int(pixman_image_get_width(image)), y1: Int(pixman_image_get_height(image)))
    }
    /// One solid alpha (0-255) each, made on first use: the mask that fades a draw.
    private var alphas = [OpaquePointer?](repeating: nil, count: 256)
    /// A video texture's pictures in one buffer (Y, U, V planes), as SDL converts them.
    private var videoPlanes: [OpaquePointer: [UInt8]] = [:]
    private var spans: [pixman_box32_t] = []

    public init?(width: Int, height: Int) {
        guard width > 0, height > 0, let image = pixman_image_create_bits(PIXMAN_a8b8g8r8, Int32(width), Int32(height), nil, 0) else { return nil }
        self.width = width
        self.height = height
        canvas = image
    }

    deinit {
        pixman_image_unref(canvas)
        for case let a? in alphas { pixman_image_unref(a) }
        if let tint { pixman_image_unref(tint.image) }
    }

    public func makeTexture(_ image: RasterImage) -> OpaquePointer? {
        guard let t = makeImage(width: image.width, height: image.height), let data = pixman_image_get_data(t) else { return nil }
        var premultiplied = image
        premultiplied.premultiply()
        let stride = Int(pixman_image_get_stride(t)), row = image.width * 4
        premultiplied.pixels.withUnsafeBytes { p in
            for y in 0..<image.height { (UnsafeMutableRawPointer(data) + y * stride).copyMemory(from: p.baseAddress! + y * row, byteCount: row) }
        }
        return t
    }

    public func makeLayerTarget(width: Int, height: Int) -> OpaquePointer? { makeImage(width: width, height: height) }

    public func makeVideoTexture(width: Int, height: Int) -> OpaquePointer? { makeImage(width: width, height: height) }

    public func upload(_ frame: VideoFrame, to texture: OpaquePointer) {
        guard let data = pixman_image_get_data(texture), Int(pixman_image_get_width(texture)) == frame.width,
              Int(pixman_image_get_height(texture)) == frame.height else { return }
        var planes = videoPlanes.removeValue(forKey: texture) ?? []
        planes.removeAll(keepingCapacity: true)
        planes.append(contentsOf: frame.y)
        planes.append(contentsOf: frame.u)
        planes.append(contentsOf: frame.v)
        _ = planes.withUnsafeBytes {
            SDL_ConvertPixels(Int32(frame.width), Int32(frame.height), SDL_PIXELFORMAT_IYUV.rawValue, $0.baseAddress, Int32(frame.width),
                              SurfaceConversion.rgbaFormat, data, pixman_image_get_stride(texture))
        }
        videoPlanes[texture] = planes
    }

    public func destroy(_ texture: OpaquePointer) {
        videoPlanes.removeValue(forKey: texture)
        pixman_image_unref(texture)
    }

    public func setSampling(_ texture: OpaquePointer, nearest: Bool) {
        pixman_image_set_filter(texture, nearest ? PIXMAN_FILTER_NEAREST : PIXMAN_FILTER_BILINEAR, nil, 0)
    }

    public func fill(_ mesh: [MeshVertex], color: SDL_Color) {
        var fill = Self.premultiplied(color)
        guard let source = pixman_image_create_solid_fill(&fill) else { return }
        composite(color.a == 255 ? PIXMAN_OP_SRC : PIXMAN_OP_OVER, source, mask: nil, target ?? canvas, triangles: 0..<(mesh.count / 3), of: mesh, origin: (0, 0))
        pixman_image_unref(source)
    }

    public func draw(_ mesh: [MeshVertex], texture: OpaquePointer, textureSide: Int, blend: DrawingBlend, tint: SDL_Color) {
        let dest = target ?? canvas
        let op: pixman_op_t
        switch blend {
        case .replace: op = PIXMAN_OP_SRC
        case .over: op = PIXMAN_OP_OVER
        case .mask: op = PIXMAN_OP_IN_REVERSE
        }
        // White fades the texture through a solid alpha; a colour is the source, the texture's
        // alpha its mask.
        let white = tint.r == 255 && tint.g == 255 && tint.b == 255
        let colour = white ? nil : tinted(tint)
        guard white || colour != nil else { return }
        let faded = white && tint.a < 255 ? fade(tint.a) : nil
        let size = (w: Double(pixman_image_get_width(texture)), h: Double(pixman_image_get_height(texture)))
        var first = 0
        var map = mesh.count >= 3 ? Self.textureMap(mesh, 0, size) : nil
        while first + 2 < mesh.count {
            guard let current = map else {
                first += 3
                map = first + 2 < mesh.count ? Self.textureMap(mesh, first, size) : nil
                continue
            }
            // Triangles that map to the texture the same way (a quad's two, or a clipped quad's
            // fan) go in one composite.
            var last = first + 3
            map = nil
            while last + 2 < mesh.count {
                map = Self.textureMap(mesh, last, size)
                guard let next = map, next.matches(current) else { break }
                last += 3
            }
            let origin = (Int32(mesh[first].x.rounded(.down)), Int32(mesh[first].y.rounded(.down)))
            var f = current.transform(from: origin)
            var t = pixman_transform()
            if pixman_transform_from_pixman_f_transform(&t, &f) != 0, pixman_image_set_transform(texture, &t) != 0 {
                if let colour {
                    composite(op, colour, mask: texture, dest, triangles: (first / 3)..<(last / 3), of: mesh, origin: origin, textureIsMask: true)
                } else {
                    composite(op, texture, mask: faded, dest, triangles: (first / 3)..<(last / 3), of: mesh, origin: origin)
                }
            }
            first = last
        }
    }

    public func clear(_ color: SDL_Color) {
        var fill = Self.premultiplied(color)
        let dest = target ?? canvas
        var box = pixman_box32_t(x1: 0, y1: 0, x2: pixman_image_get_width(dest), y2: pixman_image_get_height(dest))
        pixman_image_fill_boxes(PIXMAN_OP_SRC, dest, &fill, 1, &box)
    }

    /// Pixman makes nothing ahead.
    public func warmUp() -> Bool { false }

    /// The canvas's pixels where they are (R, G, B, A premultiplied; rows `stride` bytes apart),
    /// for a picture to be written without a copy.
    func withCanvasPixels<T>(_ body: (_ pixels: UnsafeRawPointer, _ stride: Int) -> T) -> T? {
        guard let data = pixman_image_get_data(canvas) else { return nil }
        return body(UnsafeRawPointer(data), Int(pixman_image_get_stride(canvas)))
    }

    public func read(into pixels: UnsafeMutableRawPointer, width: Int, height: Int) -> Bool {
        let source = target ?? canvas
        guard let data = pixman_image_get_data(source), Int(pixman_image_get_width(source)) == width,
              Int(pixman_image_get_height(source)) == height else { return false }
        let stride = Int(pixman_image_get_stride(source)), row = width * 4
        let bytes = UnsafeRawPointer(data)
        for y in 0..<height { (pixels + y * row).copyMemory(from: bytes + y * stride, byteCount: row) }
        return true
    }

    /// Composites `source` (through `mask`) into `dest` over the pixels whose centres lie in the
    /// triangles, the texture's transform (the source's, or the mask's) seeing pixel positions
    /// relative to `origin`.
    private func composite(_ op: pixman_op_t, _ source: OpaquePointer, mask: OpaquePointer?, _ dest: OpaquePointer,
                           triangles: Range<Int>, of mesh: [MeshVertex], origin: (Int32, Int32), textureIsMask: Bool = false) {
        spans.removeAll(keepingCapacity: true)
        let limit = (w: Int(pixman_image_get_width(dest)), h: Int(pixman_image_get_height(dest)))
        for t in triangles { Self.coverage(mesh[t * 3], mesh[t * 3 + 1], mesh[t * 3 + 2], within: limit, into: &spans) }
        guard !spans.isEmpty else { return }
        var region = pixman_region32_t()
        guard pixman_region32_init_rects(&region, spans, Int32(spans.count)) != 0 else { return }
        defer { pixman_region32_fini(&region) }
        guard let e = pixman_region32_extents(&region)?.pointee, e.x2 > e.x1, e.y2 > e.y1 else { return }
        pixman_image_set_clip_region32(dest, &region)
        let (x, y) = (e.x1 - origin.0, e.y1 - origin.1)
        pixman_image_composite32(op, source, mask, dest, textureIsMask ? 0 : x, textureIsMask ? 0 : y, textureIsMask ? x : 0, textureIsMask ? y : 0,
                                 e.x1, e.y1, e.x2 - e.x1, e.y2 - e.y1)
        pixman_image_set_clip_region32(dest, nil)
    }

    /// The rows of pixels whose centres a triangle covers (OpenGL's rule: a centre on the left
    /// or top edge is in, on the right or bottom edge out), within the target. Watertight: an edge
    /// two triangles share is crossed at the same x by both (its ends taken top first, whichever
    /// way round each triangle lists them), so a centre on it is in exactly one of them.
    static func coverage(_ a: MeshVertex, _ b: MeshVertex, _ c: MeshVertex, within limit: (w: Int, h: Int), into out: inout [pixman_box32_t]) {
        let top = max(0, Int((min(a.y, b.y, c.y) - 0.5).rounded(.up))), bottom = min(limit.h, Int((max(a.y, b.y, c.y) - 0.5).rounded(.up)))
        guard top < bottom else { return }
        for row in top..<bottom {
            let y = Double(row) + 0.5
            var left = Double.infinity, right = -Double.infinity
            func cross(_ first: MeshVertex, _ second: MeshVertex) {
                let (p, q) = (first.y, first.x) < (second.y, second.x) ? (first, second) : (second, first)
                guard p.y <= y && y < q.y else { return }
                let x = p.x + (y - p.y) / (q.y - p.y) * (q.x - p.x)
                left = min(left, x)
                right = max(right, x)
            }
            cross(a, b)
            cross(b, c)
            cross(c, a)
            guard left < right else { continue }
            let x1 = max(0, Int((left - 0.5).rounded(.up))), x2 = min(limit.w, Int((right - 0.5).rounded(.up)))
            if x1 < x2 { out.append(pixman_box32_t(x1: Int32(x1), y1: Int32(row), x2: Int32(x2), y2: Int32(row + 1))) }
        }
    }

    /// The affine map from screen pixels to a texture's texels that a triangle's vertices define.
    struct TextureMap {
        /// Texel = m · pixel + offset.
        var m: (Double, Double, Double, Double)
        var offset: (Double, Double)

        func matches(_ other: TextureMap) -> Bool {
            func near(_ p: Double, _ q: Double) -> Bool { abs(p - q) <= 1e-7 * max(1, abs(p), abs(q)) }
            return near(m.0, other.m.0) && near(m.1, other.m.1) && near(m.2, other.m.2) && near(m.3, other.m.3)
                && near(offset.0, other.offset.0) && near(offset.1, other.offset.1)
        }

        /// The map for pixel positions counted from `origin` (pixman's fixed point holds texel
        /// positions, not those of pixels far across the screen times a large scale).
        func transform(from origin: (Int32, Int32)) -> pixman_f_transform {
            let ox = Double(origin.0), oy = Double(origin.1)
            return pixman_f_transform(m: ((m.0, m.1, m.0 * ox + m.1 * oy + offset.0),
                                          (m.2, m.3, m.2 * ox + m.3 * oy + offset.1),
                                          (0, 0, 1)))
        }
    }

    /// The map of the triangle starting at `i`; nil when it has no area.
    static func textureMap(_ mesh: [MeshVertex], _ i: Int, _ size: (w: Double, h: Double)) -> TextureMap? {
        let p0 = mesh[i], p1 = mesh[i + 1], p2 = mesh[i + 2]
        let dx1 = p1.x - p0.x, dy1 = p1.y - p0.y, dx2 = p2.x - p0.x, dy2 = p2.y - p0.y
        let det = dx1 * dy2 - dx2 * dy1
        guard abs(det) > 1e-9 else { return nil }
        let du1 = (p1.u - p0.u) * size.w, du2 = (p2.u - p0.u) * size.w
        let dv1 = (p1.v - p0.v) * size.h, dv2 = (p2.v - p0.v) * size.h
        let a = (du1 * dy2 - du2 * dy1) / det, b = (du2 * dx1 - du1 * dx2) / det
        let c = (dv1 * dy2 - dv2 * dy1) / det, d = (dv2 * dx1 - dv1 * dx2) / det
        return TextureMap(m: (a, b, c, d), offset: (p0.u * size.w - a * p0.x - b * p0.y, p0.v * size.h - c * p0.x - d * p0.y))
    }

    private func makeImage(width: Int, height: Int) -> OpaquePointer? {
        guard width > 0, height > 0, width <= maxTextureSide, height <= maxTextureSide,
              let t = pixman_image_create_bits(PIXMAN_a8b8g8r8, Int32(width), Int32(height), nil, 0) else { return nil }
        pixman_image_set_filter(t, PIXMAN_FILTER_BILINEAR, nil, 0)
        pixman_image_set_repeat(t, PIXMAN_REPEAT_PAD)
        return t
    }

    /// A solid tint, the last one made kept (a tinted item is drawn frame after frame).
    private func tinted(_ color: SDL_Color) -> OpaquePointer? {
        if let last = tint, last.color.r == color.r, last.color.g == color.g, last.color.b == color.b, last.color.a == color.a { return last.image }
        if let last = tint { pixman_image_unref(last.image) }
        var fill = Self.premultiplied(color)
        tint = pixman_image_create_solid_fill(&fill).map { (color, $0) }
        return tint?.image
    }

    private var tint: (color: SDL_Color, image: OpaquePointer)?

    private func fade(_ a: UInt8) -> OpaquePointer? {
        if let made = alphas[Int(a)] { return made }
        var c = pixman_color_t(red: 0, green: 0, blue: 0, alpha: UInt16(a) * 257)
        alphas[Int(a)] = pixman_image_create_solid_fill(&c)
        return alphas[Int(a)]
    }

    /// A straight colour as pixman takes it: premultiplied, 16 bits a channel.
    private static func premultiplied(_ color: SDL_Color) -> pixman_color_t {
        func wide(_ v: UInt8) -> UInt16 { UInt16(RasterImage.premultiplied(v, by: color.a)) * 257 }
        return pixman_color_t(red: wide(color.r), green: wide(color.g), blue: wide(color.b), alpha: UInt16(color.a) * 257)
    }
}
