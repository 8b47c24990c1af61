import SwipeDocument

/// Makes the layer shadow of spec 3.2: the alpha of already rasterized content, blurred like Core
/// Animation's `shadowRadius`, tinted and faded, ready to be drawn offset beneath the content.
public enum ShadowRasterizer {
    /// Largest blur radius honoured, in pixels; a wider shadow is invisible anyway and would only
    /// cost memory (its padding grows with the radius).
    public static let maxBlurRadius = 256.0

    /// The shadow of `image`: its alpha blurred by three box-blur passes approximating a Gaussian of
    /// standard deviation `blurRadius` px, painted in `color` with alpha × `color.a` × `opacity`.
    /// The result is `padding` px larger on every side, so the image's top-left sits at
    /// (padding, padding) in it and no blur is cut off. An empty image gives an empty shadow.
    public static func shadow(of image: RasterImage, color: Color, opacity: Double, blurRadius: Double) -> (image: RasterImage, padding: Int) {
        guard image.width > 0, image.height > 0 else { return (RasterImage(width: 0, height: 0), 0) }
        let radii = boxRadii(sigma: blurRadius)
        let padding = radii.reduce(0, +)
        let (width, height) = (image.width + 2 * padding, image.height + 2 * padding)

        var alpha = [Float](repeating: 0, count: width * height)
        image.pixels.withUnsafeBufferPointer { source in
            alpha.withUnsafeMutableBufferPointer { a in
                for y in 0..<image.height {
                    let from = y * image.width * 4 + 3, to = (y + padding) * width + padding
                    for x in 0..<image.width { a[to + x] = Float(source[from + x * 4]) }
                }
            }
        }
        blur(&alpha, width: width, height: height, radii: radii)

        let fade = Float(min(max(color.a, 0), 1) * (opacity.isFinite ? min(max(opacity, 0), 1) : 0))
        let tint = UInt32(channel(color.r)) | UInt32(channel(color.g)) << 8 | UInt32(channel(color.b)) << 16
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        alpha.withUnsafeBufferPointer { a in
            pixels.withUnsafeMutableBytes { p in
                for i in 0..<(width * height) {
                    // Rounded half away from zero, as `rounded()`, without a call: the Double sum is exact.
                    let level = UInt32(min(255, Int(Double(max(0, a[i] * fade)) + 0.5)))
                    p.storeBytes(of: tint | level << 24, toByteOffset: i * 4, as: UInt32.self)
                }
            }
        }
        return (RasterImage(width: width, height: height, pixels: pixels), padding)
    }

    /// Radii of three successive box blurs whose combined variance approximates σ² (the widths
    /// bracket the ideal one: W. Jarosz, "Fast Image Convolutions", 2001). σ is clamped to
    /// 0...`maxBlurRadius`; a non-finite one means no blur.
    static func boxRadii(sigma: Double) -> [Int] {
        guard sigma.isFinite, sigma > 0 else { return [0, 0, 0] }
        let sigma = min(sigma, maxBlurRadius)
        let passes = 3.0
        let ideal = (12 * sigma * sigma / passes + 1).squareRoot()
        var lower = Int(ideal)
        if lower % 2 == 0 { lower -= 1 }
        let l = Double(lower)
        let lowerCount = Int(((12 * sigma * sigma - passes * l * l - 4 * passes * l - 3 * passes) / (-4 * l - 4)).rounded())
        return (0..<3).map { ($0 < lowerCount ? lower : lower + 2) / 2 }
    }

    /// A colour channel 0...1 as a byte.
    private static func channel(_ v: Double) -> UInt8 { UInt8((min(max(v, 0), 1) * 255).rounded()) }

