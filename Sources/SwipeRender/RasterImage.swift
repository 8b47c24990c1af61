import SwipeDocument

/// A picture in memory: RGBA, 8 bits per channel, rows top to bottom, straight (not
/// premultiplied) unless `isPremultiplied` says so. What every rasterizer (text, paths, boxes,
/// decoded images) produces and the backend uploads.
public struct RasterImage: Equatable, Sendable {
    public var width: Int
    public var height: Int
    /// `width * height * 4` bytes: R, G, B, A.
    public var pixels: [UInt8]
    /// The colour is already multiplied by alpha, as Cairo draws it and the drawing devices keep
    /// textures: such a picture goes to a texture without a pass over its pixels.
    public private(set) var isPremultiplied = false

    public init(width: Int, height: Int, pixels: [UInt8], premultiplied: Bool = false) {
        precondition(pixels.count == width * height * 4, "RasterImage needs width*height*4 bytes")
        self.width = width
        self.height = height
        self.pixels = pixels
        isPremultiplied = premultiplied
    }

    /// A transparent image.
    public init(width: Int, height: Int) {
        self.init(width: width, height: height, pixels: [UInt8](repeating: 0, count: max(0, width) * max(0, height) * 4))
    }

    public var byteCount: Int { pixels.count }

    /// The pixel at (x, y) as (r, g, b, a).
    public func pixel(_ x: Int, _ y: Int) -> (UInt8, UInt8, UInt8, UInt8) {
        let i = (y * width + x) * 4
        return (pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3])
    }
}

extension RasterImage {
    /// Draws `other` over this image (source-over, straight alpha) with its top-left at `origin`.
    public mutating func draw(_ other: RasterImage, at origin: Point) {
        let ox = Int(origin.x.rounded()), oy = Int(origin.y.rounded())
        for y in max(0, oy)..<min(height, oy + other.height) {
            for x in max(0, ox)..<min(width, ox + other.width) {
                let s = ((y - oy) * other.width + (x - ox)) * 4, d = (y * width + x) * 4
                let sa = Double(other.pixels[s + 3]) / 255
                guard sa > 0 else { continue }
                let da = Double(pixels[d + 3]) / 255
                let oa = sa + da * (1 - sa)
                for c in 0..<3 {
                    let v = (Double(other.pixels[s + c]) * sa + Double(pixels[d + c]) * da * (1 - sa)) / oa
                    pixels[d + c] = UInt8(max(0, min(255, v.rounded())))
                }
                pixels[d + 3] = UInt8((oa * 255).rounded())
            }
        }
    }
}

extension RasterImage {
    /// The smallest rectangle (pixels) holding every pixel that is not fully transparent; nil when
    /// the image is empty. Drawing only that part saves filling transparent pixels every frame.
    public var opaqueBounds: (x: Int, y: Int, width: Int, height: Int)? {
        var minX = width, minY = height, maxX = -1, maxY = -1
        pixels.withUnsafeBufferPointer { p in
            for y in 0..<height {
                let row = y * width * 4
                var x = 0
                while x < width {
                    if p[row + x * 4 + 3] != 0 {
                        if x < minX { minX = x }
                        if x > maxX { maxX = x }
                        if y < minY { minY = y }
                        maxY = y
                        // Skip ahead to the last inked pixel of this row.
                        var last = width - 1
                        while last > maxX, p[row + last * 4 + 3] == 0 { last -= 1 }
                        if last > maxX { maxX = last }
                        break
                    }
                    x += 1
                }
            }
        }
        guard maxX >= 0 else { return nil }
        return (minX, minY, maxX - minX + 1, maxY - minY + 1)
    }

    /// Whether every pixel is fully opaque.
    public var isOpaque: Bool {
        pixels.withUnsafeBufferPointer { p in
            var i = 3
            while i < p.count {
                if p[i] != 255 { return false }
                i += 4
            }
            return true
        }
    }

    /// Each pixel's colour multiplied by its alpha (rounded), as GPUs and pixman blend and filter
    /// it: interpolating premultiplied colour never darkens a translucent edge.
    public mutating func premultiply() {
        guard !isPremultiplied else { return }
        isPremultiplied = true
        pixels.withUnsafeMutableBufferPointer { p in
            var i = 0
            while i < p.count {
                let a = UInt32(p[i + 3])
                // Three statements, not a loop over a range: its iterator is a call per channel in
                // the debug build.
                if a < 255 {
                    p[i] = Self.premultiplied(p[i], by: p[i + 3])
                    p[i + 1] = Self.premultiplied(p[i + 1], by: p[i + 3])
                    p[i + 2] = Self.premultiplied(p[i + 2], by: p[i + 3])
                }
                i += 4
            }
        }
    }

    /// Each pixel's colour divided by its alpha (rounded): straight colour again.
    public mutating func unpremultiply() {
        guard isPremultiplied else { return }
        isPremultiplied = false
        Self.unpremultiplied.withUnsafeBufferPointer { table in
            pixels.withUnsafeMutableBufferPointer { p in
                var i = 0
                while i < p.count {
                    let a = Int(p[i + 3])
                    if a < 255 {
                        p[i] = table[a << 8 | Int(p[i])]
                        p[i + 1] = table[a << 8 | Int(p[i + 1])]
                        p[i + 2] = table[a << 8 | Int(p[i + 2])]
                    }
                    i += 4
                }
            }
        }
    }

    /// The straight value of premultiplied colour `c` at alpha `a`, rounded, at index `a << 8 | c`
    /// (a table: paths animated every frame are un-premultiplied for the software renderer, and
    /// three divisions a pixel were a third of the time).
    private static let unpremultiplied: [UInt8] = (0..<(256 * 256)).map { i in
        let (a, c) = (UInt32(i >> 8), UInt32(i & 0xFF))
        return a == 0 ? 0 : UInt8(min(255, (c * 255 + a / 2) / a))
    }

    /// A channel multiplied by an alpha, rounded as pixman rounds.
    @inline(__always)
    public static func premultiplied(_ v: UInt8, by a: UInt8) -> UInt8 {
        let t = UInt32(v) * UInt32(a) + 128
        return UInt8((t + (t >> 8)) >> 8)
    }

    /// The part of the image inside a pixel rectangle.
    public func cropped(x: Int, y: Int, width w: Int, height h: Int) -> RasterImage {
        var out = RasterImage(width: w, height: h)
        out.isPremultiplied = isPremultiplied
        for row in 0..<h {
            let src = ((y + row) * width + x) * 4
            out.pixels.replaceSubrange((row * w * 4)..<((row + 1) * w * 4), with: pixels[src..<(src + w * 4)])
        }
        return out
    }
}
