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
        for y in 0..<image.height {
            for x in 0..<image.width {
                alpha[(y + padding) * width + x + padding] = Float(image.pixels[(y * image.width + x) * 4 + 3])
            }
        }
        var scratch = [Float](repeating: 0, count: width * height)
        for radius in radii where radius > 0 {
            boxBlur(alpha, into: &scratch, radius: radius, count: width, lines: height, step: 1, lineStep: width)
            boxBlur(scratch, into: &alpha, radius: radius, count: height, lines: width, step: width, lineStep: 1)
        }

        let fade = Float(min(max(color.a, 0), 1) * (opacity.isFinite ? min(max(opacity, 0), 1) : 0))
        let tint = [color.r, color.g, color.b].map { UInt8((min(max($0, 0), 1) * 255).rounded()) }
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for i in 0..<(width * height) {
            pixels[i * 4] = tint[0]
            pixels[i * 4 + 1] = tint[1]
            pixels[i * 4 + 2] = tint[2]
            pixels[i * 4 + 3] = UInt8(min(255, max(0, alpha[i] * fade).rounded()))
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

    /// One box-blur pass along `lines` lines of `count` samples (`step` apart; lines `lineStep`
    /// apart), treating samples outside as 0. A running sum keeps it O(samples) for any radius.
    private static func boxBlur(_ source: [Float], into destination: inout [Float], radius: Int, count: Int, lines: Int, step: Int, lineStep: Int) {
        let scale = 1 / Float(2 * radius + 1)
        source.withUnsafeBufferPointer { src in
            destination.withUnsafeMutableBufferPointer { dst in
                for line in 0..<lines {
                    let base = line * lineStep
                    var sum: Float = 0
                    for i in 0..<min(radius, count) { sum += src[base + i * step] }
                    for i in 0..<count {
                        if i + radius < count { sum += src[base + (i + radius) * step] }
                        dst[base + i * step] = sum * scale
                        if i - radius >= 0 { sum -= src[base + (i - radius) * step] }
                    }
                }
            }
        }
    }
}
