import Foundation
import SwipeDocument

/// Turns display content into pictures at a given resolution (pixels per doc unit), using Cairo
/// for boxes and paths, SDL_ttf for text and SDL_image for pictures. Pure of the GPU: its output
/// is uploaded by the texture cache.
final class ContentRasterizer {
    let images: ImageLibrary
    let fonts: FontResolver
    let text: TextRasterizer

    init(images: ImageLibrary, fonts: FontResolver, text: TextRasterizer) {
        self.images = images
        self.fonts = fonts
        self.text = text
    }

    /// `content` at `q` pixels per doc unit. A picture shown smaller than its size is area-averaged
    /// to the size it is shown at (`ImageDownscaler`); at `q` 0 (one texture for every scale) it is
    /// the picture itself, or reduced to `pictureSize` pixels. A path is drawn, and a picture
    /// reduced, in `bands` at once (`CairoCanvas.picture`, `ImageDownscaler.areaAverage`).
    func raster(_ content: DisplayContent, size: Point, scale q: Double, mask: MaskSpec?, maxSide: Int, pictureSize: Point? = nil, bands: Int = 1) -> Raster? {
        // Never ask for more pixels than a texture can hold.
        let q = min(q, Double(maxSide) / max(size.x, size.y, 1e-9))
        let box = Rect(x: 0, y: 0, width: size.x, height: size.y)
        let full = Rect(x: 0, y: 0, width: 1, height: 1)
        let w = Int(bounded: size.x * q, in: 1...max(1, maxSide), rounding: .up), h = Int(bounded: size.y * q, in: 1...max(1, maxSide), rounding: .up)
        // Text is laid out in whole pixels and shown 1:1: its image may be a fraction wider than the box.
        let pixelBox = Rect(x: 0, y: 0, width: Double(w) / q, height: Double(h) / q)
        var raster: Raster?
        // Cairo's pictures stay premultiplied, as textures hold them, unless a mask is applied.
        let premultiplied = mask == nil
        switch content {
        case .box(let color, let radius):
            raster = Raster(image: BoxRasterizer.fill(width: w, height: h, color: color, cornerRadius: radius * q, premultiplied: premultiplied),
                            localRect: box, uv: full)
        case .border(let color, let width, let radius):
            raster = Raster(image: BoxRasterizer.border(width: w, height: h, color: color, lineWidth: width * q, cornerRadius: radius * q,
                                                        premultiplied: premultiplied), localRect: box, uv: full)
        case .path(let path, let paint):
            let style = PathRasterizer.PathStyle(fillColor: paint.fillColor, strokeColor: paint.strokeColor, lineWidth: paint.lineWidth * q,
                                                 strokeStart: paint.strokeStart, strokeEnd: paint.strokeEnd)
            let (image, origin) = PathRasterizer.render(path, scale: q, style: style, premultiplied: premultiplied, bands: bands)
            // An enormous path is drawn smaller than asked; its image is stretched back into place.
            let drawn = PathRasterizer.fittedScale(for: path, scale: q, lineWidth: style.lineWidth)
            raster = Raster(image: image, localRect: Rect(x: origin.x / q, y: origin.y / q, width: Double(image.width) / drawn, height: Double(image.height) / drawn), uv: full)
        case .text(_, let paint):
            guard let run = TextRuns.of(content, scale: q)?.runs.first else { return nil }
            let image = paint.icon.map { labelled(run, icon: $0, width: w, height: h, vertical: paint.alignment.vertical) }
                ?? text.render([run], width: w, height: h, vertical: paint.alignment.vertical)
            raster = Raster(image: image, localRect: pixelBox, uv: full)
        case .markdown:
            guard let (runs, vertical, shadow) = TextRuns.of(content, scale: q) else { return nil }
            raster = Raster(image: text.render(runs, width: w, height: h, vertical: vertical, shadow: shadow), localRect: pixelBox, uv: full)
        case .image(let asset, let source, let frame):
            guard let image = images.frame(asset, index: frame) else { return self.raster(.placeholder(reason: asset.text), size: size, scale: q, mask: mask, maxSide: maxSide) }
            let reduced = q > 0 ? ImageDownscaler.reducedSize(width: image.width, height: image.height, showing: source, over: Point(size.x * q, size.y * q), maxSide: maxSide)
                                : pictureSize.map { (width: min(image.width, Int($0.x)), height: min(image.height, Int($0.y))) }
            raster = Raster(image: reduced.map { ImageDownscaler.areaAverage(image, width: max(1, $0.width), height: max(1, $0.height), bands: bands) } ?? image, localRect: box, uv: source)
        case .video:
            raster = Raster(image: Self.poster(width: w, height: h, scale: q), localRect: box, uv: full)
        case .placeholder:
            raster = Raster(image: Self.placeholder(width: w, height: h, scale: q), localRect: box, uv: full)
        case .gradient(let gradient, let shape, let point):
            raster = Raster(image: GradientRasterizer.render(gradient, shape: shape, width: w, height: h, point: point * q), localRect: box, uv: full)
        case .layer:
            // Layers are rendered by the GPU into pictures of their own (`LayerTextures`).
            return nil
        case .shadow(let inner, let color, let opacity, let radius, let offset):
            guard let base = self.raster(inner, size: size, scale: q, mask: mask, maxSide: maxSide, bands: bands) else { return nil }
            let baseImage = base.uv == full ? base.image : Self.crop(base.image, to: base.uv)
            let (image, padding) = ShadowRasterizer.shadow(of: baseImage, color: color, opacity: opacity, blurRadius: radius * q)
            let pad = Double(padding) / q
            let r = base.localRect
            return Raster(image: image, localRect: Rect(x: r.x + offset.x - pad, y: r.y + offset.y - pad, width: r.width + 2 * pad, height: r.height + 2 * pad), uv: full)
        }
        guard var result = raster else { return nil }
        if let mask, let maskImage = images.frame(mask.asset) {
            if result.uv != full { result = Raster(image: Self.crop(result.image, to: result.uv), localRect: result.localRect, uv: full) }
            result.image = Self.masked(result.image, covering: result.localRect, itemSize: size, mask: maskImage, region: mask.region)
        }
        switch content {
        case .text, .markdown, .path, .shadow: return Self.trimmed(result)
        default: return result
        }
    }

