import CCairo
import Testing
@testable import SwipeRender

struct CairoCanvasTests {
    /// Writes premultiplied ARGB32 words straight into the canvas: pixel x of row y is `word(x, y)`.
    func canvas(width: Int, rows: Int, _ word: (Int, Int) -> UInt32) -> CairoCanvas {
        let canvas = CairoCanvas(width: width, height: rows)
        canvas.draw { context in
            guard let target = cairo_get_target(context), let data = cairo_image_surface_get_data(target) else { return }
            cairo_surface_flush(target)
            let stride = Int(cairo_image_surface_get_stride(target))
            for y in 0..<rows {
                for x in 0..<width { UnsafeMutableRawPointer(data + y * stride).storeBytes(of: word(x, y), toByteOffset: x * 4, as: UInt32.self) }
            }
            cairo_surface_mark_dirty(target)
        }
        return canvas
    }

    /// Straight colour of premultiplied `c` at alpha `a`, rounded to nearest (halves up).
    func straight(_ c: Int, _ a: Int) -> UInt8 { UInt8(min(255, (Double(c) * 255 / Double(a)).rounded())) }

    @Test func everyAlphaIsUnpremultipliedWithRounding() {
        // Row 0: colour equal to alpha (full intensity); row 1: three quarters; row 2: a third.
        let shares = [(1, 1), (3, 4), (1, 3)]
        let image = canvas(width: 256, rows: shares.count) { a, row in
            let c = UInt32(a * shares[row].0 / shares[row].1)
            return UInt32(a) << 24 | c << 16 | (c / 2) << 8 | UInt32(a / 5)
        }.image()
        for (row, share) in shares.enumerated() {
            for a in 1..<256 {
                let c = a * share.0 / share.1
                let (r, g, b, alpha) = image.pixel(a, row)
                #expect(alpha == UInt8(a))
                #expect(r == straight(c, a) && g == straight(c / 2, a) && b == straight(a / 5, a), "alpha \(a), row \(row)")
            }
        }
        #expect(image.pixel(0, 0) == (0, 0, 0, 0), "fully transparent stays zero")
        #expect(!image.isPremultiplied)
    }

    /// Asked for what a texture holds, the canvas gives Cairo's premultiplied colour as it is, and
    /// it becomes the straight image again only when un-premultiplied.
    @Test func aPremultipliedImageKeepsCairosColour() {
        let drawn = canvas(width: 256, rows: 1) { a, _ in UInt32(a) << 24 | UInt32(a / 2) << 16 | UInt32(a / 3) << 8 | UInt32(a / 4) }
        var image = drawn.image(premultiplied: true)
        #expect(image.isPremultiplied)
        for a in 0..<256 { #expect(image.pixel(a, 0) == (UInt8(a / 2), UInt8(a / 3), UInt8(a / 4), UInt8(a)), "alpha \(a)") }
        image.premultiply()
        #expect(image.pixel(200, 0) == (100, 66, 50, 200), "premultiplying twice changes nothing")
        image.unpremultiply()
        #expect(image == drawn.image())
    }

    @Test func opaquePixelsKeepTheirChannels() {
        let image = canvas(width: 3, rows: 1) { x, _ in [0xFF10_2030, 0xFFFF_FFFF, 0xFF00_0000][x] }.image()
        #expect(image.pixel(0, 0) == (0x10, 0x20, 0x30, 255))
        #expect(image.pixel(1, 0) == (255, 255, 255, 255))
        #expect(image.pixel(2, 0) == (0, 0, 0, 255))
    }
}
