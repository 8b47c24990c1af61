import SwipeCore

/// A picture in memory: straight (not premultiplied) RGBA, 8 bits per channel, rows top to bottom.
/// What every rasterizer (text, paths, boxes, decoded images) produces and the backend uploads.
public struct RasterImage: Equatable, Sendable {
    public var width: Int
    public var height: Int
    /// `width * height * 4` bytes: R, G, B, A.
    public var pixels: [UInt8]

    public init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(pixels.count == width * height * 4, "RasterImage needs width*height*4 bytes")
        self.width = width
        self.height = height
        self.pixels = pixels
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