    /// A line of text after a theme's image in its colour (a control's icon: a square of the font's
    /// pixel size, centred on the line, `TextPaint.iconGap` from the text), the two aligned as the
    /// text alone would be. The image is the theme image decoder's, decoded once per size; one that
    /// cannot be drawn is a crossed box.
    private func labelled(_ run: TextRun, icon: ThemeIcon, width w: Int, height h: Int, vertical: TextAlignment.Vertical) -> RasterImage {
        let side = max(1, Int(run.pixelSize)), gap = Int((run.pixelSize * TextPaint.iconGap).rounded())
        let room = max(1, w - side - gap)
        var line = run
        line.alignment = .left
        let measured = text.measure([line], width: room)
        let group = side + gap + min(measured.width, room)
        let x = max(0, run.alignment == .center ? (w - group) / 2 : run.alignment == .right ? w - group : 0)
        let top = vertical == .top ? 0 : vertical == .center ? Int((Double(h - measured.height) / 2).rounded(.down)) : h - measured.height
        var out = RasterImage(width: w, height: h)
        let picture = images.themeImages.picture(icon, width: side, height: side)?.tinted(run.color) ?? Self.placeholder(width: side, height: side, scale: 1)
        out.draw(picture, at: Point(Double(x), Double(top + (measured.height - side) / 2)))
        out.draw(text.render([line], width: room, height: h, vertical: vertical), at: Point(Double(x + side + gap), 0))
        return out
    }

    /// The raster without its fully transparent margins (text boxes are mostly empty), so the GPU
    /// fills only the pixels that show something; nil when nothing shows at all.
    static func trimmed(_ r: Raster) -> Raster? {
        guard r.uv == Rect(x: 0, y: 0, width: 1, height: 1) else { return r }
        guard let b = r.image.opaqueBounds else { return nil }
        if b.width == r.image.width && b.height == r.image.height { return r }
        let sx = r.localRect.width / Double(r.image.width), sy = r.localRect.height / Double(r.image.height)
        return Raster(image: r.image.cropped(x: b.x, y: b.y, width: b.width, height: b.height),
                      localRect: Rect(x: r.localRect.x + Double(b.x) * sx, y: r.localRect.y + Double(b.y) * sy,
                                      width: Double(b.width) * sx, height: Double(b.height) * sy),
                      uv: r.uv)
    }

