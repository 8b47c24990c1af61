import SwipeDocument

/// Numbers a layout target draws from the end of its input, as LLVM's FuzzedDataProvider draws
/// them: the front stays the document it is (a seed is a real file), and libFuzzer's mutations of
/// the last bytes change the window sizes, times and positions tried. Past the start, zeros.
struct FuzzedValues {
    /// The largest window side tried: what `render --size` takes, the usual texture limit.
    static let largestSide = 16384.0
    /// Window sizes every layout target tries: none (SDL's answer for a window it lost), a pixel,
    /// the largest and the thinnest slivers of it, and the default for lists.
    static let extremeWindows = [Point(0, 0), Point(1, 1), Point(largestSide, largestSide), Point(1, largestSide), Point(largestSide, 1), Point(1280, 720)]

    private let bytes: [UInt8]
    private var end: Int

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        end = bytes.count
    }

    mutating func byte() -> UInt8 {
        guard end > 0 else { return 0 }
        end -= 1
        return bytes[end]
    }

    /// 0 to 65535.
    mutating func word() -> Int { Int(byte()) << 8 | Int(byte()) }

    /// 0 to 1.
    mutating func fraction() -> Double { Double(word()) / 65535 }

    /// A window size, each side 0 to `largestSide` pixels.
    mutating func window() -> Point { Point((fraction() * Self.largestSide).rounded(), (fraction() * Self.largestSide).rounded()) }

    /// A point in (or just outside) a window of `size`.
    mutating func point(in size: Point) -> Point { Point((fraction() * 1.2 - 0.1) * size.x, (fraction() * 1.2 - 0.1) * size.y) }

    /// Seconds, 0 to about 11 minutes, in steps of a hundredth.
    mutating func seconds() -> Double { Double(word()) / 100 }
}
