import Testing
@testable import SwipeExport

/// GIF's LZW, checked against a decoder written from the GIF89a specification.
struct LZWEncoderTests {
    /// Decodes an image data block (minimum code size, sub-blocks, terminator) into indices.
    static func decode(_ block: [UInt8]) -> [UInt8] {
        let minCodeSize = Int(block[0])
        var data: [UInt8] = []
        var i = 1
        while block[i] != 0 {
            data += block[(i + 1)...(i + Int(block[i]))]
            i += Int(block[i]) + 1
        }
        let clear = 1 << minCodeSize, end = clear + 1
        var table: [[UInt8]] = []
        func reset() { table = (0..<clear).map { [UInt8($0)] } + [[], []] }
        reset()
        var codeSize = minCodeSize + 1, bitPos = 0
        var out: [UInt8] = [], previous: [UInt8]?
        while bitPos + codeSize <= data.count * 8 {
            var code = 0
            for b in 0..<codeSize where data[(bitPos + b) / 8] & (1 << ((bitPos + b) % 8)) != 0 { code |= 1 << b }
            bitPos += codeSize
            if code == clear {
                reset()
                codeSize = minCodeSize + 1
                previous = nil
                continue
            }
            if code == end { break }
            let entry: [UInt8]
            if code < table.count { entry = table[code] } else if let p = previous { entry = p + [p[0]] } else { return out }
            out += entry
            if let p = previous, table.count < 4096 { table.append(p + [entry[0]]) }
            if table.count == 1 << codeSize, codeSize < 12 { codeSize += 1 }
            previous = entry
        }
        return out
    }

    @Test func roundTripsShortLongAndRepetitiveData() {
        var generator = SystemRandomNumberGenerator()
        let cases: [([UInt8], Int)] = [
            ([], 4), ([0], 2), ([1, 1, 1, 1, 1, 1, 1, 1], 2),
            ((0..<20000).map { _ in UInt8.random(in: 0...255, using: &generator) }, 256),
            ((0..<50000).map { UInt8(($0 / 7) % 16) }, 16),
            ((0..<30000).map { _ in UInt8.random(in: 0...3, using: &generator) }, 4),
        ]
        for (indices, colors) in cases {
            let block = LZWEncoder.encode(indices, colorCount: colors)
            #expect(Self.decode(block) == indices, "\(indices.count) indices of \(colors) colours")
            #expect(block.last == 0)
        }
    }

    @Test func repetitiveDataCompresses() {
        let indices = [UInt8](repeating: 5, count: 100_000)
        #expect(LZWEncoder.encode(indices, colorCount: 16).count < 2000)
    }
}
