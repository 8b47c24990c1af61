/// Maps a picture's pixels to palette entries: exactly where the palette holds every colour,
/// else with Floyd–Steinberg error diffusion (7/16 right, 3/16, 5/16, 1/16 below).
enum Dithering {
    static func indices(_ pixels: UnsafePointer<UInt8>, stride: Int, rect: PixelRect, palette: inout Palette) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: rect.width * rect.height)
        if palette.isExact {
            var last = (-1, -1, -1, 0)
            for y in 0..<rect.height {
                var p = pixels + ((rect.y + y) * stride + rect.x) * 4
                for x in 0..<rect.width {
                    let r = Int(p[0]), g = Int(p[1]), b = Int(p[2])
                    if (r, g, b) != (last.0, last.1, last.2) { last = (r, g, b, palette.nearest(r, g, b)) }
                    out[y * rect.width + x] = UInt8(last.3)
                    p += 4
                }
            }
            return out
        }
        // Errors of this row and the next, in 1/16ths, with a pixel of margin either side.
        let w = rect.width
        var current = [Int32](repeating: 0, count: (w + 2) * 3)
        var next = [Int32](repeating: 0, count: (w + 2) * 3)
        let colors = palette.colors
        for y in 0..<rect.height {
            var p = pixels + ((rect.y + y) * stride + rect.x) * 4
            for x in 0..<w {
                let e = (x + 1) * 3
                let r = clamp(Int(p[0]) + Int(current[e]) / 16)
                let g = clamp(Int(p[1]) + Int(current[e + 1]) / 16)
                let b = clamp(Int(p[2]) + Int(current[e + 2]) / 16)
                let k = palette.nearest(r, g, b)
                out[y * w + x] = UInt8(k)
                diffuse(Int32(r - Int(colors[k * 3])), channel: 0)
                diffuse(Int32(g - Int(colors[k * 3 + 1])), channel: 1)
                diffuse(Int32(b - Int(colors[k * 3 + 2])), channel: 2)
                func diffuse(_ err: Int32, channel c: Int) {
                    current[e + 3 + c] += err * 7
                    next[e - 3 + c] += err * 3
                    next[e + c] += err * 5
                    next[e + 3 + c] += err
                }
                p += 4
            }
            swap(&current, &next)
            next.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
        }
        return out
    }

    private static func clamp(_ v: Int) -> Int { max(0, min(255, v)) }
}
