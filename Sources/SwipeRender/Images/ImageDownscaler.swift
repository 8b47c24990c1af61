import SwipeCore

/// Smaller copies of a picture for showing it at a fraction of its size: a mip chain made on the
/// CPU, since SDL2's renderer has no mipmaps.
///
/// The GPU samples a texture bilinearly, which averages the right texels only down to half size;
/// below that it skips texels, and fine detail turns to moiré and shimmers as the picture moves.
/// A picture shown smaller is therefore drawn from a level of its mip chain: level k is the picture
/// halved k times, each halving a 2×2 area average, and the level chosen is the finest one not
/// shown below half its size, so bilinear filtering of it is again an average of what each screen
/// pixel covers (what the original engine's GPU path gets from mipmaps).
///
/// A mip chain rather than one area average to the exact on-screen size, because a level depends
/// only on the picture, not on where it is shown: it covers exactly the picture, so every item
/// showing any part of it (sprite cells, aspect-fill crops) shares one texture with the same uv;
/// it changes only by whole halvings, so a scale animation makes a new one a few times, not every
/// frame; and bilinear filtering of a level shown between 1/2 and 1 keeps it as sharp as an exact
/// average to within half a level.
///
/// Averages are taken of premultiplied colour, then divided by the averaged alpha, so fully
/// transparent pixels (whatever colour they hold) do not darken the edges of what is opaque.
public enum ImageDownscaler {
    /// The picture area-averaged to `width`×`height` pixels (each at most the picture's and at
    /// least 1): every new pixel is the alpha-weighted mean of the part of the picture it covers,
    /// pixels cut by its edge counting by the share of them inside.
    public static func areaAverage(_ image: RasterImage, width: Int, height: Int) -> RasterImage {
        precondition(width >= 1 && height >= 1 && width <= image.width && height <= image.height, "areaAverage only reduces")
        if width == image.width && height == image.height { return image }
        let columns = taps(from: image.width, to: width), rows = taps(from: image.height, to: height)
        var out = RasterImage(width: width, height: height)
        image.pixels.withUnsafeBufferPointer { src in
            out.pixels.withUnsafeMutableBufferPointer { dst in
                for y in 0..<height {
                    for x in 0..<width {
                        // Premultiplied sums, and the plain colour sum for a wholly transparent area.
                        var a = 0.0, ar = 0.0, ag = 0.0, ab = 0.0, r = 0.0, g = 0.0, b = 0.0
                        for (sy, wy) in rows[y] {
                            for (sx, wx) in columns[x] {
                                let i = (sy * image.width + sx) * 4, w = wx * wy
                                let sa = Double(src[i + 3]) * w
                                let sr = Double(src[i]), sg = Double(src[i + 1]), sb = Double(src[i + 2])
                                a += sa
                                ar += sr * sa; ag += sg * sa; ab += sb * sa
                                r += sr * w; g += sg * w; b += sb * w
                            }
                        }
                        let o = (y * width + x) * 4
                        if a > 0 {
                            dst[o] = byte(ar / a); dst[o + 1] = byte(ag / a); dst[o + 2] = byte(ab / a)
                        } else {
                            dst[o] = byte(r); dst[o + 1] = byte(g); dst[o + 2] = byte(b)
                        }
                        dst[o + 3] = byte(a)
                    }
                }
            }
        }
        return out
    }

    /// For each of `n` new pixels along one side of `old`, the old pixels it covers and their
    /// weights (summing to 1).
    static func taps(from old: Int, to n: Int) -> [[(Int, Double)]] {
        let step = Double(old) / Double(n)
        return (0..<n).map { i in
            let start = Double(i) * step, end = Double(i + 1) * step
            var taps: [(Int, Double)] = []
            var p = Int(start)
            while Double(p) < end, p < old {
                let covered = min(end, Double(p + 1)) - max(start, Double(p))
                if covered > 1e-12 { taps.append((p, covered / step)) }
                p += 1
            }
            return taps
        }
    }

    /// The size of level `level` of a `width`×`height` picture: each side halved `level` times,
    /// rounded up (an odd side's middle pixel is shared by its two neighbours), so a level never
    /// has less than half the resolution of the one before and covers exactly the same picture.
    public static func levelSize(_ level: Int, width: Int, height: Int) -> (width: Int, height: Int) {
        var w = width, h = height
        for _ in 0..<max(0, level) {
            w = max(1, (w + 1) / 2)
            h = max(1, (h + 1) / 2)
        }
        return (w, h)
    }

    /// Level `level` of the picture's mip chain, made by halving it `level` times (level 0 is the
    /// picture itself).
    public static func level(_ level: Int, of image: RasterImage) -> RasterImage {
        var out = image
        for _ in 0..<max(0, level) {
            let (w, h) = levelSize(1, width: out.width, height: out.height)
            if w == out.width && h == out.height { break }
            out = areaAverage(out, width: w, height: h)
        }
        return out
    }

    /// The level to draw a `width`×`height` picture from when its pixels are shown at `scaleX` ×
    /// `scaleY` screen pixels each: the finest level not shown below half its size on either side
    /// (so it is shown between 1/2 and 1 on the more reduced side), and one whose longer side fits
    /// `maxSide`. Level 0 — the picture itself, drawn exactly as before — whenever it is shown at
    /// half its size or more: bilinear filtering is exact down to 1/2.
    public static func level(forScale scaleX: Double, _ scaleY: Double, width: Int, height: Int, maxSide: Int = .max) -> Int {
        guard width > 0, height > 0 else { return 0 }
        // Tiny float noise must not take a picture shown at exactly half size off level 0.
        let limitX = 2 * scaleX * (1 + 1e-9), limitY = 2 * scaleY * (1 + 1e-9)
        var level = 0, w = width, h = height
        while w > 1 || h > 1 {
            let tooFine = Double(w) / Double(width) > limitX || Double(h) / Double(height) > limitY
            guard tooFine || max(w, h) > maxSide else { break }
            level += 1
            (w, h) = levelSize(1, width: w, height: h)
        }
        return level
    }

    /// The level for showing the part `uv` (0...1) of a `width`×`height` picture over `pixels`
    /// screen pixels (across, down).
    public static func level(showing uv: Rect, ofWidth width: Int, height: Int, over pixels: Point, maxSide: Int = .max) -> Int {
        guard uv.width > 0, uv.height > 0 else { return 0 }
        return level(forScale: pixels.x / (uv.width * Double(width)), pixels.y / (uv.height * Double(height)),
                     width: width, height: height, maxSide: maxSide)
    }

    private static func byte(_ v: Double) -> UInt8 { UInt8(max(0, min(255, v.rounded()))) }
}
