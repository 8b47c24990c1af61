import CCairo
import CPoppler
import CRsvg
import CSDL2
import Foundation
import SwipeDocument
import SwipeReader

/// A theme's images (`ThemeImage`) as pictures of a given pixel size, each fitted into it (aspect
/// kept, centred): PNG, JPEG and SDL_image's other formats decoded from memory and scaled by Cairo;
/// SVG drawn at that size by librsvg, PDF (its first page) by poppler-glib, both into Cairo and
/// both loaded on first need (`CRsvg`, `CPoppler`); `asset:NAME` a file beside the theme (NAME as
/// written, else NAME.svg, NAME.png, NAME.pdf), the type told by its content; `system:NAME` an icon
/// of the desktop's icon theme (`IconThemeLookup`). An image that cannot be drawn (unreadable,
/// missing, its library absent, larger than `maxSide` or `maxPixels`) gives nil (the caller draws
/// a crossed box, `ContentRasterizer.placeholder`) and one warning naming its token, once in the
/// process (every screen has a decoder of its own, in its `ImageLibrary`). Pictures are kept by
/// image and size within `byteBudget`, so each is decoded once per size. Safe to use from any
/// thread.
public final class ThemeImageDecoder: @unchecked Sendable {
    /// A bitmap may have at most 4,096 pixels a side and 16 megapixels (64 MB decoded): a
    /// control's image has no use for more. Files read for `asset:` and `system:` images may have
    /// at most 16 MB. A picture is asked for at most `maxSide` a side too.
    public static let maxSide = 4096
    public static let maxPixels = 1 << 24
    public static let maxFileBytes = 16 << 20

    /// Called once per image that cannot be drawn.
    public var onWarning: ((String) -> Void)?
    public let byteBudget: Int
    let icons: IconThemeLookup

    private struct Key: Hashable {
        var icon: ThemeIcon
        var width: Int
        var height: Int
    }

    private let lock = NSLock()
    private var pictures: [Key: RasterImage] = [:]
    private var order: [Key] = []
    private var bytes = 0

    /// The images that could not be drawn, by any decoder: at any size, they are not tried again.
    private final class Failures: @unchecked Sendable {
        private let lock = NSLock()
        private var icons = Set<ThemeIcon>()

        func contains(_ icon: ThemeIcon) -> Bool { lock.withLock { icons.contains(icon) } }

        /// Whether `icon` is new here.
        func insert(_ icon: ThemeIcon) -> Bool { lock.withLock { icons.insert(icon).inserted } }
    }

    private static let failures = Failures()

    public init(icons: IconThemeLookup = IconThemeLookup(), byteBudget: Int = 8 << 20) {
        self.icons = icons
        self.byteBudget = byteBudget
    }

    /// The image of `icon` fitted into `width`×`height` pixels (transparent around it), or nil when
    /// it cannot be drawn.
    public func picture(_ icon: ThemeIcon, width: Int, height: Int) -> RasterImage? {
        let key = Key(icon: icon, width: max(1, min(width, Self.maxSide)), height: max(1, min(height, Self.maxSide)))
        lock.lock()
        if let picture = pictures[key] {
            order.removeAll { $0 == key }
            order.append(key)
            lock.unlock()
            return picture
        }
        lock.unlock()
        if Self.failures.contains(icon) { return nil }
        switch Result(catching: { try decode(icon, width: key.width, height: key.height) }) {
        case .success(let picture):
            store(key, picture)
            return picture
        case .failure(let error):
            if Self.failures.insert(icon) { onWarning?("theme image \(icon.token) (\(Self.describe(icon.image))): \(error); a crossed box is drawn instead") }
            return nil
        }
    }

    /// Bytes of pictures held now.
    public var heldBytes: Int {
        lock.lock()
        defer { lock.unlock() }
        return bytes
    }

    private func store(_ key: Key, _ picture: RasterImage) {
        lock.lock()
        defer { lock.unlock() }
        if let old = pictures.updateValue(picture, forKey: key) { bytes -= old.byteCount } else { order.append(key) }
        bytes += picture.byteCount
        while bytes > byteBudget, order.count > 1 {
            bytes -= pictures.removeValue(forKey: order.removeFirst())?.byteCount ?? 0
        }
    }

