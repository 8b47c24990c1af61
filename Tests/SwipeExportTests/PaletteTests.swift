import Testing
@testable import SwipeExport

struct PaletteTests {
    func image(_ width: Int, _ height: Int, _ color: (Int, Int) -> (UInt8, UInt8, UInt8)) -> [UInt8] {
        var pixels: [UInt8] = []
        for y in 0..<height { for x in 0..<width { let c = color(x, y); pixels += [c.0, c.1, c.2, 255] } }
        return pixels
    }

    @Test func aPictureOfFewColoursKeepsThemExactly() {
        let pixels = image(40, 30) { x, y in x < 20 ? (255, 128, 0) : (y < 10 ? (1, 2, 3) : (200, 200, 201)) }
        var palette = pixels.withUnsafeBufferPointer { Palette(pixels: $0.baseAddress!, stride: 40, rect: PixelRect(x: 0, y: 0, width: 40, height: 30)) }
        #expect(palette.isExact && palette.count == 3)
        let indices = pixels.withUnsafeBufferPointer {
            Dithering.indices($0.baseAddress!, stride: 40, rect: PixelRect(x: 0, y: 0, width: 40, height: 30), palette: &palette)
        }
        for (k, i) in indices.enumerated() {
            #expect(Array(palette.colors[(Int(i) * 3)..<(Int(i) * 3 + 3)]) == Array(pixels[(k * 4)..<(k * 4 + 3)]))
        }
    }

    @Test func manyColoursAreCutToAtMost256NearTheirOwn() {
        let pixels = image(128, 128) { x, y in (UInt8(x * 2), UInt8(y * 2), UInt8((x + y) % 256)) }
        let rect = PixelRect(x: 0, y: 0, width: 128, height: 128)
        var palette = pixels.withUnsafeBufferPointer { Palette(pixels: $0.baseAddress!, stride: 128, rect: rect) }
        #expect(!palette.isExact && palette.count <= 256 && palette.count > 200)
        // Every colour has an entry within a box of the cut: at most 32 levels away per channel.
        var worst = 0
        for k in stride(from: 0, to: pixels.count, by: 4 * 37) {
            let i = palette.nearest(Int(pixels[k]), Int(pixels[k + 1]), Int(pixels[k + 2]))
            for c in 0..<3 { worst = max(worst, abs(Int(palette.colors[i * 3 + c]) - Int(pixels[k + c]))) }
        }
        #expect(worst <= 32, "\(worst)")
        // Dithered, the average colour of a region stays the picture's.
        let indices = pixels.withUnsafeBufferPointer { Dithering.indices($0.baseAddress!, stride: 128, rect: rect, palette: &palette) }
        var sum = [0, 0, 0], want = [0, 0, 0]
        for y in 40..<56 { for x in 40..<56 {
            let i = Int(indices[y * 128 + x]), k = (y * 128 + x) * 4
            for c in 0..<3 { sum[c] += Int(palette.colors[i * 3 + c]); want[c] += Int(pixels[k + c]) }
        } }
        for c in 0..<3 { #expect(abs(sum[c] - want[c]) / 256 <= 4, "channel \(c)") }
    }
}
