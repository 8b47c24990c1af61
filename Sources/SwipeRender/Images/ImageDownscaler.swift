import Foundation
import SwipeDocument

/// Smaller copies of a picture for showing it at a fraction of its size.
///
/// A picture shown smaller than its pixels is drawn from a copy area-averaged on the CPU to the
/// size it is shown at: each new pixel is the mean of exactly the part of the picture it covers,
/// which the texture then shows 1:1. Below half size, bilinear sampling of the picture itself (the
/// GPU's, SDL2's renderer having no mipmaps) would skip texels, and fine detail would turn to moiré
/// and shimmer as the picture moves. Between half and full size it would not alias, but the
/// original engine does not draw that way either: what its exporter records (swipe-org/swipe
/// browser/SwipeExporter.swift, `presentationLayer.render(in: context)` into a bitmap context) is
/// each image layer's contents drawn by Core Graphics, which averages the area a pixel covers.
/// In its recording of `images.swipe`, a 720×1280 photo shown at 375×667 (0.52) matches an exact
/// area average on 99.3 % of the pixels of its detailed parts, bilinear sampling on 98.0 %.
///
/// A direct area average rather than a mip chain (levels halved by 2×2 averages, the one shown
/// between 1/2 and 1 sampled bilinearly): bilinear sampling of a level shown at, say, 0.57 blends
/// two texels where each screen pixel covers almost two, so frequencies between the screen's limit
/// and the level's pass half-attenuated. On a zone plate shown at 1/7 a mip level is 13 grey levels
/// (RMS) from an exact area average; this is within 1. What the mip chain would have given is kept
/// by the texture cache: the copy covers the whole picture, so every item showing any part of it
/// at that size (sprite cells, aspect-fill crops) shares it with the same uv; during a scale
/// animation a copy is stretched as long as it is shown between 1/2 and 2 of its size (a new one is
/// made once per halving, not every frame), and the exact size is made once the scale has settled.
///
/// Averages are taken of premultiplied colour, then divided by the averaged alpha, so fully
/// transparent pixels (whatever colour they hold) do not darken the edges of what is opaque.
public enum ImageDownscaler {
    /// The size to reduce a `width`×`height` picture to when its pixels are shown at `scaleX` ×
    /// `scaleY` screen pixels each: the size it appears at (rounded up, so never magnified), or nil
    /// — the picture itself — when it is shown at its size or larger on both sides and fits
    /// `maxSide`.
    public static func reducedSize(width: Int, height: Int, scaleX: Double, scaleY: Double, maxSide: Int = .max) -> (width: Int, height: Int)? {
        guard width > 0, height > 0 else { return nil }
        // Tiny float noise must not take a picture shown at exactly its size off its own pixels.
        let whole = 1 - 1e-9
        if scaleX >= whole, scaleY >= whole, max(width, height) <= maxSide { return nil }
        let fit = min(1, Double(maxSide) / (Double(width) * min(1, scaleX)), Double(maxSide) / (Double(height) * min(1, scaleY)))
        func side(_ n: Int, _ s: Double) -> Int { max(1, min(n, Int((Double(n) * min(1, s) * fit - 1e-6).rounded(.up)))) }
        return (side(width, scaleX), side(height, scaleY))
    }

    /// `reducedSize` for the part `uv` (0...1) of a picture shown over `pixels` screen pixels
    /// (across, down).
    public static func reducedSize(width: Int, height: Int, showing uv: Rect, over pixels: Point, maxSide: Int = .max) -> (width: Int, height: Int)? {
        guard uv.width > 0, uv.height > 0 else { return nil }
        return reducedSize(width: width, height: height, scaleX: pixels.x / (uv.width * Double(width)),
                           scaleY: pixels.y / (uv.height * Double(height)), maxSide: maxSide)
    }

    /// The picture area-averaged to `width`×`height` pixels (each at most the picture's and at
    /// least 1): every new pixel is the alpha-weighted mean of the part of the picture it covers,
    /// pixels cut by its edge counting by the share of them inside. Each row of the picture is
    /// averaged across once (the premultiplied mean is separable), then rows are summed down. In a
    /// release build on one core of the development machine: 2 ms for a 1024×768 picture to 300×225,
    /// 5 ms for 2048×1536 to 256×192, 17–57 ms for a 12-megapixel photo to an eighth or just under
    /// half of its size; 7.5–10 ms for a 640×480 GIF frame to 564×423 on a slower one. With
    /// `bands` above 1, bands of new rows are made at once on that many threads (a frame that needs
    /// the picture waits for it): the same pixels, as each band averages the rows it needs itself.
    public static func areaAverage(_ image: RasterImage, width: Int, height: Int, bands: Int = 1) -> RasterImage {
        precondition(width >= 1 && height >= 1 && width <= image.width && height <= image.height, "areaAverage only reduces")
        if width == image.width && height == image.height { return image }
        let columns = Taps(from: image.width, to: width), rows = Taps(from: image.height, to: height)
        var out = RasterImage(width: width, height: height)
        // At least 64 new rows a band: fewer are not worth a thread.
        let parts = max(1, min(bands, height / 64))
        var transparentByBand = [[Int]](repeating: [], count: parts)
        image.pixels.withUnsafeBufferPointer { src in
            out.pixels.withUnsafeMutableBufferPointer { dst in
                transparentByBand.withUnsafeMutableBufferPointer { found in
                    if parts == 1 {
                        found[0] = averageRows(0..<height, of: src, width: image.width, columns, rows, into: dst, newWidth: width)
                        return
                    }
                    // Each band writes its own rows of `dst` and its own slot of `found`.
                    nonisolated(unsafe) let (src, dst, found) = (src, dst, found)
                    DispatchQueue.concurrentPerform(iterations: parts) { part in
                        found[part] = averageRows(height * part / parts..<height * (part + 1) / parts, of: src, width: image.width, columns, rows,
                                                  into: dst, newWidth: width)
                    }
                }
            }
        }
        let transparent = transparentByBand.joined()
        // A wholly transparent area keeps the plain mean of its colour (what bilinear filtering
        // next to it blends in).
        for o in transparent {
            let x = (o / 4) % width, y = (o / 4) / width
            var c = [0.0, 0.0, 0.0]
            for t in rows.range(y) {
                for u in columns.range(x) {
                    let i = (rows.index[t] * image.width + columns.index[u]) * 4, w = rows.weight[t] * columns.weight[u]
                    for k in 0..<3 { c[k] += Double(image.pixels[i + k]) * w }
                }
            }
            for k in 0..<3 { out.pixels[o + k] = byte(c[k]) }
        }
        return out
    }