    /// Why an image cannot be drawn.
    struct Failure: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }

    private func decode(_ icon: ThemeIcon, width: Int, height: Int) throws -> RasterImage {
        switch icon.image {
        case .data(let mime, let bytes):
            return try Self.render(bytes, declared: mime, width: width, height: height)
        case .asset(let name):
            guard let folder = icon.folder else { throw Failure("no theme folder is known to find assets in (the built-in theme has none)") }
            guard !name.hasPrefix("/"), !name.split(separator: "/").contains("..") else { throw Failure("an asset name may not leave the theme's folder") }
            let path = ([name] + ["svg", "png", "pdf"].map { "\(name).\($0)" }).map { (folder as NSString).appendingPathComponent($0) }
                .first { var folder: ObjCBool = false; return FileManager.default.fileExists(atPath: $0, isDirectory: &folder) && !folder.boolValue }
            guard let path else { throw Failure("no file \(name), \(name).svg, \(name).png or \(name).pdf in \(folder)") }
            return try Self.render(Self.read(path), declared: nil, width: width, height: height)
        case .system(let name):
            guard let path = icons.file(for: name, size: max(width, height)) else {
                throw Failure("the icon theme \(icons.themeName) has no icon \(IconThemeLookup.iconName(for: name))")
            }
            return try Self.render(Self.read(path), declared: nil, width: width, height: height)
        }
    }

    static func describe(_ image: ThemeImage) -> String {
        switch image {
        case .data(let mime, let bytes): return "\(mime), \(bytes.count) bytes"
        case .asset(let name): return "asset:\(name)"
        case .system(let name): return "system:\(name)"
        }
    }

    private static func read(_ path: String) throws -> [UInt8] {
        guard let size = FileSize.of(path) else {
            throw Failure("cannot read \(path)")
        }
        guard size <= maxFileBytes else { throw Failure("\(path) has \(size) bytes, more than the \(maxFileBytes >> 20) MB an image file may have") }
        guard let data = FileManager.default.contents(atPath: path) else { throw Failure("cannot read \(path)") }
        return [UInt8](data)
    }

    /// The image in `bytes`, of the type its content shows (else `declared`), fitted into the box.
    static func render(_ bytes: [UInt8], declared: String?, width: Int, height: Int) throws -> RasterImage {
        let canvas = CairoCanvas(width: width, height: height)
        switch ThemeImageData.format(of: bytes)?.mime ?? declared {
        case "image/svg+xml": try drawSVG(bytes, on: canvas)
        case "application/pdf": try drawPDF(bytes, on: canvas)
        default: drawBitmap(try decodeBitmap(bytes), on: canvas)
        }
        return canvas.image()
    }

    /// The text a C function wrote into `buffer`.
    private static func message(_ buffer: [CChar]) -> String {
        String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    private static func drawSVG(_ bytes: [UInt8], on canvas: CairoCanvas) throws {
        guard swipe_rsvg_available() != 0 else { throw Failure("SVG images need librsvg: \(String(cString: swipe_rsvg_error()))") }
        var why = [CChar](repeating: 0, count: 512)
        guard let svg = swipe_rsvg_read(bytes, UInt(bytes.count), &why, UInt(why.count)) else { throw Failure("librsvg cannot read it: \(message(why))") }
        defer { swipe_rsvg_free(svg) }
        var drawn = true
        canvas.draw { drawn = swipe_rsvg_render(svg, $0, Double(canvas.width), Double(canvas.height), &why, UInt(why.count)) != 0 }
        guard drawn else { throw Failure("librsvg cannot draw it: \(message(why))") }
    }

    /// The first page's crop box (its media box unless the PDF crops it: poppler-glib draws only
    /// that), fitted into the canvas.
    private static func drawPDF(_ bytes: [UInt8], on canvas: CairoCanvas) throws {
        guard swipe_poppler_available() != 0 else { throw Failure("PDF images need poppler-glib: \(String(cString: swipe_poppler_error()))") }
        var why = [CChar](repeating: 0, count: 512)
        var width = 0.0, height = 0.0
        guard let page = swipe_poppler_first_page(bytes, UInt(bytes.count), &width, &height, &why, UInt(why.count)) else {
            throw Failure("poppler cannot read it: \(message(why))")
        }
        defer { swipe_poppler_free(page) }
        guard width > 0, height > 0 else { throw Failure("its first page is empty") }
        let fit = ViewportFit(document: Point(width, height), viewport: Point(Double(canvas.width), Double(canvas.height)))
        canvas.draw { cr in
            cairo_translate(cr, fit.offset.x, fit.offset.y)
            cairo_scale(cr, fit.scale, fit.scale)
            swipe_poppler_render(page, cr)
        }
    }

    /// A bitmap decoded by SDL_image from memory, after its header's size is checked (and its
    /// decoded size, for formats whose header is not read).
    static func decodeBitmap(_ bytes: [UInt8]) throws -> RasterImage {
        func check(_ w: Int, _ h: Int) throws {
            guard w <= maxSide, h <= maxSide, w * h <= maxPixels else {
                throw Failure("the image is \(w)×\(h) pixels, more than the \(maxSide) a side and \(maxPixels >> 20) megapixels a theme image may have")
            }
        }
        if let size = ThemeImageData.format(of: bytes)?.size { try check(size.width, size.height) }
        let image = try bytes.withUnsafeBufferPointer { buffer -> RasterImage in
            guard let rw = SDL_RWFromConstMem(buffer.baseAddress, Int32(buffer.count)), let surface = IMG_Load_RW(rw, 1) else {
                throw Failure("SDL_image cannot decode it: \(String(cString: SDL_GetError()))")
            }
            defer { SDL_FreeSurface(surface) }
            try check(Int(surface.pointee.w), Int(surface.pointee.h))
            guard let image = SurfaceConversion.image(from: surface) else { throw Failure("SDL_image cannot convert it") }
            return image
        }
        return image
    }

    /// `image` fitted into the canvas, filtered by Cairo (a box filter when reduced).
    private static func drawBitmap(_ image: RasterImage, on canvas: CairoCanvas) {
        let w = image.width, h = image.height
        let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(w)))
        // Cairo's premultiplied, native-endian ARGB words.
        var words = [UInt32](repeating: 0, count: stride / 4 * h)
        for y in 0..<h {
            for x in 0..<w {
                let (r, g, b, a) = image.pixel(x, y)
                let p = { (c: UInt8) in (UInt32(c) * UInt32(a) + 127) / 255 }
                words[y * stride / 4 + x] = UInt32(a) << 24 | p(r) << 16 | p(g) << 8 | p(b)
            }
        }
        let fit = ViewportFit(document: Point(Double(w), Double(h)), viewport: Point(Double(canvas.width), Double(canvas.height)))
        words.withUnsafeMutableBytes { data in
            guard let source = cairo_image_surface_create_for_data(data.baseAddress?.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32,
                                                                   Int32(w), Int32(h), Int32(stride)) else { return }
            defer { cairo_surface_destroy(source) }
            canvas.draw { cr in
                cairo_translate(cr, fit.offset.x, fit.offset.y)
                cairo_scale(cr, fit.scale, fit.scale)
                cairo_set_source_surface(cr, source, 0, 0)
                cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
                cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD)
                cairo_rectangle(cr, 0, 0, Double(w), Double(h))
                cairo_fill(cr)
            }
        }
    }
}

extension RasterImage {
    /// The image as a template: every pixel `color`, at its own alpha times the colour's.
    public func tinted(_ color: Color) -> RasterImage {
        var out = self
        let r = UInt8((color.r * 255).rounded()), g = UInt8((color.g * 255).rounded()), b = UInt8((color.b * 255).rounded())
        for i in stride(from: 0, to: out.pixels.count, by: 4) {
            out.pixels[i] = r
            out.pixels[i + 1] = g
            out.pixels[i + 2] = b
            out.pixels[i + 3] = UInt8((Double(out.pixels[i + 3]) * color.a).rounded())
        }
        return out
    }
}