    /// The part `uv` (0...1) of an image, as its own image.
    static func crop(_ image: RasterImage, to uv: Rect) -> RasterImage {
        let x0 = Int((uv.x * Double(image.width)).rounded()), y0 = Int((uv.y * Double(image.height)).rounded())
        let w = max(1, min(image.width - x0, Int((uv.width * Double(image.width)).rounded())))
        let h = max(1, min(image.height - y0, Int((uv.height * Double(image.height)).rounded())))
        return image.cropped(x: x0, y: y0, width: w, height: h)
    }

    /// Multiplies an image's alpha by a mask stretched over `region` of the item's box.
    static func masked(_ image: RasterImage, covering rect: Rect, itemSize: Point, mask: RasterImage, region: Rect) -> RasterImage {
        var out = image
        for y in 0..<image.height {
            let ly = rect.y + (Double(y) + 0.5) / Double(image.height) * rect.height
            let my = region.y + ly / max(itemSize.y, 1e-9) * region.height
            for x in 0..<image.width {
                let lx = rect.x + (Double(x) + 0.5) / Double(image.width) * rect.width
                let mx = region.x + lx / max(itemSize.x, 1e-9) * region.width
                let a = mx >= 0 && mx < 1 && my >= 0 && my < 1 ? alpha(of: mask, atX: mx, y: my) : 0
                let i = (y * image.width + x) * 4 + 3
                out.pixels[i] = UInt8((Double(out.pixels[i]) * a).rounded())
            }
        }
        return out
    }

    /// A mask's alpha (0...1) at unit coordinates, interpolated between its pixels.
    static func alpha(of mask: RasterImage, atX u: Double, y v: Double) -> Double {
        let fx = u * Double(mask.width) - 0.5, fy = v * Double(mask.height) - 0.5
        let x0 = Int(fx.rounded(.down)), y0 = Int(fy.rounded(.down))
        let tx = fx - Double(x0), ty = fy - Double(y0)
        func a(_ x: Int, _ y: Int) -> Double {
            Double(mask.pixels[(min(max(y, 0), mask.height - 1) * mask.width + min(max(x, 0), mask.width - 1)) * 4 + 3]) / 255
        }
        let top = a(x0, y0) * (1 - tx) + a(x0 + 1, y0) * tx
        let bottom = a(x0, y0 + 1) * (1 - tx) + a(x0 + 1, y0 + 1) * tx
        return top * (1 - ty) + bottom * ty
    }

    /// A missing picture: a light box with a cross, visibly not content.
    static func placeholder(width: Int, height: Int, scale: Double) -> RasterImage {
        var image = BoxRasterizer.fill(width: width, height: height, color: Color(0.85, 0.85, 0.85, 0.9), cornerRadius: 0)
        let w = Double(width), h = Double(height)
        let cross = PathData(segments: [.move(Point(0, 0)), .line(Point(w, h)), .move(Point(w, 0)), .line(Point(0, h))])
        let line = max(1, 2 * scale)
        let (lines, origin) = PathRasterizer.render(cross, scale: 1, style: PathRasterizer.PathStyle(fillColor: .clear, strokeColor: Color(0.5, 0.5, 0.5), lineWidth: line, strokeStart: 0, strokeEnd: 1))
        image.draw(lines, at: origin)
        image.draw(BoxRasterizer.border(width: width, height: height, color: Color(0.5, 0.5, 0.5), lineWidth: line, cornerRadius: 0), at: .zero)
        return image
    }

    /// A video's stand-in until its first picture is decoded: a dark frame with a play symbol.
    static func poster(width: Int, height: Int, scale: Double) -> RasterImage {
        var image = BoxRasterizer.fill(width: width, height: height, color: Color(0.08, 0.08, 0.1), cornerRadius: 0)
        let w = Double(width), h = Double(height), r = min(w, h) * 0.15
        let triangle = PathData(segments: [.move(Point(w / 2 - r * 0.6, h / 2 - r)), .line(Point(w / 2 + r, h / 2)), .line(Point(w / 2 - r * 0.6, h / 2 + r)), .close])
        let (play, origin) = PathRasterizer.render(triangle, scale: 1, style: PathRasterizer.PathStyle(fillColor: Color(1, 1, 1, 0.8), strokeColor: .clear, lineWidth: 0, strokeStart: 0, strokeEnd: 1))
        image.draw(play, at: origin)
        return image
    }
}
