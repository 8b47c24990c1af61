/// Up to 256 colours for one GIF frame: the picture's own colours when it has no more, else a
/// median cut of its colours (boxes of the colour cube split at their median along their
/// longest side, each box's colour the average of its pixels). `nearest` maps any colour to its
/// closest entry, remembered per 15-bit colour.
struct Palette {
    /// R, G, B of each entry.
    private(set) var colors: [UInt8]
    /// Whether every colour of the picture is in the palette as it is (no dithering needed).
    let isExact: Bool
    private var lookup: [Int16]
    /// An exact palette's entries by colour (0xRRGGBB).
    private var exactIndex: [UInt32: Int] = [:]

    var count: Int { colors.count / 3 }

    /// The palette of the RGBA `pixels` in `rect` of an image `stride` pixels wide.
    init(pixels: UnsafePointer<UInt8>, stride: Int, rect: PixelRect, limit: Int = 256) {
        lookup = [Int16](repeating: -1, count: 1 << 15)
        var exact: [UInt32: Int] = [:]
        var exactFits = true
        var histogram = [Int32](repeating: 0, count: 1 << 15)
        for y in rect.y..<(rect.y + rect.height) {
            var p = pixels + (y * stride + rect.x) * 4
            for _ in 0..<rect.width {
                let r = p[0], g = p[1], b = p[2]
                if exactFits {
                    let key = UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b)
                    if exact[key] == nil {
                        if exact.count == limit { exactFits = false } else { exact[key] = exact.count }
                    }
                }
                histogram[Int(r >> 3) << 10 | Int(g >> 3) << 5 | Int(b >> 3)] += 1
                p += 4
            }
        }
        if exactFits {
            var colors = [UInt8](repeating: 0, count: exact.count * 3)
            for (key, i) in exact {
                colors[i * 3] = UInt8(key >> 16)
                colors[i * 3 + 1] = UInt8((key >> 8) & 255)
                colors[i * 3 + 2] = UInt8(key & 255)
            }
            self.colors = colors
            exactIndex = exact
            isExact = true
        } else {
            colors = MedianCut.colors(histogram: histogram, limit: limit)
            isExact = false
        }
    }

    /// The index of the entry nearest to (r, g, b).
    mutating func nearest(_ r: Int, _ g: Int, _ b: Int) -> Int {
        if isExact, let i = exactIndex[UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b)] { return i }
        let key = (r >> 3) << 10 | (g >> 3) << 5 | (b >> 3)
        if !isExact, lookup[key] >= 0 { return Int(lookup[key]) }
        var best = 0, bestDistance = Int.max
        for i in 0..<count {
            let dr = Int(colors[i * 3]) - r, dg = Int(colors[i * 3 + 1]) - g, db = Int(colors[i * 3 + 2]) - b
            let d = 2 * dr * dr + 4 * dg * dg + 3 * db * db
            if d < bestDistance {
                bestDistance = d
                best = i
                if d == 0 { break }
            }
        }
        // Exact palettes are looked up by the whole colour: 15 bits would merge near colours.
        if !isExact { lookup[key] = Int16(best) }
        return best
    }
}

/// A rectangle of pixels.
struct PixelRect: Equatable {
    var x: Int, y: Int, width: Int, height: Int
}
