/// Median-cut colour quantization over a 15-bit histogram (32 levels a channel).
enum MedianCut {
    private struct Box {
        var lo: (Int, Int, Int)
        var hi: (Int, Int, Int)
        var count: Int

        func side(_ axis: Int) -> Int {
            switch axis {
            case 0: return hi.0 - lo.0
            case 1: return hi.1 - lo.1
            default: return hi.2 - lo.2
            }
        }

        var longest: Int { [0, 1, 2].max { side($0) < side($1) }! }
    }

    /// Up to `limit` colours (R, G, B triples) for the pixels counted in `histogram`.
    static func colors(histogram: [Int32], limit: Int) -> [UInt8] {
        var boxes = [shrink(Box(lo: (0, 0, 0), hi: (31, 31, 31), count: 0), histogram)].compactMap { $0 }
        while boxes.count < limit {
            // Split the box with the most pixels that can still be split, weighted by its size.
            guard let k = boxes.indices.filter({ boxes[$0].side(boxes[$0].longest) > 0 })
                .max(by: { score(boxes[$0]) < score(boxes[$1]) }) else { break }
            let (a, b) = split(boxes[k], histogram)
            boxes[k] = a
            boxes.append(b)
        }
        return boxes.flatMap { average($0, histogram) }
    }

    private static func score(_ b: Box) -> Double { Double(b.count) * Double(b.side(b.longest) + 1) }

    private static func index(_ r: Int, _ g: Int, _ b: Int) -> Int { r << 10 | g << 5 | b }

    private static func forEach(_ box: Box, _ body: (Int, Int, Int) -> Void) {
        for r in box.lo.0...box.hi.0 { for g in box.lo.1...box.hi.1 { for b in box.lo.2...box.hi.2 { body(r, g, b) } } }
    }

    /// The box tightened around its pixels, with their count; nil when it holds none.
    private static func shrink(_ box: Box, _ h: [Int32]) -> Box? {
        var lo = (31, 31, 31), hi = (0, 0, 0), count = 0
        forEach(box) { r, g, b in
            let n = Int(h[index(r, g, b)])
            guard n > 0 else { return }
            count += n
            lo = (min(lo.0, r), min(lo.1, g), min(lo.2, b))
            hi = (max(hi.0, r), max(hi.1, g), max(hi.2, b))
        }
        return count > 0 ? Box(lo: lo, hi: hi, count: count) : nil
    }

    /// Splits along the longest side where half the pixels lie on each side.
    private static func split(_ box: Box, _ h: [Int32]) -> (Box, Box) {
        let axis = box.longest
        let lo = axis == 0 ? box.lo.0 : axis == 1 ? box.lo.1 : box.lo.2
        let hi = axis == 0 ? box.hi.0 : axis == 1 ? box.hi.1 : box.hi.2
        var slices = [Int](repeating: 0, count: 32)
        forEach(box) { r, g, b in slices[axis == 0 ? r : axis == 1 ? g : b] += Int(h[index(r, g, b)]) }
        var cut = lo, running = 0
        while cut < hi - 1 && running + slices[cut] < box.count / 2 {
            running += slices[cut]
            cut += 1
        }
        var a = box, b = box
        switch axis {
        case 0: a.hi.0 = cut; b.lo.0 = cut + 1
        case 1: a.hi.1 = cut; b.lo.1 = cut + 1
        default: a.hi.2 = cut; b.lo.2 = cut + 1
        }
        // Both halves hold pixels: the cut leaves at least one slice with pixels on each side.
        return (shrink(a, h) ?? a, shrink(b, h) ?? b)
    }

    /// The average colour of the box's pixels (each 15-bit bin at its centre).
    private static func average(_ box: Box, _ h: [Int32]) -> [UInt8] {
        var sum = (0, 0, 0), count = 0
        forEach(box) { r, g, b in
            let n = Int(h[index(r, g, b)])
            sum = (sum.0 + n * (r * 8 + 4), sum.1 + n * (g * 8 + 4), sum.2 + n * (b * 8 + 4))
            count += n
        }
        guard count > 0 else { return [0, 0, 0] }
        return [UInt8(min(255, sum.0 / count)), UInt8(min(255, sum.1 / count)), UInt8(min(255, sum.2 / count))]
    }
}
