import SwipeDocument

/// The pixels text is composited into: premultiplied floating-point RGBA, so tinted glyph
/// coverage, colour emoji and a blurred shadow blend without fringes; exported as the straight
/// RGBA `RasterImage` the compositor uploads.
struct TextCanvas {
    let width: Int
    let height: Int
    /// Premultiplied R, G, B, A in 0...1, rows top to bottom.
    private(set) var pixels: [Float]

    init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        pixels = [Float](repeating: 0, count: self.width * self.height * 4)
    }

    /// Draws a run rendered by SDL_ttf, top-left at (x, y), scaled by `scale` (area-averaged, for
    /// fixed-size bitmap fonts). Glyphs rendered white take `color`; a run with any other colour
    /// in it (colour emoji) keeps its own colours.
    mutating func draw(_ glyphs: RasterImage, x: Int, y: Int, scale: Double = 1, color: Color) {
        let coloured = Self.hasColour(glyphs)
        let tint: (Float, Float, Float, Float) = coloured ? (1, 1, 1, 1) : (Float(color.r), Float(color.g), Float(color.b), Float(color.a))
        let w = max(1, Int((Double(glyphs.width) * scale).rounded())), h = max(1, Int((Double(glyphs.height) * scale).rounded()))
        let x0 = max(0, x), x1 = min(width, x + w), y0 = max(0, y), y1 = min(height, y + h)
        guard x0 < x1, y0 < y1 else { return }
        let canvasWidth = width
        if w == glyphs.width && h == glyphs.height {
            // Shown at its own size (every outline font): each source pixel lands on one pixel.
            glyphs.pixels.withUnsafeBufferPointer { src in
                pixels.withUnsafeMutableBufferPointer { dst in
                    for dy in y0..<y1 {
                        for dx in x0..<x1 {
                            let s = ((dy - y) * glyphs.width + (dx - x)) * 4
                            guard src[s + 3] > 0 else { continue }
                            Self.blend(src, s, into: dst, (dy * canvasWidth + dx) * 4, tint: tint)
                        }
                    }
                }
            }
            return
        }
        let columns = Self.weights(source: glyphs.width, destination: w), rows = Self.weights(source: glyphs.height, destination: h)
        glyphs.pixels.withUnsafeBufferPointer { src in
            pixels.withUnsafeMutableBufferPointer { dst in
                for dy in y0..<y1 {
                    for dx in x0..<x1 {
                        var r: Float = 0, g: Float = 0, b: Float = 0, a: Float = 0
                        for (sy, wy) in rows[dy - y] {
                            for (sx, wx) in columns[dx - x] {
                                let s = (sy * glyphs.width + sx) * 4, k = wx * wy * Float(src[s + 3]) / 255
                                r += k * Float(src[s]) / 255
                                g += k * Float(src[s + 1]) / 255
                                b += k * Float(src[s + 2]) / 255
                                a += k
                            }
                        }
                        guard a > 0 else { continue }
                        Self.over(dst, (dy * canvasWidth + dx) * 4, r: r, g: g, b: b, a: a, tint: tint)
                    }
                }
            }
        }
    }

    /// Composites one straight-alpha source pixel (at `s`) over the canvas pixel at `d`.
    @inline(__always)
    private static func blend(_ src: UnsafeBufferPointer<UInt8>, _ s: Int, into dst: UnsafeMutableBufferPointer<Float>, _ d: Int,
                              tint: (Float, Float, Float, Float)) {
        let a = Float(src[s + 3]) / 255
        over(dst, d, r: a * Float(src[s]) / 255, g: a * Float(src[s + 1]) / 255, b: a * Float(src[s + 2]) / 255, a: a, tint: tint)
    }

    /// Composites a premultiplied colour, tinted, over the canvas pixel at `d`.
    @inline(__always)
    private static func over(_ dst: UnsafeMutableBufferPointer<Float>, _ d: Int, r: Float, g: Float, b: Float, a: Float, tint: (Float, Float, Float, Float)) {
        let sa = a * tint.3, keep = 1 - sa
        dst[d] = r * tint.0 * tint.3 + dst[d] * keep
        dst[d + 1] = g * tint.1 * tint.3 + dst[d + 1] * keep
        dst[d + 2] = b * tint.2 * tint.3 + dst[d + 2] * keep
        dst[d + 3] = sa + dst[d + 3] * keep
    }

    /// This canvas drawn over its own shadow: its alpha blurred (three box blurs, close to a
    /// Gaussian with σ = blurRadius / 2, as Core Graphics shadows look), tinted and offset.
    func withShadow(color: Color, offsetX: Double, offsetY: Double, blurRadius: Double) -> TextCanvas {
        guard width > 0, height > 0, color.a > 0 else { return self }
        var alpha = [Float](repeating: 0, count: width * height)
        for i in alpha.indices { alpha[i] = pixels[i * 4 + 3] }
        for radius in Self.boxRadii(sigma: min(blurRadius, 1000) / 2) where radius > 0 {
            Self.boxBlur(&alpha, width: width, height: height, radius: radius, horizontal: true)
            Self.boxBlur(&alpha, width: width, height: height, radius: radius, horizontal: false)
        }
        let ox = Self.pixels(offsetX), oy = Self.pixels(offsetY)
        let shade = (Float(color.r), Float(color.g), Float(color.b), Float(color.a))
        var result = self
        result.pixels.withUnsafeMutableBufferPointer { dst in
            for y in 0..<height {
                let sy = y - oy
                guard sy >= 0, sy < height else { continue }
                for x in 0..<width {
                    let sx = x - ox
                    guard sx >= 0, sx < width else { continue }
                    let sa = alpha[sy * width + sx] * shade.3
                    guard sa > 0 else { continue }
                    let d = (y * width + x) * 4, under = 1 - dst[d + 3]
                    dst[d] += shade.0 * sa * under
                    dst[d + 1] += shade.1 * sa * under
                    dst[d + 2] += shade.2 * sa * under
                    dst[d + 3] += sa * under
                }
            }
        }
        return result
    }

    /// Straight (un-premultiplied) 8-bit RGBA: this canvas as the rows from `top` of a transparent
    /// image `height` rows tall (by default, just this canvas).
    func image(top: Int = 0, height total: Int? = nil) -> RasterImage {
        let total = total ?? height
        var bytes = [UInt8](repeating: 0, count: width * total * 4)
        let offset = top * width * 4
        for p in 0..<(width * min(height, total - top)) {
            let i = p * 4, a = pixels[i + 3]
            guard a > 0 else { continue }
            for c in 0..<3 { bytes[offset + i + c] = Self.byte(pixels[i + c] / a) }
            bytes[offset + i + 3] = Self.byte(a)
        }
        return RasterImage(width: width, height: total, pixels: bytes)
    }

    /// A length in whole pixels; 0 for NaN or infinity, so bad input cannot trap.
    static func pixels(_ v: Double) -> Int {
        v.isFinite ? Int(max(-1_000_000, min(1_000_000, v)).rounded()) : 0
    }

    private static func byte(_ v: Float) -> UInt8 { UInt8(max(0, min(255, (v * 255).rounded()))) }

    /// Whether any inked pixel is not white: SDL_ttf renders plain glyphs in exactly the
    /// requested colour, so only colour glyphs (emoji) differ.
    static func hasColour(_ image: RasterImage) -> Bool {
        stride(from: 0, to: image.pixels.count, by: 4).contains { i in
            image.pixels[i + 3] > 0 && (image.pixels[i] != 255 || image.pixels[i + 1] != 255 || image.pixels[i + 2] != 255)
        }
    }

    /// For each destination pixel along one axis, the source pixels it covers and their share
    /// of it (area averaging; the identity when the sizes match).
    static func weights(source: Int, destination: Int) -> [[(Int, Float)]] {
        let step = Double(source) / Double(destination)
        return (0..<destination).map { d in
            let lo = Double(d) * step, hi = lo + step
            return (Int(lo)..<min(source, Int(hi.rounded(.up)))).compactMap { s in
                let overlap = min(hi, Double(s + 1)) - max(lo, Double(s))
                return overlap > 0 ? (s, Float(overlap / step)) : nil
            }
        }
    }

    /// Radii of three box blurs that together approximate a Gaussian of `sigma`
    /// (W. Jarosz, "Fast image convolutions").
    static func boxRadii(sigma: Double) -> [Int] {
        guard sigma > 0 else { return [] }
        let n = 3.0
        var lower = Int((12 * sigma * sigma / n + 1).squareRoot())
        if lower % 2 == 0 { lower -= 1 }
        let wl = Double(lower)
        let m = Int(((12 * sigma * sigma - n * wl * wl - 4 * n * wl - 3 * n) / (-4 * wl - 4)).rounded())
        return (0..<3).map { i in ((i < m ? lower : lower + 2) - 1) / 2 }
    }

    /// One running-sum box blur pass along rows or columns; outside the canvas is transparent.
    static func boxBlur(_ plane: inout [Float], width: Int, height: Int, radius: Int, horizontal: Bool) {
        let lines = horizontal ? height : width, length = horizontal ? width : height
        let stride = horizontal ? 1 : width, lineStep = horizontal ? width : 1
        let norm = 1 / Float(2 * radius + 1)
        var line = [Float](repeating: 0, count: length)
        plane.withUnsafeMutableBufferPointer { p in
            for l in 0..<lines {
                let base = l * lineStep
                for i in 0..<length { line[i] = p[base + i * stride] }
                var sum: Float = 0
                for i in 0...min(radius, length - 1) { sum += line[i] }
                for i in 0..<length {
                    p[base + i * stride] = sum * norm
                    if i + radius + 1 < length { sum += line[i + radius + 1] }
                    if i - radius >= 0 { sum -= line[i - radius] }
                }
            }
        }
    }
}