    /// Box-blurs `alpha` (`width` × `height`) along its rows, then its columns, once per radius.
    /// Each sample sees the same additions in the same order as a running sum along its own line,
    /// so the result is the same to the bit as one line at a time; several lines advance together
    /// (four rows, eight columns at once), so no line waits for its own last addition.
    private static func blur(_ alpha: inout [Float], width: Int, height: Int, radii: [Int]) {
        var scratch = [Float](repeating: 0, count: width * height)
        var sums = [Float](repeating: 0, count: width)
        for radius in radii where radius > 0 {
            blurRows(alpha, into: &scratch, radius: radius, width: width, height: height)
            blurColumns(scratch, into: &alpha, radius: radius, width: width, height: height, sums: &sums)
        }
    }

    /// One box-blur pass along each row, treating samples outside as 0, four rows at a time.
    private static func blurRows(_ source: [Float], into destination: inout [Float], radius: Int, width: Int, height: Int) {
        let scale = 1 / Float(2 * radius + 1)
        source.withUnsafeBufferPointer { src in
            destination.withUnsafeMutableBufferPointer { dst in
                var row = 0
                while row < height {
                    let rows = min(4, height - row)
                    var sum = SIMD4<Float>()
                    // The rows past the last are read as the last again, and not written.
                    let (r1, r2, r3) = (min(row + 1, height - 1) * width, min(row + 2, height - 1) * width, min(row + 3, height - 1) * width)
                    let r0 = row * width
                    func at(_ i: Int) -> SIMD4<Float> { SIMD4(src[r0 + i], src[r1 + i], src[r2 + i], src[r3 + i]) }
                    for i in 0..<min(radius, width) { sum += at(i) }
                    for i in 0..<width {
                        if i + radius < width { sum += at(i + radius) }
                        let out = sum * scale
                        dst[r0 + i] = out[0]
                        if rows > 1 { dst[r1 + i] = out[1] }
                        if rows > 2 { dst[r2 + i] = out[2] }
                        if rows > 3 { dst[r3 + i] = out[3] }
                        if i - radius >= 0 { sum -= at(i - radius) }
                    }
                    row += rows
                }
            }
        }
    }

    /// One box-blur pass down each column, treating samples outside as 0: all columns' running
    /// sums (`sums`, at least `width` long) advance a row at a time, so memory is read in order.
    private static func blurColumns(_ source: [Float], into destination: inout [Float], radius: Int, width: Int, height: Int, sums: inout [Float]) {
        let scale = 1 / Float(2 * radius + 1)
        let lanes = width / 8 * 8
        source.withUnsafeBufferPointer { src in
            destination.withUnsafeMutableBufferPointer { dst in
                sums.withUnsafeMutableBufferPointer { sum in
                    let s = UnsafeMutableRawPointer(sum.baseAddress!), from = UnsafeRawPointer(src.baseAddress!)
                    let to = UnsafeMutableRawPointer(dst.baseAddress!)
                    func add(row: Int, sign: Float) {
                        var x = 0
                        while x < lanes {
                            let v = from.loadUnaligned(fromByteOffset: (row * width + x) * 4, as: SIMD8<Float>.self)
                            let t = s.loadUnaligned(fromByteOffset: x * 4, as: SIMD8<Float>.self)
                            s.storeBytes(of: sign > 0 ? t + v : t - v, toByteOffset: x * 4, as: SIMD8<Float>.self)
                            x += 8
                        }
                        while x < width {
                            sum[x] = sign > 0 ? sum[x] + src[row * width + x] : sum[x] - src[row * width + x]
                            x += 1
                        }
                    }
                    for x in 0..<width { sum[x] = 0 }
                    for i in 0..<min(radius, height) { add(row: i, sign: 1) }
                    for i in 0..<height {
                        if i + radius < height { add(row: i + radius, sign: 1) }
                        var x = 0
                        while x < lanes {
                            let t = s.loadUnaligned(fromByteOffset: x * 4, as: SIMD8<Float>.self)
                            to.storeBytes(of: t * scale, toByteOffset: (i * width + x) * 4, as: SIMD8<Float>.self)
                            x += 8
                        }
                        while x < width {
                            dst[i * width + x] = sum[x] * scale
                            x += 1
                        }
                        if i - radius >= 0 { add(row: i - radius, sign: -1) }
                    }
                }
            }
        }
    }
}
