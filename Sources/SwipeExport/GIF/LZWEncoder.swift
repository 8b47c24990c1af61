/// GIF's variable-length LZW compression (codes of up to 12 bits, a clear code when the table
/// is full), written least significant bit first in sub-blocks of at most 255 bytes.
enum LZWEncoder {
    /// The image data block for `indices` of a `colorCount`-entry palette: the minimum code size,
    /// the sub-blocks, and the terminator.
    static func encode(_ indices: [UInt8], colorCount: Int) -> [UInt8] {
        let minCodeSize = max(2, bitsFor(colorCount))
        let clear = 1 << minCodeSize, end = clear + 1
        var out: [UInt8] = [UInt8(minCodeSize)]
        var block: [UInt8] = []
        block.reserveCapacity(255)
        var bits = 0, bitCount = 0
        var codeSize = minCodeSize + 1
        // The code the next table entry gets; the table is full at 4095 (as Go's compress/lzw).
        var hi = end
        // Open addressing: key (prefix << 8 | byte) → code.
        let tableSize = 1 << 13
        var keys = [Int32](repeating: -1, count: tableSize)
        var codes = [Int16](repeating: 0, count: tableSize)

        func emit(_ code: Int) {
            bits |= code << bitCount
            bitCount += codeSize
            while bitCount >= 8 {
                block.append(UInt8(bits & 0xFF))
                bits >>= 8
                bitCount -= 8
                if block.count == 255 {
                    out.append(255)
                    out += block
                    block.removeAll(keepingCapacity: true)
                }
            }
        }

        /// A code was written: the decoder adds an entry, widening codes at powers of two; a full
        /// table is cleared. False when it was cleared (nothing to add).
        func advance() -> Bool {
            hi += 1
            if hi == 1 << codeSize { codeSize += 1 }
            guard hi == 4095 else { return true }
            emit(clear)
            codeSize = minCodeSize + 1
            hi = end
            keys.withUnsafeMutableBufferPointer { $0.update(repeating: -1) }
            return false
        }

        emit(clear)
        guard var prefix = indices.first.map(Int.init) else {
            emit(end)
            return finish(&out, &block, bits, bitCount)
        }
        for k in indices.dropFirst() {
            let key = Int32(prefix << 8 | Int(k))
            var slot = Int((UInt32(bitPattern: key) &* 2_654_435_761) >> 19) & (tableSize - 1)
            var found = -1
            while keys[slot] >= 0 {
                if keys[slot] == key {
                    found = Int(codes[slot])
                    break
                }
                slot = (slot + 1) & (tableSize - 1)
            }
            if found >= 0 {
                prefix = found
                continue
            }
            emit(prefix)
            if advance() {
                keys[slot] = key
                codes[slot] = Int16(hi)
            }
            prefix = Int(k)
        }
        emit(prefix)
        _ = advance()
        emit(end)
        return finish(&out, &block, bits, bitCount)
    }

    private static func finish(_ out: inout [UInt8], _ block: inout [UInt8], _ bits: Int, _ bitCount: Int) -> [UInt8] {
        if bitCount > 0 { block.append(UInt8(bits & 0xFF)) }
        var rest = block[...]
        while !rest.isEmpty {
            let chunk = rest.prefix(255)
            out.append(UInt8(chunk.count))
            out += chunk
            rest = rest.dropFirst(chunk.count)
        }
        out.append(0)
        return out
    }

    /// Bits needed to number `count` entries (at least 1).
    static func bitsFor(_ count: Int) -> Int {
        var bits = 1
        while 1 << bits < count { bits += 1 }
        return bits
    }
}