    /// New rows `band` (alpha and premultiplied colour summed down from the picture's rows, each
    /// averaged across once) into `dst`; the byte offsets of the new pixels with nothing visible.
    private static func averageRows(_ band: Range<Int>, of src: UnsafeBufferPointer<UInt8>, width sourceWidth: Int, _ columns: Taps, _ rows: Taps,
                                    into dst: UnsafeMutableBufferPointer<UInt8>, newWidth width: Int) -> [Int] {
        // Per new pixel: alpha and premultiplied red, green, blue; for one row of the picture
        // averaged across, and summed for the new row.
        var row = [Double](repeating: 0, count: width * 4), sum = row
        var transparent: [Int] = []
        row.withUnsafeMutableBufferPointer { row in
            sum.withUnsafeMutableBufferPointer { sum in
                // A row of the picture cut by the edge between two new rows is averaged once.
                var averaged = -1
                for y in band {
                    sum.update(repeating: 0)
                    for t in rows.range(y) {
                        if rows.index[t] != averaged {
                            averaged = rows.index[t]
                            averageAcross(src, line: averaged * sourceWidth * 4, columns, into: row)
                        }
                        let wy = rows.weight[t]
                        for i in 0..<(width * 4) { sum[i] += row[i] * wy }
                    }
                    for x in 0..<width {
                        let s = x * 4, o = (y * width + x) * 4, a = sum[s]
                        if a > 0 {
                            dst[o] = byte(sum[s + 1] / a); dst[o + 1] = byte(sum[s + 2] / a); dst[o + 2] = byte(sum[s + 3] / a)
                        } else {
                            transparent.append(o)
                        }
                        dst[o + 3] = byte(a)
                    }
                }
            }
        }
        return transparent
    }

    /// One row of the picture (from byte `line`) averaged across into `row`: alpha, then
    /// premultiplied red, green and blue per new pixel.
    private static func averageAcross(_ src: UnsafeBufferPointer<UInt8>, line: Int, _ columns: Taps, into row: UnsafeMutableBufferPointer<Double>) {
        columns.index.withUnsafeBufferPointer { index in
            columns.weight.withUnsafeBufferPointer { weight in
                columns.start.withUnsafeBufferPointer { start in
                    // Four scalar sums, not a SIMD4: in a debug build (the tests') each of SIMD's
                    // generic operators is a call, several times slower.
                    for x in 0..<(start.count - 1) {
                        var a = 0.0, r = 0.0, g = 0.0, b = 0.0
                        for t in start[x]..<start[x + 1] {
                            let i = line + index[t] * 4
                            let sa = Double(src[i + 3]) * weight[t]
                            a += sa; r += Double(src[i]) * sa; g += Double(src[i + 1]) * sa; b += Double(src[i + 2]) * sa
                        }
                        row[x * 4] = a; row[x * 4 + 1] = r; row[x * 4 + 2] = g; row[x * 4 + 3] = b
                    }
                }
            }
        }
    }

    /// For each of `n` new pixels along one side of `old`, the old pixels it covers and their
    /// weights (summing to 1): those of new pixel i are `index[start[i]..<start[i + 1]]`.
    struct Taps {
        var index: [Int] = [], weight: [Double] = [], start: [Int] = [0]

        init(from old: Int, to n: Int) {
            let step = Double(old) / Double(n)
            for i in 0..<n {
                let from = Double(i) * step, to = Double(i + 1) * step
                var p = Int(from)
                while Double(p) < to, p < old {
                    let covered = min(to, Double(p + 1)) - max(from, Double(p))
                    if covered > 1e-12 {
                        index.append(p)
                        weight.append(covered / step)
                    }
                    p += 1
                }
                start.append(index.count)
            }
        }

        func range(_ i: Int) -> Range<Int> { start[i]..<start[i + 1] }
    }

    private static func byte(_ v: Double) -> UInt8 { UInt8(max(0, min(255, v.rounded()))) }
}
