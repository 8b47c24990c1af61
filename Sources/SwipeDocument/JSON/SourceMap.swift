/// A 1-based line and column in a source file; the column counts Unicode characters, so it matches
/// what an editor shows.
public struct SourcePosition: Equatable, Hashable, Comparable, Sendable, CustomStringConvertible {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public static func < (a: SourcePosition, b: SourcePosition) -> Bool {
        (a.line, a.column) < (b.line, b.column)
    }

    public var description: String { "\(line):\(column)" }
}

/// Turns byte offsets into line and column positions for one source text. Nodes store only an
/// offset (cheap for large documents); positions are computed when a message needs one.
public struct SourceMap: Sendable {
    private let bytes: [UInt8]
    private let lineStarts: [Int]
    /// How many characters start before each multiple of `stride` bytes, so a column on a very
    /// long line (a minified or binary file) is found without counting from the line's start.
    private let characterCounts: [Int]
    private static let stride = 1024

    public init(bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [0]
        var i = 0
        let n = bytes.count
        while i < n {
            let b = bytes[i]
            if b == 0x0A {
                starts.append(i + 1)
            } else if b == 0x0D {
                if i + 1 < n, bytes[i + 1] == 0x0A { i += 1 }
                starts.append(i + 1)
            }
            i += 1
        }
        lineStarts = starts
        var counts = [0]
        counts.reserveCapacity(n / Self.stride + 1)
        var characters = 0
        for k in 0..<n {
            if k > 0, k % Self.stride == 0 { counts.append(characters) }
            if bytes[k] & 0xC0 != 0x80 { characters += 1 }
        }
        characterCounts = counts
    }

    /// How many characters start in the bytes before `offset`.
    private func characters(before offset: Int) -> Int {
        let k = min(offset / Self.stride, characterCounts.count - 1)
        var count = characterCounts[k]
        var i = k * Self.stride
        while i < offset {
            if bytes[i] & 0xC0 != 0x80 { count += 1 }
            i += 1
        }
        return count
    }

    public func position(of offset: Int) -> SourcePosition {
        let offset = max(0, min(offset, bytes.count))
        var lo = 0
        var hi = lineStarts.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if lineStarts[mid] <= offset { lo = mid } else { hi = mid - 1 }
        }
        var start = lineStarts[lo]
        // A byte-order mark at the start of the file is not a column an editor shows.
        if lo == 0, bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { start = min(3, offset) }
        let column = 1 + characters(before: offset) - characters(before: start)
        return SourcePosition(line: lo + 1, column: column)
    }
}
